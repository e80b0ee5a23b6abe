import { audits } from '../db/schema/index';
import type { Executor } from '../db/client';

export type AuditableType =
  | 'User'
  | 'Activity'
  | 'Transaction'
  | 'Localization'
  | 'LocationObject'
  | 'Sport'
  | 'CompetitionGroup'
  | 'ActivityTemplate'
  | 'BenefitEntry'
  | 'TerminalLogin';
export type AuditAction = 'create' | 'update' | 'destroy';

/** Fields never written to the change history. */
const HIDDEN = new Set([
  'encryptedPassword',
  'encrypted_password',
  'password',
  'confirmationToken',
  'resetPasswordToken',
  'phoneConfirmationToken',
  'updatedAt',
  'updated_at',
  'createdAt',
  'created_at',
]);

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const normalise = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
const same = (a: unknown, b: unknown) => JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));

/**
 * Changed fields as `{ field: [old, new] }` (create: `[null, new]`, destroy: `[old, null]`).
 * Password changes show as `[ '***', '***' ]` so the history says it happened without the hash.
 */
export function diffRecords(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const changes: Record<string, [unknown, unknown]> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const oldValue = before?.[key] ?? null;
    const newValue = after?.[key] ?? null;
    if (same(oldValue, newValue)) continue;
    if (key === 'encryptedPassword' || key === 'encrypted_password') {
      changes.password = ['***', '***'];
      continue;
    }
    if (HIDDEN.has(key)) continue;
    changes[snake(key)] = [normalise(oldValue), normalise(newValue)];
  }
  return changes;
}

export interface AuditInput {
  type: AuditableType;
  id: number;
  userId: number | null;
  action: AuditAction;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  comment?: string | null;
  /** Extra changes not visible as columns (e.g. role ids). */
  extraChanges?: Record<string, [unknown, unknown]>;
}

/** The row `recordAudit` writes, or null when an update changed nothing. */
function auditValues(input: AuditInput): typeof audits.$inferInsert | null {
  const changes = { ...diffRecords(input.before ?? null, input.after ?? null), ...input.extraChanges };
  if (input.action === 'update' && Object.keys(changes).length === 0 && !input.comment) return null;
  return {
    auditableType: input.type,
    auditableId: input.id,
    userId: input.userId,
    action: input.action,
    comment: input.comment ?? null,
    auditedChanges: changes,
  };
}

/**
 * Records one audit row inside the caller's transaction; an update that changed nothing writes nothing.
 */
export async function recordAudit(tx: Executor, input: AuditInput): Promise<void> {
  const values = auditValues(input);
  if (values) await tx.insert(audits).values(values);
}

/** `recordAudit` for many rows in one statement (bulk loads such as the demo data), in the given order. */
export async function recordAudits(tx: Executor, inputs: AuditInput[]): Promise<void> {
  const rows = inputs.map(auditValues).filter((v) => v !== null);
  for (let i = 0; i < rows.length; i += BULK_ROWS) await tx.insert(audits).values(rows.slice(i, i + BULK_ROWS));
}

/** Rows per multi-row INSERT: well under PostgreSQL's 65,535 parameters for tables of ~80 columns. */
export const BULK_ROWS = 200;
