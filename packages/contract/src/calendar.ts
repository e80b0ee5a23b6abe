import { z } from 'zod';
import { idField } from './common';
import { msg } from './messages';

/** The venue week (`/calendar`): at most this many days in one request. */
export const CALENDAR_MAX_DAYS = 31;
/** A block counts as nearly full from this share of its places taken. */
export const CALENDAR_NEARLY_FULL = 0.8;

export const calendarMsg = {
  localizationRequired: 'Wybierz lokalizację',
  rangeTooLong: `Kalendarz obejmuje najwyżej ${CALENDAR_MAX_DAYS} dni`,
  empty: 'Brak zajęć w tym tygodniu',
} as const;

const DAY_MS = 86_400_000;
/** A calendar day that exists (2026-02-30 does not). */
const realDay = (v: string) => {
  const t = Date.parse(`${v}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === v;
};
const dayField = () =>
  z
    .string({ error: msg.required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg.dateFormat)
    .refine(realDay, msg.invalidDate);

/** `GET admin/calendar`: one venue's activities from `date_from` to `date_to` (both included, Warsaw days). */
export const calendarQuery = z
  .object({
    localization_id: z.preprocess((v) => (v === '' ? undefined : v), idField(calendarMsg.localizationRequired)),
    date_from: dayField(),
    date_to: dayField(),
  })
  .superRefine((q, ctx) => {
    const days = (Date.parse(q.date_to) - Date.parse(q.date_from)) / DAY_MS + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['date_to'], message: msg.dateToBeforeFrom });
    else if (days > CALENDAR_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['date_to'], message: calendarMsg.rangeTooLong });
  });
export type CalendarQuery = z.input<typeof calendarQuery>;

export const CALENDAR_OCCUPANCY = ['free', 'nearly_full', 'full'] as const;
export type CalendarOccupancy = (typeof CALENDAR_OCCUPANCY)[number];
export const calendarOccupancyLabels: Record<CalendarOccupancy, string> = {
  free: 'Wolne miejsca',
  nearly_full: 'Prawie pełne',
  full: 'Pełne',
};

/** How full an activity is: full at no free place, nearly full from CALENDAR_NEARLY_FULL of the places taken. */
export function occupancyOf(taken: number, max: number): CalendarOccupancy {
  if (max <= 0 || taken >= max) return 'full';
  return taken / max >= CALENDAR_NEARLY_FULL ? 'nearly_full' : 'free';
}

export const calendarBlock = z.object({
  id: z.number(),
  name: z.string().nullable(),
  sport: z.object({ id: z.number(), name: z.string() }),
  date: z.string(),
  start_at: z.string(),
  stop_at: z.string(),
  location_object_id: z.number().nullable(),
  taken: z.number(),
  max_players: z.number(),
  occupancy: z.enum(CALENDAR_OCCUPANCY),
  hidden: z.boolean(),
  canceled: z.boolean(),
});
export type CalendarBlock = z.infer<typeof calendarBlock>;

export const calendarReply = z.object({
  localization: z.object({ id: z.number(), name: z.string() }),
  /** The venue's objects (courts, halls) in their order: the grid's columns within a day. */
  location_objects: z.array(z.object({ id: z.number(), name: z.string() })),
  blocks: z.array(calendarBlock),
});
export type CalendarReply = z.infer<typeof calendarReply>;
