import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';
import { activities } from './activities';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An item in a player's basket: `participant_id` (the user or their child) in `activity_id`. */
export const basketItems = pgTable(
  'basket_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    paymentMethod: varchar('payment_method', { length: 32 }),
    promoCode: varchar('promo_code', { length: 64 }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('basket_items_user_idx').on(t.userId),
    uniqueIndex('basket_items_unique').on(t.userId, t.participantId, t.activityId),
  ],
);
