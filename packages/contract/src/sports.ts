import { z } from 'zod';
import { idField, optionalText, orderDir, pagingQuery, queryBool, queryInt, queryText, requiredText } from './common';
import { patchOf } from './patch';
import type { AdminRole } from './roles';

/** A sport / discipline (docs/spec/part-2.md §3 "Sport"); pictures are served URLs or null. */
export const sport = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  hidden: z.boolean(),
  sport_picture: z.string().nullable(),
  baner_picture: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Sport = z.infer<typeof sport>;

/** The sport form and the body under `sport`: name required. Pictures are uploaded separately. */
export const sportInput = z.object({
  name: requiredText(255),
  description: optionalText(10_000),
  hidden: z.boolean().default(false),
});
export type SportInput = z.input<typeof sportInput>;
export const sportBody = z.object({ sport: sportInput });
export const sportPatchBody = z.object({ sport: patchOf(sportInput) });

/** The two picture slots of a sport, each uploaded to `POST admin/sports/:id/<slot>`. */
export const SPORT_PICTURES = ['sport_picture', 'baner_picture'] as const;
export type SportPictureSlot = (typeof SPORT_PICTURES)[number];
export const SPORT_PICTURE_LABELS: Record<SportPictureSlot, string> = {
  sport_picture: 'Obrazek dyscypliny',
  baner_picture: 'Baner',
};
export const sportPictureParams = z.object({ id: idField(), slot: z.enum(SPORT_PICTURES) });

export const SPORT_ORDERS = ['id', 'name', 'created_at'] as const;

/** `GET admin/sports`: filters id and name, page size 10 (docs/spec/part-2.md §2, §9). */
export const sportListQuery = pagingQuery(10).extend({
  with_id: queryInt().optional(),
  with_name: queryText(),
  with_hidden: queryBool().optional(),
  order: z.enum(SPORT_ORDERS).optional().default('id'),
  order_dir: orderDir.optional().default('asc'),
});
export type SportListQuery = z.input<typeof sportListQuery>;

/**
 * Screens that pick sports, locations or pages from the catalogue (activities, templates, users, promo codes…):
 * their roles may read the catalogue lists; writing needs the module's own role (docs/decisions.md "Catalogue").
 */
export const CATALOGUE_PICKER_ROLES = [
  'admin_role_activities',
  'admin_role_activity_templates',
  'admin_role_users',
  'admin_role_promo_codes',
  'admin_role_terminal_logins',
  'admin_role_benefit_entries',
  'admin_role_competition_groups',
  'admin_role_audit',
  'admin_role_reports',
] as const satisfies readonly AdminRole[];
