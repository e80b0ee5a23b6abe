import { warsawDateTime } from '@sportdesk/contract';
import { eq } from 'drizzle-orm';
import { activities, activityCoordinators } from '../../db/schema/activities';
import type { Db } from '../../db/client';
import { insertUser } from '../users/service';
import { uniqueEmail } from '../../test/app';
import { insertTestActivity, type Catalogue } from '../activities/test-fixtures';
import type { ActivityInput } from '@sportdesk/contract';

/** Europe/Warsaw wall-clock (date YYYY-MM-DD, time HH:mm) of an instant. */
export function warsawWallClock(at: Date) {
  const s = warsawDateTime(at);
  return { date: s.slice(0, 10), time: s.slice(11, 16) };
}

let n = 0;
/** A confirmed player; `balance` in grosze. */
export async function insertPlayer(
  db: Db,
  extra: Partial<{ gender: string; birthDate: string; balance: number; fa: boolean; firstName: string; lastName: string }> = {},
) {
  n++;
  return db.transaction((tx) =>
    insertUser(
      tx,
      {
        email: uniqueEmail('gracz'),
        firstName: extra.firstName ?? `Gracz${n}`,
        lastName: extra.lastName ?? 'Testowy',
        identifier: `G${n}-${Date.now()}`,
        phone: '600100200',
        gender: extra.gender ?? 'male',
        birthDate: extra.birthDate ?? '1990-05-05',
        fa: extra.fa ?? false,
        accountBalance: extra.balance ?? 0,
        confirmedAt: new Date(),
      },
      { actorId: null },
    ),
  );
}

/** An activity; `startOffsetMinutes` moves its start relative to now (negative = already started). */
export async function insertRunActivity(db: Db, cat: Catalogue, extra: Partial<ActivityInput> = {}, startOffsetMinutes?: number) {
  const row = await insertTestActivity(db, cat, { max_players: 10, min_players: 1, reserved_spots: 0, ...extra });
  if (startOffsetMinutes !== undefined) {
    const { date, time } = warsawWallClock(new Date(Date.now() + startOffsetMinutes * 60_000));
    await db.update(activities).set({ date, startAt: time, stopAt: '23:59' }).where(eq(activities.id, row.id));
  }
  return row;
}

export async function addCoordinatorRow(db: Db, activityId: number, userId: number) {
  await db.insert(activityCoordinators).values({ activityId, userId });
}
