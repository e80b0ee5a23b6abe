import { z } from 'zod';
import { msg } from './messages';
import { EVENT_TYPES } from './user-labels';
import {
  ACTIVITY_TYPES,
  ACTIVITY_LEVELS,
  ACTIVITY_GENDERS,
  ACTIVITY_WARNINGS,
  LEVEL_REQUIRED_SETTINGS,
  COMPETITION_TYPES,
} from './activity-labels';
import { ACTIVITY_LIST_DEFAULTS, ACTIVITY_ORDERS, warsawToday } from './activity-list';
import {
  INT4_MAX,
  boundedText,
  dateFilter,
  idField,
  intField,
  moneyField,
  optionalIdField,
  optionalIntField,
  optionalMoneyField,
  orderDir,
  pagingQuery,
  queryBool,
  queryInt,
  queryMoney,
  queryText,
  requiredText,
} from './common';

/** Activities (docs/spec/part-2.md §2–§9). Money is PLN here; the API stores grosze. */

/** Money fields carried in PLN over the API and stored in grosze. */
export const ACTIVITY_MONEY_FIELDS = [
  'price',
  'price_on_publish',
  'supplement_on_publish',
  'supplement_medicover_on_publish',
  'supplement_fitprofit_on_publish',
  'supplement',
  'supplement_medicover',
  'supplement_fitprofit',
  'rental_price',
  'discount',
  'max_price',
  'max_benefit_price',
  'max_fitprofit_price',
] as const;
export type ActivityMoneyField = (typeof ACTIVITY_MONEY_FIELDS)[number];

/** Limits of this product (docs/decisions.md "Activities"). */
export const ACTIVITY_LIMITS = { maxRangeDays: 366 } as const;

export const TIME_RE = /^([01]?\d|2[0-3]):[0-5]\d$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** `H:mm` (also accepts `HH:mm`), normalised to `H:mm`. */
const timeField = () =>
  z
    .string({ error: msg.required })
    .trim()
    .min(1, msg.required)
    .regex(TIME_RE, msg.hourFormat)
    .transform((v) => {
      const [h, m] = v.split(':');
      return `${Number(h)}:${m}`;
    });

export const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};

const isRealDate = (v: string) =>
  DATE_RE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const dateField = () => requiredText(10).refine(isRealDate, msg.dateFormat);
const optionalDate = () =>
  z.preprocess((v) => (v === '' ? null : v), boundedText(10).refine(isRealDate, msg.dateFormat).nullish());
const timestampField = () =>
  z
    .string({ error: msg.required })
    .trim()
    .min(1, msg.required)
    .refine((v) => !Number.isNaN(Date.parse(v)), msg.invalidDate);
const optionalTimestamp = () =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .refine((v) => !Number.isNaN(Date.parse(v)), msg.invalidDate)
      .nullish(),
  );
const requiredInt = () => intField();
const requiredId = () => idField();
const optionalId = () => optionalIdField();
const money = () => optionalMoneyField();
const text = (max = 10_000) =>
  boundedText(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim()));

