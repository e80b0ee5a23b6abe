import { z } from 'zod';
import { idField, optionalText, orderDir, pagingQuery, queryBool, queryInt, queryText, requiredText } from './common';
import { msg } from './messages';

/** Statuses (docs/spec/part-1.md §4): a new event is `opened`; an admin may pick any. */
export const SYSTEM_EVENT_STATUSES = ['opened', 'inprogress', 'done', 'archived'] as const;
export type SystemEventStatus = (typeof SYSTEM_EVENT_STATUSES)[number];
export const SYSTEM_EVENT_STATUS_LABELS: Record<SystemEventStatus, string> = {
  opened: 'Otwarte',
  inprogress: 'W trakcie',
  done: 'Zakończone',
  archived: 'Zarchiwizowane',
};
/** "Active" events: what the bell counts and the list shows by default. */
export const ACTIVE_SYSTEM_EVENT_STATUSES = ['opened', 'inprogress'] as const satisfies readonly SystemEventStatus[];

/** Types offered by the create/edit form (docs/spec/part-1.md §3); a new event is `general`. */
export const SYSTEM_EVENT_FORM_TYPES = [
  'general',
  'deposit_drop',
  'template_added',
  'template_approved',
  'canceled_activity_for_coordinator',
  'canceled_activity',
  'resign_from_activity',
  'registered_for_activity',
  'activity_added',
  'activity_approved',
  'payment_confirmed',
  'transaction_canceled',
  'group_invitation',
  'added_as_coordinator',
  'new_message_for_activity',
] as const;
/** Types only the list filter offers (docs/spec/part-1.md §3); domains may emit them. */
export const SYSTEM_EVENT_FILTER_TYPES = ['general', 'benefit_change', 'deposit_drop', 'negative_opinion'] as const;
export const SYSTEM_EVENT_TYPES = [...SYSTEM_EVENT_FORM_TYPES, 'benefit_change', 'negative_opinion', 'bonus_expired'] as const;
export type SystemEventType = (typeof SYSTEM_EVENT_TYPES)[number];

export const SYSTEM_EVENT_TYPE_LABELS: Record<SystemEventType, string> = {
  general: 'Ogólne',
  deposit_drop: 'Spadek depozytu',
  template_added: 'Dodano szablon',
  template_approved: 'Zatwierdzono szablon',
  canceled_activity_for_coordinator: 'Odwołane zajęcia (koordynator)',
  canceled_activity: 'Odwołane zajęcia',
  resign_from_activity: 'Rezygnacja z zajęć',
  registered_for_activity: 'Zapis na zajęcia',
  activity_added: 'Dodano zajęcia',
  activity_approved: 'Zatwierdzono zajęcia',
  payment_confirmed: 'Potwierdzono płatność',
  transaction_canceled: 'Anulowano transakcję',
  group_invitation: 'Zaproszenie do grupy',
  added_as_coordinator: 'Dodano jako koordynatora',
  new_message_for_activity: 'Nowa wiadomość do zajęć',
  benefit_change: 'Zmiana karty Benefit',
  negative_opinion: 'Negatywna opinia',
  bonus_expired: 'Wygaśnięcie bonusu',
};

/** What an event may point at, and where the admin app shows it (docs/spec/part-1.md §2 "System events"). */
export const SYSTEM_EVENT_TARGET_TYPES = ['Activity', 'User', 'ActivityTemplate', 'CompetitionGroup'] as const;
export type SystemEventTargetType = (typeof SYSTEM_EVENT_TARGET_TYPES)[number];
export const SYSTEM_EVENT_TARGET_LABELS: Record<SystemEventTargetType, string> = {
  Activity: 'Zajęcia',
  User: 'Użytkownik',
  ActivityTemplate: 'Szablon zajęć',
  CompetitionGroup: 'Grupa',
};
export const systemEventTargetUrl = (type: SystemEventTargetType, id: number) =>
  ({
    Activity: `/activities/${id}`,
    User: `/users/${id}`,
    ActivityTemplate: `/activity_templates/${id}`,
    CompetitionGroup: `/competition-groups/${id}`,
  })[type];

/** The info entry a read leaves in the comments timeline (docs/spec/part-1.md §4). */
export const SYSTEM_EVENT_READ_COMMENT = 'Odczytano';

const ref = z.object({ id: z.number(), label: z.string() });

export const systemEventComment = z.object({
  id: z.number(),
  user: ref.nullable(),
  comment: z.string(),
  /** A read marker ('Odczytano'), shown as an info entry rather than a comment. */
  info: z.boolean(),
  created_at: z.string(),
});
export type SystemEventComment = z.infer<typeof systemEventComment>;

