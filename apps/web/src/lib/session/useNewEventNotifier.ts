import { useEffect, useRef } from 'react';
import { msg, type SystemEventCount } from '@sportdesk/contract';
import { useNotify } from '../../components/useNotify';

const grew = (before: SystemEventCount, after: SystemEventCount) =>
  after.allUnread > before.allUnread || after.myUnread > before.myUnread;

/** Shows 'Nowe zdarzenie' when the polled unread counters grow. */
export function useNewEventNotifier(counts: SystemEventCount | undefined) {
  const previous = useRef(counts);
  const notify = useNotify();
  useEffect(() => {
    const before = previous.current;
    previous.current = counts;
    if (before && counts && grew(before, counts)) notify.info(msg.newEvent);
  }, [counts, notify]);
}
