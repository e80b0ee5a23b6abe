import { randomBytes } from 'node:crypto';
import { and, arrayContains, arrayOverlaps, count, eq, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ErrorCode,
  GROUP_GENDER_LABELS,
  GROUP_KIND_LABELS,
  GROUP_LIMIT_FIELDS,
  groupMsg,
  userLabel,
  type GroupGender,
  type GroupKind,
  type competitionGroupInput,
  type competitionGroupPatchBody,
  type competitionTeamInput,
  type competitionTeamPatchBody,
  type groupPlayerInput,
  type teamPlayerInput,
} from '@sportdesk/contract';
import {
  activities,
  competitionGroups,
  competitionGroupsUsers,
  competitionTeams,
  competitionTeamsUsers,
  roles,
  userRoles,
  users,
} from '../../db/schema/index';
import type { Db, Executor, Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { limitsOf } from '../users/public';
import { emitSystemEvent } from '../system-events/public';
import { findMember, showGroup, teamMembersOf, type GroupRow, type TeamRow } from './queries';

type Input = z.output<typeof competitionGroupInput>;
type Patch = z.output<typeof competitionGroupPatchBody>['competition_group'];
type TeamInput = z.output<typeof competitionTeamInput>;
type TeamPatch = z.output<typeof competitionTeamPatchBody>['competition_teams'];
type MemberInput = z.output<typeof groupPlayerInput>;
type TeamMemberInput = z.output<typeof teamPlayerInput>;

/** Staff who manage groups are not bound by the per-kind user limits (docs/decisions.md "Competition groups"). */
export const STAFF_ROLE = 'admin_role_competition_groups';

const rule = (message: string, field = '_') => new AppError(ErrorCode.BUSINESS_RULE, message, { [field]: message });
const conflict = (message: string, field = 'user_id') => new AppError(ErrorCode.CONFLICT, message, { [field]: message });

/** A gendered group or team admits only users of that gender (users store male / female). */
const admits = (gender: string, userGender: string | null) =>
  gender === 'unisex' || (gender === 'males' && userGender === 'male') || (gender === 'females' && userGender === 'female');

/** Locks the group row: every member, team and line-up write of a group goes through this lock. */
async function lockGroup(tx: Tx, id: number): Promise<GroupRow> {
  const [row] = await tx.select().from(competitionGroups).where(eq(competitionGroups.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

async function isStaff(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.name, STAFF_ROLE)));
  return Boolean(row);
}

/**
 * The creator's per-kind limits (docs/spec/part-1.md §3 "User limits"), for a creator who is not staff:
 * `l_create_competition_group_{kind}` caps how many groups of the kind they own (counted under a lock of
 * their user row), `l_max_competition_group_{kind}_players` caps max_group_size, `…_max_players_per_team`
 * caps max_players_per_team, `…_teams` caps max_teams, and `l_can_competition_group_{kind}_hidden` allows hidden.
 */
async function enforceCreatorLimits(tx: Tx, creatorId: number | null, g: GroupRow | Input, creating: boolean, groupId?: number) {
  if (creatorId == null || (await isStaff(tx, creatorId))) return;
  const kind = ('competitionGroupType' in g ? g.competitionGroupType : g.competition_group_type) as GroupKind;
  const values =
    'competitionGroupType' in g
      ? { size: g.maxGroupSize, perTeam: g.maxPlayersPerTeam, teams: g.maxTeams, hidden: g.hidden }
      : { size: g.max_group_size, perTeam: g.max_players_per_team, teams: g.max_teams, hidden: g.hidden };
  const limits = await limitsOf(tx, creatorId);
  const num = (key: string) => Number(limits[key]);
  if (values.size > num(GROUP_LIMIT_FIELDS.players(kind)))
    throw rule(groupMsg.sizeLimit(num(GROUP_LIMIT_FIELDS.players(kind))), 'max_group_size');
  if (values.perTeam > num(GROUP_LIMIT_FIELDS.playersPerTeam(kind)))
    throw rule(groupMsg.perTeamLimit(num(GROUP_LIMIT_FIELDS.playersPerTeam(kind))), 'max_players_per_team');
  if (values.teams > num(GROUP_LIMIT_FIELDS.teams(kind)))
    throw rule(groupMsg.teamsLimit(num(GROUP_LIMIT_FIELDS.teams(kind))), 'max_teams');
  if (values.hidden && limits[GROUP_LIMIT_FIELDS.hidden(kind)] !== true) throw rule(groupMsg.hiddenLimit, 'hidden');
  if (!creating && groupId === undefined) return;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, creatorId)).for('update');
  const [{ owned }] = await tx
    .select({ owned: count() })
    .from(competitionGroups)
    .where(
      and(
        eq(competitionGroups.creatorId, creatorId),
        eq(competitionGroups.competitionGroupType, kind),
        groupId !== undefined ? ne(competitionGroups.id, groupId) : undefined,
      ),
    );
  if (owned >= num(GROUP_LIMIT_FIELDS.create(kind)))
    throw rule(groupMsg.createLimit(GROUP_KIND_LABELS[kind], num(GROUP_LIMIT_FIELDS.create(kind))), 'competition_group_type');
}

