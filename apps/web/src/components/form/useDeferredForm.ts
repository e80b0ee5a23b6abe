import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ErrorOption, FieldErrors, Path, Resolver, UseFormReturn } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { onFirstUse } from '../../lib/afterFirstPaint';

/** react-hook-form and the zod resolver, fetched when a form is first typed into or submitted. */
const engine = onFirstUse(() => import('./formEngine'));

/** The form's values: text fields and check boxes, flat (the contract schema's fields by name). */
export type FormValues = Record<string, string | boolean>;
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;
type FlagKey<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string;

/** What a failed submit focuses: an input, or MUI Select's handle. */
export interface Focusable {
  focus: () => void;
}

/** The props `field(name)` gives a MUI TextField (plain or `select`), an `OutlinedField` or a `SelectField`. */
export interface FormFieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  inputRef: (input: Focusable | null) => void;
  error: boolean;
  helperText: string | undefined;
}

/** The props `checkbox(name)` gives a MUI Checkbox. */
export interface FormCheckboxProps {
  name: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef: (input: Focusable | null) => void;
}

export interface DeferredFormOptions<T extends FormValues> {
  /**
   * The contract's schema for these values, imported lazily (its own chunk with zod); called once per form. A classic
   * or a zod/mini schema (the sign-in page's, packages/contract auth-forms.ts): the resolver takes either.
   */
  schema: () => Promise<$ZodType>;
  defaultValues: T;
}

type Control<T extends FormValues, Out> = Omit<UseFormReturn<T, unknown, Out>, 'formState'>;

/** The first message of each field (top-level names: the forms are flat). */
const messagesOf = (errors: FieldErrors): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([name, error]) => (typeof error?.message === 'string' ? [[name, error.message]] : [])),
  );

/**
 * A form of the portal, the sign-in page and the list screens' filter row (docs/decisions.md, "One way to write a
 * form"): react-hook-form with the zod resolver over the contract's schema, as `usePageForm` is, but both load when
 * the form is first typed into or submitted, so the page's download holds neither until the form is used. Until they
 * arrive the fields show and take input; a submit waits for them. Errors show after the first submit and follow the input from then on; a failed submit focuses
 * the first field in error (in the schema's order) and keeps what was typed. `onValid` gets the schema's output.
 */
export function useDeferredForm<T extends FormValues, Out = T>({ schema, defaultValues }: DeferredFormOptions<T>) {
  const [initial] = useState(defaultValues);
  const [loadSchema] = useState(() => schema);
  const [shown, setShown] = useState<{ values: T; errors: Record<string, string> }>({ values: initial, errors: {} });
  const typed = useRef(initial);
  const submitted = useRef(false);
  const inputs = useRef(new Map<string, Focusable>());
  const control = useRef<Control<T, Out> | undefined>(undefined);
  const connecting = useRef<Promise<Control<T, Out>> | undefined>(undefined);

  /** The react-hook-form control, created once its chunk has arrived, holding what was typed before. */
  const connect = () => {
    // The schema and the engine load side by side.
    const schemaLoading = connecting.current ? undefined : loadSchema();
    return (connecting.current ??= engine.load().then(({ createFormControl, zodResolver }) => {
      const resolve = schemaLoading!.then((zodSchema) => zodResolver(zodSchema as never) as unknown as Resolver<T, unknown, Out>);
      resolve.catch(() => undefined); // offline: the submit below fails quietly, the typed values stay
      const form = createFormControl<T, unknown, Out>({
        defaultValues: initial as never,
        resolver: async (values, context, options) => (await resolve)(values, context, options),
        shouldFocusError: false,
      });
      for (const name of Object.keys(initial)) form.register(name as Path<T>);
      form.reset(typed.current, { keepDefaultValues: true });
      form.subscribe({
        formState: { values: true, errors: true },
        callback: ({ values, errors }) => setShown({ values: { ...typed.current, ...values }, errors: messagesOf(errors ?? {}) }),
      });
      control.current = form;
      return form;
    }));
  };

  const focusFirst = (errors: FieldErrors) =>
    Object.keys(errors)
      .map((name) => inputs.current.get(name))
      .find(Boolean)
      ?.focus();

  /** Sets one field's value as typing into it does (a control of the screen's own, e.g. a picker). */
  const setValue = <K extends keyof T & string>(name: K, value: T[K]) => {
    typed.current = { ...typed.current, [name]: value };
    const form = control.current;
    if (form) form.setValue(name as unknown as Path<T>, value as never, { shouldDirty: true, shouldValidate: submitted.current });
    else {
      setShown((now) => ({ ...now, values: typed.current }));
      // The first input fetches the engine and the schema; what is typed meanwhile goes into the control.
      void connect().catch(() => undefined);
    }
  };

  const inputRef = (name: string) => (input: Focusable | null) => {
    if (input) inputs.current.set(name, input);
    else inputs.current.delete(name);
  };

  const field = (name: TextKey<T>): FormFieldProps => ({
    name,
    value: String(shown.values[name] ?? ''),
    // A select's option value may be a number (an id); the form holds text, as the address does.
    onChange: (event) => setValue(name, String(event.target.value) as T[typeof name]),
    inputRef: inputRef(name),
    error: Boolean(shown.errors[name]),
    helperText: shown.errors[name],
  });

  const checkbox = (name: FlagKey<T>): FormCheckboxProps => ({
    name,
    checked: Boolean(shown.values[name]),
    onChange: (event) => setValue(name, event.target.checked as T[typeof name]),
    inputRef: inputRef(name),
  });

  /**
   * The `<form>`'s onSubmit: validates with the schema (waiting for it the first time), then `onValid` with the
   * schema's output and the values as typed (for a request that sends the text, the API parsing it again).
   */
  const handleSubmit = (onValid: (values: Out, typed: T) => unknown) => (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    void connect()
      .then((form) => form.handleSubmit((values) => void onValid(values, typed.current), focusFirst)())
      .catch(() => undefined);
  };

  /**
   * A message of the API's (`error.fields`, e.g. through `applyApiFieldErrors`) or of the screen's own on a field, as
   * the schema's show; `user.email` lands on `email` (the forms are flat).
   */
  const setError = (path: string, error: ErrorOption, options?: { shouldFocus?: boolean }) => {
    const name = path.split('.').pop() ?? path;
    control.current?.setError(name as Path<T>, error);
    if (options?.shouldFocus) inputs.current.get(name)?.focus();
  };

  /** Shows `to` (the first render's values by default) with no errors, as before the first submit. */
  const reset = useCallback(
    (to: T = initial) => {
      typed.current = to;
      submitted.current = false;
      control.current?.reset(to);
      setShown({ values: to, errors: {} });
    },
    [initial],
  );

  return { field, checkbox, values: shown.values, errors: shown.errors, setValue, setError, handleSubmit, reset };
}
