import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { msg, toPln, userLabel, type Basket, type BasketItem, type BasketPaymentMethod } from '@sportdesk/contract';
import type { activities } from '../../db/schema/index';
import { basketItems, promoCodes, promoCodeUsages, transactions, users, userSportLevels } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';
import { basketRead, type ActivityWithNames, type BasketReads, type ItemRow, type UserRow } from './basket-reads';
import { notFound } from '../../lib/errors';
import { readAll } from '../../lib/reads';
import { accountComplete, accountIncompleteReason, checksLevel, freeSpots } from '../enrolment/public';
import { registrableIds } from '../users/public';
import { itemFlags } from './basket-flags';
import { availableMethods, codeUsable, discountOf, itemPrice } from './pricing';

type ActivityRow = typeof activities.$inferSelect;
type CodeRow = typeof promoCodes.$inferSelect;

const label = (u: UserRow | undefined) =>
  u ? userLabel({ first_name: u.firstName, last_name: u.lastName, email: u.email }) : '';

/** Which of the participants are already on the activities' lists (reserve lists included), as `activity:user`. */
async function enrolledPairs(reads: BasketReads, read: ActivityWithNames[], activityIds: number[], participantIds: number[]) {
  if (!activityIds.length || !participantIds.length) return new Set<string>();
  // Named reads said it with the activities; the checkout's transaction reads it after their lock.
  if (!reads.enrolled) return new Set(read.flatMap((r) => (r.enrolled ?? []).map((userId) => `${r.activity.id}:${userId}`)));
  const rows = await reads.enrolled(activityIds, participantIds);
  return new Set(rows.map((r) => `${r.activityId}:${r.userId}`));
}

