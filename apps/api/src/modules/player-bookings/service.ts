import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  msg,
  playerBookingMsg,
  toPln,
  userLabel,
  type ListReply,
  type PlayerBooking,
  type PlayerBookingScope,
  type RefundAccount,
  type ReserveJoinResult,
  type ResignResult,
} from '@sportdesk/contract';
import { resignedBookings, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError, notFound } from '../../lib/errors';
import { refundEntry, refundOf } from '../money/public';
import { mayRegister } from '../users/public';
import { findPublicActivity } from '../portal/public';
import {
  accountComplete,
  activityLabel,
  hasStarted,
  lockActivity,
  lockUsersInIdOrder,
  waitingPlayerIds,
  withdraw,
} from '../enrolment/public';
import { addParticipant, promoteFromReserve, sendPromotionNotices } from '../participants/public';
import { checkInCode } from '../../lib/check-in-code';
import { bookingRows, ownedEntry, paidItems, reservePosition, transactionOf } from './queries';

const rule = (message: string, field: string) => new AppError(ErrorCode.BUSINESS_RULE, message, { [field]: message });
const labelOf = (u: { firstName: string | null; lastName: string | null; email: string | null }) =>
  userLabel({ first_name: u.firstName, last_name: u.lastName, email: u.email });
const refundView = (r: { amount: number; account: RefundAccount }) => ({ amount: toPln(r.amount), account: r.account });

/** `GET users/current/participations`: the player's and their children's entries, with what resigning gives. */
export async function listBookings(
  db: Executor,
  buyerId: number,
  q: { scope: PlayerBookingScope; page: number; limit: number },
  /** The key of the entry codes (the app's JWT secret). */
  secret: string,
): Promise<ListReply<PlayerBooking>> {
  const { rows, total } = await bookingRows(db, buyerId, q.scope, q.page, q.limit);
  const items = await paidItems(
    db,
    rows.flatMap((r) => (r.transaction?.id ? [r.transaction.id] : [])),
  );
  return {
    total,
    rows: rows.map((r) => {
      const item = items.find(
        (i) => i.transactionId === r.transaction?.id && i.activityId === r.activity.id && i.userId === r.person.id,
      );
      const refund = refundOf({ reserve: r.entry.reserve, transaction: r.transaction, item });
      const blocker = r.past ? playerBookingMsg.started : refund.pending ? playerBookingMsg.paymentPending : null;
      return {
        id: r.entry.id,
        activity: {
          id: r.activity.id,
          name: r.activity.name,
          sport: r.sport,
          date: r.activity.date,
          start_at: r.activity.startAt.slice(0, 5),
          stop_at: r.activity.stopAt.slice(0, 5),
          location: r.location,
          city: r.city,
          canceled: r.activity.canceled,
        },
        participant: { id: r.person.id, label: labelOf(r.person), self: r.person.id === buyerId },
        reserve: r.entry.reserve,
        reserve_position: r.entry.reserve ? Number(r.reservePosition) : null,
        payment_method: r.entry.paymentMethod,
        transaction: r.transaction?.id
          ? { id: r.transaction.id, identifier: r.transaction.identifier, status: r.transaction.status as 'paid' }
          : null,
        refund: refundView(refund),
        can_resign: blocker === null,
        resign_blocker: blocker,
        // The entry code of a main-list place of an activity not cancelled (docs/decisions.md "QR check-in").
        check_in_code: r.entry.reserve || r.activity.canceled ? null : checkInCode(secret, r.entry.id, r.activity.id),
      };
    }),
  };
}

/**
 * `DELETE users/current/participations/{id}`: the player (or their child) leaves the list or the reserve list
 * before the start, gets back what the entry was paid (rules.ts), and the first on the reserve list moves up.
 * One database transaction: the players (payer, participant, the waiting ones) are locked in id order before
 * the activity, the lock order of adding, checkout and the staff's removal. Promotion notices after the commit.
 */