const columnsOf = (v: Partial<Input>) => ({
  name: v.name,
  description: v.description,
  customTags: v.custom_tags,
  maxGroupSize: v.max_group_size,
  minTeamSize: v.min_team_size,
  maxPlayersPerTeam: v.max_players_per_team,
  maxTeams: v.max_teams,
  gender: v.gender,
  competitionGroupType: v.competition_group_type,
  hidden: v.hidden,
  open: v.open,
  active: v.active,
  notes: v.notes,
  creatorId: v.creator_id,
});
const defined = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Creates a group with generated links; the creator is the given user or the acting admin. */
export async function createGroup(db: Db, input: Input, actorId: number, publicUrl: string) {
  const id = await db.transaction(async (tx) => {
    const creatorId = input.creator_id ?? actorId;
    if (input.creator_id != null) {
      const [creator] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.creator_id));
      if (!creator) throw rule(groupMsg.pickUser, 'creator_id');
    }
    await enforceCreatorLimits(tx, creatorId, input, true);
    const [created] = await tx
      .insert(competitionGroups)
      .values({ ...(defined(columnsOf(input)) as typeof competitionGroups.$inferInsert), creatorId })
      .returning();
    const base = publicUrl.replace(/\/$/, '');
    const [after] = await tx
      .update(competitionGroups)
      .set({
        url: `${base}/grupy/${created.id}`,
        hiddenUrl: `${base}/grupy/${created.id}/${randomBytes(12).toString('hex')}`,
      })
      .where(eq(competitionGroups.id, created.id))
      .returning();
    await recordAudit(tx, { type: 'CompetitionGroup', id: created.id, userId: actorId, action: 'create', after });
    return created.id;
  });
  return (await showGroup(db, id))!;
}

