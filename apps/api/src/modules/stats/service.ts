import { STATS, type StatName, type StatReply, warsawToday } from '@sportdesk/contract';
import type { Executor } from '../../db/client';
import { STAT_SOURCES, type DayRange } from './sources';

const shift = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The last `STATS.days` Warsaw calendar days, today last. */
export function lastDays(now: Date = new Date()): string[] {
  const today = warsawToday(now);
  return Array.from({ length: STATS.days }, (_, i) => shift(today, i - STATS.days + 1));
}

export async function computeStat(db: Executor, name: StatName, now: Date = new Date()): Promise<StatReply> {
  const days = lastDays(now);
  const range: DayRange = { from: days[0], to: days[days.length - 1] };
  const found = new Map((await STAT_SOURCES[name](db, range)).map((r) => [r.date, Number(r.count)]));
  const rows = days.map((date) => ({ date, count: found.get(date) ?? 0 }));
  return { rows, total: rows.reduce((sum, r) => sum + r.count, 0), generated_at: now.toISOString() };
}

/**
 * Charts are computed at most once per 15 minutes per API process (spec: "chart data is from the
 * last 15 minutes"); concurrent requests for a stale chart share one computation.
 */
export function statsCache(db: Executor, ttlMs = STATS.cacheMinutes * 60_000, clock: () => Date = () => new Date()) {
  const entries = new Map<StatName, { expires: number; value: Promise<StatReply> }>();
  return (name: StatName) => {
    const now = clock();
    const hit = entries.get(name);
    if (hit && hit.expires > now.getTime()) return hit.value;
    const value = computeStat(db, name, now);
    entries.set(name, { expires: now.getTime() + ttlMs, value });
    value.catch(() => entries.delete(name));
    return value;
  };
}
