import type { ActivityTemplateListQuery } from '@sportdesk/contract';
import { withQuery } from '../withQuery';

/** The list's URL state: every query field as text (ids as `1,2,3`). */
export type TemplateListParams = Partial<Record<keyof ActivityTemplateListQuery, string | number | boolean>>;

const base = '/activity_templates';

/** `/activity_templates?with_sport=…&page=…`: list state lives in the query string. */
export const templateListUrl = (state?: TemplateListParams) => withQuery(base, state);
export const templateNewUrl = () => `${base}/new`;
export const templateUrl = (id: number | string) => `${base}/${id}`;
