import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { BlockerFunction, GuardedHistory, HeldNavigation } from './guardedHistory';

const HistoryContext = createContext<GuardedHistory | null>(null);

/** Gives `useNavigationBlocker` the app's history (app/App.tsx; a memory one in tests). */
export function NavigationBlockerProvider({ history, children }: { history: GuardedHistory; children: ReactNode }) {
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

export interface NavigationBlocker {
  state: 'blocked' | 'unblocked';
  proceed(): void;
  reset(): void;
}

/**
 * React Router's `useBlocker` for the declarative router: while `shouldBlock` answers true for a navigation
 * (read when it happens), the navigation waits with `state: 'blocked'` until `proceed` or `reset`.
 */
export function useNavigationBlocker(shouldBlock: BlockerFunction): NavigationBlocker {
  const history = useContext(HistoryContext);
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  const shouldBlockRef = useRef(shouldBlock);
  useEffect(() => {
    shouldBlockRef.current = shouldBlock;
  });
  useEffect(() => history?.block((args) => shouldBlockRef.current(args), setHeld), [history]);
  return {
    state: held ? 'blocked' : 'unblocked',
    proceed: () => {
      setHeld(null);
      held?.proceed();
    },
    reset: () => {
      setHeld(null);
      held?.reset();
    },
  };
}
