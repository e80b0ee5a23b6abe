import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  toPln,
  type PlayerMessage,
  type PlayerStanding,
  type PlayerTransaction,
  type PlayerTransactionsQuery,
  type TransactionRow,
} from '@sportdesk/contract';
import { activities, activityMessages, activityParticipants, transactionItems, transactions } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { iso } from '../../lib/reply';
import { toHmm } from '../activities/public';

type Paging = { page: number; limit: number };
type TransactionDb = typeof transactions.$inferSelect;

const activityName = (a: { name: string | null }) => a.name || 'Zajęcia';

/** One page of the player's own transactions, newest first, with the activities their items pay for. */
export async function playerTransactions(db: Executor, userId: number, q: Required<Paging> & PlayerTransactionsQuery) {
  const own = eq(transactions.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(transactions)
      .where(own)
      .orderBy(desc(transactions.date), desc(transactions.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ total: count() }).from(transactions).where(own),
  ]);
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await db
        .selectDistinct({
          transactionId: transactionItems.transactionId,
          id: activities.id,
          name: activities.name,
          date: activities.date,
        })
        .from(transactionItems)
        .innerJoin(activities, eq(activities.id, transactionItems.activityId))
        .where(inArray(transactionItems.transactionId, ids))
        .orderBy(asc(activities.date), asc(activities.id))
    : [];
  const toRow = (t: TransactionDb): PlayerTransaction => ({
    id: t.id,
    identifier: t.identifier,
    created_at: iso(t.createdAt)!,
    transaction_type: t.transactionType as TransactionRow['transaction_type'],
    payment_method: t.paymentMethod as TransactionRow['payment_method'],
    status: t.status as TransactionRow['status'],
    value: toPln(t.value),
    main_change: toPln(t.mainAfter - t.mainBefore),
    bonus_change: toPln(t.bonusAfter - t.bonusBefore),
    deposit_change: toPln(t.depositAfter - t.depositBefore),
    activities: items.filter((i) => i.transactionId === t.id).map((i) => ({ id: i.id, name: activityName(i), date: i.date })),
  });
  return { rows: rows.map(toRow), total: Number(total) };
}

/** Activities the player is signed up for, on the list or the reserve list. */
const signedUpFor = (userId: number) =>
  sql`exists (select 1 from ${activityParticipants} where ${activityParticipants.activityId} = ${activityMessages.activityId} and ${activityParticipants.userId} = ${userId})`;

/** Organisers' messages to the activities the player is signed up for, newest first. */
export async function playerMessages(deps: AppDeps, db: Executor, userId: number, q: Paging & { activity_id?: number }) {
  const c: SQL[] = [signedUpFor(userId)];
  if (q.activity_id !== undefined) c.push(eq(activityMessages.activityId, q.activity_id));
  const where = and(...c);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ message: activityMessages, activity: activities })
      .from(activityMessages)
      .innerJoin(activities, eq(activities.id, activityMessages.activityId))
      .where(where)
      .orderBy(desc(activityMessages.createdAt), desc(activityMessages.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ total: count() }).from(activityMessages).where(where),
  ]);
  return {
    rows: rows.map(({ message: m, activity: a }): PlayerMessage => ({
      id: m.id,
      author_name: m.authorName,
      content: m.content,
      images: m.images.map((i) => ({ filename: i.filename, content_type: i.content_type, url: deps.storage.url(i.key) })),
      created_at: iso(m.createdAt)!,
      activity: { id: a.id, name: activityName(a), date: a.date, start_at: toHmm(a.startAt) },
    })),
    total: Number(total),
  };
}

/** The player's place on an activity: the list, the reserve list (position by order of joining), or none. */
export async function playerStanding(db: Executor, userId: number, activityId: number): Promise<PlayerStanding> {
  const [own] = await db
    .select({ id: activityParticipants.id, reserve: activityParticipants.reserve })
    .from(activityParticipants)
    .where(and(eq(activityParticipants.activityId, activityId), eq(activityParticipants.userId, userId)));
  const onReserve = and(eq(activityParticipants.activityId, activityId), eq(activityParticipants.reserve, true));
  const [[{ reserveCount }], ahead] = await Promise.all([
    db.select({ reserveCount: count() }).from(activityParticipants).where(onReserve),
    own?.reserve
      ? db
          .select({ n: count() })
          .from(activityParticipants)
          .where(and(onReserve, lte(activityParticipants.id, own.id)))
      : Promise.resolve([]),
  ]);
  return {
    activity_id: activityId,
    status: !own ? 'none' : own.reserve ? 'reserve' : 'participant',
    reserve_position: own?.reserve ? Number(ahead[0]?.n ?? 0) : null,
    reserve_count: Number(reserveCount),
  };
}
