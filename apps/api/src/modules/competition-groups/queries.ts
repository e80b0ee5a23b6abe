import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  GROUP_SHOW_MEMBERS,
  splitTags,
  userLabel,
  type CompetitionGroup,
  type CompetitionGroupDetail,
  type CompetitionTeam,
  type GroupMember,
  type TeamMember,
  type TeamOption,
  type competitionGroupListQuery,
  type groupPlayersQuery,
  type teamPickerQuery,
} from '@sportdesk/contract';
import { competitionGroups, competitionGroupsUsers, competitionTeams, competitionTeamsUsers, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { likePattern } from '../../lib/paging';
import { iso } from '../../lib/reply';

export type GroupRow = typeof competitionGroups.$inferSelect;
export type MemberRow = typeof competitionGroupsUsers.$inferSelect;
export type TeamRow = typeof competitionTeams.$inferSelect;
type ListQuery = z.output<typeof competitionGroupListQuery>;
type PlayersQuery = z.output<typeof groupPlayersQuery>;
type PickerQuery = z.output<typeof teamPickerQuery>;

const labelColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  identifier: users.identifier,
};
type LabelColumns = { firstName: string | null; lastName: string | null; email: string | null; identifier: string | null };
const labelOf = (u: LabelColumns) =>
  userLabel({ first_name: u.firstName, last_name: u.lastName, email: u.email, identifier: u.identifier });

const membersCount = sql<number>`(select count(*)::int from ${competitionGroupsUsers} where ${competitionGroupsUsers.competitionGroupId} = ${competitionGroups.id})`;
const teamsCount = sql<number>`(select count(*)::int from ${competitionTeams} where ${competitionTeams.competitionGroupId} = ${competitionGroups.id})`;

export const toGroup = (
  g: GroupRow,
  extra: { creator: LabelColumns | null; usersCount: number; teamsCount: number },
): CompetitionGroup => ({
  id: g.id,
  name: g.name,
  description: g.description,
  custom_tags: g.customTags,
  tags: splitTags(g.customTags),
  max_group_size: g.maxGroupSize,
  min_team_size: g.minTeamSize,
  max_players_per_team: g.maxPlayersPerTeam,
  max_teams: g.maxTeams,
  gender: g.gender as CompetitionGroup['gender'],
  competition_group_type: g.competitionGroupType as CompetitionGroup['competition_group_type'],
  hidden: g.hidden,
  open: g.open,
  active: g.active,
  notes: g.notes,
  creator_id: g.creatorId,
  creator: g.creatorId && extra.creator ? { id: g.creatorId, label: labelOf(extra.creator) } : null,
  url: g.url,
  hidden_url: g.hiddenUrl,
  users_count: Number(extra.usersCount),
  teams_count: Number(extra.teamsCount),
  created_at: iso(g.createdAt)!,
});

function groupSelect(db: Executor) {
  return db
    .select({
      g: competitionGroups,
      creatorFirst: users.firstName,
      creatorLast: users.lastName,
      creatorEmail: users.email,
      creatorIdentifier: users.identifier,
      usersCount: membersCount,
      teamsCount,
    })
    .from(competitionGroups)
    .leftJoin(users, eq(users.id, competitionGroups.creatorId));
}
type GroupSelectRow = Awaited<ReturnType<ReturnType<typeof groupSelect>['where']>>[number];
const mapGroupRow = (r: GroupSelectRow) =>
  toGroup(r.g, {
    creator: { firstName: r.creatorFirst, lastName: r.creatorLast, email: r.creatorEmail, identifier: r.creatorIdentifier },
    usersCount: r.usersCount,
    teamsCount: r.teamsCount,
  });

const orderColumns = { id: competitionGroups.id, name: competitionGroups.name, created_at: competitionGroups.createdAt } as const;

export async function listGroups(db: Executor, q: ListQuery) {
  const conditions: SQL[] = [];
  if (q.with_id !== undefined) conditions.push(eq(competitionGroups.id, q.with_id));
  if (q.with_name) conditions.push(ilike(competitionGroups.name, likePattern(q.with_name)));
  if (q.with_ids) conditions.push(q.with_ids.length ? inArray(competitionGroups.id, q.with_ids) : sql`false`);
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = q.order_dir === 'desc' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    groupSelect(db)
      .where(where)
      .orderBy(direction(orderColumns[q.order]), direction(competitionGroups.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db.select({ total: count() }).from(competitionGroups).where(where),
  ]);
  return { rows: rows.map(mapGroupRow), total };
}

export async function findGroupRow(db: Executor, id: number) {
  const [row] = await db.select().from(competitionGroups).where(eq(competitionGroups.id, id));
  return row;
}

export async function teamsOf(db: Executor, groupId: number): Promise<CompetitionTeam[]> {
  const teams = await db
    .select()
    .from(competitionTeams)
    .where(eq(competitionTeams.competitionGroupId, groupId))
    .orderBy(asc(competitionTeams.id));
  const members = await teamMembersOf(db, { groupId });
  return teams.map((t) => ({
    id: t.id,
    competition_group_id: t.competitionGroupId,
    name: t.name,
    gender: t.gender as CompetitionTeam['gender'],
    users: members.filter((m) => m.competition_team_id === t.id),
  }));
}

