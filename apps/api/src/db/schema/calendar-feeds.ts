import { integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A player's private calendar feed (`/ical/{token}.ics`, docs/decisions.md "Calendar feed"): one per player; a reset
 * writes a new token and the old address stops working. The token is a random 32-byte secret in base64url.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: varchar('token', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_uq').on(t.token)],
);
