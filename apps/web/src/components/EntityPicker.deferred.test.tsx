import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { EntityPicker } from './EntityPicker';

// A file of its own: the Autocomplete module must not have arrived yet when the test starts.
describe('EntityPicker before its Autocomplete arrives', () => {
  it('shows a plain field that takes typing; the text carries over and the search runs for it', async () => {
    const fetchOptions = vi.fn(async (text: string) => [{ id: 1, label: `Jan ${text}` }]);
    renderWithProviders(
      <EntityPicker
        label="Użytkownik"
        value={null}
        onChange={() => undefined}
        fetchOptions={fetchOptions}
        queryKey={['people-deferred']}
        getOptionLabel={(p) => p.label}
      />,
    );
    // A combobox with its list closed, as MUI's Autocomplete; its code comes with the first focus.
    const plain = screen.getByRole('combobox', { name: 'Użytkownik' });
    expect(plain).toHaveAttribute('aria-expanded', 'false');
    fireEvent.focus(plain);
    fireEvent.change(plain, { target: { value: 'Kowal' } });

    expect(await screen.findByRole('option', { name: 'Jan Kowal' })).toBeInTheDocument();
    const combobox = screen.getByRole('combobox', { name: 'Użytkownik' });
    expect(combobox).not.toBe(plain);
    expect(combobox).toHaveValue('Kowal');
    expect(combobox).toHaveFocus();
    expect(fetchOptions).toHaveBeenLastCalledWith('Kowal');
  });
});