/** Limits may not drop below what the group already holds (members, teams, the biggest team). */
export async function updateGroup(db: Db, id: number, patch: Patch, actorId: number) {
  await db.transaction(async (tx) => {
    const before = await lockGroup(tx, id);
    const next = { ...before, ...defined(columnsOf(patch)) } as GroupRow;
    if (next.minTeamSize > next.maxPlayersPerTeam) throw rule(groupMsg.belowPlayers(next.minTeamSize), 'min_team_size');
    const [{ members }] = await tx
      .select({ members: count() })
      .from(competitionGroupsUsers)
      .where(eq(competitionGroupsUsers.competitionGroupId, id));
    if (next.maxGroupSize < members) throw rule(groupMsg.belowMembers(members), 'max_group_size');
    const [{ teams }] = await tx
      .select({ teams: count() })
      .from(competitionTeams)
      .where(eq(competitionTeams.competitionGroupId, id));
    if (next.maxTeams < teams) throw rule(groupMsg.belowTeams(teams), 'max_teams');
    const [biggest] = await tx
      .select({ n: count() })
      .from(competitionTeamsUsers)
      .where(eq(competitionTeamsUsers.competitionGroupId, id))
      .groupBy(competitionTeamsUsers.competitionTeamId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    if (biggest && next.maxPlayersPerTeam < biggest.n) throw rule(groupMsg.belowPlayers(biggest.n), 'max_players_per_team');
    if (next.gender !== before.gender && next.gender !== 'unisex') {
      const members = await tx
        .select({ gender: users.gender })
        .from(competitionGroupsUsers)
        .innerJoin(users, eq(users.id, competitionGroupsUsers.userId))
        .where(eq(competitionGroupsUsers.competitionGroupId, id));
      if (members.some((m) => !admits(next.gender, m.gender)))
        throw rule(groupMsg.groupGender(GROUP_GENDER_LABELS[next.gender as GroupGender]), 'gender');
    }
    await enforceCreatorLimits(
      tx,
      next.creatorId,
      next,
      false,
      patch.competition_group_type || patch.creator_id ? id : undefined,
    );
    const [after] = await tx
      .update(competitionGroups)
      .set({ ...defined(columnsOf(patch)), updatedAt: new Date() })
      .where(eq(competitionGroups.id, id))
      .returning();
    await recordAudit(tx, { type: 'CompetitionGroup', id, userId: actorId, action: 'update', before, after });
  });
  return (await showGroup(db, id))!;
}

/**
 * Deletes the group with its teams and memberships in one transaction and removes the group and its
 * teams from activities (each changed activity gets an Activity audit row, so the history keeps the link).
 */
export async function deleteGroup(db: Db, id: number, actorId: number) {
  const detail = await showGroup(db, id);
  if (!detail) throw notFound();
  await db.transaction(async (tx) => {
    const before = await lockGroup(tx, id);
    const teams = await tx
      .select({ id: competitionTeams.id, name: competitionTeams.name })
      .from(competitionTeams)
      .where(eq(competitionTeams.competitionGroupId, id));
    const teamIds = teams.map((t) => t.id);
    const linked = await tx
      .select({ id: activities.id, groups: activities.competitionGroupIds, teams: activities.competitionTeamIds })
      .from(activities)
      .where(
        teamIds.length
          ? or(arrayContains(activities.competitionGroupIds, [id]), arrayOverlaps(activities.competitionTeamIds, teamIds))
          : arrayContains(activities.competitionGroupIds, [id]),
      )
      .orderBy(activities.id)
      .for('update');
    for (const a of linked) {
      const groups = a.groups.filter((g) => g !== id);
      const teamsLeft = a.teams.filter((t) => !teamIds.includes(t));
      await tx
        .update(activities)
        .set({ competitionGroupIds: groups, competitionTeamIds: teamsLeft })
        .where(eq(activities.id, a.id));
      await recordAudit(tx, {
        type: 'Activity',
        id: a.id,
        userId: actorId,
        action: 'update',
        comment: `Usunięto grupę „${before.name}”`,
        before: { competitionGroupIds: a.groups, competitionTeamIds: a.teams },
        after: { competitionGroupIds: groups, competitionTeamIds: teamsLeft },
      });
    }
    const [{ members }] = await tx
      .select({ members: count() })
      .from(competitionGroupsUsers)
      .where(eq(competitionGroupsUsers.competitionGroupId, id));
    await tx.delete(competitionGroups).where(eq(competitionGroups.id, id));
    await recordAudit(tx, {
      type: 'CompetitionGroup',
      id,
      userId: actorId,
      action: 'destroy',
      before,
      extraChanges: { teams: [teams.map((t) => t.name), null], members_count: [members, null] },
    });
  });
  return detail;
}

async function userFor(tx: Tx, userId: number) {
  const [user] = await tx
    .select({
      id: users.id,
      gender: users.gender,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      identifier: users.identifier,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw rule(groupMsg.pickUser, 'user_id');
  return user;
}

/** Refuses a new member when the group is full (the caller holds the group lock) or of the wrong gender. */
async function admitMember(tx: Tx, group: GroupRow, user: { gender: string | null }) {
  if (!admits(group.gender, user.gender))
    throw rule(groupMsg.groupGender(GROUP_GENDER_LABELS[group.gender as GroupGender]), 'user_id');
  const [{ members }] = await tx
    .select({ members: count() })
    .from(competitionGroupsUsers)
    .where(eq(competitionGroupsUsers.competitionGroupId, group.id));
  if (members >= group.maxGroupSize) throw rule(groupMsg.groupFull(group.maxGroupSize), 'user_id');
}

const memberAudit = (tx: Tx, groupId: number, actorId: number | null, change: [unknown, unknown], comment?: string) =>
  recordAudit(tx, {
    type: 'CompetitionGroup',
    id: groupId,
    userId: actorId,
    action: 'update',
    extraChanges: { member: change },
    comment,
  });

const memberSnapshot = (m: { userId: number; role: string; invitationAccepted: boolean; acceptedByAdmin: boolean }) => ({
  user_id: m.userId,
  role: m.role,
  invitation_accepted: m.invitationAccepted,
  accepted_by_admin: m.acceptedByAdmin,
});

/** `add_player`: an admin's invitation (accepted_by_admin; the user has not accepted yet: 'Zaproszenie wysłane'). */
export async function addMember(db: Db, groupId: number, input: MemberInput, actorId: number) {
  const memberId = await db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    const user = await userFor(tx, input.user_id);
    const [existing] = await tx
      .select({ id: competitionGroupsUsers.id })
      .from(competitionGroupsUsers)
      .where(and(eq(competitionGroupsUsers.competitionGroupId, groupId), eq(competitionGroupsUsers.userId, user.id)));
    if (existing) throw conflict(groupMsg.alreadyMember);
    await admitMember(tx, group, user);
    const [row] = await tx
      .insert(competitionGroupsUsers)
      .values({
        competitionGroupId: groupId,
        userId: user.id,
        role: input.role,
        acceptedByAdmin: true,
        invitationAccepted: false,
      })
      .returning();
    await memberAudit(tx, groupId, actorId, [null, memberSnapshot(row)]);
    return row.id;
  });
  return (await findMember(db, groupId, memberId))!;
}

async function lockMember(tx: Tx, groupId: number, memberId: number) {
  const [row] = await tx
    .select()
    .from(competitionGroupsUsers)
    .where(and(eq(competitionGroupsUsers.id, memberId), eq(competitionGroupsUsers.competitionGroupId, groupId)));
  if (!row) throw notFound();
  return row;
}

/** `update_player`: admin ↔ player, by an admin only (docs/spec/part-1.md §4). */
export async function updateMemberRole(db: Db, groupId: number, memberId: number, role: 'admin' | 'player', actorId: number) {
  await db.transaction(async (tx) => {
    await lockGroup(tx, groupId);
    const before = await lockMember(tx, groupId, memberId);
    if (before.role === role) return;
    await tx.update(competitionGroupsUsers).set({ role, updatedAt: new Date() }).where(eq(competitionGroupsUsers.id, memberId));
    await memberAudit(tx, groupId, actorId, [memberSnapshot(before), memberSnapshot({ ...before, role })]);
  });
  return (await findMember(db, groupId, memberId))!;
}

/** `remove_player`: also takes the person out of the group's teams. */
export async function removeMember(db: Db, groupId: number, memberId: number, actorId: number) {
  const member = await findMember(db, groupId, memberId);
  if (!member) throw notFound();
  await db.transaction(async (tx) => {
    await lockGroup(tx, groupId);
    const before = await lockMember(tx, groupId, memberId);
    await tx
      .delete(competitionTeamsUsers)
      .where(and(eq(competitionTeamsUsers.competitionGroupId, groupId), eq(competitionTeamsUsers.userId, before.userId)));
    await tx.delete(competitionGroupsUsers).where(eq(competitionGroupsUsers.id, memberId));
    await memberAudit(tx, groupId, actorId, [memberSnapshot(before), null]);
  });
  return member;
}

/** `admin_accept_invitation`: a user's request (invitation_accepted only) becomes 'Zaakceptowane'. */
export async function adminAcceptInvitation(db: Db, groupId: number, memberId: number, actorId: number) {
  await db.transaction(async (tx) => {
    await lockGroup(tx, groupId);
    const before = await lockMember(tx, groupId, memberId);
    if (before.acceptedByAdmin || !before.invitationAccepted) throw rule(groupMsg.nothingToAccept);
    await tx
      .update(competitionGroupsUsers)
      .set({ acceptedByAdmin: true, updatedAt: new Date() })
      .where(eq(competitionGroupsUsers.id, memberId));
    await memberAudit(tx, groupId, actorId, [memberSnapshot(before), memberSnapshot({ ...before, acceptedByAdmin: true })]);
  });
  return (await findMember(db, groupId, memberId))!;
}

/**
 * A player asks to join (invitation_accepted only, shown with 'Zaakceptuj zaproszenie'); the group must be
 * active and open. Raises a `group_invitation` event on the group for its admins. A player already invited
 * by an admin accepts the invitation instead.
 */
export async function requestToJoin(db: Db, groupId: number, userId: number) {
  const memberId = await db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    const [existing] = await tx
      .select()
      .from(competitionGroupsUsers)
      .where(and(eq(competitionGroupsUsers.competitionGroupId, groupId), eq(competitionGroupsUsers.userId, userId)));
    if (existing) {
      if (existing.acceptedByAdmin && !existing.invitationAccepted) return acceptWithin(tx, existing);
      throw conflict(groupMsg.alreadyMember);
    }
    if (!group.active) throw rule(groupMsg.groupInactive);
    if (!group.open) throw rule(groupMsg.groupClosed);
    const user = await userFor(tx, userId);
    await admitMember(tx, group, user);
    const [row] = await tx
      .insert(competitionGroupsUsers)
      .values({ competitionGroupId: groupId, userId, role: 'player', invitationAccepted: true, acceptedByAdmin: false })
      .returning();
    await memberAudit(tx, groupId, userId, [null, memberSnapshot(row)], 'Prośba o dołączenie');
    await emitSystemEvent(tx, {
      type: 'group_invitation',
      targetType: 'CompetitionGroup',
      targetId: groupId,
      creatorId: userId,
      message: groupMsg.joinRequest(
        userLabel({ first_name: user.firstName, last_name: user.lastName, email: user.email, identifier: user.identifier }),
        group.name,
      ),
    });
    return row.id;
  });
  return (await findMember(db, groupId, memberId))!;
}

