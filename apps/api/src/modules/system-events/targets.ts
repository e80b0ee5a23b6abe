import { eq, inArray } from 'drizzle-orm';
import { userLabel, type SystemEventTargetType, plDateTime } from '@sportdesk/contract';
import { activities, competitionGroups, sports, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';

/** How the events module reads one kind of target: the labels of the given ids that exist. */
export type TargetLabels = (db: Executor, ids: number[]) => Promise<Map<number, string>>;

const userLabels: TargetLabels = async (db, ids) => {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      identifier: users.identifier,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((u) => [
      u.id,
      userLabel({ first_name: u.firstName, last_name: u.lastName, email: u.email, identifier: u.identifier }),
    ]),
  );
};

const activityLabels: TargetLabels = async (db, ids) => {
  const rows = await db
    .select({ id: activities.id, name: activities.name, sport: sports.name, date: activities.date, startAt: activities.startAt })
    .from(activities)
    .leftJoin(sports, eq(sports.id, activities.sportId))
    .where(inArray(activities.id, ids));
  return new Map(rows.map((a) => [a.id, `${a.name || a.sport || 'Zajęcia'} · ${plDateTime(a.date, a.startAt)}`]));
};

/**
 * Activity templates have no table yet: any id is accepted and labelled by number. The templates
 * domain replaces this entry with a real lookup (then unknown ids are refused like users).
 */
const templateLabels: TargetLabels = async (_db, ids) => new Map(ids.map((id) => [id, `Szablon zajęć #${id}`]));

const groupLabels: TargetLabels = async (db, ids) => {
  const rows = await db
    .select({ id: competitionGroups.id, name: competitionGroups.name })
    .from(competitionGroups)
    .where(inArray(competitionGroups.id, ids));
  return new Map(rows.map((g) => [g.id, g.name]));
};

export const TARGETS: Record<SystemEventTargetType, TargetLabels> = {
  User: userLabels,
  Activity: activityLabels,
  ActivityTemplate: templateLabels,
  CompetitionGroup: groupLabels,
};

/** Labels for a page of events, one query per target type present. */
export async function targetLabels(db: Executor, targets: { type: SystemEventTargetType | null; id: number | null }[]) {
  const byType = new Map<SystemEventTargetType, Set<number>>();
  for (const t of targets) if (t.type && t.id != null) byType.set(t.type, (byType.get(t.type) ?? new Set()).add(t.id));
  const labels = new Map<string, string>();
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      for (const [id, label] of await TARGETS[type](db, [...ids])) labels.set(`${type}:${id}`, label);
    }),
  );
  return (type: SystemEventTargetType | null, id: number | null) =>
    type && id != null ? (labels.get(`${type}:${id}`) ?? null) : null;
}

export async function targetExists(db: Executor, type: SystemEventTargetType, id: number) {
  return (await TARGETS[type](db, [id])).has(id);
}
