import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  ErrorCode,
  msg,
  PLAYER_PATHS,
  toPln,
  userLabel,
  type Basket,
  type BasketItem,
  type BasketPaymentMethod,
  type CheckoutResult,
} from '@sportdesk/contract';
import {
  activities,
  basketItems,
  localizations,
  payments,
  promoCodes,
  promoCodeUsages,
  sports,
  transactionItems,
  transactions,
  users,
  userSportLevels,
} from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';
import { activityParticipants } from '../../db/schema/participants';
import type { AppDeps } from '../../lib/deps';
import { AppError, notFound, uniqueViolation } from '../../lib/errors';
import { recordAudit } from '../../lib/audit';
import { bonusSpendable, lockUser, setWallet } from '../wallets/service';
import { insertTransaction, walletOf } from '../transactions/ledger';
import { gatewayOf, NOTIFY_PATH } from '../payments/gateway';
import { readAll } from '../../lib/reads';
import {
  accountComplete,
  accountIncompleteReason,
  codeUsable,
  discountOf,
  freeSpots,
  isCardMethod,
  itemFlags,
  itemPrice,
  availableMethods,
} from './rules';

type UserRow = typeof users.$inferSelect;
type ActivityRow = typeof activities.$inferSelect;
type CodeRow = typeof promoCodes.$inferSelect;
type ItemRow = typeof basketItems.$inferSelect;

const label = (u: UserRow | undefined) =>
  u ? userLabel({ first_name: u.firstName, last_name: u.lastName, email: u.email }) : '';

/** The buyer themself or one of the buyer's children (a deleted child is nobody's). */
const ownParticipant = (buyerId: number, p: Pick<UserRow, 'id' | 'parentId' | 'deletedAt'>) =>
  p.id === buyerId || (p.parentId === buyerId && !p.deletedAt);

/** Enrolments: the activities' participant lists (reserve list included), which the checkout also fills. */
async function enrolledPairs(db: Executor, activityIds: number[]) {
  if (!activityIds.length) return new Set<string>();
  const rows = await db
    .select({ activityId: activityParticipants.activityId, userId: activityParticipants.userId })
    .from(activityParticipants)
    .where(inArray(activityParticipants.activityId, activityIds));
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

interface Evaluated {
  row: ItemRow;
  item: BasketItem;
  activity: ActivityRow | undefined;
  code: CodeRow | undefined;
  price: number;
  discount: number;
  value: number;
}

/**
 * Evaluates a user's basket: every item's flags, price, code and value. With `lock` (checkout) the
 * activities and codes are locked first, in id order, so the counts read are the ones written.
 */
async function evaluate(db: Executor, buyer: UserRow, rows: ItemRow[], lock = false) {
  const activityIds = [...new Set(rows.map((r) => r.activityId))].sort((a, b) => a - b);
  const codeTexts = [...new Set(rows.map((r) => r.promoCode?.trim().toUpperCase()).filter((c): c is string => Boolean(c)))];
  const activityQuery = activityIds.length
    ? db.select().from(activities).where(inArray(activities.id, activityIds)).orderBy(asc(activities.id))
    : null;
  const activityRows = activityQuery ? await (lock ? activityQuery.for('update') : activityQuery) : [];
  const codeQuery = codeTexts.length
    ? db
        .select()
        .from(promoCodes)
        .where(inArray(sql`upper(${promoCodes.code})`, codeTexts))
        .orderBy(asc(promoCodes.id))
    : null;
  const codeRows = codeQuery ? await (lock ? codeQuery.for('update') : codeQuery) : [];
  const participantIds = [...new Set(rows.map((r) => r.participantId))];
  // At checkout (`lock`) these run in the checkout's transaction, one after another.
  const [participants, levels, enrolled, uses, purchased, extra] = await readAll(lock, [
    () => (participantIds.length ? db.select().from(users).where(inArray(users.id, participantIds)) : Promise.resolve([])),
    () =>
      participantIds.length
        ? db.select().from(userSportLevels).where(inArray(userSportLevels.userId, participantIds))
        : Promise.resolve([]),
    () => enrolledPairs(db, activityIds),
    () =>
      codeUseCounts(
        db,
        codeRows.map((c) => c.id),
        buyer.id,
      ),
    () => hasPurchases(db, buyer.id),
    () =>
      activityIds.length
        ? db
            .select({ id: activities.id, sport: sports.name, localization: localizations.name })
            .from(activities)
            .leftJoin(sports, eq(sports.id, activities.sportId))
            .leftJoin(localizations, eq(localizations.id, activities.localizationId))
            .where(inArray(activities.id, activityIds))
        : Promise.resolve([]),
  ]);
  const activityById = new Map(activityRows.map((a) => [a.id, a]));
  const names = new Map(extra.map((e) => [e.id, e]));
  // Only the buyer and the buyer's children are read (an item of anyone else shows no name and cannot be paid).
  const participantById = new Map(participants.filter((p) => ownParticipant(buyer.id, p)).map((p) => [p.id, p]));
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
    return { row, item, activity: a, code: codeValid ? code : undefined, price, discount, value };
  });
  return evaluated;
}

