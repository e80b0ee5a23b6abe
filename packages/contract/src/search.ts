import { z } from 'zod';
import { queryIntOr, queryText } from './common';

/** What the global search finds (spec part 1 §3 "Search tag result"). */
export const SEARCHABLE_TYPES = ['User', 'Activity', 'CompetitionGroup', 'ActivityTemplate'] as const;
export type SearchableType = (typeof SEARCHABLE_TYPES)[number];

export const searchTag = z.object({
  searchable_type: z.enum(SEARCHABLE_TYPES),
  searchable_id: z.number(),
  label_first_line: z.string(),
  label_second_line: z.string().nullable(),
});
export type SearchTag = z.infer<typeof searchTag>;

export const SEARCH = {
  /** Shorter text finds nothing (a one-letter search would list everyone); digits (an id) may be shorter. */
  minLength: 2,
  defaultLimit: 10,
  maxLimit: 50,
  /** Header results panel (spec part 1 §2 "Header"). */
  panel: { maxWidth: 400, maxHeight: 500 },
} as const;

/** `GET admin/search_tags?with_tags=…` (any admin role); `with_type` narrows to one kind (pickers). */
export const searchTagQuery = z.object({
  with_tags: queryText(),
  with_type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SEARCHABLE_TYPES).optional()),
  limit: queryIntOr(SEARCH.defaultLimit, { min: 1, max: SEARCH.maxLimit }),
});
export type SearchTagQuery = z.input<typeof searchTagQuery>;

export const searchTagUrl = (tag: Pick<SearchTag, 'searchable_type' | 'searchable_id'>) =>
  tag.searchable_type === 'User'
    ? `/users/${tag.searchable_id}`
    : tag.searchable_type === 'CompetitionGroup'
      ? `/competition-groups/${tag.searchable_id}`
      : tag.searchable_type === 'ActivityTemplate'
        ? `/activity_templates/${tag.searchable_id}`
        : `/activities/${tag.searchable_id}`;
