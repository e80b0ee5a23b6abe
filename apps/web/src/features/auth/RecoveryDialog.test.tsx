import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode } from '@sportdesk/contract';
import { errorReply, mockApi, okReply, renderWithProviders } from '../../test/render';
import { RecoveryDialog } from './RecoveryDialog';
import type { PasswordResetReply } from './queries';

function setup(reply: () => Response = () => okReply<PasswordResetReply>({ message: 'ok' })) {
  const onClose = vi.fn();
  const fetchMock = mockApi({ '/users/reset_password': reply });
  renderWithProviders(<RecoveryDialog open onClose={onClose} />);
  return { onClose, fetchMock, user: userEvent.setup() };
}

describe('RecoveryDialog', () => {
  it('requires a valid e-mail', async () => {
    const { user, fetchMock } = setup();
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Pole Wymagane')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail/), 'nie-email');
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Błędny email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the e-mail and confirms', async () => {
    const { user, fetchMock, onClose } = setup();
    await user.type(screen.getByLabelText(/E-mail/), 'jan.kowalski@example.pl');
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Na podany adres e-mail wysłano instrukcję odzyskiwania hasła')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock.mock.calls[0]![0]).toBe('/users/reset_password?email=jan.kowalski%40example.pl');
  });

  it('says "Błędny email" when the request fails', async () => {
    const { user } = setup(() => errorReply(ErrorCode.VALIDATION, 'x', { email: 'x' }));
    await user.type(screen.getByLabelText(/E-mail/), 'jan.kowalski@example.pl');
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Błędny email')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'false');
  });
});
