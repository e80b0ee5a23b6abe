import { warsawToday } from '@sportdesk/contract';
import type { FastifyInstance } from 'fastify';
import type { users } from '../../db/schema/index';
import { activities, authTokens, localizations, sports } from '../../db/schema/index';
import { uniqueEmail } from '../../test/app';
import { insertUser } from '../users/service';

type NewActivity = typeof activities.$inferInsert;

/** A sport, a location and a factory of coming activities (7 days ahead, 10 spots, 40 zł, prepaid/online/bonus allowed). */
export async function moneyFixtures(app: FastifyInstance) {
  const db = app.deps.db;
  const [sport] = await db.insert(sports).values({ name: 'Siatkówka' }).returning();
  const [location] = await db.insert(localizations).values({ name: 'Hala Orbita' }).returning();
  const date = warsawToday(new Date(Date.now() + 7 * 86_400_000));
  const activity = async (extra: Partial<NewActivity> = {}) => {
    const [row] = await db
      .insert(activities)
      .values({
        sportId: sport.id,
        localizationId: location.id,
        name: 'Siatkówka wieczorna',
        date,
        startAt: '19:00',
        stopAt: '20:30',
        price: 4000,
        maxPlayers: 10,
        payByPrepaid: true,
        payByOnlineTransfer: true,
        payByBonusAccount: true,
        ...extra,
      })
      .returning();
    return row;
  };
  /** A signed-in player whose account is complete (confirmed e-mail, names, phone). */
  const player = async (extra: Partial<typeof users.$inferInsert> = {}) => {
    const user = await db.transaction((tx) =>
      insertUser(
        tx,
        {
          email: uniqueEmail('gracz'),
          firstName: 'Jan',
          lastName: 'Gracz',
          confirmedAt: new Date(),
          phone: '600700800',
          gender: 'male',
          ...extra,
        },
        { actorId: null },
      ),
    );
    // A token issued directly: parallel tests would hit the sign-in rate limit.
    const issued = await app.deps.tokens.issue(user.id);
    await db.insert(authTokens).values({ id: issued.tokenId, userId: user.id, expiresAt: issued.expiresAt });
    return { user, headers: { authorization: `Bearer ${issued.token}` } };
  };
  return { sport, location, activity, player, date };
}
