import { integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per searchable thing (docs/spec/part-1.md §3 "Search tag result"), kept by database triggers of
 * each domain's table (migration `search_functions`): users now, activities with one more trigger.
 * `document` is the normalised text (lower case, no diacritics) used for ranking; `words` are its
 * tokens, found through `search_postings`.
 */
export const searchTags = pgTable(
  'search_tags',
  {
    searchableType: varchar('searchable_type', { length: 32 }).notNull(),
    searchableId: integer('searchable_id').notNull(),
    labelFirstLine: text('label_first_line').notNull(),
    labelSecondLine: text('label_second_line'),
    document: text('document').notNull(),
    words: text('words').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.searchableType, t.searchableId] })],
);

/**
 * The posting lists of the search: one row per (word, tag), kept from `search_tags.words` by statement
 * triggers in the same transaction (migration `search_postings_fill`). A B-tree on (word, type, id) lets
 * the search read a word's tags in order and stop after the candidates it needs, which a GIN index
 * cannot (it builds the bitmap of every match first: ~50,000 tags for a city or a sport).
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    word: text('word').notNull(),
    searchableType: varchar('searchable_type', { length: 32 }).notNull(),
    searchableId: integer('searchable_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.searchableType, t.searchableId] })],
);

/**
 * Every distinct token of `search_tags.words` (kept by the same triggers), by kind: `a` letters,
 * `d` digits, `e` a whole e-mail. Prefix completion ranges over (kind, word) in byte order ("C"),
 * so e-mails never crowd out the completions of a name; typo tolerance uses a trigram index on `a`.
 */
export const searchWords = pgTable(
  'search_words',
  {
    kind: varchar('kind', { length: 1 }).notNull().default('a'),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.word] })],
);
