import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users';
import { activityTemplates } from './activity-templates';
import { sharedActivityColumns, ts } from './activity-columns';

/**
 * An activity (docs/spec/part-2.md §3). `date`, `start_at` and `stop_at` are Europe/Warsaw wall-clock.
 * `participants_count` and `fa_count` are kept by the participants domain; `all_reserved_spots`
 * is `reserved_spots + participants_count`.
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    ...sharedActivityColumns(),
    date: date('date', { mode: 'string' }).notNull(),
    changeToPublicAt: ts('change_to_public_at'),
    participantsCount: integer('participants_count').notNull().default(0),
    faCount: integer('fa_count').notNull().default(0),
    coordinatorsCount: integer('coordinators_count').notNull().default(0),
    listVerified: boolean('list_verified').notNull().default(false),
    listVerifiedAt: ts('list_verified_at'),
    listChecked: boolean('list_checked').notNull().default(false),
    listCheckedInMobileApp: boolean('list_checked_in_mobile_app').notNull().default(false),
    /** The template this activity was generated from (modules/activity-templates); null for activities added by hand. */
    templateId: integer('template_id').references((): AnyPgColumn => activityTemplates.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One activity per template and date, even with two generation runs at once (INSERT … ON CONFLICT DO NOTHING).
    uniqueIndex('activities_template_date_uq').on(t.templateId, t.date),
    index('activities_date_idx').on(t.date, t.startAt, t.id),
    index('activities_date_price_idx').on(t.date, t.price),
    // A sport's activities by date, with what the list sorts and filters them by most often, so a sport's
    // page (any sort) and its capped count are read from the index alone (docs/decisions.md
    // "Performance: requests and SQL at scale").
    index('activities_sport_date_idx').on(t.sportId, t.date, t.startAt, t.id, t.price, t.confirmed),
    index('activities_localization_date_idx').on(t.localizationId, t.date),
    index('activities_creator_idx').on(t.creatorId),
    index('activities_created_at_idx').on(t.createdAt),
    index('activities_tags_idx').using('gin', t.customTags),
    // The dashboard's 'Zajęcia do weryfikacji' list and badge (counted on every users/current).
    index('activities_to_verify_idx')
      .on(t.date, t.price)
      .where(sql`not ${t.confirmed} and ${t.activityType} = 'organizer'`),
    index('activities_reveal_idx')
      .on(t.changeToPublicAt)
      .where(sql`${t.hidden} and ${t.changeToPublicAt} is not null`),
  ],
);

/** Coordinators of an activity: users holding `user_role_coordinator` (docs/spec/part-2.md §6). */
export const activityCoordinators = pgTable(
  'activity_coordinators',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.userId] }), index('activity_coordinators_user_idx').on(t.userId)],
);