/** A list row (docs/spec/part-1.md §3 "System event" without the comments themselves). */
export const systemEventRow = z.object({
  id: z.number(),
  message: z.string(),
  event_type: z.enum(SYSTEM_EVENT_TYPES),
  event_status: z.enum(SYSTEM_EVENT_STATUSES),
  assigned_id: z.number().nullable(),
  assigned: ref.nullable(),
  custom_tags: z.string().nullable(),
  targetable_type: z.enum(SYSTEM_EVENT_TARGET_TYPES).nullable(),
  targetable_id: z.number().nullable(),
  targetable: ref.nullable(),
  read_by_admin: z.boolean(),
  read_by_assigned: z.boolean(),
  comments_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SystemEventRow = z.infer<typeof systemEventRow>;

export const systemEvent = systemEventRow.extend({ comments: z.array(systemEventComment) });
export type SystemEvent = z.infer<typeof systemEvent>;

/** A target type, or none: `null`, or '' from the form's empty choice. */
const targetType = z
  .union([z.enum(SYSTEM_EVENT_TARGET_TYPES), z.literal('')], { error: msg.required })
  .nullable()
  .transform((v) => v || null);

const optionalId = idField(msg.mustBeNumber).nullable();

/** The fields of the create/edit dialog; shared by the body schemas below. */
const systemEventFields = {
  message: requiredText(5000),
  event_type: z.enum(SYSTEM_EVENT_TYPES, { error: msg.required }),
  event_status: z.enum(SYSTEM_EVENT_STATUSES, { error: msg.required }),
  assigned_id: optionalId,
  custom_tags: optionalText(255),
  targetable_type: targetType,
  targetable_id: optionalId,
  read_by_admin: z.boolean(),
  read_by_assigned: z.boolean(),
};

/** A target is a type and an id together, or nothing. */
export const targetPairIssue = (v: { targetable_type?: string | null; targetable_id?: number | null }) => {
  if (v.targetable_type && v.targetable_id == null) return 'targetable_id';
  if (!v.targetable_type && v.targetable_id != null) return 'targetable_type';
  return null;
};

/** The create body under `system_event` and the dialog's resolver: defaults of docs/spec/part-1.md §4. */
export const systemEventInput = z
  .object({
    ...systemEventFields,
    event_type: systemEventFields.event_type.default('general'),
    event_status: systemEventFields.event_status.default('opened'),
    assigned_id: optionalId.default(null),
    targetable_type: targetType.default(null),
    targetable_id: optionalId.default(null),
    read_by_admin: z.boolean().optional(),
    read_by_assigned: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    const field = targetPairIssue(v);
    if (field) ctx.addIssue({ code: 'custom', path: [field], message: msg.required });
  });
export type SystemEventInput = z.input<typeof systemEventInput>;
export type SystemEventValues = z.output<typeof systemEventInput>;

export const systemEventBody = z.object({ system_event: systemEventInput });
/** Update: any subset; the target pair is checked against the stored event. */
export const systemEventPatchBody = z.object({ system_event: z.object(systemEventFields).partial() });
export type SystemEventPatch = z.output<typeof systemEventPatchBody>['system_event'];

/** `add_comment {event_comment:{comment}}`; the comment is required ('Pole Wymagane'). */
export const eventCommentInput = z.object({ comment: requiredText(5000) });
export type EventCommentInput = z.input<typeof eventCommentInput>;
export const eventCommentBody = z.object({ event_comment: eventCommentInput });

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values).optional());

export const SYSTEM_EVENT_ORDERS = ['created_at'] as const;

/**
 * The index: search in the message and tags, filters, order by created_at (default desc, docs/spec/part-1.md §9).
 * Default (spec "only active, unread by admin false"): only opened/in-progress events, read or not.
 */
export const systemEventListQuery = pagingQuery(25).extend({
  search: queryText(),
  with_event_type: optionalEnum(SYSTEM_EVENT_TYPES),
  with_event_status: optionalEnum(SYSTEM_EVENT_STATUSES),
  with_assigned_id: queryInt().optional(),
  with_targetable_type: optionalEnum(SYSTEM_EVENT_TARGET_TYPES),
  with_targetable_id: queryInt().optional(),
  only_active: queryBool().optional().default(true),
  unread_by_admin: queryBool().optional().default(false),
  order: optionalEnum(SYSTEM_EVENT_ORDERS).default('created_at'),
  order_dir: z.preprocess((v) => (v === '' ? undefined : v), orderDir.optional()).default('desc'),
});
export type SystemEventListQuery = z.input<typeof systemEventListQuery>;
