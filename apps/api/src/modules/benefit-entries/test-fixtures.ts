import { eq } from 'drizzle-orm';
import { activities, activityParticipants, terminalLogins, users } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { insertTestActivity, type Catalogue } from '../activities/test-fixtures';
import { insertPlayer } from '../participants/test-fixtures';

/** An activity on `date`, created by `creatorId`. */
export async function activityOn(db: Db, cat: Catalogue, date: string, creatorId: number | null = null, name = 'Siatkówka') {
  const row = await insertTestActivity(db, cat, { max_players: 10, min_players: 1, reserved_spots: 0, name });
  await db.update(activities).set({ date, creatorId }).where(eq(activities.id, row.id));
  return row.id;
}

/** A player with a Benefit card number. */
export async function playerWithCard(db: Db, card: string | null, names: { firstName?: string; lastName?: string } = {}) {
  const user = await insertPlayer(db, names);
  if (card) await db.update(users).set({ benefitId: card }).where(eq(users.id, user.id));
  return user.id;
}

export async function addParticipant(db: Db, activityId: number, userId: number, reserve = false) {
  await db.insert(activityParticipants).values({ activityId, userId, reserve, paymentMethod: 'benefit' });
}

export async function terminalLogin(db: Db, login: string, userId: number) {
  await db.insert(terminalLogins).values({ login, encryptedPassword: 'x', userId });
}