/** Every editable field of an activity, with the defaults of docs/spec/part-2.md §9 where a default exists. */
const activityFields = {
  localization_id: requiredId(),
  location_object_id: requiredId(),
  sport_id: requiredId(),
  name: text(255),
  description: text(),
  notes: text(),
  hidden: z.boolean().default(false),
  price: moneyField(),
  start_at: timeField(),
  stop_at: timeField(),
  activity_type: z.enum(ACTIVITY_TYPES).default('pnh'),
  event_type: z.enum(EVENT_TYPES).nullish(),
  confirmed: z.boolean().default(false),
  canceled: z.boolean().default(false),
  publish_date: timestampField(),
  change_to_public_at: optionalTimestamp(),
  price_on_publish: money(),
  supplement_on_publish: money(),
  supplement_medicover_on_publish: money(),
  supplement_fitprofit_on_publish: money(),
  deposit_disabled_on_publish: z.boolean().default(false),
  lv: z.enum(ACTIVITY_LEVELS).nullish(),
  gender: z.enum(ACTIVITY_GENDERS).default('unisex'),
  reserved_spots: intField({ min: 0, minMessage: msg.minValue0 }).default(0),
  max_players: requiredInt(),
  min_players: intField({ min: 1, minMessage: msg.minValue1 }),
  min_age: intField({ min: 0, minMessage: msg.minValue0 }).default(18),
  max_age: intField({ min: 0, minMessage: msg.minValue0 }).default(100),
  supplement: money(),
  supplement_medicover: money(),
  supplement_fitprofit: money(),
  rental_price: money(),
  discount: money(),
  max_price: money(),
  max_benefit_price: money(),
  max_fitprofit_price: money(),
  ok_system_code: text(120),
  page_id: optionalId(),
  verify_lv: z.boolean().default(false),
  only_players_with_verified_level: z.boolean().default(false),
  level_required_settings: z.enum(LEVEL_REQUIRED_SETTINGS).default('equal_level'),
  custom_tags: z.array(boundedText(60).trim().min(1, msg.required)).max(30).default([]),
  baner_image: text(1000),
  thumb_image: text(1000),
  creator_id: optionalId(),
  competition_type: z.enum(COMPETITION_TYPES).default('activity'),
  // Never negative; a sparing also needs at least 1 (activityRuleIssues).
  min_team_size: optionalIntField({ min: 0, minMessage: msg.minValue0 }).default(1),
  max_team_size: optionalIntField({ min: 0, minMessage: msg.minValue0 }).default(2),
  competition_group_ids: z.array(idField()).default([]),
  competition_team_ids: z.array(idField()).default([]),
  coach: text(255),
  deposit_disabled: z.boolean().default(false),
  approved_by_admin: z.boolean().default(false),
  archived: z.boolean().default(false),
  expired_at: optionalDate(),
  reserve_list: z.boolean().default(false),
  url: text(255),
  hidden_url: text(255),
  pay_by_cash: z.boolean().default(false),
  pay_by_online_transfer: z.boolean().default(false),
  pay_by_prepaid: z.boolean().default(false),
  pay_by_benefit: z.boolean().default(false),
  pay_by_ok_system: z.boolean().default(false),
  pay_by_fitprofit: z.boolean().default(false),
  pay_by_bonus_account: z.boolean().default(true),
};

const activityObject = z.object(activityFields);
/** The activity's fields as one object schema: activity templates extend it (packages/contract/src/activity-templates.ts). */
export const activityFieldsSchema = activityObject;
/** Every editable field name (the form copies an activity through these). */
export const ACTIVITY_FIELD_KEYS = Object.keys(activityFields) as (keyof typeof activityFields)[];
type RuleInput = Partial<Omit<z.output<typeof activityObject>, 'publish_date' | 'change_to_public_at'>>;
interface IssueSink {
  addIssue(issue: { code: 'custom'; message: string; path: PropertyKey[] }): void;
}

/** The cross-field rules of docs/spec/part-2.md §5, shared by the form, the API and the bulk update job. */
export function activityRuleIssues(v: RuleInput): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  if (
    v.start_at &&
    v.stop_at &&
    TIME_RE.test(v.start_at) &&
    TIME_RE.test(v.stop_at) &&
    minutesOf(v.stop_at) <= minutesOf(v.start_at)
  )
    add('stop_at', msg.stopAfterStart);
  if (v.max_players != null && v.min_players != null && v.max_players < v.min_players) add('max_players', msg.greaterThanMin);
  if (v.reserved_spots != null && v.max_players != null && v.reserved_spots >= v.max_players)
    add('reserved_spots', msg.greaterThanMax);
  if (v.min_age != null && v.max_age != null && v.max_age < v.min_age) add('max_age', msg.greaterThanMin);
  if (v.activity_type === 'organizer' && v.event_type === 'third_type') {
    if (v.max_price == null) add('max_price', msg.required);
    if (v.max_benefit_price == null) add('max_benefit_price', msg.required);
  }
  if (v.competition_type === 'sparing') {
    if (v.min_team_size == null) add('min_team_size', msg.required);
    else if (v.min_team_size < 1) add('min_team_size', msg.minValue1);
    if (v.max_team_size == null) add('max_team_size', msg.required);
    else if (v.min_team_size != null && v.max_team_size < v.min_team_size) add('max_team_size', msg.greaterThanMin);
  }
  return issues;
}

const applyRules = (v: RuleInput, ctx: IssueSink) => {
  for (const issue of activityRuleIssues(v)) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
};
/** The docs/spec/part-2.md §5 cross-field rules as a `superRefine` step (templates apply the same ones). */
export const applyActivityRules = applyRules;

/** Days between two YYYY-MM-DD dates. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Edit form and `PATCH admin/activities/:id`: one activity on one date. */
export const activityInput = activityObject.extend({ date: dateField() }).superRefine(applyRules);
export type ActivityInput = z.input<typeof activityInput>;
export type ActivityValues = z.output<typeof activityInput>;

