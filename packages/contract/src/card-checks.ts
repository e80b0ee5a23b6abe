import { z } from 'zod';
import { idField, requiredText } from './common';

const required = (max: number) => requiredText(max);

const userId = idField().optional();

/** The benefit card check (dashboard and Benefity tab): all three fields are required (docs/spec/part-1.md §5). */
export const benefitCheckForm = z.object({ benefit_id: required(64), first_line: required(120), second_line: required(120) });
export type BenefitCheckForm = z.infer<typeof benefitCheckForm>;
/** `GET admin/benefit_statuses/{benefit_id}?first_line=&second_line=`; with `user_id` the result is stored on that user. */
export const benefitStatusParams = benefitCheckForm.pick({ benefit_id: true });
export const benefitStatusQuery = benefitCheckForm.pick({ first_line: true, second_line: true }).extend({ user_id: userId });

/** The FitProfit card check; `GET admin/fitprofit_statuses/{fitprofit_id}`. */
export const fitprofitCheckForm = z.object({ fitprofit_id: required(64) });
export type FitprofitCheckForm = z.infer<typeof fitprofitCheckForm>;
export const fitprofitStatusParams = fitprofitCheckForm;
export const fitprofitStatusQuery = z.object({ user_id: userId });

/**
 * FitProfit card types that do not entitle to activities (docs/spec/part-1.md §5: FS Pracownik, FS Os.tow.,
 * FS Dziecko and three pool variants); compared without regard to case and spacing.
 */
export const FITPROFIT_BLOCKED_CARD_TYPES = [
  'FS Pracownik',
  'FS Os.tow.',
  'FS Dziecko',
  'FS Pracownik Basen',
  'FS Os.tow. Basen',
  'FS Dziecko Basen',
] as const;

/** The reply of both checks; `text` is what the screen shows. */
export const cardStatus = z.object({
  provider: z.enum(['benefit', 'fitprofit']),
  card_id: z.string(),
  active: z.boolean(),
  /** The provider's card type, when it tells one (FitProfit). */
  card_type: z.string().nullable(),
  /** A FitProfit card of a blocked type: active at the provider, but not accepted here. */
  blocked: z.boolean(),
  text: z.string(),
  checked_at: z.string(),
});
export type CardStatus = z.infer<typeof cardStatus>;
