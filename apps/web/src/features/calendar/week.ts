import type { CalendarBlock } from '@sportdesk/contract';

const DAY_MS = 86_400_000;
const toDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const parse = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Adds days to a calendar day (YYYY-MM-DD; days of the calendar, no time zone involved). */
export const plusDays = (day: string, days: number) => toDay(parse(day) + days * DAY_MS);

/** The Monday of the week a day falls in. */
export const mondayOf = (day: string) => plusDays(day, -((new Date(parse(day)).getUTCDay() + 6) % 7));

/** A day given in the address, or undefined when it is not a real YYYY-MM-DD day. */
export function dayOrUndefined(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const t = parse(value);
  return Number.isFinite(t) && toDay(t) === value ? value : undefined;
}

/** Monday to Sunday of the week starting on `monday`. */
export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => plusDays(monday, i));

export const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
export const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The grid's hours: 7:00–23:00, widened to the whole hours of the earliest start and the latest end. */
export function hourRange(blocks: Pick<CalendarBlock, 'start_at' | 'stop_at'>[]) {
  let from = 7;
  let to = 23;
  for (const b of blocks) {
    from = Math.min(from, Math.floor(minutesOf(b.start_at) / 60));
    // An activity that ends at midnight or later reads '00:00'…: it runs to the end of the day.
    const stop = minutesOf(b.stop_at) <= minutesOf(b.start_at) ? 24 * 60 : minutesOf(b.stop_at);
    to = Math.max(to, Math.ceil(stop / 60));
  }
  return { from, to: Math.min(to, 24) };
}

/**
 * The grid's columns within a day: the venue's objects in their order, and 'Bez obiektu' when an activity that
 * week has none (or an object no longer at the venue).
 */
export function columnsOf(objects: { id: number; name: string }[], blocks: Pick<CalendarBlock, 'location_object_id'>[]) {
  const known = new Set(objects.map((o) => o.id));
  const loose = blocks.some((b) => b.location_object_id === null || !known.has(b.location_object_id));
  return [
    ...objects.map((o) => ({ key: String(o.id), objectId: o.id as number | null, name: o.name })),
    ...(loose || objects.length === 0 ? [{ key: 'none', objectId: null, name: 'Bez obiektu' }] : []),
  ];
}

/** Which column a block stands in. */
export const columnKeyOf = (block: Pick<CalendarBlock, 'location_object_id'>, objectIds: Set<number>) =>
  block.location_object_id !== null && objectIds.has(block.location_object_id) ? String(block.location_object_id) : 'none';

/**
 * Blocks of one column of one day side by side where their times overlap: each gets a lane and the number of
 * lanes of its overlapping group, so two activities at the same time on one court are both visible.
 */
export function lanesOf<T extends Pick<CalendarBlock, 'start_at' | 'stop_at'>>(blocks: T[]) {
  const sorted = [...blocks].sort((a, b) => minutesOf(a.start_at) - minutesOf(b.start_at));
  const placed: { block: T; lane: number; lanes: number }[] = [];
  let group: { block: T; lane: number; lanes: number }[] = [];
  let groupEnd = -1;
  const end = (b: T) => (minutesOf(b.stop_at) <= minutesOf(b.start_at) ? 24 * 60 : minutesOf(b.stop_at));
  const close = () => {
    const lanes = Math.max(1, ...group.map((g) => g.lane + 1));
    for (const g of group) g.lanes = lanes;
    placed.push(...group);
    group = [];
  };
  for (const block of sorted) {
    if (minutesOf(block.start_at) >= groupEnd) close();
    const laneEnds = group.map((g) => ({ lane: g.lane, end: end(g.block) }));
    let lane = 0;
    while (laneEnds.some((l) => l.lane === lane && l.end > minutesOf(block.start_at))) lane++;
    group.push({ block, lane, lanes: 1 });
    groupEnd = Math.max(groupEnd, end(block));
  }
  close();
  return placed;
}