export async function teamMembersOf(db: Executor, by: { groupId?: number; teamId?: number }): Promise<TeamMember[]> {
  const rows = await db
    .select({ m: competitionTeamsUsers, ...labelColumns })
    .from(competitionTeamsUsers)
    .innerJoin(users, eq(users.id, competitionTeamsUsers.userId))
    .where(
      by.teamId !== undefined
        ? eq(competitionTeamsUsers.competitionTeamId, by.teamId)
        : eq(competitionTeamsUsers.competitionGroupId, by.groupId!),
    )
    .orderBy(desc(sql`${competitionTeamsUsers.role} = 'capitan'`), asc(competitionTeamsUsers.id));
  return rows.map(({ m, ...u }) => ({
    id: m.id,
    competition_team_id: m.competitionTeamId,
    competition_group_id: m.competitionGroupId,
    user_id: m.userId,
    user: labelOf(u),
    role: m.role as TeamMember['role'],
  }));
}

export async function showGroup(db: Executor, id: number): Promise<CompetitionGroupDetail | undefined> {
  const [row] = await groupSelect(db).where(eq(competitionGroups.id, id));
  if (!row) return undefined;
  const [teams, members] = await Promise.all([
    teamsOf(db, id),
    listMembers(db, id, { page: 0, limit: GROUP_SHOW_MEMBERS, with_q: undefined }),
  ]);
  return { ...mapGroupRow(row), teams, users: members.rows };
}

const toMember = (m: MemberRow, u: LabelColumns & { gender: string | null }): GroupMember => ({
  id: m.id,
  competition_group_id: m.competitionGroupId,
  user_id: m.userId,
  user: labelOf(u),
  gender: u.gender,
  role: m.role as GroupMember['role'],
  invitation_accepted: m.invitationAccepted,
  accepted_by_admin: m.acceptedByAdmin,
  created_at: iso(m.createdAt)!,
});

/** `players(id, {with_q, page, limit})`: members in the order they joined; search by name, e-mail or identifier. */
export async function listMembers(db: Executor, groupId: number, q: PlayersQuery) {
  const conditions: SQL[] = [eq(competitionGroupsUsers.competitionGroupId, groupId)];
  if (q.with_q) {
    const p = likePattern(q.with_q);
    conditions.push(
      or(
        ilike(users.firstName, p),
        ilike(users.lastName, p),
        ilike(users.email, p),
        ilike(users.identifier, p),
        ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, p),
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ m: competitionGroupsUsers, ...labelColumns, gender: users.gender })
      .from(competitionGroupsUsers)
      .innerJoin(users, eq(users.id, competitionGroupsUsers.userId))
      .where(where)
      .orderBy(asc(competitionGroupsUsers.id))
      .limit(q.limit)
      .offset(q.page * q.limit),
    db
      .select({ total: count() })
      .from(competitionGroupsUsers)
      .innerJoin(users, eq(users.id, competitionGroupsUsers.userId))
      .where(where),
  ]);
  return { rows: rows.map(({ m, ...u }) => toMember(m, u)), total };
}

export async function findMember(db: Executor, groupId: number, memberId: number) {
  const [row] = await db
    .select({ m: competitionGroupsUsers, ...labelColumns, gender: users.gender })
    .from(competitionGroupsUsers)
    .innerJoin(users, eq(users.id, competitionGroupsUsers.userId))
    .where(and(eq(competitionGroupsUsers.id, memberId), eq(competitionGroupsUsers.competitionGroupId, groupId)));
  return row ? toMember(row.m, row) : undefined;
}

/** The team picker `index_all`: teams with their group's name; a captain filter reads the line-ups' captains. */
export async function pickTeams(db: Executor, q: PickerQuery): Promise<TeamOption[]> {
  const conditions: SQL[] = [];
  if (q.with_gender) conditions.push(eq(competitionTeams.gender, q.with_gender));
  if (q.with_competition_group_id !== undefined)
    conditions.push(eq(competitionTeams.competitionGroupId, q.with_competition_group_id));
  if (q.with_name) conditions.push(ilike(competitionTeams.name, likePattern(q.with_name)));
  if (q.with_ids) conditions.push(q.with_ids.length ? inArray(competitionTeams.id, q.with_ids) : sql`false`);
  if (q.with_capitan_id !== undefined)
    conditions.push(
      sql`exists (select 1 from ${competitionTeamsUsers} where ${competitionTeamsUsers.competitionTeamId} = ${competitionTeams.id}
        and ${competitionTeamsUsers.userId} = ${q.with_capitan_id} and ${competitionTeamsUsers.role} = 'capitan')`,
    );
  const rows = await db
    .select({ t: competitionTeams, groupName: competitionGroups.name })
    .from(competitionTeams)
    .innerJoin(competitionGroups, eq(competitionGroups.id, competitionTeams.competitionGroupId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(competitionGroups.name), asc(competitionTeams.name), asc(competitionTeams.id))
    .limit(q.limit);
  return rows.map(({ t, groupName }) => ({
    id: t.id,
    name: t.name,
    gender: t.gender as TeamOption['gender'],
    competition_group_id: t.competitionGroupId,
    competition_group_name: groupName,
  }));
}

/** Ids of groups and teams that exist (activity links are checked against them). */
export async function existingIds(db: Executor, groupIds: number[], teamIds: number[]) {
  const groups = groupIds.length
    ? await db
        .select({ id: competitionGroups.id })
        .from(competitionGroups)
        .where(sql`${competitionGroups.id} = any(${sql.param(groupIds)}::int[])`)
    : [];
  const teams = teamIds.length
    ? await db
        .select({ id: competitionTeams.id })
        .from(competitionTeams)
        .where(sql`${competitionTeams.id} = any(${sql.param(teamIds)}::int[])`)
    : [];
  return { groups: new Set(groups.map((g) => g.id)), teams: new Set(teams.map((t) => t.id)) };
}