export async function resignBooking(deps: AppDeps, buyerId: number, entryId: number): Promise<ResignResult> {
  const owned = await ownedEntry(deps.db, buyerId, entryId);
  if (!owned) throw notFound();
  const { promotions, result } = await deps.db.transaction(async (tx) => {
    const waiting = owned.entry.reserve ? [] : await waitingPlayerIds(tx, owned.entry.activityId);
    const t = owned.entry.transactionId ? await transactionOf(tx, owned.entry.transactionId) : undefined;
    await lockUsersInIdOrder(tx, [buyerId, owned.entry.userId, ...(t ? [t.userId] : []), ...waiting]);
    const { activity, startsAt } = await lockActivity(tx, owned.entry.activityId);
    const current = await ownedEntry(tx, buyerId, entryId);
    if (!current) throw notFound();
    const entry = current.entry;
    if (hasStarted(startsAt)) throw rule(playerBookingMsg.started, 'id');
    const entryMoney = {
      activityId: entry.activityId,
      userId: entry.userId,
      reserve: entry.reserve,
      transactionId: entry.transactionId,
    };
    const transaction = entry.transactionId ? await transactionOf(tx, entry.transactionId) : undefined;
    if (refundOf({ reserve: entry.reserve, transaction, item: null }).pending) throw rule(playerBookingMsg.paymentPending, 'id');

    const person = current.person;
    const what = activityLabel(activity);
    const after = await withdraw(tx, {
      entry,
      activity,
      player: person,
      actorId: buyerId,
      auditComment: `Rezygnacja uczestnika ${labelOf(person)}`,
      eventMessage: `${labelOf(person)} ${entry.reserve ? 'zrezygnował z listy rezerwowej' : 'zrezygnował z zajęć'} ${what}`,
    });
    // The calendar feed keeps the place's event (same UID) as cancelled until the activity starts.
    await tx
      .insert(resignedBookings)
      .values({ entryId: entry.id, activityId: entry.activityId, userId: entry.userId, reserve: entry.reserve })
      .onConflictDoNothing();
    // Once: an entry a cancellation already refunded gives nothing back again (money's `refundEntry`).
    const back = await refundEntry(tx, entryMoney, {
      comment: `Zwrot za rezygnację: ${what}`,
      actorId: buyerId,
      transactionType: 'resign_activity',
    });
    const promotions = entry.reserve ? [] : await promoteFromReserve(tx, after, buyerId);
    const [buyer] = await tx.select().from(users).where(eq(users.id, buyerId));
    const result: ResignResult = {
      id: entry.id,
      refund: refundView(back),
      message: entry.reserve ? playerBookingMsg.leftReserve : playerBookingMsg.resigned,
      wallet: { balance: toPln(buyer.accountBalance), bonus: toPln(buyer.accountBonusValue) },
    };
    return { promotions, result };
  });
  await sendPromotionNotices(deps, promotions);
  return result;
}

/**
 * `POST users/current/participations`: the player puts themself, a child or a player who allowed them (users'
 * `mayRegister`) on a full public activity's reserve list. On promotion the place is charged from the main account
 * of whoever put them there (participants' `payerOf`, the staff's "with costs" rule); a free spot sends the player
 * to the basket instead.
 */
export async function joinReserve(
  deps: AppDeps,
  buyerId: number,
  input: { activity_id: number; participant_id?: number },
): Promise<ReserveJoinResult> {
  const participantId = input.participant_id ?? buyerId;
  const [buyer] = await deps.db.select().from(users).where(eq(users.id, buyerId));
  const [person] = await deps.db.select().from(users).where(eq(users.id, participantId));
  if (!buyer || !person || !(await mayRegister(deps.db, buyerId, person)) || !accountComplete(buyer))
    throw rule(msg.basketNotAllowed, 'participant_id');
  if (!(await findPublicActivity(deps.db, input.activity_id))) throw rule(msg.basketActivityError, 'activity_id');
  try {
    const added = await addParticipant(deps, input.activity_id, { user_id: participantId, costs: true }, buyerId, {
      reserveOnly: { message: playerBookingMsg.spotsFree, field: 'activity_id' },
    });
    return {
      id: added.participant.id,
      reserve: true,
      reserve_position: await reservePosition(deps.db, added.participant.id),
      message: playerBookingMsg.joinedReserve,
    };
  } catch (error) {
    // The staff's add names the player `user_id`; here the player chose `participant_id`.
    if (error instanceof AppError && error.fields?.user_id)
      throw new AppError(error.code, error.message, { participant_id: error.fields.user_id });
    throw error;
  }
}
