import { boolean, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A static page (docs/spec/part-2.md §3 "Page"). `body` is the block editor's JSON document; `rediraction`
 * keeps the spec's wire name of the redirection flag.
 */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    url: varchar('url', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    visible: boolean('visible').notNull().default(true),
    body: jsonb('body').$type<Record<string, unknown>>(),
    wishpondId: varchar('wishpond_id', { length: 120 }),
    rediraction: boolean('rediraction').notNull().default(false),
    redirUrl: text('redir_url'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pages_url_idx').on(t.url)],
);
