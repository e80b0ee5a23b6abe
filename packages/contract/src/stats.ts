import { z } from 'zod';

/** The dashboard's weekly charts (docs/spec/part-1.md §2 "Dashboard", §9): `GET admin/stats/{name}`. */
export const STAT_NAMES = ['activities_per_days', 'new_users', 'bought_activities'] as const;
export type StatName = (typeof STAT_NAMES)[number];

export const STATS = {
  /** Range: the last seven days, today included (Europe/Warsaw calendar days). */
  days: 7,
  /** Server-side cache; the dashboard footer says so. */
  cacheMinutes: 15,
} as const;

/** Chart titles and y-axis highs (docs/spec/part-1.md §9: 60 for the first chart, 600 for bought activities; new users:
 * automatic). */
export const STAT_CHARTS: Record<StatName, { title: string; yMax?: number }> = {
  activities_per_days: { title: 'Zajęcia dziennie', yMax: 60 },
  new_users: { title: 'Nowi użytkownicy' },
  bought_activities: { title: 'Kupione zajęcia', yMax: 600 },
};

/** Polish weekday initials, index 0 = Sunday (docs/spec/part-1.md §9). */
export const WEEKDAY_INITIALS = ['Nd', 'Pn', 'Wt', 'Śr', 'Czw', 'Pt', 'Sob'] as const;

export const STATS_FOOTER_NOTE = 'Dane na wykresach pochodzą z ostatnich 15 minut.';

export const statParams = z.object({ name: z.enum(STAT_NAMES) });

/** Chart row (docs/spec/part-1.md §3 "Chart rows: date and count"). */
export const statRow = z.object({ date: z.string(), count: z.number() });
export type StatRow = z.infer<typeof statRow>;

export const statReply = z.object({ rows: z.array(statRow), total: z.number(), generated_at: z.string() });
export type StatReply = z.infer<typeof statReply>;
