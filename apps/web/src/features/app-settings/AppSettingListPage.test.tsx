import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode, type AppSetting, type ListReply } from '@sportdesk/contract';
import { callsTo, errorReply, mockApi, okReply, renderWithProviders } from '../../test/render';
import { AppSettingListPage } from './AppSettingListPage';

const PATH = '/api/v2/admin/app_settings';
const setting = (id: number, name: string): AppSetting => ({ id, name, value: `v${id}`, created_at: '', updated_at: '' });

describe('AppSettingListPage', () => {
  it('loads the page from the URL state and sends filters to the API', async () => {
    const fetchMock = mockApi({
      [PATH]: () => okReply<ListReply<AppSetting>>({ rows: [setting(2, 'kontakt_email')], total: 11 }),
    });
    const user = userEvent.setup();
    const { location } = renderWithProviders(<AppSettingListPage />, { route: '/settings?page=1&limit=5' });
    expect(await screen.findByRole('link', { name: 'E-mail kontaktowy' })).toHaveAttribute('href', '/settings/2');
    expect(screen.getByRole('link', { name: 'Edytuj E-mail kontaktowy' })).toHaveAttribute('href', '/settings/2');
    expect(screen.getByText('6-10 z 11')).toBeInTheDocument();
    expect(String(callsTo(fetchMock, PATH)[0]![0])).toBe(`${PATH}?page=1&limit=5&order=id&order_dir=asc`);

    await user.type(screen.getByLabelText('Nazwa'), 'kontakt');
    await user.click(screen.getByRole('button', { name: 'Filtruj' }));
    await waitFor(() => expect(location().search).toBe('?limit=5&with_name=kontakt'));
    await waitFor(() => expect(String(callsTo(fetchMock, PATH).at(-1)![0])).toContain('with_name=kontakt'));
  });

  it('says "Coś poszło nie tak" when the list fails to load', async () => {
    mockApi({ [PATH]: () => errorReply(ErrorCode.INTERNAL, 'x') });
    renderWithProviders(<AppSettingListPage />, { route: '/settings' });
    expect(await screen.findByText('Coś poszło nie tak')).toBeInTheDocument();
  });
});