/** Create form and `POST admin/activities`: one activity per matching week day between date_from and date_to. */
export const activityCreateInput = activityObject
  .extend({
    date_from: dateField(),
    date_to: dateField(),
    days: z
      .array(intField({ min: 0, max: 6 }), { error: msg.required })
      .min(1, msg.required)
      .transform((d) => [...new Set(d)].sort()),
    coordinator_id: optionalId(),
  })
  .superRefine((v, ctx) => {
    applyRules(v, ctx);
    if (isRealDate(v.date_from) && v.date_from < warsawToday())
      ctx.addIssue({ code: 'custom', message: msg.dateInPast, path: ['date_from'] });
    if (isRealDate(v.date_from) && isRealDate(v.date_to)) {
      if (v.date_to < v.date_from) ctx.addIssue({ code: 'custom', message: msg.dateToBeforeFrom, path: ['date_to'] });
      else if (daysBetween(v.date_from, v.date_to) > ACTIVITY_LIMITS.maxRangeDays)
        ctx.addIssue({ code: 'custom', message: msg.rangeTooLong, path: ['date_to'] });
    }
  });
export type ActivityCreateInput = z.input<typeof activityCreateInput>;
export type ActivityCreateValues = z.output<typeof activityCreateInput>;

/** The dates of a range that fall on the chosen week days (0 = Sunday). */
export function datesInRange(from: string, to: string, days: readonly number[]): string[] {
  const out: string[] = [];
  const wanted = new Set(days);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    const d = new Date(t);
    if (wanted.has(d.getUTCDay())) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

/**
 * Bulk edit (`POST admin/activities/bulk_update`): only the filled fields, each checked on its own;
 * the cross-field rules run per activity against its merged values in the job.
 */
const bulkFields: Record<string, z.ZodType> = Object.fromEntries(
  Object.entries({ ...activityFields, date: dateField() }).map(([key, schema]) => [
    key,
    (schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : (schema as z.ZodType)).optional(),
  ]),
);
/** Each field's own schema without its default, all optional (zod's `.partial()` would keep the defaults). */
export const activityBulkPatch = z.object(bulkFields) as unknown as z.ZodType<Partial<ActivityValues>>;
export type ActivityBulkPatch = Partial<ActivityValues>;
export const activityBulkBody = z.object({
  ids: z.array(idField(), { error: msg.required }).min(1, msg.required).max(1000),
  activity: activityBulkPatch,
});
export type ActivityBulkBody = z.input<typeof activityBulkBody>;

export const activityBody = z.object({ activity: activityInput });
export const activityCreateBody = z.object({ activity: activityCreateInput });
export const coordinatorBody = z.object({ user: z.object({ id: idField() }) });

/** Form defaults (docs/spec/part-2.md §9); `publish_date` is now and the dates today when the form opens. */
export const ACTIVITY_DEFAULTS = {
  activity_type: 'pnh',
  min_age: 18,
  max_age: 100,
  min_team_size: 1,
  max_team_size: 2,
  max_players: 0,
  min_players: 0,
  level_required_settings: 'equal_level',
  pay_by_bonus_account: true,
  competition_type: 'activity',
} as const;

// ---------------------------------------------------------------- replies

const userRef = z.object({ id: z.number(), first_name: z.string().nullable(), last_name: z.string().nullable() });

/**
 * What a list row of an activity and of an activity template share (docs/spec/part-2.md §3: rows carry sport.name,
 * localization, spots); each adds its own (packages/contract/src/activity-templates.ts).
 */
export const activityRowBase = z.object({
  id: z.number(),
  name: z.string().nullable(),
  start_at: z.string(),
  stop_at: z.string(),
  price: z.number(),
  activity_type: z.enum(ACTIVITY_TYPES),
  event_type: z.enum(EVENT_TYPES).nullable(),
  competition_type: z.enum(COMPETITION_TYPES),
  confirmed: z.boolean(),
  canceled: z.boolean(),
  hidden: z.boolean(),
  archived: z.boolean(),
  reserved_spots: z.number(),
  max_players: z.number(),
  min_players: z.number(),
  all_reserved_spots: z.number(),
  fa_count: z.number(),
  created_at: z.string(),
  sport: z.object({ id: z.number(), name: z.string() }).nullable(),
  localization: z
    .object({ id: z.number(), name: z.string(), street: z.string().nullable(), city: z.string().nullable() })
    .nullable(),
});

/** A list row (docs/spec/part-2.md §3: rows carry sport.name, localization, creator, spots). */
export const activityRow = activityRowBase.extend({
  date: z.string(),
  change_to_public_at: z.string().nullable(),
  coordinators_count: z.number(),
  list_verified: z.boolean(),
  list_checked: z.boolean(),
  past: z.boolean(),
  creator: userRef.nullable(),
  warnings: z.array(z.enum(ACTIVITY_WARNINGS)),
});
export type ActivityRow = z.infer<typeof activityRow>;

export const activityCoordinator = userRef.extend({ email: z.string().nullable(), phone: z.string().nullable() });
export type ActivityCoordinator = z.infer<typeof activityCoordinator>;

/** The full activity (show): every field of docs/spec/part-2.md §3 plus relations. */
export type Activity = ActivityRow &
  Omit<ActivityValues, 'date' | 'start_at' | 'stop_at'> & {
    list_verified_at: string | null;
    list_checked_in_mobile_app: boolean;
    participants_count: number;
    updated_at: string;
    location_object: { id: number; object_type: string; description: string | null } | null;
    coordinators: ActivityCoordinator[];
    /** docs/spec/part-2.md §6: null for pnh activities; for organiser activities whether the organiser is verified. */
    organizer_verified: boolean | null;
    /** The activity template it was generated from (null when added by hand). */
    template_id: number | null;
    /** The page picked as its description (`page_id`), its blocks rendered as the public page shows them. */
    page: ActivityPage | null;
  };

/** The summary's 'Opis' tab: the linked page with its blocks as escaped HTML (the renderer of `/s/{url}`). */
export interface ActivityPage {
  id: number;
  name: string;
  url: string;
  html: string;
}

export const activityQueuedReply = z.object({ async_job_id: z.number(), message: z.string() });
export type ActivityQueuedReply = z.infer<typeof activityQueuedReply>;

// ---------------------------------------------------------------- list query

/** Comma-separated ids (`1,2,3`) or a single id. */
export const queryIdList = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : String(v)),
    z
      .string()
      .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, msg.mustBeNumber)
      .transform((s) => s.split(',').map((x) => Number(x.trim())))
      .refine((ids) => ids.every((id) => id <= INT4_MAX), msg.numberOutOfRange)
      .optional(),
  );
