import { and, asc, eq } from 'drizzle-orm';
import {
  ErrorCode,
  formatPln,
  msg,
  participantMsg,
  toPln,
  type Participant,
  type ParticipantAddResult,
  type ParticipantAddValues,
  type ParticipantUpdateValues,
} from '@sportdesk/contract';
import { activityParticipants, userSportLevels, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { emitSystemEvent } from '../system-events/public';
import { chargeActivity, lockUser, refund, refundedAlready } from '../money/public';
import { mayRegister } from '../users/public';
import { activityTeam } from '../competition-groups/public';
import {
  activityLabel,
  bumpCounts,
  eligibilityIssue,
  enrol,
  findActivityWithStart,
  freeSpots,
  hasStarted,
  inAttendanceWindow,
  lockActivity,
  lockUsersInIdOrder,
  playerLabel as label,
  spotsMessage,
  waitingPlayerIds,
  withdraw,
  type ActivityRecord,
} from '../enrolment/public';
import { findParticipant, listParticipants, type ParticipantRecord } from './queries';
import { createNotice, deliverNotice, phoneOf, type NoticeRecipient } from './notices';

type UserRecord = typeof users.$inferSelect;
const rule = (message: string, field = 'user_id') => new AppError(ErrorCode.BUSINESS_RULE, message, { [field]: message });
const counts = (a: ActivityRecord) => ({ participants_count: a.participantsCount, fa_count: a.faCount });

export const participantOf = async (db: Executor, activityId: number, id: number) => {
  const found = (await listParticipants(db, activityId)).find((p) => p.id === id);
  if (!found) throw notFound();
  return found;
};

export const listActivityParticipants = async (db: Executor, activityId: number, opts: { reserve?: boolean; limit?: number }) => {
  await findActivityWithStart(db, activityId);
  const rows = await listParticipants(db, activityId, { limit: opts.limit });
  const filtered = opts.reserve === undefined ? rows : rows.filter((r) => r.reserve === opts.reserve);
  return { rows: filtered, total: filtered.length };
};

/**
 * `POST admin/activities/:id/participants`: one database transaction holding the player's row lock
 * (as the basket checkout does) and then the activity's row lock, so racing adds run one at a time.
 * A full activity with `reserve_list` puts the player on the reserve list (charged only on promotion).
 */
export async function addParticipant(
  deps: AppDeps,
  activityId: number,
  input: ParticipantAddValues,
  actorId: number | null,
  /** `reserveOnly`: the player's own reserve-list join — refused while a spot is free. */
  opts: { reserveOnly?: { message: string; field: string } } = {},
): Promise<ParticipantAddResult> {
  const { id, reserve } = await deps.db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.user_id));
    if (!exists) throw new AppError(ErrorCode.NOT_FOUND, msg.unknownUser, { user_id: msg.unknownUser });
    const player = await lockUser(tx, input.user_id);
    const { activity, startsAt } = await lockActivity(tx, activityId);
    if (hasStarted(startsAt)) throw rule(participantMsg.pastActivity);
    const [already] = await tx
      .select({ id: activityParticipants.id })
      .from(activityParticipants)
      .where(and(eq(activityParticipants.activityId, activityId), eq(activityParticipants.userId, player.id)));
    if (already) throw new AppError(ErrorCode.CONFLICT, msg.basketAlreadyParticipant, { user_id: msg.basketAlreadyParticipant });
    const [level] = await tx
      .select()
      .from(userSportLevels)
      .where(and(eq(userSportLevels.userId, player.id), eq(userSportLevels.sportId, activity.sportId)));
    const issue = eligibilityIssue(activity, player, level);
    if (issue) throw rule(issue);
    const free = freeSpots(activity);
    const toReserve = free <= 0;
    if (toReserve && !activity.reserveList) throw rule(spotsMessage(free));
    if (opts.reserveOnly && !toReserve) throw rule(opts.reserveOnly.message, opts.reserveOnly.field);
    const teamName =
      input.competition_team_id != null
        ? await activityTeam(tx, activity, input.competition_team_id, 'competition_team_id')
        : null;

    const transaction =
      input.costs && !toReserve
        ? await chargeActivity(tx, player, activity, { actorId, comment: `Zapis na zajęcia ${activityLabel(activity)}` })
        : null;
    const { entry } = await enrol(tx, {
      activity,
      player,
      reserve: toReserve,
      paymentMethod: input.costs ? 'prepaid' : 'by_admin',
      costs: input.costs,
      price: transaction ? transaction.value : 0,
      transactionId: transaction?.id ?? null,
      actorId,
      comments: input.comments ?? null,
      team: input.team ?? teamName,
      competitionTeamId: input.competition_team_id ?? null,
    });
    return { id: entry.id, reserve: toReserve };
  });
  return {
    participant: await participantOf(deps.db, activityId, id),
    reserve,
    message: reserve ? participantMsg.addedToReserve : msg.added,
  };
}

