import { describe, expect, it } from 'vitest';
import { formatPln, warsawDateTime, warsawToday } from '@sportdesk/contract';

// The contract writes Warsaw's clock and złoty amounts without Intl (the browser's first Intl call loads ICU's data);
// these tests hold them to what Intl writes, with the runtime's own time-zone data.
const intlDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const intlClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const intlPln = (value: number) => `${value.toLocaleString('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} zł`;

describe("Warsaw's clock", () => {
  it('matches Intl every 30 minutes from 2020 to 2040, both time changes of every year included', () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2020, 0, 1); time < Date.UTC(2041, 0, 1); time += 30 * 60_000) {
      const now = new Date(time);
      if (warsawToday(now) !== intlDay.format(now) || warsawDateTime(now) !== intlClock.format(now)) {
        mismatches.push(now.toISOString());
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('turns at 01:00 UTC on the last Sundays of March and October', () => {
    expect(warsawDateTime(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29 01:59:59');
    expect(warsawDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29 03:00:00');
    expect(warsawDateTime(new Date('2026-10-25T00:59:59Z'))).toBe('2026-10-25 02:59:59');
    expect(warsawDateTime(new Date('2026-10-25T01:00:00Z'))).toBe('2026-10-25 02:00:00');
    expect(warsawToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});

describe('formatPln', () => {
  it('writes what Intl writes for pl-PL', () => {
    const values = [
      0,
      -0,
      0.004,
      -0.004,
      0.005,
      1.005,
      2.675,
      1234.5,
      9999.995,
      10000,
      12345.5,
      -12345.678,
      1e7,
      999999.999,
      1e12 + 0.01,
    ];
    for (let grosze = -250_000; grosze <= 2_000_000; grosze += 997) values.push(grosze / 100);
    // Random amounts with two and with three decimals (the third forcing the rounding), up to a billion złoty.
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 20_000; i++) {
      const magnitude = 10 ** Math.floor(random() * 10);
      values.push(Math.round(random() * magnitude * 100) / 100, Math.round(random() * magnitude * 1000) / 1000);
    }
    const mismatches = values
      .filter((value) => formatPln(value) !== intlPln(value))
      .map((value) => [value, formatPln(value), intlPln(value)]);
    expect(mismatches).toEqual([]);
    expect(formatPln(12345.5)).toBe('12\u00a0345,50 zł');
  });

  it('leaves what it does not write to Intl', () => {
    for (const value of [1e-7, 1e21, 5e13, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatPln(value)).toBe(intlPln(value));
  });
});