export const queryEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values).optional());
const priceBound = (fallback: number) => queryMoney(fallback);

export const activityListQuery = pagingQuery(ACTIVITY_LIST_DEFAULTS.limit).extend({
  with_activities_id: queryIdList(),
  with_name: queryText(),
  with_tags: queryText(),
  with_price_less: priceBound(ACTIVITY_LIST_DEFAULTS.price_less),
  with_price_greater: priceBound(ACTIVITY_LIST_DEFAULTS.price_greater),
  /** Defaults to today (UTC); `all` lifts the lower bound. */
  with_date_greater: z.preprocess((v) => (v === '' ? undefined : v), z.union([z.literal('all'), dateFilter()]).optional()),
  with_date_less: dateFilter(),
  with_archive: queryBool().optional(),
  with_coordinator: queryInt().optional(),
  with_creator: queryInt().optional(),
  /** Activities the user is signed up for (the user page's Zapisy tab). */
  with_participant: queryInt().optional(),
  with_sport: queryInt().optional(),
  with_location: queryInt().optional(),
  with_city: queryText(),
  with_activity_type: queryEnum(ACTIVITY_TYPES),
  with_event_type: queryEnum(EVENT_TYPES),
  with_competition_type: queryEnum(COMPETITION_TYPES),
  with_confirmed: queryBool().optional(),
  with_canceled: queryBool().optional(),
  with_hidden: queryBool().optional(),
  with_past: queryBool().optional(),
  with_list_verified: queryBool().optional(),
  with_list_checked: queryBool().optional(),
  with_competition_group: queryInt().optional(),
  with_competition_team: queryInt().optional(),
  /** Activities generated from one template (the template page). */
  with_template: queryInt().optional(),
  order: queryEnum(ACTIVITY_ORDERS).default('date'),
  order_dir: z.preprocess((v) => (v === '' ? undefined : v), orderDir.optional()).default('asc'),
});
export type ActivityListQuery = z.input<typeof activityListQuery>;
export type ActivityListFilter = Exclude<keyof ActivityListQuery, 'page' | 'limit' | 'order' | 'order_dir'>;
