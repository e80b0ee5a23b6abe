import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { transactions, transactionItems } from './money';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A promo code (docs/spec/part-2.md §3). `value` is in hundredths: grosze for `pln`, hundredths of a percent for
 * `perc`. Validity is whole days in Europe/Warsaw from `active_from` to `active_to`. Restrictions are id lists.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    prefix: varchar('prefix', { length: 20 }).notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    activeFrom: date('active_from', { mode: 'string' }).notNull(),
    activeTo: date('active_to', { mode: 'string' }).notNull(),
    codeType: varchar('code_type', { length: 32 }).notNull().default('all_activities'),
    value: bigint('value', { mode: 'number' }).notNull(),
    valueType: varchar('value_type', { length: 8 }).notNull().default('pln'),
    active: boolean('active').notNull().default(true),
    onlyForNewPlayers: boolean('only_for_new_players').notNull().default(false),
    unlimited: boolean('unlimited').notNull().default(false),
    limitOfUsage: integer('limit_of_usage').notNull().default(1),
    unlimitedUsageByUser: boolean('unlimited_usage_by_user').notNull().default(false),
    /** Kept under the code's row lock at checkout; equals the number of usage rows. */
    usageCount: integer('usage_count').notNull().default(0),
    userIds: integer('user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    sportIds: integer('sport_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    localizationIds: integer('localization_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    activityIds: integer('activity_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_unique').on(sql`upper(${t.code})`),
    index('promo_codes_prefix_idx').on(t.prefix),
    index('promo_codes_created_at_idx').on(t.createdAt, t.id),
  ],
);

/** One use of a code by one transaction item. */
export const promoCodeUsages = pgTable(
  'promo_code_usages',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    transactionItemId: integer('transaction_item_id').references(() => transactionItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('promo_code_usages_code_idx').on(t.promoCodeId, t.userId), index('promo_code_usages_tx_idx').on(t.transactionId)],
);
