import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { msg } from '@sportdesk/contract';
import { onFirstUse, useDeferredModule } from '../../lib/afterFirstPaint';

/** The question's dialog loads when a navigation is first blocked: most visits never see it. */
const confirmDialogModule = onFirstUse(() => import('../ConfirmDialog'));

interface Guard {
  dirty: boolean;
  /** Read at navigation time: a save that leaves the form sets it, so its own navigation is not questioned. */
  allowRef?: RefObject<boolean>;
}
type Registry = Map<symbol, Guard>;

const GuardRegistry = createContext<Registry | null>(null);

/**
 * One React Router blocker for the whole app (a router supports only one, `useBlocker`): a menu click, a link or
 * the back and forward buttons while any mounted form holds unsaved changes ask 'Opuścić stronę bez zapisywania?'.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const registry = useMemo<Registry>(() => new Map(), []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) &&
      [...registry.values()].some((guard) => guard.dirty && !guard.allowRef?.current),
  );
  const ConfirmDialog = useDeferredModule(confirmDialogModule)?.ConfirmDialog;
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    // The navigation waits, blocked, until the question arrives and is answered.
    if (blocked) void confirmDialogModule.load().catch(() => undefined);
  }, [blocked]);
  return (
    <GuardRegistry.Provider value={registry}>
      {children}
      {ConfirmDialog && (
        <ConfirmDialog
          open={blocked}
          title={msg.unsavedTitle}
          text={msg.unsavedText}
          confirmLabel={msg.unsavedLeave}
          cancelLabel={msg.unsavedStay}
          onConfirm={() => blocker.proceed?.()}
          onClose={() => blocker.reset?.()}
        />
      )}
    </GuardRegistry.Provider>
  );
}

/**
 * Asks before unsaved changes are lost: registers the form with the app's blocker (navigation inside
 * the app) and asks the browser on `beforeunload` (closing or reloading the tab).
 */
export function useUnsavedChangesGuard(dirty: boolean, allowRef?: RefObject<boolean>) {
  const registry = useContext(GuardRegistry);
  const key = useRef(Symbol('form'));

  useEffect(() => {
    if (!registry) return;
    const id = key.current;
    registry.set(id, { dirty, allowRef });
    return () => {
      registry.delete(id);
    };
  }, [registry, dirty, allowRef]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowRef?.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, allowRef]);
}

/** `useUnsavedChangesGuard` as an element, for forms that render it. */
export function UnsavedChangesGuard({ when, allowRef }: { when: boolean; allowRef?: RefObject<boolean> }) {
  useUnsavedChangesGuard(when, allowRef);
  return null;
}
