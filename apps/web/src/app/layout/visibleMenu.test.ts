import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../lib/menuTypes';
import { containsActive, isActivePath, visibleMenu } from './visibleMenu';

const MENU: MenuItem[] = [
  { label: 'Pulpit', path: '/dashboard' },
  { label: 'Ustawienia', path: '/settings', role: 'admin_role_app_settings' },
  {
    label: 'Finanse',
    children: [
      { label: 'Transakcje', path: '/transactions', role: 'admin_role_transactions' },
      { label: 'Kody promocyjne', path: '/promo-codes', role: 'admin_role_promo_codes' },
    ],
  },
];

describe('visibleMenu', () => {
  it('hides entries whose role the user lacks and empty groups', () => {
    expect(visibleMenu(MENU, []).map((i) => i.label)).toEqual(['Pulpit']);
    const withTransactions = visibleMenu(MENU, ['admin_role_transactions']);
    expect(withTransactions.map((i) => i.label)).toEqual(['Pulpit', 'Finanse']);
    expect(withTransactions[1]!.children!.map((i) => i.label)).toEqual(['Transakcje']);
  });

  it('marks a path and its sub-pages active', () => {
    expect(isActivePath('/settings', '/settings/5')).toBe(true);
    expect(isActivePath('/settings', '/settings-other')).toBe(false);
    expect(containsActive(MENU[2]!, '/promo-codes/new')).toBe(true);
  });
});
