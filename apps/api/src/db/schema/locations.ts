import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A location (docs/spec/part-2.md §3 "Location"); the spec's `lang` is the longitude. */
export const localizations = pgTable(
  'localizations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    street: varchar('street', { length: 255 }),
    city: varchar('city', { length: 120 }),
    district: varchar('district', { length: 120 }),
    postCode: varchar('post_code', { length: 16 }),
    lat: doublePrecision('lat'),
    lang: doublePrecision('lang'),
    hidden: boolean('hidden').notNull().default(false),
    orderValue: integer('order_value').notNull().default(1000),
    benefitTerminalSn: varchar('benefit_terminal_sn', { length: 120 }),
    description: text('description'),
    notes: text('notes'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('localizations_order_idx').on(t.orderValue, t.id), index('localizations_city_idx').on(t.city)],
);

/** A sub-object of a location: a hall, court, pitch… (docs/spec/part-2.md §3 "Location object"). */
export const locationObjects = pgTable(
  'location_objects',
  {
    id: serial('id').primaryKey(),
    localizationId: integer('localization_id')
      .notNull()
      .references(() => localizations.id, { onDelete: 'cascade' }),
    objectType: varchar('object_type', { length: 16 }).notNull().default('hall'),
    description: text('description'),
    notes: text('notes'),
    hidden: boolean('hidden').notNull().default(false),
    orderValue: integer('order_value').notNull().default(1000),
    checklist: varchar('checklist', { length: 16 }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('location_objects_localization_idx').on(t.localizationId, t.orderValue)],
);

/** Photos of a location or of one of its objects; `file_key` is a storage key (lib/storage.ts). */
export const locationPhotos = pgTable(
  'location_photos',
  {
    id: serial('id').primaryKey(),
    localizationId: integer('localization_id')
      .notNull()
      .references(() => localizations.id, { onDelete: 'cascade' }),
    locationObjectId: integer('location_object_id').references(() => locationObjects.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    contentType: varchar('content_type', { length: 64 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('location_photos_owner_idx').on(t.localizationId, t.locationObjectId, t.position),
    check('location_photos_size_check', sql`${t.byteSize} >= 0`),
  ],
);
