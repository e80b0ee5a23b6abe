import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { fileUrl, type Location, type LocationObject, type locationListQuery, type Photo } from '@sportdesk/contract';
import { localizations, locationObjects, locationPhotos } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { likePattern } from '../../lib/paging';
import { iso } from '../../lib/reply';

export type LocationRow = typeof localizations.$inferSelect;
export type LocationObjectRow = typeof locationObjects.$inferSelect;
export type LocationPhotoRow = typeof locationPhotos.$inferSelect;
type ListQuery = z.output<typeof locationListQuery>;

const toPhoto = (p: LocationPhotoRow): Photo => ({ id: p.id, url: fileUrl(p.fileKey)! });
const photosOf = (photos: LocationPhotoRow[]) => {
  const list = photos.map(toPhoto);
  return { photo: list[0]?.url ?? null, photos: list };
};

export const toLocationObject = (o: LocationObjectRow, photos: LocationPhotoRow[]): LocationObject => ({
  id: o.id,
  localization_id: o.localizationId,
  object_type: o.objectType as LocationObject['object_type'],
  description: o.description,
  notes: o.notes,
  hidden: o.hidden,
  order_value: o.orderValue,
  checklist: o.checklist as LocationObject['checklist'],
  ...photosOf(photos.filter((p) => p.locationObjectId === o.id)),
});

export const toLocation = (r: LocationRow, objects: LocationObjectRow[], photos: LocationPhotoRow[]): Location => ({
  id: r.id,
  name: r.name,
  street: r.street,
  city: r.city,
  district: r.district,
  post_code: r.postCode,
  lat: r.lat,
  lang: r.lang,
  hidden: r.hidden,
  order_value: r.orderValue,
  benefit_terminal_sn: r.benefitTerminalSn,
  description: r.description,
  notes: r.notes,
  ...photosOf(photos.filter((p) => p.localizationId === r.id && p.locationObjectId === null)),
  location_objects: objects.filter((o) => o.localizationId === r.id).map((o) => toLocationObject(o, photos)),
  created_at: iso(r.createdAt)!,
  updated_at: iso(r.updatedAt)!,
});

/** Objects (by order_value) and photos (by position) of the given locations. */
async function childrenOf(db: Executor, ids: number[]) {
  if (ids.length === 0) return { objects: [], photos: [] };
  const [objects, photos] = await Promise.all([
    db
      .select()
      .from(locationObjects)
      .where(inArray(locationObjects.localizationId, ids))
      .orderBy(asc(locationObjects.orderValue), asc(locationObjects.id)),
    db
      .select()
      .from(locationPhotos)
      .where(inArray(locationPhotos.localizationId, ids))
      .orderBy(asc(locationPhotos.position), asc(locationPhotos.id)),
  ]);
  return { objects, photos };
}

const orderColumns = {
  order_value: localizations.orderValue,
  id: localizations.id,
  name: localizations.name,
  city: localizations.city,
  created_at: localizations.createdAt,
} as const;

const textFilters = [
  ['with_name', localizations.name],
  ['with_street', localizations.street],
  ['with_city', localizations.city],
  ['with_district', localizations.district],
  ['with_post_code', localizations.postCode],
] as const;

/** The spec's filters; default order `order_value` ascending, then id. */
export async function listLocations(db: Executor, q: ListQuery) {
  const conditions: SQL[] = [];
  if (q.with_id !== undefined) conditions.push(eq(localizations.id, q.with_id));
  for (const [param, column] of textFilters) {
    const value = q[param];
    if (value) conditions.push(ilike(column, likePattern(value)));
  }
  if (q.search) {
    const pattern = likePattern(q.search);
    conditions.push(
      or(ilike(localizations.name, pattern), ilike(localizations.street, pattern), ilike(localizations.city, pattern))!,
    );
  }
  if (q.with_hidden !== undefined) conditions.push(eq(localizations.hidden, q.with_hidden));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = q.order_dir === 'desc' ? desc : asc;
  const order = orderColumns[q.order_element ?? q.order ?? 'order_value'];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(localizations)
      .where(where)
      .orderBy(direction(order), asc(localizations.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ total: count() }).from(localizations).where(where),
  ]);
  const { objects, photos } = await childrenOf(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => toLocation(r, objects, photos)), total };
}

export async function findLocationRow(db: Executor, id: number) {
  const [row] = await db.select().from(localizations).where(eq(localizations.id, id));
  return row;
}

export async function findLocation(db: Executor, id: number) {
  const row = await findLocationRow(db, id);
  if (!row) return undefined;
  const { objects, photos } = await childrenOf(db, [id]);
  return toLocation(row, objects, photos);
}

export async function objectsOf(db: Executor, localizationId: number) {
  return db.select().from(locationObjects).where(eq(locationObjects.localizationId, localizationId));
}

export async function photoKeysOf(db: Executor, where: SQL) {
  return (await db.select({ key: locationPhotos.fileKey }).from(locationPhotos).where(where)).map((r) => r.key);
}
