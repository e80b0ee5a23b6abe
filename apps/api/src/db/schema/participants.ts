import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { activities } from './activities';
import { transactions } from './money';
import { competitionTeams } from './competition-groups';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money in grosze. */
const grosze = (name: string) => bigint(name, { mode: 'number' });

/**
 * A player on an activity's list, or on its reserve list (`reserve`, ordered by `id`).
 * `costs` = charged through the wallet (prepaid), so removal with costs refunds `price` once.
 */
export const activityParticipants = pgTable(
  'activity_participants',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reserve: boolean('reserve').notNull().default(false),
    paymentMethod: varchar('payment_method', { length: 32 }).notNull().default('by_admin'),
    costs: boolean('costs').notNull().default(false),
    price: grosze('price').notNull().default(0),
    transactionId: integer('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    presenceCheck: boolean('presence_check').notNull().default(false),
    cardCheck: boolean('card_check').notNull().default(false),
    comments: text('comments'),
    competitionTeamId: integer('competition_team_id').references(() => competitionTeams.id, { onDelete: 'set null' }),
    team: varchar('team', { length: 120 }),
    benefitEntryId: integer('benefit_entry_id'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    promotedAt: ts('promoted_at'),
    /** When the reminder before the start was claimed for this place: set once, in the transaction that queues it. */
    reminderSentAt: ts('reminder_sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_participants_unique').on(t.activityId, t.userId),
    index('activity_participants_activity_idx').on(t.activityId, t.reserve, t.id),
    index('activity_participants_user_idx').on(t.userId),
  ],
);

/**
 * A place the player gave up (`DELETE users/current/participations/{id}`): its participation row is deleted, this
 * trace keeps its id so the calendar feed shows the same event (same UID) as cancelled until the activity is past.
 */
export const resignedBookings = pgTable(
  'resigned_bookings',
  {
    /** The deleted participation's id (the feed event's UID). */
    entryId: integer('entry_id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reserve: boolean('reserve').notNull().default(false),
    resignedAt: ts('resigned_at').notNull().defaultNow(),
  },
  (t) => [index('resigned_bookings_user_idx').on(t.userId, t.activityId)],
);

/** Post-event summary (`edit_summary`), one row per activity once saved. */
export const activitySummaries = pgTable('activity_summaries', {
  activityId: integer('activity_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  allParticipantsCount: integer('all_participants_count').notNull().default(0),
  onlinePaidParticipantsCount: integer('online_paid_participants_count').notNull().default(0),
  cashPaidParticipantsCount: integer('cash_paid_participants_count').notNull().default(0),
  benefitPaidParticipantsCount: integer('benefit_paid_participants_count').notNull().default(0),
  okSystemPaidParticipantsCount: integer('ok_system_paid_participants_count').notNull().default(0),
  fitprofitPaidParticipantsCount: integer('fitprofit_paid_participants_count').notNull().default(0),
  benefitPaidParticipantsVerified: integer('benefit_paid_participants_verified').notNull().default(0),
  fitprofitPaidParticipantsVerified: integer('fitprofit_paid_participants_verified').notNull().default(0),
  finalPrice: grosze('final_price'),
  summaryNote: text('summary_note'),
  verifiedByAdmin: boolean('verified_by_admin').notNull().default(false),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Team line-up of a sparing (docs/spec/part-2.md §3). */
export const activityTeamLineUps = pgTable(
  'activity_team_line_ups',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    competitionTeamId: integer('competition_team_id')
      .notNull()
      .references(() => competitionTeams.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activity_team_line_ups_unique').on(t.activityId, t.competitionTeamId, t.playerId)],
);

/** A message to the activity's coordinators; images are stored files (lib/storage.ts). */
export const activityMessages = pgTable(
  'activity_messages',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: varchar('author_name', { length: 255 }).notNull(),
    content: text('content').notNull().default(''),
    images: jsonb('images').$type<{ filename: string; content_type: string; key: string }[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('activity_messages_activity_idx').on(t.activityId, t.createdAt)],
);

/**
 * A message to an activity's participants (`POST …/notifications`) or the notice of its cancellation (`kind`
 * `cancel`): what was sent and to whom; each recipient and channel is a delivery below.
 */
export const activityNotifications = pgTable(
  'activity_notifications',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull().default('message'),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    withReserve: boolean('with_reserve').notNull().default(false),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('activity_notifications_activity_idx').on(t.activityId, t.id)],
);

/** One recipient and channel of a notification: `pending` until the job sends it, then `sent` or `failed` with why. */
export const activityNotificationDeliveries = pgTable(
  'activity_notification_deliveries',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => activityNotifications.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The player's name when the log was written (the user may be gone later). */
    userLabel: varchar('user_label', { length: 255 }).notNull(),
    reserve: boolean('reserve').notNull().default(false),
    channel: varchar('channel', { length: 8 }).notNull(),
    recipient: varchar('recipient', { length: 255 }),
    /** This recipient's own text when it differs from the notification's (a cancellation names their refund). */
    body: text('body'),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    error: varchar('error', { length: 500 }),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('activity_notification_deliveries_activity_idx').on(t.activityId, t.id),
    index('activity_notification_deliveries_notification_idx').on(t.notificationId, t.status),
  ],
);
