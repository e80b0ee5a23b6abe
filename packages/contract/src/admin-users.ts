import { z } from 'zod';
import {
  boundedText,
  dateFilter,
  isStorableText,
  optionalIdField,
  idField,
  optionalText,
  orderDir,
  pagingQuery,
  queryBool,
  queryInt,
  queryText,
  requiredText,
} from './common';
import { msg } from './messages';
import { GENDERS, USER_ORDERS } from './user-labels';
import type { AdminRole } from './roles';
import { role } from './users';
import {
  TRI_STATES,
  connectedDevice,
  userAgreement,
  userAgreementAttributes,
  userLimits,
  userLimitsPatch,
  userSportLevel,
  userSportLevelAttributes,
} from './user-tabs';

/** Roles of the users an organiser picker offers (terminal logins, activity creators). */
export const ORGANIZER_ROLES = [
  'user_role_organizer_type_1',
  'user_role_organizer_type_2',
  'user_role_organizer_type_3',
] as const;
export const COORDINATOR_OR_ORGANIZER_ROLES = ['user_role_coordinator', ...ORGANIZER_ROLES] as const;

/**
 * Modules whose screens pick users (coordinators, organisers, authors…) may read the users index;
 * the user page and every change need admin_role_users (docs/decisions.md "Users").
 */
export const USER_PICKER_ROLES = [
  'admin_role_users',
  'admin_role_activities',
  'admin_role_activity_templates',
  'admin_role_terminal_logins',
  'admin_role_competition_groups',
  'admin_role_benefit_entries',
  'admin_role_system_events',
  'admin_role_promo_codes',
  'admin_role_transactions',
  'admin_role_audit',
] as const satisfies readonly AdminRole[];

