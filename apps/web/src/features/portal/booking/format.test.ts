import { describe, expect, it } from 'vitest';
import { defaultMethod, itemsText, methodLabel, refundText } from './format';

describe('booking helpers', () => {
  it('proposes the first method the activity allows, online transfer first', () => {
    expect(defaultMethod(['pay_by_prepaid', 'pay_by_online_transfer'])).toBe('online_transfer');
    expect(defaultMethod(['pay_by_cash', 'pay_by_bonus_account'])).toBe('bonus_account');
    expect(defaultMethod(['pay_by_fitprofit'])).toBe('fitprofit');
    expect(defaultMethod([])).toBeNull();
  });

  it('says what a resignation gives back and where', () => {
    expect(refundText({ amount: 40, account: 'main' })).toBe('Zwrot 40,00 zł na konto główne.');
    expect(refundText({ amount: 12.5, account: 'bonus' })).toBe('Zwrot 12,50 zł na konto bonusowe.');
    expect(refundText({ amount: 0, account: null })).toMatch(/^Bez zwrotu/);
  });

  it('counts basket items with Polish plural forms and names payment methods', () => {
    expect([1, 2, 5, 12, 22, 25].map(itemsText)).toEqual([
      '1 pozycja',
      '2 pozycje',
      '5 pozycji',
      '12 pozycji',
      '22 pozycje',
      '25 pozycji',
    ]);
    expect(methodLabel('online_transfer')).toBe('Przelew online');
    expect(methodLabel('unknown')).toBe('unknown');
  });
});
