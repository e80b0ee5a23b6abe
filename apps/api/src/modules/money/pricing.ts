import {
  BASKET_PAYMENT_METHOD_NAMES,
  BASKET_PAYMENT_METHODS,
  CARD_METHODS,
  type BasketPaymentMethod,
  warsawToday,
} from '@sportdesk/contract';
import type { activities, promoCodes, users } from '../../db/schema/index';

type Activity = typeof activities.$inferSelect;
type User = typeof users.$inferSelect;
type Code = typeof promoCodes.$inferSelect;

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

/** Every restriction and limit of a promo code (docs/spec/part-2.md §3–§4). */
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
