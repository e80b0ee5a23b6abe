import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@sportdesk/contract';
import { renderWithProviders } from '../../test/render';
import { AuditChanges } from './AuditChanges';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  created_at: '2026-11-25T12:45:04.295Z',
  auditable_type: 'Transaction',
  auditable_id: 26,
  user: null,
  action: 'create',
  comment: null,
  audited_changes: {},
  record_labels: {},
  ...over,
});

describe('AuditChanges', () => {
  it('reads a 30 zł top-up in zł, with the Polish field names and values and a link to the user', () => {
    renderWithProviders(
      <AuditChanges
        entry={entry({
          audited_changes: {
            id: [null, 26],
            transaction_type: [null, 'balance_add'],
            value: [null, 3000],
            status: [null, 'paid'],
            user_id: [null, 9],
            paid_at: [null, '2026-11-25T12:45:04.295Z'],
          },
          record_labels: { 'User:9': 'Zofia Szymańska' },
        })}
      />,
    );
    const list = screen.getByRole('list');
    expect(list).toHaveTextContent('Typ: Doładowanie konta głównego');
    expect(list).toHaveTextContent('Kwota: 30,00 zł');
    expect(list).toHaveTextContent('Status: Opłacone');
    // 12:45 UTC is 13:45 in Warsaw in November.
    expect(list).toHaveTextContent('Opłacono: 25.11.2026, 13:45');
    expect(list).not.toHaveTextContent('3000');
    expect(list).not.toHaveTextContent('transaction_type');
    expect(list).not.toHaveTextContent('ID:');
    expect(screen.getByRole('link', { name: 'Zofia Szymańska' })).toHaveAttribute('href', '/users/9');
  });

  it('shows a wallet change as old → new in zł, booleans as Tak/Nie and generated keys in words', () => {
    renderWithProviders(
      <AuditChanges
        entry={entry({
          auditable_type: 'User',
          action: 'update',
          audited_changes: { account_balance: [0, 3000], newsletter: [false, true] },
        })}
      />,
    );
    expect(screen.getByRole('list')).toHaveTextContent('Konto główne: 0,00 zł → 30,00 zł');
    expect(screen.getByRole('list')).toHaveTextContent('Newsletter: Nie → Tak');
  });

  it('names participant checks and shows long changes behind „Pokaż wszystkie”', async () => {
    const changes = Object.fromEntries([...Array(8).keys()].map((i) => [`participant_${i + 1}_presence_check`, [false, true]]));
    renderWithProviders(
      <AuditChanges entry={entry({ auditable_type: 'Activity', action: 'update', audited_changes: changes })} />,
    );
    expect(screen.getByRole('list')).toHaveTextContent('Uczestnik #1: obecność: Nie → Tak');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż wszystkie (8)' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });
});
