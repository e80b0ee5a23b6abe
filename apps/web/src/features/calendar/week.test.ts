import { describe, expect, it } from 'vitest';
import { columnsOf, dayOrUndefined, hourRange, lanesOf, mondayOf, weekDays } from './week';

describe('the venue week', () => {
  it('starts on Monday and runs to Sunday, across a month and a year', () => {
    expect(mondayOf('2026-11-28')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    // The October clock change does not shift a day.
    expect(weekDays('2026-10-19').at(-1)).toBe('2026-10-25');
  });

  it('takes only a real day from the address', () => {
    expect(dayOrUndefined('2026-12-01')).toBe('2026-12-01');
    for (const bad of ['2026-02-30', '2026-1-01', 'jutro', '', null]) expect(dayOrUndefined(bad)).toBeUndefined();
  });

  it('shows 7:00–23:00, widened to the earliest start and the latest end', () => {
    expect(hourRange([])).toEqual({ from: 7, to: 23 });
    expect(hourRange([{ start_at: '06:30', stop_at: '08:00' }])).toEqual({ from: 6, to: 23 });
    expect(hourRange([{ start_at: '22:00', stop_at: '00:00' }])).toEqual({ from: 7, to: 24 });
  });

  it("adds 'Bez obiektu' when a block has no object of the venue", () => {
    const objects = [{ id: 3, name: 'Kort 1' }];
    expect(columnsOf(objects, [{ location_object_id: 3 }]).map((c) => c.name)).toEqual(['Kort 1']);
    expect(columnsOf(objects, [{ location_object_id: null }]).map((c) => c.name)).toEqual(['Kort 1', 'Bez obiektu']);
    expect(columnsOf([], []).map((c) => c.name)).toEqual(['Bez obiektu']);
  });

  it('puts overlapping blocks side by side and the rest full width', () => {
    const a = { id: 1, start_at: '18:00', stop_at: '19:30' };
    const b = { id: 2, start_at: '19:00', stop_at: '20:00' };
    const c = { id: 3, start_at: '20:00', stop_at: '21:00' };
    const placed = lanesOf([c, b, a]);
    const byId = Object.fromEntries(placed.map((p) => [p.block.id, { lane: p.lane, lanes: p.lanes }]));
    expect(byId).toEqual({ 1: { lane: 0, lanes: 2 }, 2: { lane: 1, lanes: 2 }, 3: { lane: 0, lanes: 1 } });
  });
});
