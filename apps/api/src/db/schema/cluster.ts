import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * First-start secrets shared by every instance on this database (the generated JWT secret when `JWT_SECRET`
 * is not set). Kept apart from `app_settings`, which admins read and edit on the settings screen.
 */
export const instanceSecrets = pgTable('instance_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Request rate-limit counters (`@fastify/rate-limit` store, lib/rate-limit-store.ts): one row per route and
 * client address, counted by every instance, so a limit holds whichever instance the load balancer picks.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: varchar('key', { length: 300 }).primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: ts('reset_at').notNull(),
});
