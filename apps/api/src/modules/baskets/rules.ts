import {
  ACCOUNT_COMPLETE_FIELDS,
  ACTIVITY_LEVEL_LABELS,
  accountFieldMissingMessage,
  accountIncompleteMessage,
  type AccountCompleteField,
  BASKET_PAYMENT_METHOD_NAMES,
  BASKET_PAYMENT_METHODS,
  CARD_METHODS,
  USER_LEVELS,
  basketLevelMessage,
  basketSpotsMessage,
  msg,
  type BasketErrorFlag,
  type BasketPaymentMethod,
  warsawDateTime,
  warsawToday,
} from '@sportdesk/contract';
import type { activities, promoCodes, users, userSportLevels } from '../../db/schema/index';
import { bonusSpendable } from '../wallets/service';

type Activity = typeof activities.$inferSelect;
type User = typeof users.$inferSelect;
type Level = typeof userSportLevels.$inferSelect;
type Code = typeof promoCodes.$inferSelect;

/** Account complete (docs/decisions.md "Money"): confirmed e-mail, first and last name, and a phone number. */
export const accountComplete = (u: User) =>
  Boolean(u.confirmedAt && u.firstName?.trim() && u.lastName?.trim() && u.phone?.trim());

const PROFILE_VALUE: Record<AccountCompleteField, (u: User) => string | null> = {
  first_name: (u) => u.firstName,
  last_name: (u) => u.lastName,
  phone: (u) => u.phone,
};

/** The profile fields booking still needs (issue 35): empty when only the e-mail confirmation is missing. */
export const missingAccountFields = (u: User): AccountCompleteField[] =>
  ACCOUNT_COMPLETE_FIELDS.filter((f) => !PROFILE_VALUE[f](u)?.trim());

/**
 * Why an incomplete account cannot book, naming the missing fields, with `fields` for the reply
 * (`{ phone: 'Uzupełnij pole „Telefon” w profilu' }`); the general message when only the e-mail is unconfirmed.
 */
export function accountIncompleteReason(u: User): { message: string; fields: Record<string, string> } {
  const missing = missingAccountFields(u);
  if (!missing.length) return { message: msg.accountIncomplete, fields: {} };
  return {
    message: accountIncompleteMessage(missing),
    fields: Object.fromEntries(missing.map((f) => [f, accountFieldMissingMessage(f)])),
  };
}

/** Europe/Warsaw wall-clock of the activity's start has passed. */
export function activityStarted(a: Pick<Activity, 'date' | 'startAt'>, now: Date = new Date()) {
  const nowWarsaw = warsawDateTime(now).replace(' ', 'T');
  return `${a.date}T${a.startAt.length === 5 ? `${a.startAt}:00` : a.startAt}` <= nowWarsaw;
}

export const freeSpots = (a: Activity) => a.maxPlayers - a.reservedSpots - a.participantsCount;

/** Methods the activity allows, with card methods only for a player whose card is active. */
export function availableMethods(a: Activity, participant: User) {
  return BASKET_PAYMENT_METHOD_NAMES.map((name) => {
    let active = Boolean(a[camel(BASKET_PAYMENT_METHODS[name])]);
    if (name === 'benefit') active &&= participant.benefitActive;
    if (name === 'fitprofit') active &&= participant.fitprofitActive;
    if (name === 'ok_system') active &&= participant.okSystemActive;
    return { name, active };
  });
}
const camel = (flag: string) => flag.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as keyof Activity;

/** What the player pays for the item before a code: the price, or the supplement for a card entry. */
export function itemPrice(a: Activity, method: BasketPaymentMethod | null) {
  if (method === 'benefit' || method === 'ok_system') return a.supplement ?? 0;
  if (method === 'fitprofit') return a.supplementFitprofit ?? 0;
  return a.price;
}
export const isCardMethod = (m: string | null) => m !== null && CARD_METHODS.includes(m as never);

/** Discount of a code on a price (grosze): a PLN amount up to the price, or a percentage rounded to the grosz. */
export const discountOf = (code: Code, price: number) =>
  code.valueType === 'perc' ? Math.min(price, Math.round((price * code.value) / 10_000)) : Math.min(price, code.value);

export interface CodeContext {
  buyer: User;
  activity: Activity;
  /** Uses of the code by the buyer so far, and whether the buyer has ever bought an activity. */
  usesByBuyer: number;
  buyerHasPurchases: boolean;
  /** Uses of the code already planned earlier in the same checkout. */
  pendingUses: number;
  pendingUsesByBuyer: number;
  now?: Date;
}

