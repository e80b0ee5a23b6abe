import { activities, localizations, sports } from '../../db/schema/index';
import type { Db } from '../../db/client';

/** A sport and a location for tests that need them (the catalogue domain owns both tables). */
export async function insertSport(db: Db, name: string) {
  const [row] = await db.insert(sports).values({ name }).returning({ id: sports.id, name: sports.name });
  return row;
}

export async function insertLocalization(db: Db, name: string) {
  const [row] = await db.insert(localizations).values({ name }).returning({ id: localizations.id, name: localizations.name });
  return row;
}

/** A bare activity (for opinions that point at one); the activities domain owns the table. */
export async function insertActivity(db: Db, sportId: number, localizationId: number) {
  const [row] = await db
    .insert(activities)
    .values({ sportId, localizationId, date: '2025-01-10', startAt: '18:00', stopAt: '19:30' })
    .returning({ id: activities.id });
  return row;
}
