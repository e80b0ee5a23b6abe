import { z } from 'zod';
import { boundedText, idField } from './common';
import { BASKET_PAYMENT_METHOD_NAMES, type BasketPaymentMethod } from './payments';

/** Error flags of a basket item (docs/spec/part-1.md §3), each with its message (docs/spec/part-1.md §8). */
export const BASKET_ERROR_FLAGS = [
  'activity_error',
  'spots_error',
  'not_allowed_error',
  'already_participant_error',
  'gender_error',
  'lv_error',
  'user_lv_error',
  'payment_method_error',
] as const;
export type BasketErrorFlag = (typeof BASKET_ERROR_FLAGS)[number];

const paymentMethod = z.enum(BASKET_PAYMENT_METHOD_NAMES as [BasketPaymentMethod, ...BasketPaymentMethod[]]);

export type BasketItem = {
  id: number;
  activity: {
    id: number;
    name: string | null;
    sport: string | null;
    date: string;
    start_at: string;
    localization: string | null;
    free_spots: number;
    gender: string;
    lv: string | null;
    url: string | null;
    thumb_image: string | null;
  };
  participant: { id: number; label: string };
  user: { id: number; label: string };
  price: number;
  value: number;
  deposit: number;
  promo_code: string | null;
  code_valid: boolean | null;
  payment_method: BasketPaymentMethod | null;
  available_payment_method: { name: BasketPaymentMethod; active: boolean }[];
  errors: string[];
} & Record<BasketErrorFlag, boolean>;

export interface Basket {
  user_id: number;
  items: BasketItem[];
  /** Sum of item values (PLN) and the part due through the payment gateway. */
  value: number;
  online_value: number;
  account_complete: boolean;
  /** The profile fields booking still needs, each with its Polish message (empty when complete). */
  fields: Record<string, string>;
  can_checkout: boolean;
  /** Why checkout is blocked, in Polish (empty when it is allowed). */
  blockers: string[];
}

export const basketItemInput = z.object({
  activity_id: idField(),
  /** The person enrolled: the user or one of their child accounts (default the user). */
  participant_id: idField().optional(),
  payment_method: paymentMethod.nullish(),
  promo_code: boundedText(64).trim().nullish(),
});
export const basketItemBody = z.object({ basket_item: basketItemInput });
/** Admin and player edit of an item: the payment method or the promo code (docs/spec/part-1.md §7). */
export const basketItemPatch = z.object({
  basket_item: z.object({ payment_method: paymentMethod.nullish(), promo_code: boundedText(64).trim().nullish() }),
});
export const checkoutBody = z.object({ basket_transaction: z.object({ terms: z.boolean().optional() }).optional() }).optional();

export interface CheckoutResult {
  transaction_id: number;
  identifier: string;
  status: 'paid' | 'unpaid';
  value: number;
  online_value: number;
  /** The gateway's payment page when something is due online, otherwise the transactions page. */
  redirect_url: string;
}
