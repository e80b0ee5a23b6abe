import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListReply, Location } from '@sportdesk/contract';
import { okReply, renderWithProviders } from '../../test/render';
import { LOCATION_PICKER_LIMIT, LocationPicker } from './LocationPicker';

const KORTY = {
  id: 7,
  name: 'Korty Błonia',
  street: 'al. 3 Maja 5',
  city: 'Kraków',
  location_objects: [],
} as unknown as Location;

afterEach(() => vi.unstubAllGlobals());

describe('LocationPicker', () => {
  it('asks the server for the typed text (name, street or city), the first ones by name, and returns the chosen venue', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      okReply<ListReply<Location>>({ rows: [KORTY], total: 1 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LocationPicker value={null} onChange={onChange} />);
    await user.type(screen.getByLabelText('Lokalizacja'), 'krak');
    await waitFor(() => expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('search=krak'));
    const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/v2/admin/localizations');
    expect(url.searchParams.get('order')).toBe('name');
    expect(url.searchParams.get('limit')).toBe(String(LOCATION_PICKER_LIMIT));
    await user.click(await screen.findByRole('option', { name: 'Korty Błonia, al. 3 Maja 5, Kraków' }));
    expect(onChange).toHaveBeenCalledWith(KORTY);
  });
});
