import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A competition group (docs/spec/part-1.md §3). `custom_tags` is the '#'-separated tag text; `url` and
 * `hidden_url` are generated on create. Member, team and line-up writes lock this row, so the
 * size limits hold under concurrency.
 */
export const competitionGroups = pgTable(
  'competition_groups',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description').notNull(),
    customTags: text('custom_tags'),
    maxGroupSize: integer('max_group_size').notNull().default(20),
    minTeamSize: integer('min_team_size').notNull().default(0),
    maxPlayersPerTeam: integer('max_players_per_team').notNull().default(12),
    maxTeams: integer('max_teams').notNull().default(3),
    gender: varchar('gender', { length: 16 }).notNull().default('unisex'),
    competitionGroupType: varchar('competition_group_type', { length: 32 }).notNull().default('local_group'),
    hidden: boolean('hidden').notNull().default(false),
    open: boolean('open').notNull().default(false),
    active: boolean('active').notNull().default(true),
    notes: text('notes'),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    url: varchar('url', { length: 255 }),
    hiddenUrl: varchar('hidden_url', { length: 255 }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('competition_groups_created_idx').on(t.createdAt, t.id),
    index('competition_groups_creator_idx').on(t.creatorId, t.competitionGroupType),
  ],
);

/** A group member (docs/spec/part-1.md §3 "Group member"): role admin | player and the two invitation flags
 * (docs/spec/part-1.md §4). */
export const competitionGroupsUsers = pgTable(
  'competition_groups_users',
  {
    id: serial('id').primaryKey(),
    competitionGroupId: integer('competition_group_id')
      .notNull()
      .references(() => competitionGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 16 }).notNull().default('player'),
    invitationAccepted: boolean('invitation_accepted').notNull().default(false),
    acceptedByAdmin: boolean('accepted_by_admin').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('competition_groups_users_unique').on(t.competitionGroupId, t.userId),
    index('competition_groups_users_user_idx').on(t.userId),
  ],
);

/** A team of a group (docs/spec/part-1.md §3 "Team"). */
export const competitionTeams = pgTable(
  'competition_teams',
  {
    id: serial('id').primaryKey(),
    competitionGroupId: integer('competition_group_id')
      .notNull()
      .references(() => competitionGroups.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    gender: varchar('gender', { length: 16 }).notNull().default('unisex'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('competition_teams_group_idx').on(t.competitionGroupId, t.id)],
);

/** A team member (docs/spec/part-1.md §3 "Team member"): role capitan | player; one team per group for each player. */
export const competitionTeamsUsers = pgTable(
  'competition_teams_users',
  {
    id: serial('id').primaryKey(),
    competitionTeamId: integer('competition_team_id')
      .notNull()
      .references(() => competitionTeams.id, { onDelete: 'cascade' }),
    competitionGroupId: integer('competition_group_id')
      .notNull()
      .references(() => competitionGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 16 }).notNull().default('player'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('competition_teams_users_group_user_unique').on(t.competitionGroupId, t.userId),
    index('competition_teams_users_team_idx').on(t.competitionTeamId, t.id),
    index('competition_teams_users_user_idx').on(t.userId),
  ],
);
