import { z } from 'zod';
import { msg } from './messages';
import { hourFilter, intField, optionalIntField, queryBool, queryInt, queryText } from './common';
import { ACTIVITY_GENDERS } from './activity-labels';
import { ACTIVITY_LIST_DEFAULTS, ACTIVITY_ORDERS, ACTIVITY_ORDER_LABELS } from './activity-list';
import {
  ACTIVITY_DEFAULTS,
  activityFieldsSchema,
  activityListQuery,
  activityRowBase,
  applyActivityRules,
  queryEnum,
  queryIdList,
  type ActivityValues,
} from './activities';

/**
 * Activity templates (docs/spec/part-2.md §2–§9): an activity's fields without a date, plus the week days it repeats on
 * and how many hours before the start a hidden generated activity is revealed. The rules are the activity's own
 * (`activityFieldsSchema` + `applyActivityRules`), never a copy.
 */

export const templateMsg = {
  generationQueued: 'Zlecono generowanie zajęć',
  approved: 'Szablon zatwierdzony',
  notApprovable: 'Tylko administrator może zatwierdzić szablon',
} as const;

/** Hours before the start a hidden generated activity becomes public: up to a year. */
export const TEMPLATE_LIMITS = { maxHoursToMakeVisible: 24 * 366, defaultHorizonDays: 14, maxHorizonDays: 90 } as const;

/** The app setting (Ustawienia) that says how many days ahead templates generate activities (default 14). */
export const TEMPLATE_HORIZON_SETTING = 'activity_templates_days_ahead';

const optionalPublishDate = () =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .refine((v) => !Number.isNaN(Date.parse(v)), msg.invalidDate)
      .nullish(),
  );

/** Fields of one dated activity that a template does not have: the reveal time comes from hours_to_make_visible. */
const templateObject = activityFieldsSchema.omit({ change_to_public_at: true, publish_date: true }).extend({
  /** Defaults to now (docs/spec/part-2.md §4). */
  publish_date: optionalPublishDate(),
  week_days: z
    .array(intField({ min: 0, max: 6 }))
    .max(7)
    .default([])
    .transform((d) => [...new Set(d)].sort()),
  hours_to_make_visible: optionalIntField({ min: 0, minMessage: msg.minValue0, max: TEMPLATE_LIMITS.maxHoursToMakeVisible }),
});

/** The template form and `POST`/`PATCH admin/activity_templates` under `activity_template`. */
export const activityTemplateInput = templateObject.superRefine(applyActivityRules);
export type ActivityTemplateInput = z.input<typeof activityTemplateInput>;
export type ActivityTemplateValues = z.output<typeof activityTemplateInput>;
export const activityTemplateBody = z.object({ activity_template: activityTemplateInput });

/** Every editable field name of a template (the form copies a template through these). */
export const ACTIVITY_TEMPLATE_FIELD_KEYS = Object.keys(templateObject.shape) as (keyof typeof templateObject.shape)[];

/** Form defaults: the activity's (docs/spec/part-2.md §9), competition_type activity, no week days yet. */
export const ACTIVITY_TEMPLATE_DEFAULTS = { ...ACTIVITY_DEFAULTS, week_days: [] as number[] } as const;

/** Activity fields a generated activity takes from its template (everything but the template's own). */
export type TemplateActivityFields = Omit<ActivityValues, 'date' | 'change_to_public_at' | 'publish_date'>;

// ---------------------------------------------------------------- replies

/** A list row (docs/spec/part-2.md §3): the activity's row without its date and counters, with the template's own. */
export const activityTemplateRow = activityRowBase.extend({
  week_days: z.array(z.number()),
  approved_by_admin: z.boolean(),
  expired_at: z.string().nullable(),
  hours_to_make_visible: z.number().nullable(),
  creator: z
    .object({ id: z.number(), first_name: z.string().nullable(), last_name: z.string().nullable(), label: z.string() })
    .nullable(),
});
export type ActivityTemplateRow = z.infer<typeof activityTemplateRow>;

/** The full template (show): every field plus the row's relations and the last generation. */
export type ActivityTemplate = ActivityTemplateRow &
  Omit<ActivityTemplateValues, 'start_at' | 'stop_at'> & {
    publish_date: string;
    updated_at: string;
    generated_until: string | null;
    generated_count: number;
  };

export const templateQueuedReply = z.object({ async_job_id: z.number(), message: z.string() });

// ---------------------------------------------------------------- list query

export const ACTIVITY_TEMPLATE_ORDERS = [...ACTIVITY_ORDERS, 'approved_by_admin'] as const;
export type ActivityTemplateOrder = (typeof ACTIVITY_TEMPLATE_ORDERS)[number];
export const ACTIVITY_TEMPLATE_ORDER_LABELS: Record<ActivityTemplateOrder, string> = {
  ...ACTIVITY_ORDER_LABELS,
  approved_by_admin: 'Zatwierdzone',
};

/** List defaults (docs/spec/part-2.md §9): 25 a page, created_at ascending. */
export const ACTIVITY_TEMPLATE_LIST_DEFAULTS = {
  limit: ACTIVITY_LIST_DEFAULTS.limit,
  order: 'created_at',
  order_dir: 'asc',
} as const;

/**
 * The activity list's own filters where a template has them (the same schema, `.pick`), and the template's:
 * `with_id` (the activity's is `with_activities_id`), payment flags, promo, coach, gender, approval, start hours.
 */
export const activityTemplateListQuery = activityListQuery
  .pick({
    page: true,
    limit: true,
    with_name: true,
    with_tags: true,
    with_location: true,
    with_sport: true,
    with_city: true,
    with_creator: true,
    with_activity_type: true,
    with_confirmed: true,
    with_canceled: true,
    with_hidden: true,
    with_archive: true,
    order_dir: true,
  })
  .extend({
    with_id: queryIdList(),
    with_pay_by_benefit: queryBool().optional(),
    with_pay_by_ok_system: queryBool().optional(),
    /** Templates with a discount (Rabat) set. */
    with_promo: queryBool().optional(),
    with_coach: queryText(),
    with_min_players: queryInt().optional(),
    with_gender: queryEnum(ACTIVITY_GENDERS),
    with_approved_by_admin: queryBool().optional(),
    /** Start time from/to, `00:00` (inclusive). */
    with_start_at_greater: hourFilter(),
    with_start_at_less: hourFilter(),
    order: queryEnum(ACTIVITY_TEMPLATE_ORDERS).default(ACTIVITY_TEMPLATE_LIST_DEFAULTS.order),
  });
export type ActivityTemplateListQuery = z.input<typeof activityTemplateListQuery>;
export type ActivityTemplateListFilter = Exclude<keyof ActivityTemplateListQuery, 'page' | 'limit' | 'order' | 'order_dir'>;

/** The horizon setting's value: whole days 1…90, anything else falls back to 14. */
export function templateHorizonDays(value: string | null | undefined): number {
  const n = value == null ? NaN : Number(value.trim());
  return Number.isInteger(n) && n >= 1 && n <= TEMPLATE_LIMITS.maxHorizonDays ? n : TEMPLATE_LIMITS.defaultHorizonDays;
}
