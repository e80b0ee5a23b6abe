import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { DeferredGlobalSearch } from './DeferredGlobalSearch';

describe('the header search before its pop-up arrives', () => {
  it('takes typing in a plain box of the same name; the text and the focus carry over to the search with results', async () => {
    renderWithProviders(<DeferredGlobalSearch />);
    const plain = screen.getByRole('combobox', { name: 'Szukaj' });
    expect(plain).toHaveAttribute('aria-expanded', 'false');
    fireEvent.focus(plain);
    fireEvent.change(plain, { target: { value: 'Kowalski' } });

    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Szukaj' })).not.toBe(plain));
    const combobox = screen.getByRole('combobox', { name: 'Szukaj' });
    expect(combobox).toHaveValue('Kowalski');
    expect(combobox).toHaveFocus();
  });
});
