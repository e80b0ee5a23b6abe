import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A tile of the public main page (docs/spec/part-2.md §3 "Main page tile"); `picture` is a storage key. */
export const mainPageTiles = pgTable(
  'main_page_tiles',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    section: varchar('section', { length: 32 }).notNull().default('logged_in_1'),
    tileType: varchar('tile_type', { length: 16 }).notNull().default('simple'),
    hidden: boolean('hidden').notNull().default(false),
    orderValue: integer('order_value').notNull().default(100),
    category: varchar('category', { length: 120 }),
    url: text('url').notNull(),
    buttonText: varchar('button_text', { length: 120 }),
    description: text('description'),
    picture: text('picture'),
    xs: integer('xs').notNull().default(12),
    sm: integer('sm').notNull().default(12),
    md: integer('md').notNull().default(6),
    lg: integer('lg').notNull().default(2),
    xl: integer('xl').notNull().default(2),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('main_page_tiles_section_idx').on(t.section, t.orderValue)],
);
