import { z } from 'zod';
import { optionalText, pagingQuery } from './common';

export const role = z.object({ id: z.number(), name: z.string(), label: z.string() });
export type Role = z.infer<typeof role>;
export const roleListQuery = pagingQuery(1000);

/** What a player may change on their own profile (`PATCH /api/v2/users/{id}`). */
export const ownProfilePatch = z.object({
  user: z.object({
    first_name: optionalText(120),
    last_name: optionalText(120),
    phone_prefix: optionalText(8),
    phone: optionalText(32),
    city: optionalText(120),
    newsletter: z.boolean().optional(),
    hide_last_name: z.boolean().optional(),
    /** The reminder before each activity (docs/decisions.md "Reminders and promotion notices"). */
    reminders_enabled: z.boolean().optional(),
  }),
});

/** A player's own profile as `GET /api/v2/users/{id}` gives it (self or `admin_role_users`). */
export interface OwnProfile {
  id: number;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone_prefix: string | null;
  phone: string | null;
  city: string | null;
  newsletter: boolean;
  hide_last_name: boolean;
  reminders_enabled: boolean;
}

export const userLabel = (u: {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  identifier?: string | null;
}) => {
  const name = [u.first_name, u.last_name].filter(Boolean).join(' ');
  return name || u.email || u.identifier || '—';
};
