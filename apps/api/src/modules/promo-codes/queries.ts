import { and, asc, count, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { toPln, userLabel, type PromoCode, type PromoCodeUsage, type promoCodeListQuery, plDateTime } from '@sportdesk/contract';
import {
  activities,
  localizations,
  promoCodes,
  promoCodeUsages,
  sports,
  transactionItems,
  transactions,
  users,
} from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { likePattern } from '../../lib/paging';
import { iso } from '../../lib/reply';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
type ListQuery = z.output<typeof promoCodeListQuery>;
type Ref = { id: number; label: string };

const activityLabel = (a: { name: string | null; date: string; startAt: string }) =>
  `${a.name ?? 'Zajęcia'} ${plDateTime(a.date, a.startAt)}`;

/** Labels of the restriction lists of many codes, in four queries. */
async function refsFor(db: Executor, rows: PromoCodeRow[]) {
  const collect = (pick: (r: PromoCodeRow) => number[]) => [...new Set(rows.flatMap(pick))];
  const [userIds, sportIds, locationIds, activityIds] = [
    collect((r) => r.userIds),
    collect((r) => r.sportIds),
    collect((r) => r.localizationIds),
    collect((r) => r.activityIds),
  ];
  const [u, s, l, a] = await Promise.all([
    userIds.length
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    sportIds.length ? db.select({ id: sports.id, name: sports.name }).from(sports).where(inArray(sports.id, sportIds)) : [],
    locationIds.length
      ? db
          .select({ id: localizations.id, name: localizations.name })
          .from(localizations)
          .where(inArray(localizations.id, locationIds))
      : [],
    activityIds.length
      ? db
          .select({ id: activities.id, name: activities.name, date: activities.date, startAt: activities.startAt })
          .from(activities)
          .where(inArray(activities.id, activityIds))
      : [],
  ]);
  return {
    users: new Map<number, Ref>(
      u.map((x) => [x.id, { id: x.id, label: userLabel({ first_name: x.firstName, last_name: x.lastName, email: x.email }) }]),
    ),
    sports: new Map<number, Ref>(s.map((x) => [x.id, { id: x.id, label: x.name }])),
    locations: new Map<number, Ref>(l.map((x) => [x.id, { id: x.id, label: x.name }])),
    activities: new Map<number, Ref>(a.map((x) => [x.id, { id: x.id, label: activityLabel(x) }])),
  };
}
type Refs = Awaited<ReturnType<typeof refsFor>>;
const pick = (ids: number[], map: Map<number, Ref>) => ids.map((id) => map.get(id) ?? { id, label: `#${id}` });

export const toPromoCode = (r: PromoCodeRow, refs: Refs): PromoCode => ({
  id: r.id,
  name: r.name,
  description: r.description,
  prefix: r.prefix,
  code: r.code,
  active_from: r.activeFrom,
  active_to: r.activeTo,
  code_type: r.codeType as PromoCode['code_type'],
  value: toPln(r.value),
  value_type: r.valueType as PromoCode['value_type'],
  active: r.active,
  only_for_new_players: r.onlyForNewPlayers,
  unlimited: r.unlimited,
  limit_of_usage: r.limitOfUsage,
  unlimited_usage_by_user: r.unlimitedUsageByUser,
  usage_count: r.usageCount,
  users: pick(r.userIds, refs.users),
  sports: pick(r.sportIds, refs.sports),
  locations: pick(r.localizationIds, refs.locations),
  activities: pick(r.activityIds, refs.activities),
  created_at: iso(r.createdAt)!,
});

export const promoCodesOut = async (db: Executor, rows: PromoCodeRow[]) => {
  const refs = await refsFor(db, rows);
  return rows.map((r) => toPromoCode(r, refs));
};

const orderColumns = {
  'promo_codes.created_at': promoCodes.createdAt,
  'promo_codes.prefix': promoCodes.prefix,
  'promo_codes.id': promoCodes.id,
} as const;

export async function listPromoCodes(db: Executor, q: ListQuery) {
  const conditions: SQL[] = [];
  if (q.with_id !== undefined) conditions.push(eq(promoCodes.id, q.with_id));
  if (q.with_code) conditions.push(ilike(promoCodes.code, likePattern(q.with_code)));
  if (q.with_name) conditions.push(ilike(promoCodes.name, likePattern(q.with_name)));
  if (q.with_prefix) conditions.push(ilike(promoCodes.prefix, likePattern(q.with_prefix)));
  if (q.with_active !== undefined) conditions.push(eq(promoCodes.active, q.with_active));
  if (q.with_active_from_greater) conditions.push(gte(promoCodes.activeFrom, q.with_active_from_greater));
  if (q.with_active_to_less) conditions.push(lte(promoCodes.activeTo, q.with_active_to_less));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = q.order_dir === 'DESC' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(promoCodes)
      .where(where)
      .orderBy(direction(orderColumns[q.order_element]), direction(promoCodes.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ total: count() }).from(promoCodes).where(where),
  ]);
  return { rows: await promoCodesOut(db, rows), total };
}

export async function findPromoCode(db: Executor, id: number) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row;
}

export async function findPromoCodeByCode(db: Executor, code: string) {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = upper(${code.trim()})`);
  return row;
}

/** 'Wykorzystania': one row per transaction that used the code, oldest first. */
export async function promoCodeUsageRows(db: Executor, promoCodeId: number): Promise<PromoCodeUsage[]> {
  const rows = await db
    .select({
      transactionId: transactions.id,
      identifier: transactions.identifier,
      createdAt: promoCodeUsages.createdAt,
      user: {
        id: users.id,
        identifier: users.identifier,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
      activity: { id: activities.id, name: activities.name, date: activities.date, startAt: activities.startAt },
    })
    .from(promoCodeUsages)
    .innerJoin(transactions, eq(transactions.id, promoCodeUsages.transactionId))
    .innerJoin(users, eq(users.id, promoCodeUsages.userId))
    .leftJoin(transactionItems, eq(transactionItems.id, promoCodeUsages.transactionItemId))
    .leftJoin(activities, eq(activities.id, transactionItems.activityId))
    .where(eq(promoCodeUsages.promoCodeId, promoCodeId))
    .orderBy(asc(promoCodeUsages.id));
  const byTransaction = new Map<number, PromoCodeUsage>();
  for (const r of rows) {
    let usage = byTransaction.get(r.transactionId);
    if (!usage) {
      usage = {
        number: byTransaction.size + 1,
        transaction_id: r.transactionId,
        transaction_identifier: r.identifier,
        created_at: iso(r.createdAt)!,
        user: {
          id: r.user.id,
          identifier: r.user.identifier,
          first_name: r.user.firstName,
          last_name: r.user.lastName,
          email: r.user.email,
        },
        activities: [],
      };
      byTransaction.set(r.transactionId, usage);
    }
    if (r.activity?.id) usage.activities.push({ id: r.activity.id, label: activityLabel(r.activity) });
  }
  return [...byTransaction.values()];
}