async function codeUseCounts(db: Executor, codeIds: number[], buyerId: number) {
  if (!codeIds.length) return new Map<number, number>();
  const rows = await db
    .select({ id: promoCodeUsages.promoCodeId, n: sql<number>`count(*)::int` })
    .from(promoCodeUsages)
    .where(and(inArray(promoCodeUsages.promoCodeId, codeIds), eq(promoCodeUsages.userId, buyerId)))
    .groupBy(promoCodeUsages.promoCodeId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

async function hasPurchases(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(eq(transactions.userId, userId), eq(transactions.transactionType, 'buy_activity'), ne(transactions.status, 'canceled')),
    )
    .limit(1);
  return Boolean(row);
}

export interface Evaluated {
  row: ItemRow;
  item: BasketItem;
  activity: ActivityRow | undefined;
  participant: UserRow | undefined;
  code: CodeRow | undefined;
  price: number;
  discount: number;
  value: number;
}

/** Times a step (the booking lane's `timed`): the checkout measures its wait for the activities' locks. */
type StepTimer = <T>(name: string, step: () => Promise<T>) => Promise<T>;
const untimed: StepTimer = (_name, step) => step();

/**
 * Evaluates a user's basket: every item's flags, price, code and value. With `lock` (checkout) the
 * activities and codes are locked first, in id order, so the counts read are the ones written.
 * Few statements, as a crowd at an opening runs this for every player (docs/decisions.md "The booking rush"): the
 * activities come with their sport's and venue's names, the buyer is not read again as a participant, levels are
 * read only for an activity that checks them, and the buyer's earlier purchases only for a code that asks.
 */
export async function evaluate(
  db: Executor,
  buyer: UserRow,
  rows: ItemRow[],
  opts: { reads: BasketReads; lock?: boolean; timed?: StepTimer },
) {
  const lock = opts.lock ?? false;
  const timed = opts.timed ?? untimed;
  const activityIds = [...new Set(rows.map((r) => r.activityId))].sort((a, b) => a - b);
  const codeTexts = [...new Set(rows.map((r) => r.promoCode?.trim().toUpperCase()).filter((c): c is string => Boolean(c)))];
  const participantIds = [...new Set(rows.map((r) => r.participantId))];
  const extra = activityIds.length
    ? await (lock
        ? timed('lock', () => opts.reads.activities(activityIds, participantIds))
        : opts.reads.activities(activityIds, participantIds))
    : [];
  const activityRows = extra.map((e) => e.activity);
  const codeQuery = codeTexts.length
    ? db
        .select()
        .from(promoCodes)
        .where(inArray(sql`upper(${promoCodes.code})`, codeTexts))
        .orderBy(asc(promoCodes.id))
    : null;
  const codeRows = codeQuery ? await (lock ? codeQuery.for('update') : codeQuery) : [];
  const others = participantIds.filter((id) => id !== buyer.id);
  // At checkout (`lock`) these run in the checkout's transaction, one after another.
  const [otherPeople, levels, enrolled, uses, purchased] = await readAll(lock, [
    () => (others.length ? db.select().from(users).where(inArray(users.id, others)) : Promise.resolve([])),
    // Levels matter only to an activity that checks them (enrolment/rules.ts levelIssue).
    () =>
      participantIds.length && activityRows.some(checksLevel)
        ? db.select().from(userSportLevels).where(inArray(userSportLevels.userId, participantIds))
        : Promise.resolve([]),
    () => enrolledPairs(opts.reads, extra, activityIds, participantIds),
    () =>
      codeUseCounts(
        db,
        codeRows.map((c) => c.id),
        buyer.id,
      ),
    () => (codeRows.some((c) => c.onlyForNewPlayers) ? hasPurchases(db, buyer.id) : Promise.resolve(false)),
  ]);
  const participants = participantIds.includes(buyer.id) ? [buyer, ...otherPeople] : otherPeople;
  const activityById = new Map(activityRows.map((a) => [a.id, a]));
  const names = new Map(extra.map((e) => [e.activity.id, e]));
  // Only those the buyer may sign up are read (an item of anyone else shows no name and cannot be paid).
  const registrable = await registrableIds(db, buyer.id, participants, { lock });
  const participantById = new Map(participants.filter((p) => registrable.has(p.id)).map((p) => [p.id, p]));
  const codeByText = new Map(codeRows.map((c) => [c.code.toUpperCase(), c]));
  const perActivity = new Map<number, number>();
  for (const r of rows) perActivity.set(r.activityId, (perActivity.get(r.activityId) ?? 0) + 1);
  const pending = new Map<number, number>();

  const evaluated: Evaluated[] = rows.map((row) => {
    const a = activityById.get(row.activityId);
    const p = participantById.get(row.participantId);
    const method = row.paymentMethod as BasketPaymentMethod | null;
    const level = a && p ? levels.find((l) => l.userId === p.id && l.sportId === a.sportId) : undefined;
    const { flags, errors } = itemFlags({
      buyer,
      participant: p,
      activity: a,
      level,
      alreadyParticipant: Boolean(a && p && enrolled.has(`${a.id}:${p.id}`)),
      sameActivityItems: perActivity.get(row.activityId) ?? 1,
      method,
    });
    const price = a ? itemPrice(a, method) : 0;
    let codeValid: boolean | null = null;
    let discount = 0;
    const code = row.promoCode ? codeByText.get(row.promoCode.trim().toUpperCase()) : undefined;
    if (row.promoCode) {
      const used = pending.get(code?.id ?? 0) ?? 0;
      codeValid = Boolean(
        code &&
        a &&
        codeUsable(code, {
          buyer,
          activity: a,
          usesByBuyer: uses.get(code.id) ?? 0,
          buyerHasPurchases: purchased,
          pendingUses: used,
          pendingUsesByBuyer: used,
        }),
      );
      if (codeValid && code) {
        pending.set(code.id, used + 1);
        discount = discountOf(code, price);
      } else errors.push(msg.basketCodeInvalid);
    }
    const value = price - discount;
    const info = names.get(row.activityId);
    const item: BasketItem = {
      id: row.id,
      activity: {
        id: row.activityId,
        name: a?.name ?? null,
        sport: info?.sport ?? null,
        date: a?.date ?? '',
        start_at: a?.startAt.slice(0, 5) ?? '',
        localization: info?.localization ?? null,
        free_spots: a ? Math.max(0, freeSpots(a)) : 0,
        gender: a?.gender ?? 'unisex',
        lv: a?.lv ?? null,
        url: a?.url ?? null,
        thumb_image: a?.thumbImage ?? null,
      },
      participant: { id: row.participantId, label: label(p) },
      user: { id: buyer.id, label: label(buyer) },
      price: toPln(price),
      value: toPln(value),
      deposit: 0,
      promo_code: row.promoCode,
      code_valid: codeValid,
      payment_method: method,
      available_payment_method: a && p ? availableMethods(a, p) : [],
      ...flags,
      errors,
    };
    return { row, item, activity: a, participant: p, code: codeValid ? code : undefined, price, discount, value };
  });
  return evaluated;
}

export const basketRows = (db: Executor, userId: number) =>
  db.select().from(basketItems).where(eq(basketItems.userId, userId)).orderBy(asc(basketItems.id));

function summarize(buyer: UserRow, evaluated: Evaluated[]): Basket {
  const blockers: string[] = [];
  if (!evaluated.length) blockers.push(msg.basketEmpty);
  if (evaluated.some((e) => e.item.errors.length)) blockers.push(msg.basketHasErrors);
  const complete = accountComplete(buyer);
  const incomplete = accountIncompleteReason(buyer);
  if (!complete) blockers.push(incomplete.message);
  const online = evaluated.filter((e) => e.row.paymentMethod === 'online_transfer').reduce((s, e) => s + e.value, 0);
  return {
    user_id: buyer.id,
    items: evaluated.map((e) => e.item),
    value: toPln(evaluated.reduce((s, e) => s + e.value, 0)),
    online_value: toPln(online),
    account_complete: complete,
    fields: complete ? {} : incomplete.fields,
    can_checkout: blockers.length === 0,
    blockers,
  };
}

export async function basketOf(db: Db, userId: number): Promise<Basket> {
  const { buyer, rows, reads } = await basketRead(db, userId);
  if (!buyer || buyer.deletedAt) throw notFound();
  return summarize(buyer, await evaluate(db, buyer, rows, { reads }));
}