/** `PATCH …/participants/:pid`: presence and card check only outside the 15-minute window; comments and team any time. */
export async function updateParticipant(
  deps: AppDeps,
  activityId: number,
  participantId: number,
  input: ParticipantUpdateValues,
  actorId: number | null,
): Promise<Participant> {
  await deps.db.transaction(async (tx) => {
    const locked = await lockActivity(tx, activityId);
    const before = await findParticipant(tx, activityId, participantId);
    await writeParticipant(tx, locked, before, input, actorId);
  });
  return participantOf(deps.db, activityId, participantId);
}

/**
 * The one writer of a participant's presence, card check, comments and team, with their audit row (the staff's PATCH
 * and the QR check-in, docs/decisions.md "QR check-in"). The caller holds the activity's lock (`lockActivity`) and
 * read `before` under it. `onTheSpot`: the check-in at the door, which the 15-minute window is kept for, is not
 * refused in it.
 */
export async function writeParticipant(
  tx: Executor,
  locked: { activity: ActivityRecord; startsAt: Date },
  before: ParticipantRecord,
  input: ParticipantUpdateValues,
  actorId: number | null,
  opts: { onTheSpot?: boolean } = {},
) {
  const { activity, startsAt } = locked;
  const activityId = activity.id;
  const participantId = before.id;
  const attendance =
    (input.presence_check !== undefined && input.presence_check !== before.presenceCheck) ||
    (input.card_check !== undefined && input.card_check !== before.cardCheck);
  if (attendance && !opts.onTheSpot && inAttendanceWindow(startsAt))
    throw rule(participantMsg.attendanceWindow, input.presence_check !== undefined ? 'presence_check' : 'card_check');
  const patch: Partial<typeof activityParticipants.$inferInsert> = { updatedAt: new Date() };
  if (input.presence_check !== undefined) patch.presenceCheck = input.presence_check;
  if (input.card_check !== undefined) patch.cardCheck = input.card_check;
  if (input.comments !== undefined) patch.comments = input.comments;
  if (input.team !== undefined) patch.team = input.team;
  if (input.competition_team_id !== undefined) patch.competitionTeamId = input.competition_team_id;
  if (input.competition_team_id != null && input.competition_team_id !== before.competitionTeamId) {
    const name = await activityTeam(tx, activity, input.competition_team_id, 'competition_team_id');
    if (input.team === undefined) patch.team = name;
  }
  await tx.update(activityParticipants).set(patch).where(eq(activityParticipants.id, participantId));
  const changes: Record<string, [unknown, unknown]> = {};
  if (patch.presenceCheck !== undefined && patch.presenceCheck !== before.presenceCheck)
    changes[`participant_${participantId}_presence_check`] = [before.presenceCheck, patch.presenceCheck];
  if (patch.cardCheck !== undefined && patch.cardCheck !== before.cardCheck)
    changes[`participant_${participantId}_card_check`] = [before.cardCheck, patch.cardCheck];
  if (Object.keys(changes).length)
    await recordAudit(tx, { type: 'Activity', id: activityId, userId: actorId, action: 'update', extraChanges: changes });
}

