import type { benefitEntryListQuery } from '@sportdesk/contract';
import { withQuery, type UrlParams } from '../../lib/withQuery';

export type BenefitEntryListParams = UrlParams<typeof benefitEntryListQuery>;

const base = '/benefit_entries';

export const benefitEntryListUrl = (state?: BenefitEntryListParams) => withQuery(base, state);
/** `/benefit_entries/new`, optionally with the activity and the player chosen (`?activity_id=&user_id=`). */
export const benefitEntryNewUrl = (preset?: { activity_id?: number; user_id?: number }) => withQuery(`${base}/new`, preset);
export const benefitEntryUrl = (id: number | string) => `${base}/${id}`;
/** `/benefit_entries/settlement`, for a month `YYYY-MM` (the current month when none). */
export const settlementUrl = (month?: string) => withQuery(`${base}/settlement`, month ? { month } : undefined);
/** The settlement's CSV (API path). */
export const settlementCsvPath = (month: string) => `/admin/benefit_entries/settlement/csv?month=${encodeURIComponent(month)}`;
