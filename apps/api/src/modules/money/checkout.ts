import { eq, sql } from 'drizzle-orm';
import { basketSpotsMessage, ErrorCode, msg, PLAYER_PATHS, toPln, type CheckoutResult } from '@sportdesk/contract';
import { basketItems, payments, promoCodes, promoCodeUsages, transactionItems } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError, notFound } from '../../lib/errors';
import { accountComplete, accountIncompleteReason, enrol, freeSpots } from '../enrolment/public';
import { basketRows, evaluate, type Evaluated } from './basket';
import { basketRead, transactionReads, type ItemRow, type UserRow } from './basket-reads';
import { gatewayOf } from './gateway';
import { insertTransaction, walletOf } from './ledger';
import { openPaymentPage, publicBase } from './online-payment';
import { isCardMethod } from './pricing';
import { bonusSpendable, lockUser, setWallet } from './wallet';
import { sendBookingConfirmation, type BookedPlace } from './booking-confirmation';

const sumBy = (evaluated: Evaluated[], method: string) =>
  evaluated.filter((e) => e.row.paymentMethod === method).reduce((s, e) => s + e.value, 0);

/** An empty basket or an account that cannot book yet. */
function refuseUnpayable(buyer: UserRow, rows: ItemRow[]) {
  if (!rows.length) throw new AppError(ErrorCode.BUSINESS_RULE, msg.basketEmpty);
  if (!accountComplete(buyer)) {
    const reason = accountIncompleteReason(buyer);
    throw new AppError(ErrorCode.BUSINESS_RULE, reason.message, reason.fields);
  }
}

/** The first item with an error, its first message the reply's. */
function refuseItemErrors(evaluated: Evaluated[]) {
  const bad = evaluated.find((e) => e.item.errors.length);
  if (bad)
    throw new AppError(ErrorCode.BUSINESS_RULE, bad.item.errors[0], { [`items.${bad.row.id}`]: bad.item.errors.join('; ') });
}

type ActivityRow = NonNullable<Evaluated['activity']>;

/** The activity changed between the look without its lock and the lock: the checkout runs again, locking it first. */
class ActivityChanged extends Error {}

/** What a place taken or given back changes on the activity; anything else changed means the evaluation is stale. */
const sameButCounts = (a: ActivityRow, b: ActivityRow) => {
  const rest = ({ participantsCount: _p, faCount: _f, updatedAt: _u, ...others }: ActivityRow) => JSON.stringify(others);
  return rest(a) === rest(b);
};

/**
 * The place count under the activities' lock, taken at the end of the transaction (a basket without codes): the
 * activities locked in id order and read again with who is on their lists. The evaluation before stands when only
 * the counts moved meanwhile; the items' places and list entries are checked again as the basket checks them (the
 * same messages, in its order); any other change runs the checkout again with the lock first (`ActivityChanged`).
 * Returns the locked rows, whose counts the enrolment moves.
 */
async function placesUnderLock(
  tx: Executor,
  evaluated: Evaluated[],
  timed: <T>(name: string, step: () => Promise<T>) => Promise<T>,
): Promise<Map<number, ActivityRow>> {
  const ids = [...new Set(evaluated.map((e) => e.row.activityId))].sort((a, b) => a - b);
  const people = [...new Set(evaluated.map((e) => e.row.participantId))];
  const reads = transactionReads(tx, true);
  const locked = new Map((await timed('lock', () => reads.activities(ids, people))).map((r) => [r.activity.id, r.activity]));
  const entries = await reads.enrolled!(ids, people);
  const enrolled = new Set(entries.map((r) => `${r.activityId}:${r.userId}`));
  for (const e of evaluated) {
    const now = locked.get(e.row.activityId);
    if (!now || !sameButCounts(e.activity!, now)) throw new ActivityChanged();
  }
  for (const e of evaluated) {
    const now = locked.get(e.row.activityId)!;
    const free = freeSpots(now);
    const errors = [
      ...(free < evaluated.filter((o) => o.row.activityId === now.id).length ? [basketSpotsMessage(free)] : []),
      ...(enrolled.has(`${now.id}:${e.row.participantId}`) ? [msg.basketAlreadyParticipant] : []),
    ];
    if (errors.length) throw new AppError(ErrorCode.BUSINESS_RULE, errors[0], { [`items.${e.row.id}`]: errors.join('; ') });
  }
  return locked;
}

