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
    const plain = screen.getByRole('textbox', { name: 'Użytkownik' });
    fireEvent.focus(plain);
    fireEvent.change(plain, { target: { value: 'Kowal' } });

    const combobox = await screen.findByRole('combobox', { name: 'Użytkownik' });
    expect(combobox).toHaveValue('Kowal');
    expect(combobox).toHaveFocus();
    expect(await screen.findByRole('option', { name: 'Jan Kowal' })).toBeInTheDocument();
    expect(fetchOptions).toHaveBeenLastCalledWith('Kowal');
  });
});