const basketRows = (db: Executor, userId: number) =>
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

export async function basketOf(db: Executor, userId: number): Promise<Basket> {
  const [buyer] = await db.select().from(users).where(eq(users.id, userId));
  if (!buyer || buyer.deletedAt) throw notFound();
  return summarize(buyer, await evaluate(db, buyer, await basketRows(db, userId)));
}

export async function basketCount(db: Executor, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(basketItems)
    .where(eq(basketItems.userId, userId));
  return Number(row?.n ?? 0);
}

/**
 * `POST basket_items`: the participant is the player or the player's own live child, checked before anything is
 * stored or returned; anyone else (another player, an admin, another parent's child, a missing id) is a 404 that
 * names nobody (issue 30).
 */
export async function addBasketItem(
  db: Db,
  userId: number,
  input: {
    activity_id: number;
    participant_id?: number;
    payment_method?: BasketPaymentMethod | null;
    promo_code?: string | null;
  },
) {
  const participantId = input.participant_id ?? userId;
  if (participantId !== userId) {
    const [child] = await db
      .select({ id: users.id, parentId: users.parentId, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, participantId));
    if (!child || !ownParticipant(userId, child)) throw notFound();
  }
  const [activity] = await db.select({ id: activities.id }).from(activities).where(eq(activities.id, input.activity_id));
  if (!activity) throw new AppError(ErrorCode.VALIDATION, msg.validationFailed, { activity_id: msg.basketActivityError });
  try {
    await db.insert(basketItems).values({
      userId,
      participantId,
      activityId: input.activity_id,
      paymentMethod: input.payment_method ?? null,
      promoCode: input.promo_code?.trim() || null,
    });
  } catch (error) {
    throw uniqueViolation(error, 'activity_id', msg.basketItemTaken) ?? error;
  }
  return basketOf(db, userId);
}

