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
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { authTokens, users } from './users';
import { sports } from './sports';
import { localizations } from './locations';
import { activities } from './activities';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An organiser's agreement for a sport (and location): prices in grosze (docs/spec/part-1.md §3 "User agreement"). */
export const userAgreements = pgTable(
  'user_agreements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    localizationId: integer('localization_id').references(() => localizations.id, { onDelete: 'set null' }),
    eventLength: integer('event_length'),
    eventPrice: bigint('event_price', { mode: 'number' }),
    supplement: bigint('supplement', { mode: 'number' }),
    eventType: varchar('event_type', { length: 16 }).notNull().default('first_type'),
    legalization: varchar('legalization', { length: 3 }).notNull().default('na'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('user_agreements_user_idx').on(t.userId), index('user_agreements_sport_idx').on(t.sportId)],
);

/** A player's level in a sport; one per sport (docs/spec/part-1.md §3 "User sport level"). */
export const userSportLevels = pgTable(
  'user_sport_levels',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    level: varchar('level', { length: 16 }).notNull(),
    editOnlyByAdmin: boolean('edit_only_by_admin').notNull().default(false),
    checkOnPnh: boolean('check_on_pnh').notNull().default(false),
    checkOnOrganizer: boolean('check_on_organizer').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_sport_levels_user_sport_unique').on(t.userId, t.sportId),
    index('user_sport_levels_sport_idx').on(t.sportId),
  ],
);

/**
 * A level opinion another player gave about `rated_user_id` after an activity (the foreign key to
 * activities came with the activities domain).
 */
export const userLevelOpinions = pgTable(
  'user_level_opinions',
  {
    id: serial('id').primaryKey(),
    ratedUserId: integer('rated_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'set null' }),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    level: varchar('level', { length: 16 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('user_level_opinions_rated_idx').on(t.ratedUserId, t.sportId, t.createdAt),
    index('user_level_opinions_activity_idx').on(t.activityId),
  ],
);

/** Limits that differ from the defaults (`USER_LIMIT_DEFAULTS`); no row means all defaults. */
export const userLimitOverrides = pgTable('user_limit_overrides', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  overrides: jsonb('overrides').$type<Record<string, number | boolean>>().notNull().default({}),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A paired mobile app; logging it out revokes its token (docs/spec/part-1.md §3 "Connected device"). */
export const connectedDevices = pgTable(
  'connected_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authTokenId: uuid('auth_token_id').references(() => authTokens.id, { onDelete: 'set null' }),
    deviceName: varchar('device_name', { length: 120 }).notNull(),
    deviceInfo: text('device_info'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [index('connected_devices_user_idx').on(t.userId), index('connected_devices_token_idx').on(t.authTokenId)],
);
