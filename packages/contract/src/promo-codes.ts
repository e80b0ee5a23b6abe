import { z } from 'zod';
import { msg } from './messages';
import {
  boundedText,
  dateFilter,
  idField,
  intField,
  moneyField,
  pagingQuery,
  queryBool,
  queryInt,
  queryText,
  requiredText,
} from './common';

/** Promo codes (docs/spec/part-2.md §3, §5, §9). */
export const PROMO_VALUE_TYPES = ['pln', 'perc'] as const;
export type PromoValueType = (typeof PROMO_VALUE_TYPES)[number];
export const PROMO_VALUE_TYPE_LABELS: Record<PromoValueType, string> = { pln: 'zł', perc: '%' };
export const PROMO_CODE_TYPES = ['all_activities', 'pnh_activities', 'organizer_activities'] as const;
export type PromoCodeType = (typeof PROMO_CODE_TYPES)[number];
export const PROMO_CODE_TYPE_LABELS: Record<PromoCodeType, string> = {
  all_activities: 'Wszystkie zajęcia',
  pnh_activities: 'Zajęcia własne (PNH)',
  organizer_activities: 'Zajęcia organizatorów',
};
export const PROMO_LIMITS = { maxCount: 500, maxPln: 100_000, maxPerc: 100, randomLength: 8, maxPrefix: 20 } as const;
export const PROMO_DEFAULTS = {
  value_type: 'pln',
  code_type: 'all_activities',
  count: 1,
  limit_of_usage: 1,
  active: true,
  unlimited: false,
  unlimited_usage_by_user: false,
  only_for_new_players: false,
} as const;
/** The live channel that creates, updates, bulk-edits and deletes codes (docs/spec/part-2.md §4, §7). */
export const PROMO_CODES_CHANNEL = 'Admin::PromoCodesChannel';

const isoDate = (message: string = msg.required) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg.dateFormat);
const ids = z.array(idField()).max(1000).default([]);
/** Whole numbers (limit of usage, count): a number or digits, from `min`. */
const count = (min: number, minMessage: string, max?: number) => intField({ min, minMessage, max });

const promoFields = {
  name: requiredText(255),
  description: boundedText(5000).trim().nullish(),
  prefix: z
    .string({ error: msg.required })
    .trim()
    .min(1, msg.required)
    .max(PROMO_LIMITS.maxPrefix, msg.tooLong)
    .regex(/^[A-Za-z0-9_-]+$/, msg.promoPrefixChars),
  active_from: isoDate(),
  active_to: isoDate(),
  value: moneyField(),
  value_type: z.enum(PROMO_VALUE_TYPES).default('pln'),
  code_type: z.enum(PROMO_CODE_TYPES).default('all_activities'),
  active: z.boolean().default(true),
  only_for_new_players: z.boolean().default(false),
  unlimited: z.boolean().default(false),
  limit_of_usage: count(1, msg.minValue1).default(1),
  unlimited_usage_by_user: z.boolean().default(false),
  user_ids: ids,
  sport_ids: ids,
  localization_ids: ids,
  activity_ids: ids,
};

type Rules = { value?: number; value_type?: PromoValueType; active_from?: string; active_to?: string };
/** Cross-field rules: a percentage at most 100, a PLN value within the limit, active_to not before active_from. */
export const promoRules = (v: Rules, ctx: z.RefinementCtx) => {
  if (v.value !== undefined) {
    const max = v.value_type === 'perc' ? PROMO_LIMITS.maxPerc : PROMO_LIMITS.maxPln;
    if (v.value > max) ctx.addIssue({ code: 'custom', path: ['value'], message: msg.greaterThanMax });
  }
  if (v.active_from && v.active_to && v.active_to < v.active_from)
    ctx.addIssue({ code: 'custom', path: ['active_to'], message: msg.dateToBeforeFrom });
};

/** The create form (and `create` over the channel): `count` codes with the same settings. */
export const promoCodeInput = z
  .object({
    ...promoFields,
    count: count(1, msg.minValue1, PROMO_LIMITS.maxCount).default(1),
  })
  .superRefine(promoRules);
