import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode, msg } from '@sportdesk/contract';
import { errorReply, mockApi, okReply, renderWithProviders } from '../../../test/render';
import { NewPasswordPage } from './NewPasswordPage';

function setup(route: string, reply: () => Response = () => okReply<{ message: string }>({ message: msg.passwordChanged })) {
  const fetchMock = mockApi({ '/users/password.json': reply });
  const view = renderWithProviders(<NewPasswordPage />, { route });
  return { ...view, fetchMock, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirmation: string) {
  await user.clear(screen.getByLabelText(/^Nowe hasło/));
  await user.type(screen.getByLabelText(/^Nowe hasło/), password);
  await user.clear(screen.getByLabelText(/^Powtórz hasło/));
  await user.type(screen.getByLabelText(/^Powtórz hasło/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
}

describe('portal NewPasswordPage', () => {
  it('checks the password rules before asking the server', async () => {
    const { user, fetchMock } = setup('/portal/nowe-haslo?token=abc');
    await fill(user, '123', '123');
    expect(await screen.findByText(msg.min6)).toBeInTheDocument();
    await fill(user, 'tajne123', 'tajne124');
    expect(await screen.findByText(msg.passwordsMismatch)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token with the new password and goes to the portal sign-in with a notice', async () => {
    const { user, fetchMock, location } = setup('/portal/nowe-haslo?token=abc');
    await fill(user, 'tajne123', 'tajne123');
    await waitFor(() => expect(location().pathname).toBe('/portal/logowanie'));
    expect(new URLSearchParams(location().search).get('notification_msg')).toBe(msg.passwordChanged);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/users/password.json');
    expect(JSON.parse(String(init!.body))).toEqual({
      user: { reset_password_token: 'abc', password: 'tajne123', password_confirmation: 'tajne123' },
    });
  });

  it('says the link is wrong or expired when the server refuses the token', async () => {
    const { user } = setup('/portal/nowe-haslo?token=stary', () =>
      errorReply(ErrorCode.BUSINESS_RULE, msg.resetTokenInvalid, { reset_password_token: msg.resetTokenInvalid }),
    );
    await fill(user, 'tajne123', 'tajne123');
    expect(await screen.findByText(msg.resetTokenInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Poproś o nowy link' })).toHaveAttribute('href', '/portal/logowanie');
  });

  it('without a token says so and does not offer the form', () => {
    setup('/portal/nowe-haslo');
    expect(screen.getByText(msg.resetTokenInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zmień hasło' })).toBeDisabled();
  });
});