/** `GET admin/users`: page size 25; `with_role` takes one role or several separated by commas (any of them). */
export const adminUserListQuery = pagingQuery(25).extend({
  with_id: queryInt().optional(),
  search: queryText(),
  with_email: queryText(),
  with_parent_id: queryInt().optional(),
  with_role: queryText(),
  with_fa: queryBool().optional(),
  with_gender: z.preprocess((v) => (v === '' ? undefined : v), z.enum(GENDERS).optional()),
  with_creator_id: queryInt().optional(),
  /** Members of a competition group (any invitation state) / of a team's line-up. */
  with_competition_group_id: queryInt().optional(),
  with_competition_team_id: queryInt().optional(),
  with_created_at_greater: dateFilter(),
  with_created_at_less: dateFilter(),
  with_birth_date_greater: dateFilter(),
  with_birth_date_less: dateFilter(),
  /** Users with at least this many no-shows in the last 90 days (docs/decisions.md "No-shows"). */
  with_no_show_min: queryInt({ min: 1, max: 1000 }).optional(),
  order: z.enum(USER_ORDERS).optional().default('created_at'),
  order_dir: orderDir.optional().default('desc'),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuery>;

const personRef = z.object({ id: z.number(), label: z.string() });

/** A row of the users list. */
export const adminUserRow = z.object({
  id: z.number(),
  identifier: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone_prefix: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  birth_date: z.string().nullable(),
  fa: z.boolean(),
  active: z.boolean(),
  parent_id: z.number().nullable(),
  created_at: z.string(),
  label: z.string(),
  /** No-shows in the last 90 days (docs/decisions.md "No-shows"). */
  no_shows: z.number(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const childAccount = z.object({
  id: z.number(),
  identifier: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  birth_date: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  label: z.string(),
});
export type ChildAccount = z.infer<typeof childAccount>;

/** The user page's data (docs/spec/part-1.md §3 "User"); money in PLN. */
export const adminUser = adminUserRow.extend({
  age: z.number().nullable(),
  last_sign_in_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  confirmed_phone: z.boolean(),
  notes: z.string().nullable(),
  how_know_about_us: z.string().nullable(),
  facebook_uid: z.string().nullable(),
  custom_tags: z.string().nullable(),
  tags: z.string().nullable(),
  hide_last_name: z.boolean(),
  newsletter: z.boolean(),
  parent: personRef.nullable(),
  child_policy_accepted: z.boolean(),
  creator: personRef.nullable(),
  benefit_id: z.string().nullable(),
  benefit_login: z.string().nullable(),
  first_line: z.string().nullable(),
  second_line: z.string().nullable(),
  benefit_active: z.boolean(),
  benefit_status_ttl: z.string().nullable(),
  fitprofit_id: z.string().nullable(),
  fitprofit_active: z.boolean(),
  medicover_active: z.boolean(),
  ok_id: z.string().nullable(),
  ok_system_active: z.boolean(),
  ok_system_status_ttl: z.string().nullable(),
  pnh_id: z.string().nullable(),
  tuzagram_id: z.string().nullable(),
  deposit_alert: z.boolean(),
  deposit_alert_date: z.string().nullable(),
  account_value: z.number(),
  account_balance: z.number(),
  account_bonus_value: z.number(),
  account_deposit_value: z.number(),
  bonus_expiration_date: z.string().nullable(),
  basket_items_count: z.number(),
  signed_agreement: z.enum(TRI_STATES),
  transfer_verification: z.enum(TRI_STATES),
  roles: z.array(role),
  role_ids: z.array(z.number()),
  user_agreements: z.array(userAgreement),
  user_sport_levels: z.array(userSportLevel),
  limits: userLimits,
  children: z.array(childAccount),
  connected_devices: z.array(connectedDevice),
});
export type AdminUser = z.infer<typeof adminUser>;

/** Optional text: '' and null clear the field, missing leaves it. */
const text = (max: number) => optionalText(max);
const optionalDate = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg.dateFormat)
    .nullish(),
);
const optionalEmail = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
  z.email(msg.invalidEmail).max(255, msg.tooLong).refine(isStorableText, msg.invalidCharacters).nullish(),
);
/** '' means "leave the password as it is" (the fields appear only after 'Zmień hasło'). */
const optionalPassword = z.preprocess((v) => (v === '' ? undefined : v), boundedText(128).min(6, msg.min6).optional());

/** Every field of the admin user form; create requires `identifier`, the patch takes any subset; tabs pick their fields. */
export const adminUserFields = z.object({
  identifier: requiredText(64),
  first_name: text(120),
  last_name: text(120),
  email: optionalEmail,
  phone_prefix: text(8),
  phone: text(32),
  city: text(120),
  birth_date: optionalDate,
  gender: z.preprocess((v) => (v === '' ? null : v), z.enum(GENDERS).nullish()),
  active: z.boolean().optional(),
  notes: text(10_000),
  fa: z.boolean().optional(),
  facebook_uid: text(64),
  custom_tags: text(2_000),
  tags: text(2_000),
  hide_last_name: z.boolean().optional(),
  newsletter: z.boolean().optional(),
  parent_id: optionalIdField(),
  child_policy_accepted: z.boolean().optional(),
  password: optionalPassword,
  password_confirmation: boundedText(128).optional(),
  benefit_id: text(64),
  benefit_login: text(120),
  first_line: text(120),
  second_line: text(120),
  benefit_active: z.boolean().optional(),
  fitprofit_id: text(64),
  fitprofit_active: z.boolean().optional(),
  medicover_active: z.boolean().optional(),
  ok_id: text(64),
  ok_system_active: z.boolean().optional(),
  pnh_id: text(64),
  tuzagram_id: text(64),
  deposit_alert: z.boolean().optional(),
  deposit_alert_date: optionalDate,
  signed_agreement: z.enum(TRI_STATES).optional(),
  transfer_verification: z.enum(TRI_STATES).optional(),
  role_ids: z.array(idField()).max(200).optional(),
  user_agreements_attributes: z.array(userAgreementAttributes).max(200).optional(),
  user_sport_levels_attributes: z.array(userSportLevelAttributes).max(200).optional(),
  limits: userLimitsPatch.optional(),
});

type PasswordPair = { password?: string; password_confirmation?: string };
/** Confirmation equal to the password ('Hasła muszą do siebie pasować'). */
const passwordsMatch = (v: PasswordPair, ctx: z.RefinementCtx) => {
  if (v.password !== undefined && (v.password_confirmation ?? '') !== v.password)
    ctx.addIssue({ code: 'custom', message: msg.passwordsMismatch, path: ['password_confirmation'] });
};

/** E-mail required unless a parent account is set (docs/spec/part-1.md §5). */
export const emailRequiredUnlessChild = (v: { email?: string | null; parent_id?: number | null }, ctx: z.RefinementCtx) => {
  if (!v.email && v.parent_id == null) ctx.addIssue({ code: 'custom', message: msg.required, path: ['email'] });
};

/** A new account: e-mail unless a child, a password unless a child, confirmation equal. */
const createRules = (v: PasswordPair & { email?: string | null; parent_id?: number | null }, ctx: z.RefinementCtx) => {
  emailRequiredUnlessChild(v, ctx);
  if (v.parent_id == null && v.password === undefined)
    ctx.addIssue({ code: 'custom', message: msg.required, path: ['password'] });
  passwordsMatch(v, ctx);
};

/** `POST admin/users` under `user`; an adult account starts with a password. */
export const adminUserInput = adminUserFields.superRefine(createRules);
export type AdminUserInput = z.input<typeof adminUserInput>;

/** `PATCH admin/users/{id}` under `user`: any subset; a sent identifier must not be blank. */
export const adminUserPatch = adminUserFields.partial().superRefine(passwordsMatch);
export type AdminUserPatch = z.input<typeof adminUserPatch>;

const PROFILE_FIELDS = {
  identifier: true,
  first_name: true,
  last_name: true,
  email: true,
  phone_prefix: true,
  phone: true,
  city: true,
  birth_date: true,
  gender: true,
  parent_id: true,
  notes: true,
  active: true,
  password: true,
  password_confirmation: true,
} as const;

/** The Profil form on /users/new: the create rules on the profile's fields. */
export const userProfileCreateForm = adminUserFields.pick(PROFILE_FIELDS).superRefine(createRules);
/** The Profil tab (always sent whole): the e-mail rule holds against the form's parent; the password only when given. */
export const userProfileEditForm = adminUserFields.pick(PROFILE_FIELDS).superRefine((v, ctx) => {
  emailRequiredUnlessChild(v, ctx);
  passwordsMatch(v, ctx);
});
export type UserProfileFormInput = z.input<typeof userProfileCreateForm>;
export type UserProfileFormOutput = z.output<typeof userProfileCreateForm>;

export const adminUserBody = z.object({ user: adminUserInput });
export const adminUserPatchBody = z.object({ user: adminUserPatch });

/** `POST admin/users/{id}/children`: a child account needs no e-mail and no password. */
export const childAccountInput = z.object({
  first_name: requiredText(120),
  last_name: requiredText(120),
  identifier: text(64),
  birth_date: optionalDate,
  gender: z.preprocess((v) => (v === '' ? null : v), z.enum(GENDERS).nullish()),
});
export type ChildAccountInput = z.input<typeof childAccountInput>;
export const childAccountBody = z.object({ user: childAccountInput });
