import { and, eq } from 'drizzle-orm';
import { ErrorCode, checkInMsg, msg, type CheckInResult } from '@sportdesk/contract';
import { activityParticipants, users } from '../../db/schema/index';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { checkBenefitCard, checkFitprofitCard, type CardCheckDeps } from '../card-checks/public';
import { findActivityWithStart, lockActivity } from '../enrolment/public';
import { readCheckInCode } from '../../lib/check-in-code';
import { findParticipant } from './queries';
import { participantOf, writeParticipant } from './service';

export interface CheckInDeps {
  db: AppDeps['db'];
  /** Read at each call: on PostgreSQL without JWT_SECRET the secret is filled once the app has started. */
  config: { jwtSecret: string };
  cards: CardCheckDeps;
}

const refusal = (message: string) => new AppError(ErrorCode.BUSINESS_RULE, message, { code: message });
/** Payment kinds paid with a sport card, whose check-in runs the card check. */
const CARD_PAYMENTS = new Set(['benefit', 'fitprofit']);

/**
 * `POST admin/activities/:id/check_in {code}` (docs/decisions.md "QR check-in"): the player whose code it is, on this
 * activity's main list, is marked present through the participants' one writer (`writeParticipant`, audited), under
 * the activity's row lock, so parallel scans of one code run one after another and only the first writes; the others
 * answer 'Gracz już obecny' and write nothing. A card payer's card is then checked once, by the first scan only.
 */
export async function checkIn(deps: CheckInDeps, activityId: number, code: string, actorId: number): Promise<CheckInResult> {
  const named = readCheckInCode(deps.config.jwtSecret, code);
  if (!named) {
    await findActivityWithStart(deps.db, activityId);
    throw refusal(checkInMsg.forged);
  }
  if (named.activityId !== activityId) {
    await findActivityWithStart(deps.db, activityId);
    throw refusal(checkInMsg.otherActivity);
  }
  const { entry, already } = await deps.db.transaction(async (tx) => {
    const locked = await lockActivity(tx, activityId);
    if (locked.activity.canceled) throw refusal(checkInMsg.canceled);
    const [entry] = await tx
      .select()
      .from(activityParticipants)
      .where(and(eq(activityParticipants.id, named.participationId), eq(activityParticipants.activityId, activityId)));
    if (!entry || entry.reserve) throw refusal(checkInMsg.notOnList);
    if (entry.presenceCheck) return { entry, already: true };
    await writeParticipant(tx, locked, entry, { presence_check: true }, actorId, { onTheSpot: true });
    return { entry, already: false };
  });
  const card = !already && CARD_PAYMENTS.has(entry.paymentMethod) ? await checkCard(deps, entry, actorId) : null;
  return {
    participant: await participantOf(deps.db, activityId, entry.id),
    already_present: already,
    message: already ? checkInMsg.alreadyPresent : checkInMsg.present,
    card,
  };
}

/**
 * The card check of a card payer: the provider is asked about the card saved on the player's account (the check of the
 * dashboard and the Benefity tab, `card-checks`, which stores the answer on the user, audited 'Sprawdzono kartę'); an
 * active card ticks the participant's card check through the same writer. No saved card, an inactive or blocked one,
 * or a provider that cannot answer leave it unticked and say so; the presence stays.
 */
async function checkCard(deps: CheckInDeps, entry: typeof activityParticipants.$inferSelect, actorId: number) {
  const [player] = await deps.db.select().from(users).where(eq(users.id, entry.userId));
  const benefit = entry.paymentMethod === 'benefit';
  const saved = benefit ? player?.benefitId : player?.fitprofitId;
  if (!player || !saved) return { checked: false, active: false, text: checkInMsg.noSavedCard };
  let status;
  try {
    status = benefit
      ? await checkBenefitCard(
          deps.cards,
          { benefit_id: saved, first_line: player.firstLine ?? '', second_line: player.secondLine ?? '' },
          { userId: player.id, actorId },
        )
      : await checkFitprofitCard(deps.cards, { fitprofit_id: saved }, { userId: player.id, actorId });
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.SERVICE_UNAVAILABLE)
      return { checked: false, active: false, text: `${msg.cardCheckFailed}: ${error.message}` };
    throw error;
  }
  if (status.active)
    await deps.db.transaction(async (tx) => {
      const locked = await lockActivity(tx, entry.activityId);
      const before = await findParticipant(tx, entry.activityId, entry.id);
      await writeParticipant(tx, locked, before, { card_check: true }, actorId, { onTheSpot: true });
    });
  return { checked: true, active: status.active, text: status.text };
}
