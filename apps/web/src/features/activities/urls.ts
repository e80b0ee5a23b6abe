import type { ActivityListQuery } from '@sportdesk/contract';
import { withQuery } from '../../lib/withQuery';

/** The list's URL state: every query field as text (ids as `1,2,3`); `job` follows a queued creation. */
export type ActivityListParams = Partial<Record<keyof ActivityListQuery | 'job', string | number | boolean>>;

const base = '/activities';

/** `/activities?with_sport=…&page=…`: list state lives in the query string. */
export const activityListUrl = (state?: ActivityListParams) => withQuery(base, state);
/** What the new-activity form can start with, from the address (the venue week's empty slot fills it). */
export type ActivityPrefill = {
  localization_id?: number;
  location_object_id?: number | null;
  date?: string;
  start_at?: string;
};
export const activityNewUrl = (prefill?: ActivityPrefill) => withQuery(`${base}/new`, prefill);
export const activityUrl = (id: number | string) => `${base}/${id}`;
export const activityEditUrl = (id: number | string) => `${base}/${id}/edit`;
export const activityCopyUrl = (id: number | string) => `${base}/${id}/copy`;
export const activityHistoryUrl = (id: number | string) => `${base}/${id}?tab=history`;
