import { useQueryClient } from '@tanstack/react-query';
import { SYSTEM_EVENTS_CHANNEL } from '@sportdesk/contract';
import { useLiveEvent } from '../../lib/useLive';
import { refreshAfterChange } from './queries';

/**
 * A change pushed on the live channel (another admin, or a domain raising an event) refetches the
 * current user at once, so the bell and 'Nowe zdarzenie' do not wait for the 60 s poll; open lists refresh too.
 */
export function useLiveSystemEvents() {
  const queryClient = useQueryClient();
  useLiveEvent(SYSTEM_EVENTS_CHANNEL, '*', () => void refreshAfterChange(queryClient));
}
