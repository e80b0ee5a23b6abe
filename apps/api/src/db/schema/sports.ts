import { boolean, index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A sport / discipline (docs/spec/part-2.md §3 "Sport"). Pictures are storage keys (lib/storage.ts). */
export const sports = pgTable(
  'sports',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    hidden: boolean('hidden').notNull().default(false),
    sportPicture: text('sport_picture'),
    banerPicture: text('baner_picture'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sports_name_idx').on(t.name)],
);
