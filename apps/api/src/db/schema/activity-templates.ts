import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint } from 'drizzle-orm/pg-core';
import { sharedActivityColumns, ts } from './activity-columns';

/**
 * An activity template (docs/spec/part-2.md §3): the activity's columns without a date, plus the week days
 * (0 = Sunday) it repeats on and `hours_to_make_visible`. `start_at`/`stop_at` are Europe/Warsaw wall-clock.
 * Approved, not archived, not expired templates generate activities (`activities.template_id`).
 */
export const activityTemplates = pgTable(
  'activity_templates',
  {
    id: serial('id').primaryKey(),
    ...sharedActivityColumns(),
    weekDays: smallint('week_days')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    hoursToMakeVisible: integer('hours_to_make_visible'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('activity_templates_created_at_idx').on(t.createdAt, t.id),
    index('activity_templates_creator_idx').on(t.creatorId),
    index('activity_templates_tags_idx').using('gin', t.customTags),
    // The generation job's candidates.
    index('activity_templates_generating_idx')
      .on(t.id)
      .where(sql`${t.approvedByAdmin} and not ${t.archived}`),
  ],
);
