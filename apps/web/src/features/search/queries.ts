import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH, type ListReply, type SearchTag, type SearchableType } from '@sportdesk/contract';
import { api } from '../../lib/api';

export const searchKeys = {
  all: ['search-tags'] as const,
  query: (text: string, type?: SearchableType) => [...searchKeys.all, type ?? 'all', text] as const,
};

/** Text the API answers (shorter text finds nothing, except digits: an id). */
export const searchable = (text: string) => text.length >= SEARCH.minLength || /^\d+$/.test(text);

export const fetchSearchTags = async (text: string, opts: { type?: SearchableType; limit?: number; signal?: AbortSignal } = {}) =>
  (
    await api.get<ListReply<SearchTag>>('/admin/search_tags', {
      query: { with_tags: text, with_type: opts.type, limit: opts.limit },
      signal: opts.signal,
    })
  ).rows;

/** `GET admin/search_tags?with_tags=…` for the typed (already debounced) text. */
export function useSearchTags(text: string, type?: SearchableType) {
  return useQuery({
    queryKey: searchKeys.query(text, type),
    queryFn: ({ signal }) => fetchSearchTags(text, { type, signal }),
    enabled: searchable(text),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
