import { z } from 'zod';
import {
  boundedText,
  optionalIdField,
  optionalSelectedIdField,
  orderDir,
  pagingQuery,
  queryInt,
  queryText,
  requiredText,
} from './common';
import { msg } from './messages';
import { patchOf } from './patch';

/** The only terminal type; read-only in the form (docs/spec/part-1.md §3 "Terminal login"). */
export const TERMINAL_TYPES = ['benefit'] as const;
export const TERMINAL_TYPE_LABELS: Record<(typeof TERMINAL_TYPES)[number], string> = { benefit: 'Benefit' };

/** A terminal login as every reply shows it: never with its password. */
export const terminalLogin = z.object({
  id: z.number(),
  login: z.string(),
  terminal_type: z.enum(TERMINAL_TYPES),
  user_id: z.number().nullable(),
  user: z.object({ id: z.number(), label: z.string() }).nullable(),
  localization_id: z.number().nullable(),
  localization: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type TerminalLogin = z.infer<typeof terminalLogin>;

/** The form and `POST admin/terminal_logins` under `terminal_login`: login and password required. */
export const terminalLoginInput = z.object({
  login: requiredText(120),
  password: boundedText(128).min(1, msg.required),
  terminal_type: z.enum(TERMINAL_TYPES).default('benefit'),
  user_id: optionalIdField(),
  /** '' (the select's "Brak") means no location. */
  localization_id: optionalSelectedIdField(),
});
export type TerminalLoginInput = z.input<typeof terminalLoginInput>;
export const terminalLoginBody = z.object({ terminal_login: terminalLoginInput });

/** The edit form: as the create form, but the password is optional — blank keeps the current one. */
export const terminalLoginUpdateInput = terminalLoginInput.extend({
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), boundedText(128).optional()),
});
export type TerminalLoginUpdateInput = z.input<typeof terminalLoginUpdateInput>;
/** `PATCH admin/terminal_logins/:id` under `terminal_login`: any of the form's fields; a password is stored hashed only. */
export const terminalLoginPatchBody = z.object({ terminal_login: patchOf(terminalLoginUpdateInput) });

export const TERMINAL_LOGIN_ORDERS = ['created_at', 'login'] as const;

/** `GET admin/terminal_logins`: page size 25, sortable by created_at and login. */
export const terminalLoginListQuery = pagingQuery(25).extend({
  with_user_id: queryInt().optional(),
  with_localization_id: queryInt().optional(),
  with_login: queryText(),
  order: z.enum(TERMINAL_LOGIN_ORDERS).optional().default('created_at'),
  order_dir: orderDir.optional().default('desc'),
});
export type TerminalLoginListQuery = z.input<typeof terminalLoginListQuery>;
