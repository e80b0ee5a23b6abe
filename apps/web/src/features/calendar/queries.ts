import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalendarReply } from '@sportdesk/contract';
import { api } from '../../lib/api';

export const calendarKeys = {
  all: ['calendar'] as const,
  week: (localizationId: number, from: string, to: string) => [...calendarKeys.all, localizationId, from, to] as const,
};

/** One venue's activities over the days shown (`GET admin/calendar`). */
export function useVenueWeek(localizationId: number | null, from: string, to: string) {
  return useQuery({
    queryKey: calendarKeys.week(localizationId ?? 0, from, to),
    queryFn: ({ signal }) =>
      api.get<CalendarReply>('/admin/calendar', {
        query: { localization_id: localizationId ?? undefined, date_from: from, date_to: to },
        signal,
      }),
    enabled: localizationId !== null,
    placeholderData: keepPreviousData,
  });
}
