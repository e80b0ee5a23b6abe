import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditEntry, auditListQuery } from '@sportdesk/contract';
import { audits, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { likePattern } from '../../lib/paging';
import { iso } from '../../lib/reply';
import { recordLabels, rowRefs, type Refs } from './labels';

type ListQuery = z.output<typeof auditListQuery>;

/** `admin/audits`: newest first; `with_audited_changes` matches field names and values in the changes' text. */
export async function listAudits(db: Executor, q: ListQuery) {
  const conditions: SQL[] = [];
  if (q.with_auditable_id !== undefined) conditions.push(eq(audits.auditableId, q.with_auditable_id));
  if (q.with_auditable_type) conditions.push(eq(audits.auditableType, q.with_auditable_type));
  if (q.with_user_id !== undefined) conditions.push(eq(audits.userId, q.with_user_id));
  if (q.with_action) conditions.push(eq(audits.action, q.with_action));
  if (q.with_audited_changes) conditions.push(sql`${audits.auditedChanges}::text ilike ${likePattern(q.with_audited_changes)}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ a: audits, user: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
      .from(audits)
      .leftJoin(users, eq(users.id, audits.userId))
      .where(where)
      .orderBy(desc(audits.createdAt), desc(audits.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ total: count() }).from(audits).where(where),
  ]);
  const entries = rows.map(({ a, user }) => ({
    id: a.id,
    created_at: iso(a.createdAt)!,
    auditable_type: a.auditableType,
    auditable_id: a.auditableId,
    user: user ? { id: user.id, first_name: user.firstName, last_name: user.lastName } : null,
    action: a.action,
    comment: a.comment,
    audited_changes: a.auditedChanges,
  }));
  // One look-up per record type for the whole page; each row gets the names it uses.
  const perRow = entries.map(rowRefs);
  const all: Refs = new Map();
  for (const refs of perRow) for (const [type, ids] of refs) all.set(type, new Set([...(all.get(type) ?? []), ...ids]));
  const labels = await recordLabels(db, all);
  return {
    rows: entries.map((entry, i): AuditEntry => {
      const own: Record<string, string> = {};
      for (const [type, ids] of perRow[i])
        for (const id of ids) if (labels[`${type}:${id}`]) own[`${type}:${id}`] = labels[`${type}:${id}`];
      return { ...entry, record_labels: own };
    }),
    total,
  };
}
