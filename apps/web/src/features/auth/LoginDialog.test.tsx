import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode, type SessionUser } from '@sportdesk/contract';
import { callsTo, errorReply, mockApi, okReply, renderWithProviders } from '../../test/render';
import { SESSION_KEYS } from '../../lib/session/storage';
import { LoginDialog } from './LoginDialog';

const admin: SessionUser = {
  id: 1,
  identifier: null,
  email: 'admin@sportdesk.pl',
  first_name: 'Anna',
  last_name: 'Administratorka',
  label: 'Anna Administratorka',
  roles: ['admin_role_app_settings'],
  confirmed_at: null,
  confirmed_phone: false,
  system_event_count: { allUnread: 0, myUnread: 0, listToVerify: 0, activitiesToVerifyCount: 0, activitiesTodayCount: 0 },
};

const SIGN_IN = '/users/sign_in.json';

function setup(signInReply: () => Response = () => okReply<SessionUser>(admin)) {
  const onSignedIn = vi.fn();
  const fetchMock = mockApi({ [SIGN_IN]: signInReply });
  renderWithProviders(<LoginDialog open onSignedIn={onSignedIn} onForgotPassword={() => {}} />);
  return { onSignedIn, signInCalls: () => callsTo(fetchMock, SIGN_IN), user: userEvent.setup() };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText(/E-mail/), email);
  if (password) await user.type(screen.getByLabelText(/Hasło/), password);
  await user.click(screen.getByRole('button', { name: 'Zaloguj' }));
}

describe('LoginDialog', () => {
  it('requires e-mail and password', async () => {
    const { user, signInCalls } = setup();
    await signIn(user, '', '');
    expect(await screen.findAllByText('Pole wymagane')).toHaveLength(2);
    expect(signInCalls()).toHaveLength(0);
  });

  it('rejects a malformed e-mail', async () => {
    const { user, signInCalls } = setup();
    await signIn(user, 'admin@', 'tajne');
    expect(await screen.findByText('Błędny adres email')).toBeInTheDocument();
    expect(signInCalls()).toHaveLength(0);
  });

  it('shows the failure toast on bad credentials', async () => {
    const { user, onSignedIn } = setup(() => errorReply(ErrorCode.INVALID_CREDENTIALS, 'x'));
    await signIn(user, 'admin@sportdesk.pl', 'zle');
    expect(await screen.findByText('Niepoprawne hasło lub e-mail, spróbuj ponownie')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the API message on 429', async () => {
    const message = 'Zbyt wiele prób, spróbuj ponownie za kilka minut';
    const { user } = setup(() => errorReply(ErrorCode.RATE_LIMITED, message));
    await signIn(user, 'admin@sportdesk.pl', 'zle');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('stores user, token and last activity, then hands over to the page', async () => {
    const { user, signInCalls, onSignedIn } = setup(() =>
      okReply<SessionUser>(admin, { headers: { Authorization: 'Bearer abc.def' } }),
    );
    await signIn(user, 'admin@sportdesk.pl', 'Admin123!');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('abc.def');
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.user)!).label).toBe('Anna Administratorka');
    expect(Number(localStorage.getItem(SESSION_KEYS.lastActivity))).toBeGreaterThan(0);
    const [[, init]] = signInCalls();
    expect(JSON.parse(String(init?.body))).toEqual({ user: { email: 'admin@sportdesk.pl', password: 'Admin123!' } });
  });
});
