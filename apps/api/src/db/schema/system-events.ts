import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const active = sql`event_status in ('opened', 'inprogress')`;

/**
 * A system event (docs/spec/part-1.md §3): a notification or task about a target (Activity, User,
 * ActivityTemplate), with an assignee and a comments timeline. The target is polymorphic
 * (`targetable_type` + `targetable_id`), so it has no foreign key.
 */
export const systemEvents = pgTable(
  'system_events',
  {
    id: serial('id').primaryKey(),
    message: text('message').notNull(),
    eventType: varchar('event_type', { length: 48 }).notNull().default('general'),
    eventStatus: varchar('event_status', { length: 16 }).notNull().default('opened'),
    assignedId: integer('assigned_id').references(() => users.id, { onDelete: 'set null' }),
    customTags: varchar('custom_tags', { length: 255 }),
    targetableType: varchar('targetable_type', { length: 32 }),
    targetableId: integer('targetable_id'),
    readByAdmin: boolean('read_by_admin').notNull().default(false),
    readByAssigned: boolean('read_by_assigned').notNull().default(false),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('system_events_created_idx').on(t.createdAt, t.id),
    index('system_events_assigned_idx').on(t.assignedId, t.createdAt),
    index('system_events_target_idx').on(t.targetableType, t.targetableId),
    // The bell and the dashboard badge count only these rows (users/current stays cheap).
    index('system_events_unread_admin_idx')
      .on(t.id)
      .where(sql`read_by_admin = false and ${active}`),
    index('system_events_unread_assigned_idx')
      .on(t.assignedId)
      .where(sql`read_by_assigned = false and ${active}`),
  ],
);

/** The comments timeline; `kind` 'read' is the 'Odczytano' info entry. */
export const systemEventComments = pgTable(
  'system_event_comments',
  {
    id: serial('id').primaryKey(),
    systemEventId: integer('system_event_id')
      .notNull()
      .references(() => systemEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    kind: varchar('kind', { length: 8 }).notNull().default('comment'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('system_event_comments_event_idx').on(t.systemEventId, t.createdAt)],
);
