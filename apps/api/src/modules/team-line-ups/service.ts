import { and, asc, eq } from 'drizzle-orm';
import { ErrorCode, participantMsg, type TeamLineUp, type TeamLineUpInput } from '@sportdesk/contract';
import { activityTeamLineUps, users } from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { iso } from '../../lib/reply';
import { findActivityWithStart, lockActivity } from '../enrolment/public';
import { activityTeam } from '../competition-groups/public';

export async function listLineUps(
  db: Executor,
  activityId: number,
  teamId?: number,
): Promise<{ rows: TeamLineUp[]; total: number }> {
  await findActivityWithStart(db, activityId);
  const conditions = [eq(activityTeamLineUps.activityId, activityId)];
  if (teamId) conditions.push(eq(activityTeamLineUps.competitionTeamId, teamId));
  const rows = await db
    .select({ l: activityTeamLineUps, first: users.firstName, last: users.lastName })
    .from(activityTeamLineUps)
    .innerJoin(users, eq(users.id, activityTeamLineUps.playerId))
    .where(and(...conditions))
    .orderBy(asc(activityTeamLineUps.competitionTeamId), asc(activityTeamLineUps.id));
  const mapped = rows.map(({ l, first, last }) => ({
    id: l.id,
    activity_id: l.activityId,
    player_id: l.playerId,
    competition_team_id: l.competitionTeamId,
    player: { id: l.playerId, first_name: first, last_name: last },
    created_at: iso(l.createdAt)!,
  }));
  return { rows: mapped, total: mapped.length };
}

/** Only sparings have line-ups; a player appears once per team; audited on the Activity. */
export async function createLineUp(db: Db, activityId: number, v: TeamLineUpInput, actorId: number | null) {
  const id = await db.transaction(async (tx) => {
    const { activity } = await lockActivity(tx, activityId);
    if (activity.competitionType !== 'sparing')
      throw new AppError(ErrorCode.BUSINESS_RULE, participantMsg.notSparing, { competition_team_id: participantMsg.notSparing });
    await activityTeam(tx, activity, v.competition_team_id, 'competition_team_id');
    const [player] = await tx.select({ id: users.id }).from(users).where(eq(users.id, v.player_id));
    if (!player) throw notFound();
    const [row] = await tx
      .insert(activityTeamLineUps)
      .values({ activityId, playerId: v.player_id, competitionTeamId: v.competition_team_id })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new AppError(ErrorCode.CONFLICT, participantMsg.alreadyInLineUp, { player_id: participantMsg.alreadyInLineUp });
    await recordAudit(tx, {
      type: 'Activity',
      id: activityId,
      userId: actorId,
      action: 'update',
      extraChanges: { team_line_up: [null, { player_id: v.player_id, competition_team_id: v.competition_team_id }] },
    });
    return row.id;
  });
  return (await listLineUps(db, activityId)).rows.find((r) => r.id === id)!;
}

export async function deleteLineUp(db: Db, activityId: number, lineUpId: number, actorId: number | null) {
  return db.transaction(async (tx) => {
    await lockActivity(tx, activityId);
    const [row] = await tx
      .delete(activityTeamLineUps)
      .where(and(eq(activityTeamLineUps.id, lineUpId), eq(activityTeamLineUps.activityId, activityId)))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      type: 'Activity',
      id: activityId,
      userId: actorId,
      action: 'update',
      extraChanges: { team_line_up: [{ player_id: row.playerId, competition_team_id: row.competitionTeamId }, null] },
    });
    return { id: row.id };
  });
}
