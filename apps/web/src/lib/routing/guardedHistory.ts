import type { HistoryRouterProps, Location, To } from 'react-router';

/** React Router's history interface (what `unstable_HistoryRouter` drives). */
export type History = HistoryRouterProps['history'];

/** Where a navigation starts and where it would go: path and query. */
export interface BlockerArgs {
  currentLocation: Pick<Location, 'pathname' | 'search'>;
  nextLocation: Pick<Location, 'pathname' | 'search'>;
}
export type BlockerFunction = (args: BlockerArgs) => boolean;

/** A navigation held by the blocker: `proceed` makes it, `reset` drops it. */
export interface HeldNavigation {
  proceed(): void;
  reset(): void;
}

/** A history that asks a blocker before every in-app navigation, the back and forward buttons included. */
export interface GuardedHistory extends History {
  /** One blocker at a time, as in React Router's data routers; returns its removal. */
  block(shouldBlock: BlockerFunction, onHeld: (navigation: HeldNavigation) => void): () => void;
}

/**
 * Wraps a React Router history (browser or memory, created with `v5Compat: true`) with a navigation blocker.
 * Links and `navigate()` are held before they happen; the back and forward buttons have already changed the
 * address when the browser tells us, so a held one is undone with `go(-delta)` and redone with `go(delta)` if
 * the user proceeds — the way React Router's data routers do it (their `useBlocker` needs the data router,
 * which is twice the router's code: docs/decisions.md, "Browser bundles (issue 21)").
 */
export function createGuardedHistory(base: History): GuardedHistory {
  let blocker: { shouldBlock: BlockerFunction; onHeld: (navigation: HeldNavigation) => void } | null = null;
  let current: Location = base.location;
  /** The pop that undoes a held back/forward: the screen never left, so it is not reported. */
  let undoingPop = false;
  /** The pop that redoes a back/forward the user let through. */
  let allowedPop = false;

  const isHeld = (to: To) => {
    if (!blocker) return false;
    const next = base.createURL(to);
    return blocker.shouldBlock({ currentLocation: current, nextLocation: { pathname: next.pathname, search: next.search } });
  };
  const guarded = (navigate: (to: To, state?: unknown) => void) => (to: To, state?: unknown) => {
    if (blocker && isHeld(to)) blocker.onHeld({ proceed: () => navigate(to, state), reset: () => {} });
    else navigate(to, state);
  };

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push: guarded((to, state) => base.push(to, state)),
    replace: guarded((to, state) => base.replace(to, state)),
    go: (delta) => base.go(delta),
    listen(listener) {
      current = base.location;
      return base.listen((update) => {
        if (update.action === 'POP') {
          if (undoingPop) {
            undoingPop = false;
            return;
          }
          const delta = update.delta;
          if (!allowedPop && blocker && delta && isHeld(update.location)) {
            undoingPop = true;
            base.go(-delta);
            blocker.onHeld({
              proceed: () => {
                allowedPop = true;
                base.go(delta);
              },
              reset: () => {},
            });
            return;
          }
          allowedPop = false;
        }
        current = update.location;
        listener(update);
      });
    },
    block(shouldBlock, onHeld) {
      const own = { shouldBlock, onHeld };
      blocker = own;
      return () => {
        if (blocker === own) blocker = null;
      };
    },
  };
}
