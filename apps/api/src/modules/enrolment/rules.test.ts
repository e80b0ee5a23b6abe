import { describe, expect, it } from 'vitest';
import { ageOn, hasStarted, inAttendanceWindow } from './rules';

describe('participant rules (pure)', () => {
  const start = new Date('2026-03-10T17:00:00Z');
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  it('the 15-minute window is [start, start + 15 min)', () => {
    expect(inAttendanceWindow(start, at(-1))).toBe(false);
    expect(inAttendanceWindow(start, at(0))).toBe(true);
    expect(inAttendanceWindow(start, at(14.99))).toBe(true);
    expect(inAttendanceWindow(start, at(15))).toBe(false);
    expect(inAttendanceWindow(start, at(60))).toBe(false);
  });

  it('an activity has started once its start has come', () => {
    expect(hasStarted(start, at(-0.01))).toBe(false);
    expect(hasStarted(start, at(0))).toBe(true);
  });

  it('age in full years on the activity day', () => {
    expect(ageOn('2000-03-10', '2018-03-09')).toBe(17);
    expect(ageOn('2000-03-10', '2018-03-10')).toBe(18);
    expect(ageOn('2000-02-29', '2019-02-28')).toBe(18);
  });
});