async function acceptWithin(tx: Tx, member: typeof competitionGroupsUsers.$inferSelect) {
  await tx
    .update(competitionGroupsUsers)
    .set({ invitationAccepted: true, updatedAt: new Date() })
    .where(eq(competitionGroupsUsers.id, member.id));
  await memberAudit(tx, member.competitionGroupId, member.userId, [
    memberSnapshot(member),
    memberSnapshot({ ...member, invitationAccepted: true }),
  ]);
  return member.id;
}

/** A player accepts an admin's invitation: both flags set, 'Zaakceptowane'. */
export async function acceptInvitation(db: Db, groupId: number, userId: number) {
  const memberId = await db.transaction(async (tx) => {
    await lockGroup(tx, groupId);
    const [member] = await tx
      .select()
      .from(competitionGroupsUsers)
      .where(and(eq(competitionGroupsUsers.competitionGroupId, groupId), eq(competitionGroupsUsers.userId, userId)));
    if (!member || !member.acceptedByAdmin) throw rule(groupMsg.noInvitation);
    if (member.invitationAccepted) return member.id;
    return acceptWithin(tx, member);
  });
  return (await findMember(db, groupId, memberId))!;
}

const teamAudit = (tx: Tx, groupId: number, actorId: number | null, change: Record<string, [unknown, unknown]>) =>
  recordAudit(tx, { type: 'CompetitionGroup', id: groupId, userId: actorId, action: 'update', extraChanges: change });