/**
 * Who pays a reserve-list place on promotion: the one who put the player on the list when they may still sign the
 * player up (a parent, a friend the player allowed: users' `mayRegister`); anyone else's entry the player pays
 * (docs/decisions.md "Allowed to register: a friend signs you up").
 */
async function payerOf(tx: Executor, entry: { createdById: number | null }, player: UserRecord) {
  const by = entry.createdById;
  if (by === null || by === player.id) return player.id;
  return (await mayRegister(tx, by, player)) ? by : player.id;
}

/**
 * Lock order is players before the activity everywhere (as in adding and in the basket checkout), so
 * removal first locks, in id order, the removed player and everyone waiting on the reserve list.
 */
async function lockPlayersFirst(tx: Executor, activityId: number, participantId: number) {
  const entry = await findParticipant(tx, activityId, participantId);
  const waiting = entry.reserve ? [] : await waitingPlayerIds(tx, activityId);
  await lockUsersInIdOrder(tx, [entry.userId, ...waiting]);
}

/**
 * `DELETE …/participants/:pid?costs=`: removes the entry (refunding a wallet charge once when `costs`),
 * then promotes from the reserve list while spots are free. One transaction under the activity's lock.
 * Promotion notices go out after the commit.
 */
export async function removeParticipant(
  deps: AppDeps,
  activityId: number,
  participantId: number,
  opts: { costs: boolean },
  actorId: number | null,
) {
  const { promotions, removed, refunded } = await deps.db.transaction(async (tx) => {
    await lockPlayersFirst(tx, activityId, participantId);
    const { activity, startsAt } = await lockActivity(tx, activityId);
    const entry = await findParticipant(tx, activityId, participantId);
    if (!entry.reserve && inAttendanceWindow(startsAt)) throw rule(participantMsg.attendanceWindow, 'id');
    const player = await lockUser(tx, entry.userId);
    // Once: an entry a cancellation already refunded gives nothing back again (the refund is linked to its purchase).
    const original = entry.transactionId
      ? { transactionId: entry.transactionId, activityId: entry.activityId, participantId: entry.userId }
      : null;
    const refunding =
      opts.costs &&
      entry.costs &&
      original !== null &&
      entry.price > 0 &&
      !(await refundedAlready(tx, { ...original, userId: entry.userId }));
    if (refunding && original)
      await refund(tx, player, entry.price, { actorId, comment: `Zwrot za zajęcia ${activityLabel(activity)}`, original });
    const current = await withdraw(tx, {
      entry,
      activity,
      player,
      actorId,
      auditComment: `Usunięto uczestnika ${label(player)}${refunding ? ' (ze zwrotem)' : ''}`,
      eventMessage: `${label(player)} ${entry.reserve ? 'usunięty z listy rezerwowej' : 'wypisany z zajęć'} ${activityLabel(activity)}`,
    });
    const promotions = entry.reserve || hasStarted(startsAt) ? [] : await promoteFromReserve(tx, current, actorId);
    return { promotions, removed: entry, refunded: refunding };
  });
  await sendPromotionNotices(deps, promotions);
  return { id: removed.id, refunded };
}

/** Promotion notices go out after the commit (each delivery claimed once); a failed send does not undo the promotion. */
export async function sendPromotionNotices(deps: Pick<AppDeps, 'db' | 'mailer' | 'sms'>, noticeIds: number[]) {
  for (const id of noticeIds) await deliverNotice(deps, id).catch(() => undefined);
}

/**
 * While spots are free, the first on the reserve list (by order of joining) gets in, with the same
 * payment rule as on adding: a `costs` entry is charged now; one the wallet cannot cover stays on the
 * list and the next is tried. Each promotion raises a system event. The promoted players' notice (e-mail, and SMS
 * to those with a phone, naming the price charged) is written in the caller's transaction, so a promotion rolled
 * back sends nothing; its id is returned for `sendPromotionNotices` after the commit.
 */
