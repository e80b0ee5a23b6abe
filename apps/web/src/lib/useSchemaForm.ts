import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { messagesByField } from './fieldErrors';

/** `load` called once: the same promise (a lazily imported schema) for every caller. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/** What a failed submit focuses: an input, or MUI Select's handle. */
interface Focusable {
  focus: () => void;
}

/** The props `field(name)` gives a MUI TextField (plain or `select`): value, change handler, focus and error message. */
export interface SchemaFieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  inputRef: (input: Focusable | null) => void;
  error: boolean;
  helperText: string | undefined;
}

/**
 * A small form of plain MUI fields validated by a contract schema that loads beside the page, so the page's first
 * download holds neither zod nor react-hook-form (issue 21): the sign-in dialogs (sign-in, recovery) and the list
 * screens' filter row (components/filter-bar); the back office's other forms keep react-hook-form. As there, errors
 * show after the first submit and follow the input from then on, and a failed submit focuses the first field in error
 * (in the schema's order); the first submit awaits the schema if it has not arrived yet. Values are text.
 */
export function useSchemaForm<S extends z.ZodType, T extends Record<string, string>>(loadSchema: () => Promise<S>, initial: T) {
  const [initialValues] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef(new Map<string, Focusable>());
  useEffect(() => {
    void loadSchema();
  }, [loadSchema]);

  /** The schema's output (trimmed, parsed) when the values pass; otherwise the messages by field, which then show. */
  const validate = async (next: T): Promise<{ data: z.output<S> } | { errors: Record<string, string> }> => {
    const parsed = (await loadSchema()).safeParse(next);
    const fieldErrors = parsed.success ? {} : messagesByField(parsed.error);
    setErrors(fieldErrors);
    return parsed.success ? { data: parsed.data } : { errors: fieldErrors };
  };

  /** Sets one field's value as typing into it does (a control of the screen's own, e.g. a picker). */
  const setValue = (name: keyof T & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) void validate(next);
  };

  const field = (name: keyof T & string): SchemaFieldProps => ({
    name,
    value: values[name] ?? '',
    // A select's option value may be a number (an id); the form holds text, as the address does.
    onChange: (event) => setValue(name, String(event.target.value)),
    inputRef: (input) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  const handleSubmit = (onValid: (values: z.output<S>) => void) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = await validate(values);
    if ('data' in result) onValid(result.data);
    else
      Object.keys(result.errors)
        .map((name) => inputs.current.get(name))
        .find(Boolean)
        ?.focus();
  };

  /** Shows `to` (the first render's values by default) with no errors, as before the first submit; one function throughout. */
  const reset = useCallback(
    (to: T = initialValues) => {
      setValues(to);
      setErrors({});
      setSubmitted(false);
    },
    [initialValues],
  );

  return { field, setValue, handleSubmit, reset };
}
