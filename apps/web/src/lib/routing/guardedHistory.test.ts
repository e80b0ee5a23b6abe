import { describe, expect, it, vi } from 'vitest';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { createGuardedHistory, type HeldNavigation } from './guardedHistory';

function setup() {
  const history = createGuardedHistory(
    UNSAFE_createMemoryHistory({ initialEntries: ['/', '/form'], initialIndex: 1, v5Compat: true }),
  );
  const seen: string[] = [];
  history.listen(({ location }) => seen.push(location.pathname));
  let held: HeldNavigation | null = null;
  const shouldBlock = vi.fn(({ nextLocation }: { nextLocation: { pathname: string } }) => nextLocation.pathname !== '/form');
  history.block(shouldBlock, (navigation) => (held = navigation));
  return { history, seen, held: () => held, shouldBlock };
}

describe('createGuardedHistory', () => {
  it('holds a link or navigate() until the user proceeds', () => {
    const { history, seen, held } = setup();
    history.push('/elsewhere');
    expect(history.location.pathname).toBe('/form');
    expect(seen).toEqual([]);
    held()!.proceed();
    expect(history.location.pathname).toBe('/elsewhere');
    expect(seen).toEqual(['/elsewhere']);
  });

  it('drops a held navigation on reset', () => {
    const { history, seen, held } = setup();
    history.replace({ pathname: '/elsewhere', search: '?a=1' });
    held()!.reset();
    expect(history.location.pathname).toBe('/form');
    expect(seen).toEqual([]);
  });

  it('undoes a held back button and redoes it when the user proceeds', () => {
    const { history, seen, held, shouldBlock } = setup();
    history.go(-1);
    expect(shouldBlock).toHaveBeenCalledWith({
      currentLocation: expect.objectContaining({ pathname: '/form' }),
      nextLocation: { pathname: '/', search: '' },
    });
    expect(history.location.pathname).toBe('/form');
    expect(seen).toEqual([]);
    held()!.proceed();
    expect(history.location.pathname).toBe('/');
    expect(seen).toEqual(['/']);
  });

  it('lets through what the blocker allows, and everything once the blocker is removed', () => {
    const history = createGuardedHistory(UNSAFE_createMemoryHistory({ initialEntries: ['/form'], v5Compat: true }));
    const seen: string[] = [];
    history.listen(({ location }) => seen.push(location.pathname));
    const onHeld = vi.fn();
    const unblock = history.block(({ nextLocation }) => nextLocation.pathname === '/held', onHeld);
    history.push('/form?page=2');
    unblock();
    history.push('/held');
    expect(onHeld).not.toHaveBeenCalled();
    expect(seen).toEqual(['/form', '/held']);
  });
});
