import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';
import { activities } from './activities';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A benefit (sport-card) entry (docs/spec/part-2.md §3): one visit registered on a provider terminal, on paper or by
 * the system. Provider rows arrive through the importer and are upserted by `uuid`; manual entries get a
 * generated uuid. An entry with both an activity and a user belongs to that user's participation in the
 * activity (`activity_participants` on the same pair); at most one entry per participation.
 */
export const benefitEntries = pgTable(
  'benefit_entries',
  {
    id: serial('id').primaryKey(),
    uuid: varchar('uuid', { length: 64 }).notNull(),
    facilityId: varchar('facility_id', { length: 64 }),
    facilityName: varchar('facility_name', { length: 255 }),
    sn: varchar('sn', { length: 64 }),
    terminalType: varchar('terminal_type', { length: 64 }),
    datePlayed: date('date_played', { mode: 'string' }).notNull(),
    playerCardNo: varchar('player_card_no', { length: 64 }),
    organizerLogin: varchar('organizer_login', { length: 120 }),
    confirmed: boolean('confirmed').notNull().default(false),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizerId: integer('organizer_id').references(() => users.id, { onDelete: 'set null' }),
    rejected: boolean('rejected').notNull().default(false),
    reportType: varchar('report_type', { length: 16 }).notNull().default('terminal'),
    notes: text('notes'),
    /** The async job (importer) that last wrote the row; null for manual entries. */
    importJobId: integer('import_job_id'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('benefit_entries_uuid_unique').on(t.uuid),
    // One entry per participation (activity + user).
    uniqueIndex('benefit_entries_participation_unique')
      .on(t.activityId, t.userId)
      .where(sql`${t.activityId} is not null and ${t.userId} is not null`),
    index('benefit_entries_created_idx').on(t.createdAt, t.id),
    index('benefit_entries_activity_idx').on(t.activityId),
    index('benefit_entries_user_idx').on(t.userId),
    index('benefit_entries_organizer_idx').on(t.organizerId),
    index('benefit_entries_date_played_idx').on(t.datePlayed),
    index('benefit_entries_card_idx').on(t.playerCardNo),
  ],
);
