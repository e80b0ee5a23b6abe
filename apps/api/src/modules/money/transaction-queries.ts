import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { toPln, userLabel, type Transaction, type TransactionRow, type transactionListQuery } from '@sportdesk/contract';
import { activities, payments, promoCodes, transactionItems, transactions, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { likePattern } from '../../lib/paging';
import { iso } from '../../lib/reply';
import type { TransactionRowDb } from './ledger';

type ListQuery = z.output<typeof transactionListQuery>;
type UserRow = typeof users.$inferSelect;

export const userRef = (u: Pick<UserRow, 'id' | 'identifier' | 'firstName' | 'lastName' | 'email'> | null | undefined) =>
  u
    ? {
        id: u.id,
        identifier: u.identifier,
        first_name: u.firstName,
        last_name: u.lastName,
        email: u.email,
        label: userLabel({ first_name: u.firstName, last_name: u.lastName, email: u.email }),
      }
    : null;

const userColumns = {
  id: users.id,
  identifier: users.identifier,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

export const toTransactionRow = (t: TransactionRowDb, u: Parameters<typeof userRef>[0]): TransactionRow => ({
  id: t.id,
  identifier: t.identifier,
  date: iso(t.date)!,
  created_at: iso(t.createdAt)!,
  transaction_type: t.transactionType as TransactionRow['transaction_type'],
  payment_method: t.paymentMethod as TransactionRow['payment_method'],
  status: t.status as TransactionRow['status'],
  value: toPln(t.value),
  user: userRef(u),
});

/** A date filter bound as the start of that day in Europe/Warsaw. */
const warsawMidnight = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Warsaw')`;

export async function listTransactions(db: Executor, q: ListQuery) {
  const conditions: SQL[] = [];
  if (q.with_id !== undefined) conditions.push(eq(transactions.id, q.with_id));
  if (q.with_identifier) conditions.push(ilike(transactions.identifier, likePattern(q.with_identifier)));
  if (q.with_user_id !== undefined) conditions.push(eq(transactions.userId, q.with_user_id));
  if (q.with_created_at_greater) conditions.push(gte(transactions.createdAt, warsawMidnight(q.with_created_at_greater)));
  if (q.with_created_at_less)
    conditions.push(lt(transactions.createdAt, sql`(${warsawMidnight(q.with_created_at_less)} + interval '1 day')`));
  if (q.with_activity_id !== undefined)
    conditions.push(
      sql`exists (select 1 from ${transactionItems} ti where ti.transaction_id = ${transactions.id} and ti.activity_id = ${q.with_activity_id})`,
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = q.order_dir === 'desc' ? desc : asc;
  const column = q.order === 'created_at' ? transactions.createdAt : transactions.date;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ t: transactions, u: userColumns })
      .from(transactions)
      .leftJoin(users, eq(users.id, transactions.userId))
      .where(where)
      .orderBy(direction(column), direction(transactions.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ total: count() }).from(transactions).leftJoin(users, eq(users.id, transactions.userId)).where(where),
  ]);
  return { rows: rows.map((r) => toTransactionRow(r.t, r.u)), total };
}

export async function findTransaction(db: Executor, id: number) {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}

const stateOf = (main: number, bonus: number, deposit: number) => ({
  main: toPln(main),
  bonus: toPln(bonus),
  deposit: toPln(deposit),
});

/** The detail view: items with their user, activity and code, balances before and after, comments. */
export async function transactionDetail(db: Executor, id: number): Promise<Transaction | undefined> {
  const t = await findTransaction(db, id);
  if (!t) return undefined;
  const [[owner], items, [creator], [payment], [original]] = await Promise.all([
    db.select(userColumns).from(users).where(eq(users.id, t.userId)),
    db.select().from(transactionItems).where(eq(transactionItems.transactionId, id)).orderBy(asc(transactionItems.id)),
    t.createdById ? db.select(userColumns).from(users).where(eq(users.id, t.createdById)) : Promise.resolve([]),
    db.select().from(payments).where(eq(payments.transactionId, id)),
    t.originalTransactionId
      ? db
          .select({ id: transactions.id, identifier: transactions.identifier })
          .from(transactions)
          .where(eq(transactions.id, t.originalTransactionId))
      : Promise.resolve([]),
  ]);
  const userIds = [...new Set(items.map((i) => i.userId).filter((v): v is number => v !== null))];
  const activityIds = [...new Set(items.map((i) => i.activityId).filter((v): v is number => v !== null))];
  const codeIds = [...new Set(items.map((i) => i.promoCodeId).filter((v): v is number => v !== null))];
  const [itemUsers, itemActivities, codes] = await Promise.all([
    userIds.length ? db.select(userColumns).from(users).where(inArray(users.id, userIds)) : [],
    activityIds.length
      ? db
          .select({ id: activities.id, name: activities.name, date: activities.date, startAt: activities.startAt })
          .from(activities)
          .where(inArray(activities.id, activityIds))
      : [],
    codeIds.length ? db.select().from(promoCodes).where(inArray(promoCodes.id, codeIds)) : [],
  ]);
  const userById = new Map(itemUsers.map((u) => [u.id, u]));
  const activityById = new Map(itemActivities.map((a) => [a.id, a]));
  const codeById = new Map(codes.map((c) => [c.id, c]));
  const codeOf = (codeId: number | null, discount: number) => {
    const c = codeId ? codeById.get(codeId) : undefined;
    return c
      ? { id: c.id, code: c.code, name: c.name, value: toPln(c.value), value_type: c.valueType, discount: toPln(discount) }
      : null;
  };
  const mappedItems = items.map((i) => {
    const a = i.activityId ? activityById.get(i.activityId) : undefined;
    return {
      id: i.id,
      user: userRef(i.userId ? userById.get(i.userId) : null),
      item_type: i.itemType,
      targetable: a ? { type: 'Activity', id: a.id, label: `${a.name ?? 'Zajęcia'} ${a.date} ${a.startAt.slice(0, 5)}` } : null,
      value: toPln(i.value),
      supplement: toPln(i.supplement),
      payment_method: i.paymentMethod as Transaction['payment_method'],
      transaction_item_promo_code: codeOf(i.promoCodeId, i.discount),
    };
  });
  const promo = mappedItems.map((i) => i.transaction_item_promo_code).filter((c) => c !== null);
  return {
    ...toTransactionRow(t, owner),
    balances_before: stateOf(t.mainBefore, t.bonusBefore, t.depositBefore),
    balances_after: stateOf(t.mainAfter, t.bonusAfter, t.depositAfter),
    online_value: toPln(t.onlineValue),
    paid_at: iso(t.paidAt),
    items: mappedItems,
    promo_codes: promo,
    comments: t.comment ? [{ comment: t.comment, user: userRef(creator), created_at: iso(t.createdAt)! }] : [],
    can_pay: t.status === 'unpaid' && t.paymentMethod === 'online_transfer' && (!payment || payment.status === 'pending'),
    original_transaction: original ?? null,
  };
}
