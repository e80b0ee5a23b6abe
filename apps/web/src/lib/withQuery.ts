import type { z } from 'zod';
import { toQueryString, type QueryParams } from './api';

/** `/settings` + `{ page: 1, with_name: 'x' }` → `/settings?page=1&with_name=x` (empty values left out). */
export const withQuery = (path: string, params?: QueryParams) => `${path}${toQueryString(params)}`;

/** A list's state as it sits in the URL: the API query's fields, each optional and also allowed as text. */
export type UrlParams<S extends z.ZodType> = { [K in keyof z.output<S>]?: z.output<S>[K] | string };
