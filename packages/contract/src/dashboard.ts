import type { ActivityListFilter } from './activities';
import { warsawToday } from './activity-list';
import type { SystemEventCount } from './auth';

/** `YYYY-MM-DD` shifted by whole calendar days. */
export const shiftDate = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Activity list filters as the index takes them (`with_confirmed=false`, …). */
export type ActivityListFilters = { [K in ActivityListFilter]?: string | number | boolean };

export type DashboardActivityTabId = 'verify_activities' | 'verify_lists' | 'today';

export interface DashboardActivityTab {
  id: DashboardActivityTabId;
  label: string;
  /** The `users/current` counter shown as the tab's badge. */
  counter?: keyof SystemEventCount;
  /** The activity list filters of docs/spec/part-1.md §9 for `today` (UTC, as the list's default date-from). */
  filters: (today: string) => ActivityListFilters;
}

/**
 * Section Zajęcia of the dashboard (docs/spec/part-1.md §2 "Dashboard", §9). The badge counts in `users/current`
 * count exactly what these filters list (`modules/users/counts.ts`).
 */
export const DASHBOARD_ACTIVITY_TABS: readonly DashboardActivityTab[] = [
  {
    id: 'verify_activities',
    label: 'Zajęcia do weryfikacji',
    counter: 'activitiesToVerifyCount',
    filters: () => ({ with_confirmed: false, with_activity_type: 'organizer' }),
  },
  {
    id: 'verify_lists',
    label: 'Listy do weryfikacji',
    counter: 'listToVerify',
    filters: (today) => ({
      with_date_greater: shiftDate(today, -6),
      with_date_less: shiftDate(today, -1),
      with_confirmed: true,
      with_canceled: false,
      with_list_verified: false,
      with_list_checked: false,
    }),
  },
  {
    id: 'today',
    label: 'Zajęcia dziś',
    counter: 'activitiesTodayCount',
    filters: (today) => ({ with_date_greater: today, with_date_less: today }),
  },
];

export const dashboardActivityFilters = (id: DashboardActivityTabId, today: string = warsawToday()) =>
  DASHBOARD_ACTIVITY_TABS.find((t) => t.id === id)!.filters(today);