/**
 * Checkout (docs/spec/part-1.md §4): one database transaction holding the buyer's row lock, then the codes' locks,
 * and the activities' at the end around the place count (`placesUnderLock`; first, before the codes, for a basket
 * with codes). Debits the main and bonus accounts for items paid that way, enrols
 * every participant, uses the codes, empties the basket. An online part leaves the transaction
 * unpaid with a pending payment at the gateway; its page is where the player goes next.
 */
export async function checkout(deps: AppDeps, userId: number): Promise<CheckoutResult> {
  const base = publicBase(deps);
  const { timed } = deps.bookingLane;
  // A first look by named reads, outside any transaction: a basket that cannot be paid — for a crowd at an opening,
  // mostly one whose places are gone — is refused without a transaction or a lock (docs/decisions.md "The booking rush").
  // The look under the locks below decides for every basket that passes it.
  const first = await basketRead(deps.db, userId);
  if (!first.buyer || first.buyer.deletedAt) throw notFound();
  refuseUnpayable(first.buyer, first.rows);
  refuseItemErrors(await evaluate(deps.db, first.buyer, first.rows, { reads: first.reads }));

  // A basket without codes locks its activities last, around the place count: the lock a crowd queues for is held
  // only from the count's check to the commit. With codes (locked while evaluating) the activities are locked
  // first, before the codes, as every other path locks them; so too when an activity changed meanwhile.
  const transact = (lateLock: boolean) =>
    deps.db.transaction(async (tx) => {
      const buyer = await lockUser(tx, userId);
      const rows = await basketRows(tx, userId);
      refuseUnpayable(buyer, rows);
      const late = lateLock && rows.every((r) => !r.promoCode?.trim());
      const evaluated = await evaluate(tx, buyer, rows, { reads: transactionReads(tx, !late), lock: true, timed });
      refuseItemErrors(evaluated);

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
      // Every place through the one way onto a list (enrolment/enrol.ts), under the activities' locks.
      const current = late
        ? await placesUnderLock(tx, evaluated, timed)
        : new Map(evaluated.map((e) => [e.row.activityId, e.activity!]));
      const places: BookedPlace[] = [];
      for (const e of evaluated) {
        const { activity, entry } = await enrol(tx, {
          activity: current.get(e.row.activityId)!,
          player: e.participant!,
          reserve: false,
          paymentMethod: e.row.paymentMethod!,
          // Paid from the main account: a removal "with costs" gives exactly this back.
          costs: e.row.paymentMethod === 'prepaid',
          price: e.row.paymentMethod === 'prepaid' ? e.value : 0,
          transactionId: transaction.id,
          actorId: userId,
        });
        current.set(activity.id, activity);
        places.push({ participationId: entry.id, activity, participant: e.participant! });
      }
      await tx.delete(basketItems).where(eq(basketItems.userId, userId));
      const [payment] =
        online > 0
          ? await tx
              .insert(payments)
              .values({ transactionId: transaction.id, gateway: gatewayOf(deps).name, amount: online })
              .returning()
          : [];
      return { transaction, payment, email: buyer.email, buyer, places };
    });
  const result = await timed('tx', () =>
    transact(true).catch((error: unknown) => {
      if (error instanceof ActivityChanged) return transact(false);
      throw error;
    }),
  );

  const { transaction, payment } = result;
  // After the commit: a failed send leaves the places booked (the codes are in "Moje zapisy" as well).
  await sendBookingConfirmation(deps, result.buyer, result.places, { paymentPending: Boolean(payment) }).catch(() => undefined);
  const done: CheckoutResult = {
    transaction_id: transaction.id,
    identifier: transaction.identifier,
    status: transaction.status as 'paid' | 'unpaid',
    value: toPln(transaction.value),
    online_value: toPln(transaction.onlineValue),
    redirect_url: `${base}${PLAYER_PATHS.transactions}?transaction_id=${transaction.id}`,
  };
  if (!payment) return done;
  const redirect = await openPaymentPage(deps, {
    payment,
    transactionId: transaction.id,
    description: `Transakcja ${transaction.identifier}`,
    email: result.email,
    returnUrl: done.redirect_url,
    cancelUrl: `${base}${PLAYER_PATHS.basket}`,
  });
  return { ...done, redirect_url: redirect };
}
