import { and, asc, eq, sql } from 'drizzle-orm';
import { activities, activityParticipants, basketItems, localizations, sports, users } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';

/**
 * The reads every basket evaluation makes (the buyer, the items, their activities with the sport's and venue's
 * names, who of the participants is already on the lists), in two forms: built once and run by name on the
 * database (the basket shown and the checkout's first look, which a crowd at an opening runs for every player:
 * no query building, PostgreSQL parses each once per connection, and the activities say who is already on their
 * lists in the same statement), and built per call inside the checkout's transaction, where the activities are
 * read under their lock and who is on the lists in a statement after it (a snapshot taken once the lock is held).
 */
const idsParam = (name: string) => sql`${sql.placeholder(name)}::int[]`;

const preparedReads = (db: Db) => ({
  buyer: db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('basket_buyer'),
  rows: db
    .select()
    .from(basketItems)
    .where(eq(basketItems.userId, sql.placeholder('userId')))
    .orderBy(asc(basketItems.id))
    .prepare('basket_rows'),
  // Who of the basket's participants is already on each activity's lists comes in the same statement.
  activities: db
    .select({
      activity: activities,
      sport: sports.name,
      localization: localizations.name,
      enrolled: sql<number[]>`array(select ${activityParticipants.userId} from ${activityParticipants}
        where ${activityParticipants.activityId} = ${activities.id} and ${activityParticipants.userId} = any(${idsParam('userIds')}))`,
    })
    .from(activities)
    .leftJoin(sports, eq(sports.id, activities.sportId))
    .leftJoin(localizations, eq(localizations.id, activities.localizationId))
    .where(sql`${activities.id} = any(${idsParam('ids')})`)
    .orderBy(asc(activities.id))
    .prepare('basket_activities'),
});

const prepared = new WeakMap<Db, ReturnType<typeof preparedReads>>();
const readsOf = (db: Db) => {
  let reads = prepared.get(db);
  if (!reads) prepared.set(db, (reads = preparedReads(db)));
  return reads;
};

export type UserRow = typeof users.$inferSelect;
export type ItemRow = typeof basketItems.$inferSelect;
export type ActivityWithNames = {
  activity: typeof activities.$inferSelect;
  sport: string | null;
  localization: string | null;
  /** Which of the participants asked about are on the activity's lists, when the read says it (named reads). */
  enrolled?: number[];
};

/** How an evaluation reads: by name on the database, or built in a transaction (`lock`: the activities locked). */
export interface BasketReads {
  /** The activities with their names; named reads also say who of `participantIds` is on their lists (`enrolled`). */
  activities(ids: number[], participantIds: number[]): Promise<ActivityWithNames[]>;
  /** Who of the participants is on the lists: a statement of its own, read after the activities' lock (checkout). */
  enrolled?(activityIds: number[], userIds: number[]): Promise<{ activityId: number; userId: number }[]>;
}

export const namedReads = (db: Db): BasketReads => ({
  activities: (ids, participantIds) => readsOf(db).activities.execute({ ids, userIds: participantIds }),
});

export const transactionReads = (tx: Executor, lock: boolean): BasketReads => ({
  activities: (ids) => {
    const query = tx
      .select({ activity: activities, sport: sports.name, localization: localizations.name })
      .from(activities)
      .leftJoin(sports, eq(sports.id, activities.sportId))
      .leftJoin(localizations, eq(localizations.id, activities.localizationId))
      .where(sql`${activities.id} = any(${sql.param(ids)}::int[])`)
      .orderBy(asc(activities.id));
    // No key update: checkouts exclude each other (and every path locking for update), while a row keyed by the
    // activity (another checkout's transaction item, a basket item) is written without waiting for the lock.
    return lock ? query.for('no key update', { of: activities }) : query;
  },
  enrolled: (activityIds, userIds) =>
    tx
      .select({ activityId: activityParticipants.activityId, userId: activityParticipants.userId })
      .from(activityParticipants)
      .where(
        and(
          sql`${activityParticipants.activityId} = any(${sql.param(activityIds)}::int[])`,
          sql`${activityParticipants.userId} = any(${sql.param(userIds)}::int[])`,
        ),
      ),
});

/** The buyer (undefined when gone) and the basket's items, read by name. */
export async function buyerAndItems(db: Db, userId: number): Promise<{ buyer: UserRow | undefined; rows: ItemRow[] }> {
  const reads = readsOf(db);
  const [[buyer], rows] = await Promise.all([reads.buyer.execute({ id: userId }), reads.rows.execute({ userId })]);
  return { buyer, rows };
}
