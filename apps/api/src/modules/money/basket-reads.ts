import { and, asc, eq, sql } from 'drizzle-orm';
import { activities, activityParticipants, basketItems, localizations, sports, users } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';

/**
 * The reads every basket evaluation makes (the buyer, the items, their activities with the sport's and venue's
 * names, who of the participants is already on the lists), in two forms: one statement built once and run by name
 * on the database (the basket shown and the checkout's first look, which a crowd at an opening runs for every
 * player: no query building, PostgreSQL parses it once per connection, one round trip instead of three), and
 * built per call inside the checkout's transaction, where the activities are read under their lock and who is on
 * the lists in a statement after it (a snapshot taken once the lock is held).
 */
const preparedReads = (db: Db) => ({
  // The buyer with each item (none: one row with `item` null), its activity and names, and whether the item's
  // participant is already on the activity's lists (reserve lists included).
  basket: db
    .select({
      buyer: users,
      item: basketItems,
      activity: activities,
      sport: sports.name,
      localization: localizations.name,
      enrolled: sql<boolean>`exists(select 1 from ${activityParticipants}
        where ${activityParticipants.activityId} = ${basketItems.activityId}
          and ${activityParticipants.userId} = ${basketItems.participantId})`,
    })
    .from(users)
    .leftJoin(basketItems, eq(basketItems.userId, users.id))
    .leftJoin(activities, eq(activities.id, basketItems.activityId))
    .leftJoin(sports, eq(sports.id, activities.sportId))
    .leftJoin(localizations, eq(localizations.id, activities.localizationId))
    .where(eq(users.id, sql.placeholder('id')))
    .orderBy(asc(basketItems.id))
    .prepare('basket_whole'),
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
  /** The activities with their names; the named read also says which of its items' participants are on their lists (`enrolled`). */
  activities(ids: number[], participantIds: number[]): Promise<ActivityWithNames[]>;
  /** Who of the participants is on the lists: a statement of its own, read after the activities' lock (checkout). */
  enrolled?(activityIds: number[], userIds: number[]): Promise<{ activityId: number; userId: number }[]>;
}

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

/**
 * The buyer (undefined when gone), the basket's items and the reads an evaluation of them makes, all from one named
 * statement: `reads` answers from what it read (the activities by id order, each with its items' participants already
 * on its lists).
 */
export async function basketRead(
  db: Db,
  userId: number,
): Promise<{ buyer: UserRow | undefined; rows: ItemRow[]; reads: BasketReads }> {
  const found = await readsOf(db).basket.execute({ id: userId });
  const rows: ItemRow[] = [];
  const read = new Map<number, Required<ActivityWithNames>>();
  for (const r of found) {
    if (!r.item) continue;
    rows.push(r.item);
    if (!r.activity) continue;
    let a = read.get(r.activity.id);
    if (!a) read.set(r.activity.id, (a = { activity: r.activity, sport: r.sport, localization: r.localization, enrolled: [] }));
    if (r.enrolled && !a.enrolled.includes(r.item.participantId)) a.enrolled.push(r.item.participantId);
  }
  const activitiesRead = [...read.values()].sort((x, y) => x.activity.id - y.activity.id);
  return {
    buyer: found[0]?.buyer,
    rows,
    reads: { activities: async (ids) => activitiesRead.filter((a) => ids.includes(a.activity.id)) },
  };
}
