import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode, type AppSetting } from '@sportdesk/contract';
import { callsTo, errorReply, mockApi, okReply, renderWithProviders } from '../../test/render';
import { AppSettingCreatePage } from './AppSettingCreatePage';

const PATH = '/api/v2/admin/app_settings';

describe('AppSettingCreatePage', () => {
  it('requires a name before calling the API', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<AppSettingCreatePage />, { route: '/settings/new' });
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Pole Wymagane')).toBeInTheDocument();
    expect(callsTo(fetchMock, PATH)).toHaveLength(0);
  });

  it('shows a 409 under the name field and the failure toast', async () => {
    const message = 'Ta nazwa jest już zajęta';
    mockApi({ [PATH]: () => errorReply(ErrorCode.CONFLICT, message, { name: message }) });
    const user = userEvent.setup();
    renderWithProviders(<AppSettingCreatePage />, { route: '/settings/new' });
    await user.type(screen.getByLabelText(/Nazwa/), 'kontakt_email');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Nazwa/)).toHaveAttribute('aria-invalid', 'true');
    // The page's first toast: it shows once the toaster's chunk has arrived (lib/toast.ts).
    expect(await screen.findByText('Nie udało się zapisać zmian')).toBeInTheDocument();
  });

  it('says "Dodano" and opens the new setting', async () => {
    const created: AppSetting = {
      id: 13,
      name: 'nowe',
      value: 'x',
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
    };
    const fetchMock = mockApi({ [PATH]: () => okReply<AppSetting>(created, { status: 201 }) });
    const user = userEvent.setup();
    const { location } = renderWithProviders(<AppSettingCreatePage />, { route: '/settings/new' });
    await user.type(screen.getByLabelText(/Nazwa/), '  nowe ');
    await user.type(screen.getByLabelText(/Wartość/), 'x');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Dodano')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/settings/13'));
    const [[, init]] = callsTo(fetchMock, PATH);
    expect(JSON.parse(String(init?.body))).toEqual({ app_setting: { name: 'nowe', value: 'x' } });
  });
});
