import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoney } from './money';

describe('parseMoney', () => {
  it.each([
    ['32,50', 32.5],
    ['32.50', 32.5],
    ['32,5', 32.5],
    ['32', 32],
    ['0,01', 0.01],
    ['  1 234,50 ', 1234.5],
    ['1\u00a0234,50', 1234.5],
    ['15 zł', 15],
    ['15,99zł', 15.99],
    ['007', 7],
  ])('reads %j as %d zł', (text, value) => {
    expect(parseMoney(text)).toEqual({ ok: true, value });
  });

  it('reads an empty field as no amount', () => {
    expect(parseMoney('')).toEqual({ ok: true, value: null });
    expect(parseMoney('   ')).toEqual({ ok: true, value: null });
  });

  it.each(['1.234,50', '1,234.50', '1,234', '32,505', '32,', ',5', 'abc', '3e2', '12-', '--1', '1 2,3,4', 'Infinity'])(
    'refuses %j instead of guessing',
    (text) => {
      expect(parseMoney(text)).toEqual({ ok: false });
    },
  );

  it('takes a minus only where negative amounts are allowed', () => {
    expect(parseMoney('-5,25')).toEqual({ ok: false });
    expect(parseMoney('-5,25', { allowNegative: true })).toEqual({ ok: true, value: -5.25 });
  });

  it('never turns a decimal comma into hundreds (32,50 is not 3250)', () => {
    const parsed = parseMoney('32,50');
    expect(parsed.ok && parsed.value).toBe(32.5);
  });
});

describe('formatMoneyInput', () => {
  it('shows amounts with a decimal comma and two decimals', () => {
    expect(formatMoneyInput(32.5)).toBe('32,50');
    expect(formatMoneyInput(1500)).toBe('1500,00');
    expect(formatMoneyInput(null)).toBe('');
    expect(formatMoneyInput(Number.NaN)).toBe('');
  });
});