/** Every restriction and limit of a promo code (spec part 2 §3–§4). */
export function codeUsable(code: Code, c: CodeContext) {
  const today = warsawToday(c.now);
  if (!code.active || today < code.activeFrom || today > code.activeTo) return false;
  if (code.codeType === 'pnh_activities' && c.activity.activityType !== 'pnh') return false;
  if (code.codeType === 'organizer_activities' && c.activity.activityType !== 'organizer') return false;
  if (code.userIds.length && !code.userIds.includes(c.buyer.id)) return false;
  if (code.sportIds.length && !code.sportIds.includes(c.activity.sportId)) return false;
  if (code.localizationIds.length && !code.localizationIds.includes(c.activity.localizationId)) return false;
  if (code.activityIds.length && !code.activityIds.includes(c.activity.id)) return false;
  if (code.onlyForNewPlayers && c.buyerHasPurchases) return false;
  if (!code.unlimited && code.usageCount + c.pendingUses >= code.limitOfUsage) return false;
  if (!code.unlimitedUsageByUser && c.usesByBuyer + c.pendingUsesByBuyer >= 1) return false;
  return true;
}

export interface ItemContext {
  buyer: User;
  participant: User | undefined;
  activity: Activity | undefined;
  level: Level | undefined;
  alreadyParticipant: boolean;
  /** Items in this basket for the same activity (each needs a spot). */
  sameActivityItems: number;
  method: BasketPaymentMethod | null;
  now?: Date;
}

const LEVEL_ORDER = USER_LEVELS;
const levelLabel = (lv: string) => ACTIVITY_LEVEL_LABELS[lv as keyof typeof ACTIVITY_LEVEL_LABELS] ?? lv;

/** The error flags of spec part 1 §3 with the messages of §8. */
export function itemFlags(c: ItemContext) {
  const flags = {} as Record<BasketErrorFlag, boolean>;
  const errors: string[] = [];
  const raise = (flag: BasketErrorFlag, message: string) => {
    flags[flag] = true;
    errors.push(message);
  };
  for (const f of [
    'activity_error',
    'spots_error',
    'not_allowed_error',
    'already_participant_error',
    'gender_error',
    'lv_error',
    'user_lv_error',
    'payment_method_error',
  ] as const)
    flags[f] = false;
  const a = c.activity;
  const p = c.participant;
  if (!a || a.canceled || a.archived || activityStarted(a, c.now)) raise('activity_error', msg.basketActivityError);
  if (!p || p.deletedAt || (p.id !== c.buyer.id && p.parentId !== c.buyer.id)) raise('not_allowed_error', msg.basketNotAllowed);
  else if (!accountComplete(c.buyer)) raise('not_allowed_error', accountIncompleteReason(c.buyer).message);
  if (a && p) {
    const free = freeSpots(a);
    if (free < c.sameActivityItems) raise('spots_error', basketSpotsMessage(free));
    if (c.alreadyParticipant) raise('already_participant_error', msg.basketAlreadyParticipant);
    if (a.gender === 'males' && p.gender !== 'male') raise('gender_error', msg.basketGenderMales);
    if (a.gender === 'females' && p.gender !== 'female') raise('gender_error', msg.basketGenderFemales);
    if (a.verifyLv && a.lv && a.lv !== 'free') {
      const own = c.level?.level ?? null;
      if (!own || (a.onlyPlayersWithVerifiedLevel && !c.level?.verified))
        raise('user_lv_error', basketLevelMessage(levelLabel(a.lv), own ? levelLabel(own) : null));
      else {
        const diff = LEVEL_ORDER.indexOf(own as never) - LEVEL_ORDER.indexOf(a.lv as never);
        const fits =
          own !== 'blocked' &&
          (a.levelRequiredSettings === 'min_level'
            ? diff >= 0
            : a.levelRequiredSettings === 'max_level'
              ? diff <= 0
              : diff === 0);
        if (!fits) raise('lv_error', basketLevelMessage(levelLabel(a.lv), levelLabel(own)));
      }
    }
    const allowed = availableMethods(a, p).find((m) => m.name === c.method)?.active ?? false;
    const bonusGone = c.method === 'bonus_account' && bonusSpendable(c.buyer, c.now) === 0 && c.buyer.accountBonusValue > 0;
    if (!c.method || !allowed || bonusGone) raise('payment_method_error', msg.basketPaymentMethodError);
  } else if (!c.method) raise('payment_method_error', msg.basketPaymentMethodError);
  return { flags, errors };
}
