import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { SystemEventCount } from '@sportdesk/contract';
import { renderWithProviders } from '../../test/render';
import { useNewEventNotifier } from './useNewEventNotifier';

const counts = (allUnread: number, myUnread = 0): SystemEventCount => ({
  allUnread,
  myUnread,
  listToVerify: 0,
  activitiesToVerifyCount: 0,
  activitiesTodayCount: 0,
});

function Probe({ value }: { value: SystemEventCount }) {
  useNewEventNotifier(value);
  return null;
}

describe('useNewEventNotifier', () => {
  it('says "Nowe zdarzenie" only when an unread counter grows', async () => {
    const { rerender } = renderWithProviders(<Probe value={counts(2)} />);
    expect(screen.queryByText('Nowe zdarzenie')).not.toBeInTheDocument();
    rerender(<Probe value={counts(1)} />);
    expect(screen.queryByText('Nowe zdarzenie')).not.toBeInTheDocument();
    rerender(<Probe value={counts(1, 1)} />);
    expect(await screen.findByText('Nowe zdarzenie')).toBeInTheDocument();
  });
});
