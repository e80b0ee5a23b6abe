import { and, asc, count, eq, gte, ilike, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  fileUrl,
  toGrosze,
  warsawToday,
  type PortalActivity,
  type PortalTile,
  type portalActivityQuery,
} from '@sportdesk/contract';
import {
  activities,
  activityParticipants,
  competitionGroups,
  competitionGroupsUsers,
  localizations,
  locationObjects,
  mainPageTiles,
  sports,
} from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { likePattern } from '../../lib/paging';
import { pastSql, toHmm } from '../activities/public';

type SearchQuery = z.output<typeof portalActivityQuery>;
type ActivityRecord = typeof activities.$inferSelect;

/**
 * What a visitor may see (docs/decisions.md, "Player portal"): not hidden (a scheduled reveal shows it only once
 * the reveal job ran), published (`publish_date` passed), not archived, at a visible location of a visible
 * sport, and either the provider's own (pnh) or an organiser's activity the staff confirmed.
 */
export const publicActivitySql = and(
  eq(activities.hidden, false),
  eq(activities.archived, false),
  lte(activities.publishDate, sql`now()`),
  eq(localizations.hidden, false),
  eq(sports.hidden, false),
  sql`(${activities.activityType} = 'pnh' or ${activities.confirmed})`,
)!;

const freeSpotsSql = sql<number>`greatest(${activities.maxPlayers} - ${activities.reservedSpots} - ${activities.participantsCount}, 0)`;

const reserveCountSql = sql<number>`(select count(*)::int from ${activityParticipants} where ${activityParticipants.activityId} = ${activities.id} and ${activityParticipants.reserve})`;

const selection = {
  activity: activities,
  past: pastSql,
  reserveCount: reserveCountSql,
  sportName: sports.name,
  location: localizations,
  objectType: locationObjects.objectType,
};
type Joined = {
  activity: ActivityRecord;
  past: boolean;
  reserveCount: number;
  sportName: string;
  location: typeof localizations.$inferSelect;
  objectType: string | null;
};

export function toPortalActivity(j: Joined): PortalActivity {
  const a = j.activity;
  const l = j.location;
  const taken = a.reservedSpots + a.participantsCount;
  return {
    id: a.id,
    name: a.name,
    sport: { id: a.sportId, name: j.sportName },
    location: {
      id: l.id,
      name: l.name,
      street: l.street,
      city: l.city,
      district: l.district,
      post_code: l.postCode,
      lat: l.lat,
      lng: l.lang,
    },
    object_type: j.objectType,
    date: a.date,
    start_at: toHmm(a.startAt),
    stop_at: toHmm(a.stopAt),
    price: a.price / 100,
    max_players: a.maxPlayers,
    taken_spots: taken,
    free_spots: Math.max(a.maxPlayers - taken, 0),
    reserve_list: a.reserveList,
    reserve_count: Number(j.reserveCount),
    lv: a.lv as PortalActivity['lv'],
    gender: a.gender as PortalActivity['gender'],
    min_age: a.minAge,
    max_age: a.maxAge,
    competition_type: a.competitionType as PortalActivity['competition_type'],
    coach: a.coach,
    thumb_image: fileUrl(a.thumbImage),
    canceled: a.canceled,
    past: Boolean(j.past),
  };
}

const joined = (db: Executor) =>
  db
    .select(selection)
    .from(activities)
    .innerJoin(sports, eq(sports.id, activities.sportId))
    .innerJoin(localizations, eq(localizations.id, activities.localizationId))
    .leftJoin(locationObjects, eq(locationObjects.id, activities.locationObjectId));

/** Upcoming public activities matching the filters, by date and start, then id. */
export async function searchActivities(db: Executor, q: SearchQuery, today = warsawToday()) {
  const c: SQL[] = [publicActivitySql, eq(activities.canceled, false), sql`not ${pastSql}`];
  c.push(gte(activities.date, q.date_from && q.date_from > today ? q.date_from : today));
  if (q.date_to) c.push(lte(activities.date, q.date_to));
  if (q.sport_id !== undefined) c.push(eq(activities.sportId, q.sport_id));
  if (q.location_id !== undefined) c.push(eq(activities.localizationId, q.location_id));
  if (q.city) c.push(ilike(localizations.city, likePattern(q.city)));
  if (q.lv) c.push(eq(activities.lv, q.lv));
  if (q.gender) c.push(eq(activities.gender, q.gender));
  if (q.price_from > 0) c.push(gte(activities.price, toGrosze(q.price_from)));
  if (q.price_to !== undefined) c.push(lte(activities.price, toGrosze(q.price_to)));
  if (q.free_only) c.push(sql`${freeSpotsSql} > 0`);
  const where = and(...c);
  return publicActivityPage(db, where, q.limit, q.page * q.limit);
}