async function teamOf(tx: Tx, groupId: number, teamId: number): Promise<TeamRow> {
  const [team] = await tx
    .select()
    .from(competitionTeams)
    .where(and(eq(competitionTeams.id, teamId), eq(competitionTeams.competitionGroupId, groupId)));
  if (!team) throw notFound();
  return team;
}

async function teamReply(db: Db, team: TeamRow) {
  return {
    id: team.id,
    competition_group_id: team.competitionGroupId,
    name: team.name,
    gender: team.gender as GroupGender,
    users: await teamMembersOf(db, { teamId: team.id }),
  };
}

/** A group holds at most max_teams teams (counted under the group lock). */
export async function createTeam(db: Db, groupId: number, input: TeamInput, actorId: number) {
  const team = await db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    const [{ teams }] = await tx
      .select({ teams: count() })
      .from(competitionTeams)
      .where(eq(competitionTeams.competitionGroupId, groupId));
    if (teams >= group.maxTeams) throw rule(groupMsg.teamsFull(group.maxTeams), 'name');
    const [row] = await tx
      .insert(competitionTeams)
      .values({ competitionGroupId: groupId, name: input.name, gender: input.gender })
      .returning();
    await teamAudit(tx, groupId, actorId, { team: [null, { id: row.id, name: row.name, gender: row.gender }] });
    return row;
  });
  return teamReply(db, team);
}

