import type { z } from 'zod';
import { isApiError } from './api';

/** A failed parse's Polish messages by field (the last part of each path; the first message each). */
export function messagesByField(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[issue.path.length - 1] ?? '');
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The contract schema's Polish messages by field (first one each), or null when the values pass. */
export function schemaErrors<S extends z.ZodType>(schema: S, values: unknown): Record<string, string> | null {
  const parsed = schema.safeParse(values);
  return parsed.success ? null : messagesByField(parsed.error);
}

/** An API error's field messages (`user.email` → `email`). */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.split('.').pop()!, v]));
}
