import { z } from 'zod';
import { queryIntOr, queryText } from './common';
import { SEARCH, SEARCHABLE_TYPES } from './search-panel';

export const searchTag = z.object({
  searchable_type: z.enum(SEARCHABLE_TYPES),
  searchable_id: z.number(),
  label_first_line: z.string(),
  label_second_line: z.string().nullable(),
});
export type SearchTag = z.infer<typeof searchTag>;

/** `GET admin/search_tags?with_tags=…` (any admin role); `with_type` narrows to one kind (pickers). */
export const searchTagQuery = z.object({
  with_tags: queryText(),
  with_type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SEARCHABLE_TYPES).optional()),
  limit: queryIntOr(SEARCH.defaultLimit, { min: 1, max: SEARCH.maxLimit }),
});
export type SearchTagQuery = z.input<typeof searchTagQuery>;