/** Changes an item's payment method or promo code (the admin's Koszyk tab and the player alike). */
export async function updateBasketItem(
  db: Db,
  userId: number,
  itemId: number,
  patch: { payment_method?: BasketPaymentMethod | null; promo_code?: string | null },
) {
  const [row] = await db
    .update(basketItems)
    .set({
      ...(patch.payment_method !== undefined ? { paymentMethod: patch.payment_method } : {}),
      ...(patch.promo_code !== undefined ? { promoCode: patch.promo_code?.trim() || null } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(basketItems.id, itemId), eq(basketItems.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return basketOf(db, userId);
}

export async function removeBasketItem(db: Db, userId: number, itemId: number) {
  const [row] = await db
    .delete(basketItems)
    .where(and(eq(basketItems.id, itemId), eq(basketItems.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return basketOf(db, userId);
}

const sumBy = (evaluated: Evaluated[], method: string) =>
  evaluated.filter((e) => e.row.paymentMethod === method).reduce((s, e) => s + e.value, 0);

/**
 * Checkout (spec part 1 §4): one database transaction holding the buyer's row lock, then the
 * activities' and codes' locks. Debits the main and bonus accounts for items paid that way, enrols
 * every participant, uses the codes, empties the basket. An online part leaves the transaction
 * unpaid with a pending payment at the gateway; its page is where the player goes next.
 */
export async function checkout(deps: AppDeps, userId: number): Promise<CheckoutResult> {
  const base = deps.config.publicUrl.replace(/\/$/, '');
  const result = await deps.db.transaction(async (tx) => {
    const buyer = await lockUser(tx, userId);
    const rows = await basketRows(tx, userId);
    if (!rows.length) throw new AppError(ErrorCode.BUSINESS_RULE, msg.basketEmpty);
    if (!accountComplete(buyer)) {
      const reason = accountIncompleteReason(buyer);
      throw new AppError(ErrorCode.BUSINESS_RULE, reason.message, reason.fields);
    }
    const evaluated = await evaluate(tx, buyer, rows, true);
    const bad = evaluated.find((e) => e.item.errors.length);
    if (bad)
      throw new AppError(ErrorCode.BUSINESS_RULE, bad.item.errors[0], { [`items.${bad.row.id}`]: bad.item.errors.join('; ') });

    const before = walletOf(buyer);
    const fromMain = sumBy(evaluated, 'prepaid');
    const fromBonus = sumBy(evaluated, 'bonus_account');
    const online = sumBy(evaluated, 'online_transfer');
    if (fromMain > before.main) throw new AppError(ErrorCode.BUSINESS_RULE, msg.insufficientBalance);
    if (fromBonus > 0 && bonusSpendable(buyer) === 0) throw new AppError(ErrorCode.BUSINESS_RULE, msg.bonusExpired);
    if (fromBonus > before.bonus) throw new AppError(ErrorCode.BUSINESS_RULE, msg.insufficientBonus);
    const after = { ...before, main: before.main - fromMain, bonus: before.bonus - fromBonus };
    if (fromMain || fromBonus) await setWallet(tx, userId, after, { actorId: userId, comment: 'Zakup zajęć' });

    const methods = [...new Set(evaluated.map((e) => e.row.paymentMethod!))];
    const transaction = await insertTransaction(tx, {
      userId,
      transactionType: 'buy_activity',
      paymentMethod:
        online > 0
          ? 'online_transfer'
          : methods.length === 1
            ? methods[0]
            : (methods.find((m) => !isCardMethod(m)) ?? methods[0]),
      status: online > 0 ? 'unpaid' : 'paid',
      value: evaluated.reduce((s, e) => s + e.value, 0),
      onlineValue: online,
      before,
      after,
      actorId: userId,
    });
    const items = await tx
      .insert(transactionItems)
      .values(
        evaluated.map((e) => ({
          transactionId: transaction.id,
          userId: e.row.participantId,
          itemType: 'activity',
          activityId: e.row.activityId,
          value: e.value,
          supplement: isCardMethod(e.row.paymentMethod) ? e.price : 0,
          paymentMethod: e.row.paymentMethod!,
          promoCodeId: e.code?.id ?? null,
          discount: e.discount,
        })),
      )
      .returning();
    const usages = evaluated.flatMap((e, i) =>
      e.code ? [{ promoCodeId: e.code.id, transactionId: transaction.id, transactionItemId: items[i].id, userId }] : [],
    );
    if (usages.length) {
      await tx.insert(promoCodeUsages).values(usages);
      for (const u of usages)
        await tx
          .update(promoCodes)
          .set({ usageCount: sql`${promoCodes.usageCount} + 1` })
          .where(eq(promoCodes.id, u.promoCodeId));
    }
    for (const e of evaluated)
      await tx
        .update(activities)
        .set({ participantsCount: sql`${activities.participantsCount} + 1` })
        .where(eq(activities.id, e.row.activityId));
    await tx.insert(activityParticipants).values(
      evaluated.map((e) => ({
        activityId: e.row.activityId,
        userId: e.row.participantId,
        paymentMethod: e.row.paymentMethod!,
        // Paid from the main account: a removal "with costs" gives exactly this back.
        costs: e.row.paymentMethod === 'prepaid',
        price: e.row.paymentMethod === 'prepaid' ? e.value : 0,
        transactionId: transaction.id,
        createdById: userId,
      })),
    );
    await tx.delete(basketItems).where(eq(basketItems.userId, userId));
    const [payment] =
      online > 0
        ? await tx
            .insert(payments)
            .values({ transactionId: transaction.id, gateway: gatewayOf(deps).name, amount: online })
            .returning()
        : [];
    return { transaction, payment, email: buyer.email };
  });

  const { transaction, payment } = result;
  const done: CheckoutResult = {
    transaction_id: transaction.id,
    identifier: transaction.identifier,
    status: transaction.status as 'paid' | 'unpaid',
    value: toPln(transaction.value),
    online_value: toPln(transaction.onlineValue),
    redirect_url: `${base}${PLAYER_PATHS.transactions}?transaction_id=${transaction.id}`,
  };
  if (!payment) return done;
  try {
    const created = await gatewayOf(deps).createPayment({
      paymentId: payment.id,
      amount: payment.amount,
      description: `Transakcja ${transaction.identifier}`,
      email: result.email,
      notifyUrl: `${base}${NOTIFY_PATH}`,
      returnUrl: done.redirect_url,
      cancelUrl: `${base}${PLAYER_PATHS.basket}`,
    });
    await deps.db.update(payments).set({ externalId: created.externalId }).where(eq(payments.id, payment.id));
    return { ...done, redirect_url: created.redirectUrl };
  } catch {
    await deps.db.transaction((tx) => cancelCheckout(tx, transaction.id, null));
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, msg.paymentGatewayDown);
  }
}

/**
 * Undoes an unpaid checkout (the gateway said canceled, or could not start): refunds the wallet parts
 * with a `refund` transaction, releases the codes and spots, puts the items back in the basket.
 * Returns false when the transaction was not unpaid any more.
 */
export async function cancelCheckout(tx: Executor, transactionId: number, actorId: number | null) {
  const [t] = await tx.select().from(transactions).where(eq(transactions.id, transactionId)).for('update');
  if (!t || t.status !== 'unpaid') return false;
  const buyer = await lockUser(tx, t.userId);
  const items = await tx.select().from(transactionItems).where(eq(transactionItems.transactionId, transactionId));
  const activityIds = [...new Set(items.map((i) => i.activityId).filter((v): v is number => v !== null))].sort((a, b) => a - b);
  if (activityIds.length)
    await tx
      .select({ id: activities.id })
      .from(activities)
      .where(inArray(activities.id, activityIds))
      .orderBy(asc(activities.id))
      .for('update');
  // Only the places still held are undone: one the staff already removed (refunded "with costs" or not) while the
  // payment was pending is neither refunded nor counted off again, nor put back in the basket (issue 30).
  const held = await tx.delete(activityParticipants).where(eq(activityParticipants.transactionId, transactionId)).returning();
  const stillHeld = (i: (typeof items)[number]) => held.some((e) => e.activityId === i.activityId && e.userId === i.userId);
  const main = items.filter((i) => i.paymentMethod === 'prepaid' && stillHeld(i)).reduce((s, i) => s + i.value, 0);
  const bonus = items.filter((i) => i.paymentMethod === 'bonus_account' && stillHeld(i)).reduce((s, i) => s + i.value, 0);
  if (main || bonus) {
    const before = walletOf(buyer);
    const after = { ...before, main: before.main + main, bonus: before.bonus + bonus };
    await setWallet(tx, t.userId, after, { actorId, comment: `Zwrot za anulowaną transakcję ${t.identifier}` });
    await insertTransaction(tx, {
      userId: t.userId,
      transactionType: 'refund',
      paymentMethod: main ? 'prepaid' : 'bonus_account',
      status: 'paid',
      value: main + bonus,
      before,
      after,
      comment: `Zwrot za anulowaną transakcję ${t.identifier}`,
      actorId,
    });
  }
  const usages = await tx.delete(promoCodeUsages).where(eq(promoCodeUsages.transactionId, transactionId)).returning();
  for (const u of usages)
    await tx
      .update(promoCodes)
      .set({ usageCount: sql`${promoCodes.usageCount} - 1` })
      .where(eq(promoCodes.id, u.promoCodeId));
  for (const i of items)
    if (i.activityId && stillHeld(i))
      await tx
        .update(activities)
        .set({ participantsCount: sql`greatest(${activities.participantsCount} - 1, 0)` })
        .where(eq(activities.id, i.activityId));
  const codes = usages.length
    ? await tx
        .select()
        .from(promoCodes)
        .where(
          inArray(
            promoCodes.id,
            usages.map((u) => u.promoCodeId),
          ),
        )
    : [];
  const codeById = new Map(codes.map((c) => [c.id, c.code]));
  for (const i of items)
    if (i.activityId && i.userId && stillHeld(i))
      await tx
        .insert(basketItems)
        .values({
          userId: t.userId,
          participantId: i.userId,
          activityId: i.activityId,
          paymentMethod: i.paymentMethod,
          promoCode: i.promoCodeId ? (codeById.get(i.promoCodeId) ?? null) : null,
        })
        .onConflictDoNothing();
  const now = new Date();
  const [after] = await tx
    .update(transactions)
    .set({ status: 'canceled', updatedAt: now })
    .where(eq(transactions.id, transactionId))
    .returning();
  await tx.update(payments).set({ status: 'canceled', finishedAt: now }).where(eq(payments.transactionId, transactionId));
  await recordAudit(tx, {
    type: 'Transaction',
    id: transactionId,
    userId: actorId,
    action: 'update',
    before: t,
    after,
    comment: 'Płatność anulowana',
  });
  return true;
}