/** A team's gender may change only when its line-up already fits the new one. */
export async function updateTeam(db: Db, groupId: number, teamId: number, patch: TeamPatch, actorId: number) {
  const team = await db.transaction(async (tx) => {
    await lockGroup(tx, groupId);
    const before = await teamOf(tx, groupId, teamId);
    const gender = patch.gender ?? before.gender;
    if (gender !== before.gender && gender !== 'unisex') {
      const members = await tx
        .select({ gender: users.gender })
        .from(competitionTeamsUsers)
        .innerJoin(users, eq(users.id, competitionTeamsUsers.userId))
        .where(eq(competitionTeamsUsers.competitionTeamId, teamId));
      if (members.some((m) => !admits(gender, m.gender))) throw rule(groupMsg.teamGenderMembers, 'gender');
    }
    const [after] = await tx
      .update(competitionTeams)
      .set({ ...defined({ name: patch.name, gender: patch.gender }), updatedAt: new Date() })
      .where(eq(competitionTeams.id, teamId))
      .returning();
    await teamAudit(tx, groupId, actorId, {
      team: [
        { id: before.id, name: before.name, gender: before.gender },
        { id: after.id, name: after.name, gender: after.gender },
      ],
    });
    return after;
  });
  return teamReply(db, team);
}

/** Deleting a team removes its line-up and its id from activities (audited on each activity). */
export async function deleteTeam(db: Db, groupId: number, teamId: number, actorId: number) {
  return db.transaction(async (tx) => {
    await lockGroup(tx, groupId);
    const team = await teamOf(tx, groupId, teamId);
    const linked = await tx
      .select({ id: activities.id, teams: activities.competitionTeamIds })
      .from(activities)
      .where(arrayContains(activities.competitionTeamIds, [teamId]))
      .orderBy(activities.id)
      .for('update');
    for (const a of linked) {
      const left = a.teams.filter((t) => t !== teamId);
      await tx.update(activities).set({ competitionTeamIds: left }).where(eq(activities.id, a.id));
      await recordAudit(tx, {
        type: 'Activity',
        id: a.id,
        userId: actorId,
        action: 'update',
        before: { competitionTeamIds: a.teams },
        after: { competitionTeamIds: left },
      });
    }
    await tx.delete(competitionTeams).where(eq(competitionTeams.id, teamId));
    await teamAudit(tx, groupId, actorId, { team: [{ id: team.id, name: team.name, gender: team.gender }, null] });
    return { id: teamId };
  });
}

/**
 * Line-up (`competition_teams_users`): only people of the group whom an admin accepted or invited; one team per
 * person in a group; at most max_players_per_team; a gendered team admits only that gender.
 */
