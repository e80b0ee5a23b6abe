import { describe, expect, it } from 'vitest';
import { datesInRange } from '@sportdesk/contract';
import { daysForRange, plannedDates, weekDaysInRange, willCreate } from './range';

describe('the new-activity range', () => {
  it('counts what the API makes: one per ticked week day of the range', () => {
    // 2026-12-01 is a Tuesday; Tuesdays and Thursdays of December 2026: 1, 3, 8, 10, 15, 17, 22, 24, 29, 31.
    const dates = plannedDates('2026-12-01', '2026-12-31', [2, 4]);
    expect(dates).toHaveLength(10);
    expect(dates).toEqual(datesInRange('2026-12-01', '2026-12-31', [2, 4]));
  });

  it('crosses the change of the clocks without losing or doubling a day', () => {
    // Warsaw goes to summer time on 2027-03-28 and back on 2027-10-31 (both Sundays).
    expect(plannedDates('2027-03-21', '2027-04-04', [0])).toEqual(['2027-03-21', '2027-03-28', '2027-04-04']);
    expect(plannedDates('2027-10-24', '2027-11-07', [0])).toEqual(['2027-10-24', '2027-10-31', '2027-11-07']);
  });

  it('counts nothing for an incomplete, reversed or too long range', () => {
    expect(plannedDates('', '2026-12-31', [1])).toBeNull();
    expect(plannedDates('2026-12-31', '2026-12-01', [1])).toBeNull();
    expect(plannedDates('2026-01-01', '2027-12-31', [1])).toBeNull();
    expect(plannedDates('2026-12-01', '2026-12-03', [5])).toEqual([]);
  });

  it("ticks a one-day range's own week day and nothing when it grows into a longer range", () => {
    const today = { from: '2026-12-01', to: '2026-12-01', days: [2] };
    expect(daysForRange(today, '2026-12-01', '2026-12-31')).toEqual([]);
    expect(daysForRange({ from: '2026-12-01', to: '2026-12-31', days: [] }, '2026-12-05', '2026-12-05')).toEqual([6]);
  });

  it('keeps the ticked days a longer range still holds', () => {
    const month = { from: '2026-12-01', to: '2026-12-31', days: [1, 3, 5] };
    expect(daysForRange(month, '2026-12-01', '2026-12-20')).toEqual([1, 3, 5]);
    // 2026-12-01..03 is Tuesday to Thursday: only Wednesday stays.
    expect(daysForRange(month, '2026-12-01', '2026-12-03')).toEqual([3]);
  });

  it('writes the count in Polish', () => {
    expect(willCreate(1)).toBe('Zostaną utworzone jedne zajęcia');
    expect(willCreate(3)).toBe('Zostaną utworzone 3 zajęcia');
    expect(willCreate(5)).toBe('Zostanie utworzonych 5 zajęć');
    expect(willCreate(13)).toBe('Zostanie utworzonych 13 zajęć');
    expect(willCreate(22)).toBe('Zostaną utworzone 22 zajęcia');
  });

  it('offers only the week days the range holds', () => {
    expect([...weekDaysInRange('2026-12-01', '2026-12-03')].sort()).toEqual([2, 3, 4]);
    expect(weekDaysInRange('2026-12-01', '2026-12-20').size).toBe(7);
    expect(weekDaysInRange('', '').size).toBe(7);
  });
});
