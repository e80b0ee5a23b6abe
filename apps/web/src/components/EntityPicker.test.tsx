import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { EntityPicker } from './EntityPicker';

interface Person {
  id: number;
  label: string;
}
const PEOPLE: Person[] = [
  { id: 1, label: 'Jan Kowalski' },
  { id: 2, label: 'Katarzyna Nowak' },
];

describe('EntityPicker', () => {
  it('searches once typing settles, shows options, and "Brak wyników" when nothing matches', async () => {
    const fetchOptions = vi.fn(async (text: string) => PEOPLE.filter((p) => p.label.toLowerCase().includes(text.toLowerCase())));
    const onChange = vi.fn();
    // No delay between keys: only the settled text may reach the server, however slow the machine.
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <EntityPicker
        label="Użytkownik"
        value={null}
        onChange={onChange}
        fetchOptions={fetchOptions}
        queryKey={['people']}
        getOptionLabel={(p) => p.label}
      />,
    );
    await user.type(screen.getByLabelText('Użytkownik'), 'kow');
    await waitFor(() => expect(fetchOptions).toHaveBeenLastCalledWith('kow'));
    expect(fetchOptions).not.toHaveBeenCalledWith('k');
    expect(fetchOptions).not.toHaveBeenCalledWith('ko');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Katarzyna Nowak' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('option', { name: 'Jan Kowalski' }));
    expect(onChange).toHaveBeenCalledWith(PEOPLE[0]);

    await user.clear(screen.getByLabelText('Użytkownik'));
    await user.type(screen.getByLabelText('Użytkownik'), 'zzz');
    await waitFor(() => expect(screen.getByText('Brak wyników')).toBeInTheDocument());
  });
});
