import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A player (`user_id`) allows another player (`allowed_user_id`) to sign them up for activities and pay for them
 * (docs/decisions.md "Allowed to register: a friend signs you up"). One row per pair; never oneself.
 */
export const allowedToRegister = pgTable(
  'allowed_to_register',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    allowedUserId: integer('allowed_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('allowed_to_register_pair').on(t.userId, t.allowedUserId),
    index('allowed_to_register_allowed_idx').on(t.allowedUserId),
    check('allowed_to_register_not_self', sql`${t.userId} <> ${t.allowedUserId}`),
  ],
);
