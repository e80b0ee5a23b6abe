import { and, asc, eq, inArray } from 'drizzle-orm';
import { NO_SHOW_WINDOW_DAYS, toPln, warsawToday, type CoordinatorFlag, type Participant } from '@sportdesk/contract';
import { activityCoordinators } from '../../db/schema/activities';
import { activityParticipants, roles, transactions, userRoles, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { iso } from '../../lib/reply';
import { notFound } from '../../lib/errors';
import { entriesOfActivityByUser } from '../benefit-entries/public';
import { noShowRatesOf, noShowWarningRateSetting } from '../no-shows/public';

export type ParticipantRecord = typeof activityParticipants.$inferSelect;
/** Participants (or the reserve list) of an activity in order of joining, with user details (docs/spec/part-2.md §3).
 * */
export async function listParticipants(
  db: Executor,
  activityId: number,
  opts: { reserve?: boolean; limit?: number; ids?: number[] } = {},
) {
  const conditions = [eq(activityParticipants.activityId, activityId)];
  if (opts.reserve !== undefined) conditions.push(eq(activityParticipants.reserve, opts.reserve));
  if (opts.ids) conditions.push(inArray(activityParticipants.id, opts.ids.length ? opts.ids : [-1]));
  const rows = await db
    .select({
      p: activityParticipants,
      u: users,
      t: { id: transactions.id, identifier: transactions.identifier, status: transactions.status },
    })
    .from(activityParticipants)
    .innerJoin(users, eq(users.id, activityParticipants.userId))
    .leftJoin(transactions, eq(transactions.id, activityParticipants.transactionId))
    .where(and(...conditions))
    .orderBy(asc(activityParticipants.reserve), asc(activityParticipants.id))
    .limit(opts.limit ?? 1000);
  const userIds = [...new Set(rows.map((r) => r.u.id))];
  // The participation's benefit entry: the entry of the same activity and player (benefit-entries module).
  const benefitEntryOf = await entriesOfActivityByUser(db, activityId);
  const [noShowRates, warningRate] = await Promise.all([
    noShowRatesOf(db, userIds, warsawToday(), NO_SHOW_WINDOW_DAYS),
    noShowWarningRateSetting(db),
  ]);
  const [roleRows, coordinatorRows] = userIds.length
    ? await Promise.all([
        db
          .select({ userId: userRoles.userId, name: roles.name })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(inArray(userRoles.userId, userIds)),
        db
          .select({ userId: activityCoordinators.userId })
          .from(activityCoordinators)
          .where(and(eq(activityCoordinators.activityId, activityId), inArray(activityCoordinators.userId, userIds))),
      ])
    : [[], []];
  const rolesOf = new Map<number, string[]>();
  for (const r of roleRows) rolesOf.set(r.userId, [...(rolesOf.get(r.userId) ?? []), r.name]);
  const coordinating = new Set(coordinatorRows.map((c) => c.userId));
  let reservePosition = 0;
  return rows.map(({ p, u, t }): Participant => {
    const userRoleNames = (rolesOf.get(u.id) ?? []).sort();
    const coordinator: CoordinatorFlag = coordinating.has(u.id)
      ? 'yes'
      : userRoleNames.includes('user_role_coordinator')
        ? 'maybe'
        : 'no';
    return {
      id: p.id,
      activity_id: p.activityId,
      user: {
        id: u.id,
        identifier: u.identifier,
        first_name: u.firstName,
        last_name: u.lastName,
        phone: u.phone,
        fa: u.fa,
        benefit_id: u.benefitId,
        roles: userRoleNames,
        coordinator,
      },
      payment_method: p.paymentMethod,
      costs: p.costs,
      price: toPln(p.price),
      presence_check: p.presenceCheck,
      card_check: p.cardCheck,
      comments: p.comments,
      transaction: t && t.id !== null ? { id: t.id, identifier: t.identifier, status: t.status } : null,
      competition_team_id: p.competitionTeamId,
      team: p.team,
      reserve: p.reserve,
      reserve_position: p.reserve ? ++reservePosition : null,
      created_at: iso(p.createdAt)!,
      benefit_entry: p.reserve ? null : (benefitEntryOf.get(u.id) ?? null),
      no_show_rate: noShowRates.get(u.id) ?? null,
      no_show_warning: (noShowRates.get(u.id) ?? -1) >= warningRate && warningRate > 0,
    };
  });
}

export async function findParticipant(db: Executor, activityId: number, participantId: number) {
  const [row] = await db
    .select()
    .from(activityParticipants)
    .where(and(eq(activityParticipants.id, participantId), eq(activityParticipants.activityId, activityId)));
  if (!row) throw notFound();
  return row;
}
