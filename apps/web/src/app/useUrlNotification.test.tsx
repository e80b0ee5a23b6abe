import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { useUrlNotification } from './useUrlNotification';

function Probe() {
  useUrlNotification();
  return null;
}

describe('useUrlNotification', () => {
  it('shows notification_msg as a toast and removes both parameters from the address', async () => {
    const { location } = renderWithProviders(<Probe />, {
      route: '/auth?x=1&notification_type=success&notification_msg=Konto%20zosta%C5%82o%20potwierdzone',
    });
    expect(await screen.findByText('Konto zostało potwierdzone')).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe('?x=1'));
  });
});
