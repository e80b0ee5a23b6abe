import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { messagesByField } from './fieldErrors';

/** `load` called once: the same promise (a lazily imported schema) for every caller. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/**
 * A small text-field form of the sign-in page (sign-in, recovery) validated by a contract schema that loads beside
 * the page: its first download holds neither zod nor react-hook-form (issue 21; the back office's forms keep
 * react-hook-form). As there, errors show after the first submit and follow the input from then on; the first
 * submit awaits the schema if it has not arrived yet.
 */
export function useSchemaForm<S extends z.ZodType, T extends Record<string, string>>(loadSchema: () => Promise<S>, initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    void loadSchema();
  }, [loadSchema]);

  /** The schema's output (trimmed, parsed) when the values pass; otherwise the errors show and it is null. */
  const validate = async (next: T): Promise<{ data: z.output<S> } | null> => {
    const parsed = (await loadSchema()).safeParse(next);
    setErrors(parsed.success ? {} : messagesByField(parsed.error));
    return parsed.success ? { data: parsed.data } : null;
  };

  /** The props of the field `name`'s TextField: its value, change handler and error message. */
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) void validate(next);
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  const handleSubmit = (onValid: (values: z.output<S>) => void) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const valid = await validate(values);
    if (valid) onValid(valid.data);
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setSubmitted(false);
  };

  return { field, handleSubmit, reset };
}
