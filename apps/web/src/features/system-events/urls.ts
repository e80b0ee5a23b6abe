import type { systemEventListQuery } from '@sportdesk/contract';
import { withQuery, type UrlParams } from '../../lib/withQuery';

export type SystemEventListParams = UrlParams<typeof systemEventListQuery> & { event?: string };

const base = '/system_events';

/** `/system_events?with_event_type=…&event=12`: list state, and the open dialog (`event=new` or an id), in the query string. */
export const systemEventListUrl = (state?: SystemEventListParams) => withQuery(base, state);
export const systemEventUrl = (id: number) => systemEventListUrl({ only_active: 'false', event: String(id) });