export async function addTeamMember(db: Db, groupId: number, teamId: number, input: TeamMemberInput, actorId: number) {
  const id = await db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    const team = await teamOf(tx, groupId, teamId);
    const [member] = await tx
      .select({ acceptedByAdmin: competitionGroupsUsers.acceptedByAdmin, gender: users.gender })
      .from(competitionGroupsUsers)
      .innerJoin(users, eq(users.id, competitionGroupsUsers.userId))
      .where(and(eq(competitionGroupsUsers.competitionGroupId, groupId), eq(competitionGroupsUsers.userId, input.user_id)));
    if (!member || !member.acceptedByAdmin) throw rule(groupMsg.notMember, 'user_id');
    const [inTeam] = await tx
      .select({ id: competitionTeamsUsers.id })
      .from(competitionTeamsUsers)
      .where(and(eq(competitionTeamsUsers.competitionGroupId, groupId), eq(competitionTeamsUsers.userId, input.user_id)));
    if (inTeam) throw conflict(groupMsg.alreadyInTeam);
    if (!admits(team.gender, member.gender))
      throw rule(groupMsg.teamGender(GROUP_GENDER_LABELS[team.gender as GroupGender]), 'user_id');
    const [{ players }] = await tx
      .select({ players: count() })
      .from(competitionTeamsUsers)
      .where(eq(competitionTeamsUsers.competitionTeamId, teamId));
    if (players >= group.maxPlayersPerTeam) throw rule(groupMsg.teamFull(group.maxPlayersPerTeam), 'user_id');
    const [row] = await tx
      .insert(competitionTeamsUsers)
      .values({ competitionTeamId: teamId, competitionGroupId: groupId, userId: input.user_id, role: input.role })
      .returning();
    await teamAudit(tx, groupId, actorId, { team_member: [null, { team_id: teamId, user_id: row.userId, role: row.role }] });
    return row.id;
  });
  return (await teamMembersOf(db, { teamId })).find((m) => m.id === id)!;
}

async function lockTeamMember(tx: Tx, groupId: number, teamId: number, memberId: number) {
  await lockGroup(tx, groupId);
  await teamOf(tx, groupId, teamId);
  const [row] = await tx
    .select()
    .from(competitionTeamsUsers)
    .where(and(eq(competitionTeamsUsers.id, memberId), eq(competitionTeamsUsers.competitionTeamId, teamId)));
  if (!row) throw notFound();
  return row;
}

export async function updateTeamMemberRole(
  db: Db,
  groupId: number,
  teamId: number,
  memberId: number,
  role: 'capitan' | 'player',
  actorId: number,
) {
  await db.transaction(async (tx) => {
    const before = await lockTeamMember(tx, groupId, teamId, memberId);
    if (before.role === role) return;
    await tx.update(competitionTeamsUsers).set({ role }).where(eq(competitionTeamsUsers.id, memberId));
    await teamAudit(tx, groupId, actorId, {
      team_member: [
        { team_id: teamId, user_id: before.userId, role: before.role },
        { team_id: teamId, user_id: before.userId, role },
      ],
    });
  });
  return (await teamMembersOf(db, { teamId })).find((m) => m.id === memberId)!;
}

export async function removeTeamMember(db: Db, groupId: number, teamId: number, memberId: number, actorId: number) {
  return db.transaction(async (tx) => {
    const before = await lockTeamMember(tx, groupId, teamId, memberId);
    await tx.delete(competitionTeamsUsers).where(eq(competitionTeamsUsers.id, memberId));
    await teamAudit(tx, groupId, actorId, {
      team_member: [{ team_id: teamId, user_id: before.userId, role: before.role }, null],
    });
    return { id: memberId };
  });
}

/**
 * A team picked for an activity (a sparing participant's team, a line-up): it must be one of the
 * activity's teams. Returns its name (stored on the participant as `team`).
 */
export async function activityTeam(tx: Executor, activity: { competitionTeamIds: number[] }, teamId: number, field: string) {
  const [team] = activity.competitionTeamIds.includes(teamId)
    ? await tx.select({ name: competitionTeams.name }).from(competitionTeams).where(eq(competitionTeams.id, teamId))
    : [];
  if (!team) throw rule(groupMsg.teamNotInActivity, field);
  return team.name;
}
