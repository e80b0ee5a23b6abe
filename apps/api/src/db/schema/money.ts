import {
  bigint,
  index,
  type AnyPgColumn,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { activities } from './activities';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money in grosze. */
const grosze = (name: string) => bigint(name, { mode: 'number' });

/**
 * A transaction (docs/spec/part-2.md §3): a wallet operation or a checkout. The balances before and after
 * make the ledger: for every user, the sum of (after − before) over their transactions equals the
 * wallet columns on `users`.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    identifier: varchar('identifier', { length: 32 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    transactionType: varchar('transaction_type', { length: 32 }).notNull(),
    paymentMethod: varchar('payment_method', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    value: grosze('value').notNull().default(0),
    /** The part due through the payment gateway. */
    onlineValue: grosze('online_value').notNull().default(0),
    mainBefore: grosze('main_before').notNull().default(0),
    bonusBefore: grosze('bonus_before').notNull().default(0),
    depositBefore: grosze('deposit_before').notNull().default(0),
    mainAfter: grosze('main_after').notNull().default(0),
    bonusAfter: grosze('bonus_after').notNull().default(0),
    depositAfter: grosze('deposit_after').notNull().default(0),
    comment: text('comment'),
    /** A refund's purchase: the transaction whose money it gives back (docs/decisions.md "Cancelling an activity"). */
    originalTransactionId: integer('original_transaction_id').references((): AnyPgColumn => transactions.id, {
      onDelete: 'set null',
    }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    paidAt: ts('paid_at'),
    date: ts('date').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transactions_identifier_unique').on(t.identifier),
    index('transactions_user_idx').on(t.userId, t.date),
    index('transactions_date_idx').on(t.date, t.id),
    index('transactions_created_at_idx').on(t.createdAt, t.id),
    index('transactions_original_idx').on(t.originalTransactionId),
  ],
);

/** One bought thing of a transaction; for `activity` items the enrolment of `user_id` in `activity_id`. */
export const transactionItems = pgTable(
  'transaction_items',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    itemType: varchar('item_type', { length: 32 }).notNull(),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    value: grosze('value').notNull().default(0),
    supplement: grosze('supplement').notNull().default(0),
    paymentMethod: varchar('payment_method', { length: 32 }).notNull(),
    promoCodeId: integer('promo_code_id'),
    discount: grosze('discount').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('transaction_items_transaction_idx').on(t.transactionId),
    index('transaction_items_activity_idx').on(t.activityId, t.userId),
    index('transaction_items_promo_idx').on(t.promoCodeId),
  ],
);

/** A payment at a gateway for the online part of a transaction; `status` moves pending → paid | canceled once. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    gateway: varchar('gateway', { length: 32 }).notNull(),
    externalId: varchar('external_id', { length: 128 }),
    amount: grosze('amount').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    notificationsCount: integer('notifications_count').notNull().default(0),
    finishedAt: ts('finished_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_transaction_unique').on(t.transactionId)],
);
