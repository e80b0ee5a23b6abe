import { and, asc, between, eq } from 'drizzle-orm';
import { locationObjectLabel, occupancyOf, type CalendarBlock } from '@sportdesk/contract';
import { activities, localizations, locationObjects, sports } from '../../db/schema/index';
import type { Executor } from '../../db/client';

/** A venue with its objects in their order (the grid's columns), or undefined. */
export async function findVenue(db: Executor, localizationId: number) {
  const [venue] = await db
    .select({ id: localizations.id, name: localizations.name })
    .from(localizations)
    .where(eq(localizations.id, localizationId));
  if (!venue) return undefined;
  const objects = await db
    .select({ id: locationObjects.id, objectType: locationObjects.objectType, description: locationObjects.description })
    .from(locationObjects)
    .where(eq(locationObjects.localizationId, localizationId))
    .orderBy(asc(locationObjects.orderValue), asc(locationObjects.id));
  return {
    venue,
    objects: objects.map((o) => ({
      id: o.id,
      name: locationObjectLabel({ object_type: o.objectType, description: o.description }),
    })),
  };
}

/**
 * The venue's activities between two Warsaw days (both included), hidden and cancelled ones too (the grid marks
 * them): one query on the (localization, date) index, the sport joined.
 */
export async function venueBlocks(db: Executor, localizationId: number, from: string, to: string): Promise<CalendarBlock[]> {
  const rows = await db
    .select({
      id: activities.id,
      name: activities.name,
      sportId: sports.id,
      sportName: sports.name,
      date: activities.date,
      startAt: activities.startAt,
      stopAt: activities.stopAt,
      locationObjectId: activities.locationObjectId,
      reservedSpots: activities.reservedSpots,
      participantsCount: activities.participantsCount,
      maxPlayers: activities.maxPlayers,
      hidden: activities.hidden,
      canceled: activities.canceled,
    })
    .from(activities)
    .innerJoin(sports, eq(sports.id, activities.sportId))
    .where(and(eq(activities.localizationId, localizationId), between(activities.date, from, to)))
    .orderBy(asc(activities.date), asc(activities.startAt), asc(activities.id))
    .limit(5000);
  return rows.map((r) => {
    const taken = r.reservedSpots + r.participantsCount;
    return {
      id: r.id,
      name: r.name,
      sport: { id: r.sportId, name: r.sportName },
      date: r.date,
      // 'HH:MM' (the grid places blocks by it; the lists' H:MM is for reading).
      start_at: r.startAt.slice(0, 5),
      stop_at: r.stopAt.slice(0, 5),
      location_object_id: r.locationObjectId,
      taken,
      max_players: r.maxPlayers,
      occupancy: occupancyOf(taken, r.maxPlayers),
      hidden: r.hidden,
      canceled: r.canceled,
    };
  });
}
