import { eq, ilike, sql, type SQL } from 'drizzle-orm';
import { toPln, type ActivityRow } from '@sportdesk/contract';
import type { activities } from '../../db/schema/activities';
import type { activityTemplates } from '../../db/schema/activity-templates';
import { localizations, sports, users } from '../../db/schema/index';
import { likePattern } from '../../lib/paging';
import { iso } from '../../lib/reply';

/**
 * What the activity list and the activity template list share, written once over either table
 * (docs/decisions.md "Activity templates built on activities"): the filters both lists have, the sort columns
 * and the row's common fields. Each list adds its own (modules/activities/queries.ts,
 * modules/activity-templates/queries.ts).
 */
export type ActivityLikeTable = typeof activities | typeof activityTemplates;

/** The filters of `activityListQuery` a template list picks too (packages/contract/src/activity-templates.ts). */
export interface SharedListFilters {
  with_name?: string;
  with_tags?: string;
  with_location?: number;
  with_sport?: number;
  with_city?: string;
  with_creator?: number;
  with_activity_type?: string;
  with_confirmed?: boolean;
  with_canceled?: boolean;
  with_hidden?: boolean;
  with_archive?: boolean;
}

/** `09:00:00` → `9:00` (H:mm). */
export const toHmm = (t: string) => {
  const [h, m] = t.split(':');
  return `${Number(h)}:${m}`;
};

/** The conditions of the shared filters, in the table's own columns. */
export function sharedListConditions(t: ActivityLikeTable, q: SharedListFilters): SQL[] {
  const c: SQL[] = [];
  if (q.with_name) c.push(ilike(t.name, likePattern(q.with_name)));
  if (q.with_tags) {
    const tags = q.with_tags
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    if (tags.length) c.push(sql`${t.customTags} && ${sql.param(tags)}::text[]`);
  }
  if (q.with_creator !== undefined) c.push(eq(t.creatorId, q.with_creator));
  if (q.with_sport !== undefined) c.push(eq(t.sportId, q.with_sport));
  if (q.with_location !== undefined) c.push(eq(t.localizationId, q.with_location));
  if (q.with_city)
    c.push(
      sql`${t.localizationId} in (select ${localizations.id} from ${localizations} where ${ilike(localizations.city, likePattern(q.with_city))})`,
    );
  if (q.with_activity_type) c.push(eq(t.activityType, q.with_activity_type));
  if (q.with_confirmed !== undefined) c.push(eq(t.confirmed, q.with_confirmed));
  if (q.with_canceled !== undefined) c.push(eq(t.canceled, q.with_canceled));
  if (q.with_hidden !== undefined) c.push(eq(t.hidden, q.with_hidden));
  if (q.with_archive !== undefined) c.push(eq(t.archived, q.with_archive));
  return c;
}

/** The sort columns both lists have (`ACTIVITY_ORDERS` but the date, which a template does not have). */
export const sharedOrderColumns = (t: ActivityLikeTable) =>
  ({
    created_at: t.createdAt,
    confirmed: t.confirmed,
    price: t.price,
    start_at: t.startAt,
    canceled: t.canceled,
    activity_type: t.activityType,
    hidden: t.hidden,
  }) as const;

/** The record's columns a list row reads, in either table. */
export interface SharedRowRecord {
  id: number;
  name: string | null;
  startAt: string;
  stopAt: string;
  price: number;
  activityType: string;
  eventType: string | null;
  competitionType: string;
  confirmed: boolean;
  canceled: boolean;
  hidden: boolean;
  archived: boolean;
  reservedSpots: number;
  maxPlayers: number;
  minPlayers: number;
  createdAt: Date;
  sportId: number;
  localizationId: number;
}

/** The joined columns a list row shows (`SharedRowJoins`): the sport, the venue and the creator's names. */
export const sharedJoinedColumns = {
  sportName: sports.name,
  locName: localizations.name,
  locStreet: localizations.street,
  locCity: localizations.city,
  creatorFirst: users.firstName,
  creatorLast: users.lastName,
};

/** The joined names a list row shows. */
export interface SharedRowJoins {
  sportName: string | null;
  locName: string | null;
  locStreet: string | null;
  locCity: string | null;
  creatorFirst: string | null;
  creatorLast: string | null;
}

/** The row fields an activity and a template share (`activityRowBase`) but the spots, which each counts its way. */
export function sharedRowFields<R extends SharedRowRecord>(r: R, j: SharedRowJoins) {
  return {
    id: r.id,
    name: r.name,
    start_at: toHmm(r.startAt),
    stop_at: toHmm(r.stopAt),
    price: toPln(r.price),
    activity_type: r.activityType as ActivityRow['activity_type'],
    event_type: r.eventType as ActivityRow['event_type'],
    competition_type: r.competitionType as ActivityRow['competition_type'],
    confirmed: r.confirmed,
    canceled: r.canceled,
    hidden: r.hidden,
    archived: r.archived,
    reserved_spots: r.reservedSpots,
    max_players: r.maxPlayers,
    min_players: r.minPlayers,
    created_at: iso(r.createdAt)!,
    sport: j.sportName === null ? null : { id: r.sportId, name: j.sportName },
    localization: j.locName === null ? null : { id: r.localizationId, name: j.locName, street: j.locStreet, city: j.locCity },
  };
}
