import { BASKET_ERROR_FLAGS, basketSpotsMessage, msg, type BasketErrorFlag, type BasketPaymentMethod } from '@sportdesk/contract';
import type { activities, users, userSportLevels } from '../../db/schema/index';
import { accountComplete, accountIncompleteReason, activityStarted, freeSpots, playerIssues } from '../enrolment/public';
import { availableMethods } from './pricing';
import { bonusSpendable } from './wallet';

type Activity = typeof activities.$inferSelect;
type User = typeof users.$inferSelect;
type Level = typeof userSportLevels.$inferSelect;

export interface ItemContext {
  buyer: User;
  /** The participant, only when the buyer may sign them up (users' `registrableIds`); anyone else is undefined. */
  participant: User | undefined;
  activity: Activity | undefined;
  level: Level | undefined;
  alreadyParticipant: boolean;
  /** Items in this basket for the same activity (each needs a spot). */
  sameActivityItems: number;
  method: BasketPaymentMethod | null;
  now?: Date;
}

/**
 * The error flags of docs/spec/part-1.md §3 with the messages of docs/spec/part-1.md §8: the enrolment rules
 * (enrolment/rules.ts, the same as the staff's add-participant) plus what only a basket has (spots for several items,
 * the payment method).
 */
export function itemFlags(c: ItemContext) {
  const flags = Object.fromEntries(BASKET_ERROR_FLAGS.map((f) => [f, false])) as Record<BasketErrorFlag, boolean>;
  const errors: string[] = [];
  const raise = (flag: BasketErrorFlag, message: string) => {
    flags[flag] = true;
    errors.push(message);
  };
  const a = c.activity;
  const p = c.participant;
  if (!a || a.canceled || a.archived || activityStarted(a, c.now)) raise('activity_error', msg.basketActivityError);
  if (!p) raise('not_allowed_error', msg.basketNotAllowed);
  else if (!accountComplete(c.buyer)) raise('not_allowed_error', accountIncompleteReason(c.buyer).message);
  if (a && p) {
    const free = freeSpots(a);
    if (free < c.sameActivityItems) raise('spots_error', basketSpotsMessage(free));
    if (c.alreadyParticipant) raise('already_participant_error', msg.basketAlreadyParticipant);
    for (const issue of playerIssues(a, p, c.level)) raise(issue.flag, issue.message);
    const allowed = availableMethods(a, p).find((m) => m.name === c.method)?.active ?? false;
    const bonusGone = c.method === 'bonus_account' && bonusSpendable(c.buyer, c.now) === 0 && c.buyer.accountBonusValue > 0;
    if (!c.method || !allowed || bonusGone) raise('payment_method_error', msg.basketPaymentMethodError);
  } else if (!c.method) raise('payment_method_error', msg.basketPaymentMethodError);
  return { flags, errors };
}
