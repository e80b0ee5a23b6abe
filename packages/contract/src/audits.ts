import { z } from 'zod';
import { pagingQuery, queryInt, queryText } from './common';

/** Record types with a change history (docs/spec/part-2.md §3 "Audit entry"). */
export const AUDITABLE_TYPES = [
  'User',
  'Activity',
  'Transaction',
  'Localization',
  'LocationObject',
  'Sport',
  'CompetitionGroup',
  'ActivityTemplate',
  'BenefitEntry',
  'TerminalLogin',
] as const;
export type AuditableType = (typeof AUDITABLE_TYPES)[number];
export const AUDITABLE_TYPE_LABELS: Record<AuditableType, string> = {
  User: 'Użytkownik',
  Activity: 'Zajęcia',
  Transaction: 'Transakcja',
  Localization: 'Lokalizacja',
  LocationObject: 'Obiekt',
  Sport: 'Dyscyplina',
  CompetitionGroup: 'Grupa',
  ActivityTemplate: 'Szablon zajęć',
  BenefitEntry: 'Wejście Benefit',
  TerminalLogin: 'Login terminala',
};

export const AUDIT_ACTIONS = ['create', 'update', 'destroy'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Utworzenie',
  update: 'Zmiana',
  destroy: 'Usunięcie',
};

/** One change-history row: changed fields as `{ field: [old, new] }`. */
export const auditEntry = z.object({
  id: z.number(),
  created_at: z.string(),
  auditable_type: z.string(),
  auditable_id: z.number(),
  user: z.object({ id: z.number(), first_name: z.string().nullable(), last_name: z.string().nullable() }).nullable(),
  action: z.string(),
  comment: z.string().nullable(),
  audited_changes: z.record(z.string(), z.unknown()),
  /**
   * Names of the records this row names — itself and the ids in its changes (a user, a sport, a location) —
   * keyed `Type:id` ('User:9' → 'Jan Kowalski'), so the history links them by name.
   */
  record_labels: z.record(z.string(), z.string()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values).optional());

/** `GET admin/audits`: page size 10, newest first; `with_audited_changes` searches the changes' text. */
export const auditListQuery = pagingQuery(10).extend({
  with_auditable_id: queryInt().optional(),
  with_auditable_type: optionalEnum(AUDITABLE_TYPES),
  with_user_id: queryInt().optional(),
  with_action: optionalEnum(AUDIT_ACTIONS),
  with_audited_changes: queryText(),
});
export type AuditListQuery = z.input<typeof auditListQuery>;