export async function promoteFromReserve(tx: Executor, locked: ActivityRecord, actorId: number | null): Promise<number[]> {
  const promoted: { recipient: NoticeRecipient; price: number; paidBy: UserRecord | null }[] = [];
  let activity = locked;
  const waiting = await tx
    .select()
    .from(activityParticipants)
    .where(and(eq(activityParticipants.activityId, activity.id), eq(activityParticipants.reserve, true)))
    .orderBy(asc(activityParticipants.id));
  for (const entry of waiting) {
    if (freeSpots(activity) <= 0) break;
    const player = await lockUser(tx, entry.userId);
    const payerId = await payerOf(tx, entry, player);
    const payer = payerId === player.id ? player : await lockUser(tx, payerId);
    let transactionId: number | null = null;
    let price = 0;
    if (entry.costs) {
      if (payer.accountBalance < activity.price) continue;
      const t = await chargeActivity(tx, payer, activity, {
        actorId,
        comment: `Zapis z listy rezerwowej ${activityLabel(activity)}`,
        participantId: player.id,
      });
      transactionId = t.id;
      price = t.value;
    }
    await tx
      .update(activityParticipants)
      .set({ reserve: false, promotedAt: new Date(), transactionId, price, updatedAt: new Date() })
      .where(eq(activityParticipants.id, entry.id));
    const before = activity;
    activity = await bumpCounts(tx, activity.id, 1, player.fa);
    await recordAudit(tx, {
      type: 'Activity',
      id: activity.id,
      userId: actorId,
      action: 'update',
      before: counts(before),
      after: counts(activity),
      comment: `Awans z listy rezerwowej: ${label(player)}`,
    });
    await emitSystemEvent(tx, {
      type: 'registered_for_activity',
      targetType: 'Activity',
      targetId: activity.id,
      creatorId: actorId,
      message: `${label(player)} przeniesiony z listy rezerwowej na listę uczestników ${activityLabel(activity)}`,
    });
    // A child's account has no e-mail: the parent who pays hears of it.
    const reader = player.email ? player : payer;
    promoted.push({
      recipient: {
        user: player,
        reserve: false,
        email: reader.email,
        phone: phoneOf(player) ?? phoneOf(reader),
        readerName: reader.firstName,
      },
      price,
      paidBy: payer === player ? null : payer,
    });
  }
  if (!promoted.length) return [];
  const what = activityLabel(activity);
  const priceOf = (r: NoticeRecipient) => promoted.find((p) => p.recipient.user.id === r.user.id)!;
  const { notice } = await createNotice(tx, {
    activityId: activity.id,
    kind: 'promotion',
    subject: `${participantMsg.promoted}: ${what}`.slice(0, 200),
    text: `${participantMsg.promoted}: ${what}.`,
    channel: 'both',
    withReserve: false,
    actorId,
    recipients: promoted.map((p) => p.recipient),
    smsOnlyWithPhone: true,
    textFor: (r) => promotionTexts(what, r, priceOf(r).price, priceOf(r).paidBy),
  });
  return [notice.id];
}

/** The promotion notice's Polish e-mail and SMS: the activity and, when the place was charged, the price in złoty. */
export function promotionTexts(what: string, r: NoticeRecipient, price: number, paidBy: UserRecord | null) {
  const forChild = r.user.email ? '' : ` (${label(r.user)})`;
  const charged =
    price > 0 ? `Pobrano opłatę ${formatPln(toPln(price))} z konta głównego${paidBy ? ` (${label(paidBy)})` : ''}.` : '';
  return {
    email: [
      `Cześć${r.readerName ? ` ${r.readerName}` : ''},`,
      '',
      `${participantMsg.promoted}${forChild}: ${what}.`,
      ...(charged ? [charged] : []),
      '',
      'SportDesk',
    ].join('\n'),
    sms: `SportDesk: ${participantMsg.promoted}${forChild}: ${what}.${charged ? ` ${charged}` : ''}`,
  };
}