export type PromoCodeInput = z.input<typeof promoCodeInput>;
export type PromoCodeValues = z.output<typeof promoCodeInput>;

/** Edit of one code: the same fields except count. */
export const promoCodeUpdateInput = z.object(promoFields).superRefine(promoRules);
export type PromoCodeUpdateValues = z.output<typeof promoCodeUpdateInput>;

/** Bulk edit sends only the filled fields (docs/spec/part-2.md §5). */
export const promoCodeBulkPatch = z
  .object({
    name: promoFields.name.optional(),
    description: promoFields.description,
    active_from: isoDate().optional(),
    active_to: isoDate().optional(),
    value: promoFields.value.optional(),
    value_type: z.enum(PROMO_VALUE_TYPES).optional(),
    code_type: z.enum(PROMO_CODE_TYPES).optional(),
    active: z.boolean().optional(),
    only_for_new_players: z.boolean().optional(),
    unlimited: z.boolean().optional(),
    limit_of_usage: count(1, msg.minValue1).optional(),
    unlimited_usage_by_user: z.boolean().optional(),
  })
  .superRefine(promoRules);
export type PromoCodeBulkPatch = z.input<typeof promoCodeBulkPatch>;

export const promoCodeBody = z.object({ promo_code: promoCodeInput });
export const promoCodeUpdateBody = z.object({ promo_code: promoCodeUpdateInput });

/** Channel messages (`data` of `{channel, action, data, ref}`). */
export const promoChannelCreate = z.object({ promo_code: promoCodeInput });
export const promoChannelUpdate = z.object({ id: idField(), promo_code: promoCodeUpdateInput });
export const promoChannelBulkUpdate = z.object({
  ids: z.array(idField()).min(1).max(1000),
  count: z.number().int().min(1),
  promo_code: promoCodeBulkPatch,
});
export const promoChannelDestroy = z.object({
  ids: z.array(idField()).min(1).max(1000),
  count: z.number().int().min(1),
});
export const PROMO_CHANNEL_ACTIONS = ['create', 'update', 'bulk_update', 'destroy'] as const;

const ref = z.object({ id: z.number(), label: z.string() });
export const promoCode = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  prefix: z.string(),
  code: z.string(),
  active_from: z.string(),
  active_to: z.string(),
  code_type: z.enum(PROMO_CODE_TYPES),
  value: z.number(),
  value_type: z.enum(PROMO_VALUE_TYPES),
  active: z.boolean(),
  only_for_new_players: z.boolean(),
  unlimited: z.boolean(),
  limit_of_usage: z.number(),
  unlimited_usage_by_user: z.boolean(),
  usage_count: z.number(),
  users: z.array(ref),
  sports: z.array(ref),
  locations: z.array(ref),
  activities: z.array(ref),
  created_at: z.string(),
});
export type PromoCode = z.infer<typeof promoCode>;

/** A row of 'Wykorzystania'. */
export const promoCodeUsage = z.object({
  number: z.number(),
  transaction_id: z.number(),
  transaction_identifier: z.string(),
  created_at: z.string(),
  user: z.object({
    id: z.number(),
    identifier: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  activities: z.array(ref),
});
export type PromoCodeUsage = z.infer<typeof promoCodeUsage>;

export const PROMO_ORDER_ELEMENTS = ['promo_codes.created_at', 'promo_codes.prefix', 'promo_codes.id'] as const;
const upperDir = z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(['ASC', 'DESC']));

export const promoCodeListQuery = pagingQuery(25).extend({
  with_id: queryInt().optional(),
  with_code: queryText(),
  with_name: queryText(),
  with_prefix: queryText(),
  with_active: queryBool().optional(),
  with_active_from_greater: dateFilter(),
  with_active_to_less: dateFilter(),
  order_element: z.enum(PROMO_ORDER_ELEMENTS).optional().default('promo_codes.created_at'),
  order_dir: upperDir.optional().default('ASC'),
});
export type PromoCodeListQuery = z.input<typeof promoCodeListQuery>;
