/** The global search's kinds, limits and result links: no schemas here, so the header's search loads no zod. */

/** What the global search finds (docs/spec/part-1.md §3 "Search tag result"). */
export const SEARCHABLE_TYPES = ['User', 'Activity', 'CompetitionGroup', 'ActivityTemplate'] as const;
export type SearchableType = (typeof SEARCHABLE_TYPES)[number];

export const SEARCH = {
  /** Shorter text finds nothing (a one-letter search would list everyone); digits (an id) may be shorter. */
  minLength: 2,
  defaultLimit: 10,
  maxLimit: 50,
  /** Header results panel (docs/spec/part-1.md §2 "Header"). */
  panel: { maxWidth: 400, maxHeight: 500 },
} as const;

/** Where a search result leads. */
export const searchTagUrl = (tag: { searchable_type: SearchableType; searchable_id: number }) =>
  tag.searchable_type === 'User'
    ? `/users/${tag.searchable_id}`
    : tag.searchable_type === 'CompetitionGroup'
      ? `/competition-groups/${tag.searchable_id}`
      : tag.searchable_type === 'ActivityTemplate'
        ? `/activity_templates/${tag.searchable_id}`
        : `/activities/${tag.searchable_id}`;
