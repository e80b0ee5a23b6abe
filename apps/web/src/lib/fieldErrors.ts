import type { z } from 'zod';
import { isApiError } from './api';

/** The contract schema's Polish messages by field (first one each), or null when the values pass. */
export function schemaErrors<S extends z.ZodType>(schema: S, values: unknown): Record<string, string> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[issue.path.length - 1] ?? '');
    fields[key] ??= issue.message;
  }
  return fields;
}

/** An API error's field messages (`user.email` → `email`). */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.split('.').pop()!, v]));
}
