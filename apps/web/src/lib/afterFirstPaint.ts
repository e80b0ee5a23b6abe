import { useEffect, useState } from 'react';
import { loadOnce } from './loadOnce';

/**
 * A module fetched on its first use (`onFirstUse`): `load` fetches it now if not yet. (Such modules were once fetched
 * on idle after the first paint, hence the file's name; a first load paid for them all.)
 */
export interface DeferredModule<T> {
  load(): Promise<T>;
  /** The module once it has arrived. */
  loaded(): T | undefined;
  /** What a component showing it waits for: someone's `load`. */
  arrival(): Promise<T>;
}

/**
 * A module fetched only when something asks for it (`load`: a field focused, a dialog opened, a toast shown), never
 * by itself: a visit that does not use it does not download it (docs/decisions.md "Loaded on first use, zod/mini on
 * the sign-in page").
 * `useDeferredModule` renders again once it has arrived, without asking for it.
 */
export function onFirstUse<T>(importModule: () => Promise<T>): DeferredModule<T> {
  let module: T | undefined;
  let arrived: (value: T) => void = () => undefined;
  const arrival = new Promise<T>((resolve) => (arrived = resolve));
  const load = loadOnce(() =>
    importModule().then((value) => {
      module = value;
      arrived(value);
      return value;
    }),
  );
  return { load, loaded: () => module, arrival: () => arrival };
}

/**
 * The deferred module once it has arrived (undefined until then); the component renders again when it does. It only
 * waits: whoever needs the module calls its `load`.
 */
export function useDeferredModule<T>(deferred: DeferredModule<T>): T | undefined {
  const [module, setModule] = useState(deferred.loaded);
  useEffect(() => {
    if (module) return;
    let mounted = true;
    deferred
      .arrival()
      .then((value) => mounted && setModule(() => value))
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [deferred, module]);
  return module;
}

/**
 * A plain text field shown until a deferred one arrives (the search box, a record picker): it keeps what was typed
 * (`draft`), whether it had the focus and whether it was clicked (`pressed`), for the deferred field to start from;
 * focusing it fetches the module now. The field says what it is (`comboboxStandIn`): a combobox whose list is not
 * open, as MUI's closed Autocomplete does.
 */
export function useFieldBeforeModule<T>(deferred: DeferredModule<T>) {
  const [draft, setDraft] = useState('');
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  const handlers = {
    onFocus: () => {
      setFocused(true);
      void deferred.load().catch(() => undefined);
    },
    onBlur: () => setFocused(false),
    // A click on the field opens the list, as on MUI's Autocomplete: the deferred one opens it when it arrives.
    onMouseDown: () => setPressed(true),
  };
  return { draft, setDraft, focused, pressed, handlers };
}

/** The ARIA of MUI's closed Autocomplete input, for the plain field standing in for it. */
export const comboboxStandIn = {
  role: 'combobox',
  'aria-expanded': false,
  'aria-autocomplete': 'list',
  autoComplete: 'off',
} as const;

/** An input ref putting the caret after the text carried over, so typing goes on where it stopped. */
export const caretAtEnd = (input: HTMLInputElement | null) => input?.setSelectionRange(input.value.length, input.value.length);