/** One public activity (past and canceled ones too, so a shared link still explains itself). */
export async function findPublicActivity(db: Executor, id: number) {
  const [row] = await joined(db)
    .where(and(publicActivitySql, eq(activities.id, id)))
    .limit(1);
  return row;
}

const toPortalTile = (r: typeof mainPageTiles.$inferSelect): PortalTile => ({
  id: r.id,
  name: r.name,
  section: r.section,
  tile_type: r.tileType as PortalTile['tile_type'],
  category: r.category,
  url: r.url,
  button_text: r.buttonText,
  description: r.description,
  picture: fileUrl(r.picture),
  xs: r.xs,
  sm: r.sm,
  md: r.md,
  lg: r.lg,
  xl: r.xl,
});

/** Visible tiles of the audience's sections, grouped by section in number order, each by `order_value`, id. */
export async function homeTiles(db: Executor, signedIn: boolean) {
  const prefix = signedIn ? 'logged_in_' : 'not_logged_in_';
  const rows = await db
    .select()
    .from(mainPageTiles)
    .where(and(eq(mainPageTiles.hidden, false), like(mainPageTiles.section, `${prefix}%`)))
    .orderBy(asc(mainPageTiles.orderValue), asc(mainPageTiles.id))
    .limit(500);
  const sectionNo = (s: string) => Number(s.slice(prefix.length));
  const sections = [...new Set(rows.map((r) => r.section))].sort((a, b) => sectionNo(a) - sectionNo(b));
  return sections.map((section) => ({ section, tiles: rows.filter((r) => r.section === section).map(toPortalTile) }));
}

/** Filter choices: visible sports; visible locations that have upcoming public activities, and their cities. */
export async function filterOptions(db: Executor) {
  const upcoming = db
    .selectDistinct({ id: activities.localizationId })
    .from(activities)
    .innerJoin(sports, eq(sports.id, activities.sportId))
    .innerJoin(localizations, eq(localizations.id, activities.localizationId))
    .where(and(publicActivitySql, eq(activities.canceled, false), gte(activities.date, warsawToday())));
  const [sportRows, locationRows] = await Promise.all([
    db
      .select({ id: sports.id, name: sports.name })
      .from(sports)
      .where(eq(sports.hidden, false))
      .orderBy(asc(sports.name))
      .limit(500),
    db
      .select({ id: localizations.id, name: localizations.name, city: localizations.city })
      .from(localizations)
      .where(and(eq(localizations.hidden, false), inArray(localizations.id, upcoming)))
      .orderBy(asc(localizations.orderValue), asc(localizations.name))
      .limit(500),
  ]);
  const cities = [...new Set(locationRows.map((l) => l.city?.trim()).filter((c): c is string => Boolean(c)))].sort((a, b) =>
    a.localeCompare(b, 'pl'),
  );
  return { sports: sportRows, locations: locationRows, cities };
}

/** A group's row and how many places its members and pending requests take. */
export async function findGroup(db: Executor, id: number) {
  const [[group], [{ taken }]] = await Promise.all([
    db.select().from(competitionGroups).where(eq(competitionGroups.id, id)).limit(1),
    db.select({ taken: count() }).from(competitionGroupsUsers).where(eq(competitionGroupsUsers.competitionGroupId, id)),
  ]);
  return group ? { group, taken } : undefined;
}

/** A group's upcoming public activities (not canceled), by date and start: the first `limit` and the count. */
export async function groupActivities(db: Executor, groupId: number, limit: number, today = warsawToday()) {
  const where = and(
    publicActivitySql,
    eq(activities.canceled, false),
    sql`not ${pastSql}`,
    gte(activities.date, today),
    sql`${activities.competitionGroupIds} @> array[${groupId}]::integer[]`,
  );
  return publicActivityPage(db, where, limit, 0);
}

/** A page of the public activities `where` picks, soonest first, with the count of all of them. */
async function publicActivityPage(db: Executor, where: SQL | undefined, limit: number, offset: number) {
  const [rows, [{ total }]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(asc(activities.date), asc(activities.startAt), asc(activities.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(activities)
      .innerJoin(sports, eq(sports.id, activities.sportId))
      .innerJoin(localizations, eq(localizations.id, activities.localizationId))
      .where(where),
  ]);
  return { rows: rows.map(toPortalActivity), total };
}
