import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const appSettings = pgTable('app_settings', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull().unique(),
  value: text('value').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Change history (docs/spec/part-2.md §3 "Audit entry"). */
export const audits = pgTable(
  'audits',
  {
    id: serial('id').primaryKey(),
    auditableType: varchar('auditable_type', { length: 40 }).notNull(),
    auditableId: integer('auditable_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 16 }).notNull(),
    comment: text('comment'),
    auditedChanges: jsonb('audited_changes').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('audits_auditable_idx').on(t.auditableType, t.auditableId, t.createdAt), index('audits_user_idx').on(t.userId)],
);

/** Development outbox: e-mails and SMS land here when no SMTP_URL / SMS provider is configured. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 8 }).notNull(),
    recipient: varchar('recipient', { length: 255 }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The e-mail's HTML part, its inline images as data URIs (a booking confirmation's QR codes); null for text only. */
    html: text('html'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

/** Progress and result of a background job, for the reports screen and the async jobs API. */
export const asyncJobs = pgTable(
  'async_jobs',
  {
    id: serial('id').primaryKey(),
    jobName: varchar('job_name', { length: 120 }).notNull(),
    jobClass: varchar('job_class', { length: 120 }).notNull(),
    jobStatus: varchar('job_status', { length: 16 }).notNull().default('queued'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    infoBox: jsonb('info_box').$type<Record<string, unknown>>().notNull().default({}),
    file: text('file'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** The run now queued: a run's dead letter changes the row only while it is still this run (lib/jobs.ts). */
    runId: uuid('run_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('async_jobs_created_idx').on(t.createdAt)],
);
