import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  GROUP_LIMIT_FIELDS,
  GROUP_SHOW_MEMBERS,
  groupMsg,
  msg,
  type CompetitionGroup,
  type CompetitionGroupDetail,
  type CompetitionTeam,
  type GroupMember,
  type ListReply,
  type TeamMember,
  type TeamOption,
} from '@sportdesk/contract';
import { activities, audits, competitionGroupsUsers, systemEvents, userLimitOverrides, users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { insertUser } from '../users/service';
import { insertTestActivity, seedCatalogue } from '../activities/test-fixtures';

let ctx: TestContext;
let headers: { authorization: string };
let adminId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await signedInUser(ctx.app, ['admin_role_competition_groups', 'admin_role_activities', 'admin_role_users']);
  headers = admin.headers;
  adminId = admin.user.id;
});
afterAll(() => ctx.close());

const url = '/api/v2/admin/competition_groups';
let seq = 0;
const create = (group: Record<string, unknown>, h = headers) =>
  ctx.app.inject({ method: 'POST', url, headers: h, payload: { competition_group: group } });
const newGroup = async (extra: Record<string, unknown> = {}) => {
  const response = await create({ name: `Grupa ${++seq}`, description: 'Opis grupy', ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return body<CompetitionGroupDetail>(response).data;
};
const get = async <T>(path: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: path, headers });
  expect(response.statusCode, response.body).toBe(200);
  return body<T>(response).data;
};
const post = (path: string, payload?: Record<string, unknown>, h = headers) =>
  ctx.app.inject({ method: 'POST', url: path, headers: h, ...(payload ? { payload } : {}) });
const patch = (path: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: path, headers, payload });
const del = (path: string) => ctx.app.inject({ method: 'DELETE', url: path, headers });

/** Users without passwords (fast); gender male / female / null. */
const newUsers = async (n: number, gender: 'male' | 'female' | null = null) =>
  ctx.database.db.transaction(async (tx) => {
    const rows = [];
    for (let i = 0; i < n; i++)
      rows.push(
        await insertUser(
          tx,
          { email: `gracz.${++seq}@example.pl`, firstName: 'Gracz', lastName: `Numer${seq}`, gender },
          { actorId: null },
        ),
      );
    return rows;
  });
const addPlayer = (groupId: number, userId: number, role: unknown = 0) =>
  post(`${url}/${groupId}/players`, { competition_groups_users: { user_id: userId, role } });
const addTeam = (groupId: number, team: Record<string, unknown>) => post(`${url}/${groupId}/teams`, { competition_teams: team });
const addToTeam = (groupId: number, teamId: number, userId: number, role: unknown = 0) =>
  post(`${url}/${groupId}/teams/${teamId}/players`, { competition_teams_users: { user_id: userId, role } });
const expect422 = (response: { statusCode: number; body: string }, message: string) => {
  expect(response.statusCode, response.body).toBe(422);
  expect(body(response).error.message).toBe(message);
};

describe('admin/competition_groups: the group', () => {
  it('creates with the spec defaults, generated links and the creator, audited', async () => {
    const group = await newGroup({ custom_tags: '#piłka #amatorzy' });
    expect(group).toMatchObject({
      max_group_size: 20,
      min_team_size: 0,
      max_players_per_team: 12,
      max_teams: 3,
      gender: 'unisex',
      competition_group_type: 'local_group',
      hidden: false,
      active: true,
      tags: ['piłka', 'amatorzy'],
      creator_id: adminId,
      creator: { id: adminId, label: 'Test Użytkownik' },
      users_count: 0,
      teams_count: 0,
      teams: [],
    });
    expect(group.url).toBe(`http://sportdesk.test/grupy/${group.id}`);
    expect(group.hidden_url).toMatch(new RegExp(`^http://sportdesk.test/grupy/${group.id}/[a-f0-9]{24}$`));
    const rows = await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditableType, 'CompetitionGroup'), eq(audits.auditableId, group.id)));
    expect(rows.map((r) => r.action)).toEqual(['create']);
  });

  it('requires name and description ("Pole Wymagane") and writes nothing', async () => {
    const before = (await get<ListReply<CompetitionGroup>>(`${url}?limit=1000`)).total;
    const response = await create({ name: ' ', description: '' });
    expect(response.statusCode).toBe(400);
    expect(body(response).error.fields).toEqual({ name: msg.required, description: msg.required });
    const group = await newGroup();
    expect(body(await patch(`${url}/${group.id}`, { competition_group: { description: '' } })).error.fields).toEqual({
      description: msg.required,
    });
    expect((await get<ListReply<CompetitionGroup>>(`${url}?limit=1000`)).total).toBe(before + 1);
  });

  it('lists by created_at ascending, 25 a page, filtered by id and name', async () => {
    for (let i = 0; i < 26; i++) await newGroup({ name: `Liga Mokotów ${String(i).padStart(2, '0')}` });
    const first = await get<ListReply<CompetitionGroup>>(`${url}?with_name=liga%20mokot`);
    expect(first.total).toBe(26);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0].name).toBe('Liga Mokotów 00');
    expect((await get<ListReply<CompetitionGroup>>(`${url}?with_name=LIGA%20MOKOT&page=1`)).rows.map((r) => r.name)).toEqual([
      'Liga Mokotów 25',
    ]);
    const target = first.rows[4];
    expect((await get<ListReply<CompetitionGroup>>(`${url}?with_id=${target.id}`)).rows.map((r) => r.id)).toEqual([target.id]);
  });

  it('refuses lowering a limit below what the group holds', async () => {
    const group = await newGroup({ max_group_size: 3 });
    const people = await newUsers(2);
    for (const p of people) await addPlayer(group.id, p.id);
    expect422(await patch(`${url}/${group.id}`, { competition_group: { max_group_size: 1 } }), groupMsg.belowMembers(2));
    expect((await patch(`${url}/${group.id}`, { competition_group: { max_group_size: 2 } })).statusCode).toBe(200);
    await addTeam(group.id, { name: 'A' });
    await addTeam(group.id, { name: 'B' });
    expect422(await patch(`${url}/${group.id}`, { competition_group: { max_teams: 1 } }), groupMsg.belowTeams(2));
  });

  it('needs admin_role_competition_groups to write; picker roles read; others get 403', async () => {
    const other = await signedInUser(ctx.app, ['admin_role_sports']);
    expect((await ctx.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(403);
    const picker = await signedInUser(ctx.app, ['admin_role_activities']);
    expect((await ctx.app.inject({ method: 'GET', url, headers: picker.headers })).statusCode).toBe(200);
    expect((await create({ name: 'X', description: 'Y' }, picker.headers)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('members and invitations', () => {
  it('adds (role 0 = player, invited by the admin), searches, pages 10, changes roles and removes, audited', async () => {
    const group = await newGroup();
    const people = await newUsers(12);
    const added = body<GroupMember>(await addPlayer(group.id, people[0].id)).data;
    expect(added).toMatchObject({ role: 'player', accepted_by_admin: true, invitation_accepted: false });
    for (const p of people.slice(1)) expect((await addPlayer(group.id, p.id)).statusCode).toBe(201);
    const page = await get<ListReply<GroupMember>>(`${url}/${group.id}/players`);
    expect(page.total).toBe(12);
    expect(page.rows).toHaveLength(10);
    const found = await get<ListReply<GroupMember>>(
      `${url}/${group.id}/players?with_q=${encodeURIComponent(people[3].lastName!)}`,
    );
    expect(found.rows.map((r) => r.user_id)).toEqual([people[3].id]);

    const again = await addPlayer(group.id, people[0].id);
    expect(again.statusCode).toBe(409);
    expect(body(again).error.message).toBe(groupMsg.alreadyMember);

    const promoted = await patch(`${url}/${group.id}/players/${added.id}`, { competition_groups_users: { role: 'admin' } });
    expect(body<GroupMember>(promoted).data.role).toBe('admin');
    const demoted = await patch(`${url}/${group.id}/players/${added.id}`, { competition_groups_users: { role: 0 } });
    expect(body<GroupMember>(demoted).data.role).toBe('player');
    expect(
      (await patch(`${url}/${group.id}/players/${added.id}`, { competition_groups_users: { role: 'owner' } })).statusCode,
    ).toBe(400);

    expect((await del(`${url}/${group.id}/players/${added.id}`)).statusCode).toBe(200);
    expect((await get<CompetitionGroupDetail>(`${url}/${group.id}`)).users_count).toBe(11);
    const changes = (
      await ctx.database.db
        .select()
        .from(audits)
        .where(and(eq(audits.auditableType, 'CompetitionGroup'), eq(audits.auditableId, group.id)))
    ).map((r) => r.auditedChanges as Record<string, unknown>);
    expect(changes.filter((c) => 'member' in c)).toHaveLength(12 + 2 + 1);
  });

  it('reaches every invitation state: invited → accepted by the player; requested → accepted by an admin', async () => {
    const group = await newGroup({ open: true });
    const invited = await signedInUser(ctx.app);
    const requester = await signedInUser(ctx.app);
    const invitation = body<GroupMember>(await addPlayer(group.id, invited.user.id)).data;
    expect(invitation).toMatchObject({ accepted_by_admin: true, invitation_accepted: false });
    const accepted = await post(`/api/v2/competition_groups/${group.id}/accept_invitation`, undefined, invited.headers);
    expect(body<GroupMember>(accepted).data).toMatchObject({ accepted_by_admin: true, invitation_accepted: true });

    const request = await post(`/api/v2/competition_groups/${group.id}/join`, undefined, requester.headers);
    const pending = body<GroupMember>(request).data;
    expect(pending).toMatchObject({ accepted_by_admin: false, invitation_accepted: true, role: 'player' });
    const [event] = await ctx.database.db
      .select()
      .from(systemEvents)
      .where(and(eq(systemEvents.targetableType, 'CompetitionGroup'), eq(systemEvents.targetableId, group.id)));
    expect(event).toMatchObject({ eventType: 'group_invitation', creatorId: requester.user.id });
    expect(event.message).toContain(group.name);

    const approved = await post(`${url}/${group.id}/players/${pending.id}/admin_accept_invitation`);
    expect(body<GroupMember>(approved).data).toMatchObject({ accepted_by_admin: true, invitation_accepted: true });
    expect422(await post(`${url}/${group.id}/players/${pending.id}/admin_accept_invitation`), groupMsg.nothingToAccept);
    expect422(await post(`${url}/${group.id}/players/${invitation.id}/admin_accept_invitation`), groupMsg.nothingToAccept);
  });

  it('a player joining an invited group accepts; without an invitation accepting is refused; closed and inactive groups refuse requests', async () => {
    const closed = await newGroup({ open: false });
    const player = await signedInUser(ctx.app);
    expect422(await post(`/api/v2/competition_groups/${closed.id}/join`, undefined, player.headers), groupMsg.groupClosed);
    expect422(
      await post(`/api/v2/competition_groups/${closed.id}/accept_invitation`, undefined, player.headers),
      groupMsg.noInvitation,
    );
    await addPlayer(closed.id, player.user.id);
    const joined = await post(`/api/v2/competition_groups/${closed.id}/join`, undefined, player.headers);
    expect(body<GroupMember>(joined).data).toMatchObject({ accepted_by_admin: true, invitation_accepted: true });
    const inactive = await newGroup({ open: true, active: false });
    expect422(await post(`/api/v2/competition_groups/${inactive.id}/join`, undefined, player.headers), groupMsg.groupInactive);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v2/competition_groups/${inactive.id}/join` })).statusCode).toBe(
      401,
    );
  });

  it('never exceeds max_group_size, also through requests', async () => {
    const group = await newGroup({ max_group_size: 2, open: true });
    const people = await newUsers(2);
    for (const p of people) await addPlayer(group.id, p.id);
    const extra = await signedInUser(ctx.app);
    expect422(await addPlayer(group.id, extra.user.id), groupMsg.groupFull(2));
    expect422(await post(`/api/v2/competition_groups/${group.id}/join`, undefined, extra.headers), groupMsg.groupFull(2));
  });

  it('20 players added in parallel to a group with 3 free places: exactly 3 succeed', async () => {
    const group = await newGroup({ max_group_size: 5 });
    for (const p of await newUsers(2)) await addPlayer(group.id, p.id);
    const people = await newUsers(20);
    const results = await Promise.all(people.map((p) => addPlayer(group.id, p.id)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(17);
    expect((await get<ListReply<GroupMember>>(`${url}/${group.id}/players?limit=100`)).total).toBe(5);
  });

  it('a gendered group admits only that gender', async () => {
    const group = await newGroup({ gender: 'females' });
    const [woman] = await newUsers(1, 'female');
    const [man] = await newUsers(1, 'male');
    const [unknown] = await newUsers(1, null);
    expect((await addPlayer(group.id, woman.id)).statusCode).toBe(201);
    expect422(await addPlayer(group.id, man.id), groupMsg.groupGender('Kobiety'));
    expect422(await addPlayer(group.id, unknown.id), groupMsg.groupGender('Kobiety'));
  });
});

describe('show returns the users (docs/spec/part-1.md §7)', () => {
  it('carries each member with role and invitation state, in the order they joined, like players', async () => {
    const group = await newGroup({ open: true });
    expect(group.users).toEqual([]);
    const [invited, requested, accepted] = await newUsers(3);
    expect((await addPlayer(group.id, invited.id, 1)).statusCode).toBe(201);
    await ctx.database.db.insert(competitionGroupsUsers).values([
      { competitionGroupId: group.id, userId: requested.id, invitationAccepted: true },
      { competitionGroupId: group.id, userId: accepted.id, invitationAccepted: true, acceptedByAdmin: true },
    ]);
    const shown = await get<CompetitionGroupDetail>(`${url}/${group.id}`);
    expect(shown.users_count).toBe(3);
    expect(
      shown.users.map((m) => [m.user_id, m.user, m.role, m.invitation_accepted, m.accepted_by_admin, m.competition_group_id]),
    ).toEqual([
      [invited.id, `Gracz ${invited.lastName}`, 'admin', false, true, group.id],
      [requested.id, `Gracz ${requested.lastName}`, 'player', true, false, group.id],
      [accepted.id, `Gracz ${accepted.lastName}`, 'player', true, true, group.id],
    ]);
    const players = await get<ListReply<GroupMember>>(`${url}/${group.id}/players`);
    expect(shown.users).toEqual(players.rows);
    expect(JSON.stringify(shown.users)).not.toContain('@example.pl');
    // A write's reply is the same detail.
    const edited = body<CompetitionGroupDetail>(await patch(`${url}/${group.id}`, { competition_group: { notes: 'N' } })).data;
    expect(edited.users).toEqual(shown.users);
  });

  it(`carries the first ${GROUP_SHOW_MEMBERS} members of a bigger group; users_count and players give the rest`, async () => {
    const group = await newGroup({ max_group_size: GROUP_SHOW_MEMBERS + 5 });
    const people = await newUsers(GROUP_SHOW_MEMBERS + 5);
    await ctx.database.db
      .insert(competitionGroupsUsers)
      .values(people.map((u) => ({ competitionGroupId: group.id, userId: u.id, acceptedByAdmin: true })));
    const shown = await get<CompetitionGroupDetail>(`${url}/${group.id}`);
    expect(shown.users_count).toBe(GROUP_SHOW_MEMBERS + 5);
    expect(shown.users.map((m) => m.user_id)).toEqual(people.slice(0, GROUP_SHOW_MEMBERS).map((u) => u.id));
    const rest = await get<ListReply<GroupMember>>(`${url}/${group.id}/players?page=1&limit=${GROUP_SHOW_MEMBERS}`);
    expect(rest.total).toBe(GROUP_SHOW_MEMBERS + 5);
    expect(rest.rows.map((m) => m.user_id)).toEqual(people.slice(GROUP_SHOW_MEMBERS).map((u) => u.id));
  });
});

describe('teams and line-ups', () => {
  it('creates teams (name required, gender) up to max_teams, edits and lists them on the group', async () => {
    const group = await newGroup({ max_teams: 2 });
    const missing = await addTeam(group.id, { name: '' });
    expect(body(missing).error.fields).toEqual({ name: msg.required });
    const a = body<CompetitionTeam>(await addTeam(group.id, { name: 'Orły' })).data;
    expect(a).toMatchObject({ name: 'Orły', gender: 'unisex', users: [] });
    await addTeam(group.id, { name: 'Sokoły', gender: 'males' });
    expect422(await addTeam(group.id, { name: 'Trzecia' }), groupMsg.teamsFull(2));
    const renamed = await patch(`${url}/${group.id}/teams/${a.id}`, { competition_teams: { name: 'Orły Mokotów' } });
    expect(body<CompetitionTeam>(renamed).data.name).toBe('Orły Mokotów');
    const detail = await get<CompetitionGroupDetail>(`${url}/${group.id}`);
    expect(detail.teams.map((t) => t.name)).toEqual(['Orły Mokotów', 'Sokoły']);
    expect(detail.teams_count).toBe(2);
  });

  it('composes line-ups from admin-accepted members only, one team each, within max_players_per_team and the gender', async () => {
    const group = await newGroup({ max_players_per_team: 2, open: true });
    const [m1, m2, m3] = await newUsers(3, 'male');
    const [w1] = await newUsers(1, 'female');
    const [outsider] = await newUsers(1, 'male');
    for (const p of [m1, m2, m3, w1]) await addPlayer(group.id, p.id);
    const requester = await signedInUser(ctx.app);
    await post(`/api/v2/competition_groups/${group.id}/join`, undefined, requester.headers);
    const men = body<CompetitionTeam>(await addTeam(group.id, { name: 'Panowie', gender: 'males' })).data;
    const mixed = body<CompetitionTeam>(await addTeam(group.id, { name: 'Mix' })).data;

    const captain = body<TeamMember>(await addToTeam(group.id, men.id, m1.id, 1)).data;
    expect(captain).toMatchObject({ role: 'capitan', user_id: m1.id });
    expect((await addToTeam(group.id, men.id, m2.id)).statusCode).toBe(201);
    expect422(await addToTeam(group.id, men.id, m3.id), groupMsg.teamFull(2));
    expect422(await addToTeam(group.id, mixed.id, outsider.id), groupMsg.notMember);
    expect422(await addToTeam(group.id, mixed.id, requester.user.id), groupMsg.notMember);
    expect((await addToTeam(group.id, mixed.id, m1.id)).statusCode).toBe(409);
    const other = body<CompetitionTeam>(await addTeam(group.id, { name: 'Panie', gender: 'females' })).data;
    expect422(await addToTeam(group.id, other.id, m3.id), groupMsg.teamGender('Kobiety'));
    expect((await addToTeam(group.id, mixed.id, w1.id)).statusCode).toBe(201);
    expect422(
      await patch(`${url}/${group.id}/teams/${mixed.id}`, { competition_teams: { gender: 'males' } }),
      groupMsg.teamGenderMembers,
    );

    const role = await patch(`${url}/${group.id}/teams/${men.id}/players/${captain.id}`, {
      competition_teams_users: { role: 'player' },
    });
    expect(body<TeamMember>(role).data.role).toBe('player');
    const lineUp = await get<ListReply<TeamMember>>(`${url}/${group.id}/teams/${men.id}/players`);
    expect(lineUp.rows.map((r) => r.user_id)).toEqual([m1.id, m2.id]);
    expect((await del(`${url}/${group.id}/teams/${men.id}/players/${captain.id}`)).statusCode).toBe(200);
    expect(body(await addToTeam(group.id, men.id, m3.id)).ok).toBe(true);

    // removing a member from the group takes them out of the team too
    const members = await get<ListReply<GroupMember>>(`${url}/${group.id}/players?limit=25`);
    await del(`${url}/${group.id}/players/${members.rows.find((r) => r.user_id === w1.id)!.id}`);
    expect((await get<CompetitionGroupDetail>(`${url}/${group.id}`)).teams.find((t) => t.id === mixed.id)!.users).toEqual([]);
  });

  it('team picker index_all filters by captain, gender, group and name', async () => {
    const group = await newGroup();
    const [captain, player] = await newUsers(2, 'male');
    for (const p of [captain, player]) await addPlayer(group.id, p.id);
    const a = body<CompetitionTeam>(await addTeam(group.id, { name: 'Wilki', gender: 'males' })).data;
    const b = body<CompetitionTeam>(await addTeam(group.id, { name: 'Lisy' })).data;
    await addToTeam(group.id, a.id, captain.id, 'capitan');
    await addToTeam(group.id, b.id, player.id, 'player');
    const pick = async (q: string) =>
      (await get<ListReply<TeamOption>>(`/api/v2/admin/competition_teams/index_all?${q}`)).rows.map((r) => r.id);
    expect(await pick(`with_capitan_id=${captain.id}`)).toEqual([a.id]);
    expect(await pick(`with_capitan_id=${player.id}`)).toEqual([]);
    expect(await pick(`with_competition_group_id=${group.id}&with_gender=males`)).toEqual([a.id]);
    expect(await pick(`with_competition_group_id=${group.id}`)).toEqual([b.id, a.id]);
    expect(await pick(`with_name=wilk&with_competition_group_id=${group.id}`)).toEqual([a.id]);
    expect(await pick(`with_ids=${b.id}`)).toEqual([b.id]);
    const [option] = (await get<ListReply<TeamOption>>(`/api/v2/admin/competition_teams/index_all?with_ids=${a.id}`)).rows;
    expect(option).toMatchObject({ name: 'Wilki', competition_group_id: group.id, competition_group_name: group.name });
  });
});

describe('the creator’s per-kind limits', () => {
  const setLimits = (userId: number, overrides: Record<string, number | boolean>) =>
    ctx.database.db.insert(userLimitOverrides).values({ userId, overrides }).onConflictDoUpdate({
      target: userLimitOverrides.userId,
      set: { overrides },
    });

  it('bind a group created on behalf of a player; staff creating for themselves are not bound', async () => {
    const [owner] = await newUsers(1);
    const onBehalf = (extra: Record<string, unknown>) =>
      create({ name: 'Grupa gracza', description: 'Opis', creator_id: owner.id, ...extra });
    // defaults: one local group, none of another kind, sizes 20 / 12 / 3, no hiding
    expect422(await onBehalf({ max_group_size: 21 }), groupMsg.sizeLimit(20));
    expect422(await onBehalf({ max_players_per_team: 13 }), groupMsg.perTeamLimit(12));
    expect422(await onBehalf({ max_teams: 4 }), groupMsg.teamsLimit(3));
    expect422(await onBehalf({ hidden: true }), groupMsg.hiddenLimit);
    expect422(await onBehalf({ competition_group_type: 'club' }), groupMsg.createLimit('Klub', 0));
    const first = await onBehalf({});
    expect(first.statusCode, first.body).toBe(201);
    expect(body<CompetitionGroup>(first).data.creator_id).toBe(owner.id);
    expect422(await onBehalf({}), groupMsg.createLimit('Grupa lokalna', 1));
    // the limits also hold on edit
    const id = body<CompetitionGroup>(first).data.id;
    expect422(await patch(`${url}/${id}`, { competition_group: { max_teams: 5 } }), groupMsg.teamsLimit(3));

    await setLimits(owner.id, {
      [GROUP_LIMIT_FIELDS.create('club')]: 2,
      [GROUP_LIMIT_FIELDS.players('club')]: 40,
      [GROUP_LIMIT_FIELDS.hidden('club')]: true,
    });
    expect((await onBehalf({ competition_group_type: 'club', max_group_size: 40, hidden: true })).statusCode).toBe(201);

    // staff (admin_role_competition_groups) creating for themselves: no limits
    expect(
      (await create({ name: 'Duża', description: 'Opis', competition_group_type: 'league', max_group_size: 500 })).statusCode,
    ).toBe(201);
  });
});

describe('delete, search and the users filters', () => {
  it('deletes the group with its teams and memberships and clears the activities’ links, audited', async () => {
    const catalogue = await seedCatalogue(ctx.database.db);
    const group = await newGroup();
    const keep = await newGroup();
    const [p] = await newUsers(1);
    await addPlayer(group.id, p.id);
    const team = body<CompetitionTeam>(await addTeam(group.id, { name: 'Do usunięcia' })).data;
    const kept = body<CompetitionTeam>(await addTeam(keep.id, { name: 'Zostaje' })).data;
    await addToTeam(group.id, team.id, p.id);
    const activity = await insertTestActivity(ctx.database.db, catalogue, {
      competition_type: 'sparing',
      competition_group_ids: [group.id, keep.id],
      competition_team_ids: [team.id, kept.id],
    });

    expect((await del(`${url}/${group.id}`)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `${url}/${group.id}`, headers })).statusCode).toBe(404);
    const [after] = await ctx.database.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(after.competitionGroupIds).toEqual([keep.id]);
    expect(after.competitionTeamIds).toEqual([kept.id]);
    const activityAudit = await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditableType, 'Activity'), eq(audits.auditableId, activity.id), eq(audits.action, 'update')));
    expect(activityAudit.at(-1)!.auditedChanges).toEqual({
      competition_group_ids: [[group.id, keep.id], [keep.id]],
      competition_team_ids: [[team.id, kept.id], [kept.id]],
    });
    const [destroyed] = await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditableType, 'CompetitionGroup'), eq(audits.auditableId, group.id), eq(audits.action, 'destroy')));
    expect(destroyed.auditedChanges).toMatchObject({ name: [group.name, null], members_count: [1, null] });
    expect((await del(`${url}/${group.id}`)).statusCode).toBe(404);
    const [stillThere] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.id, p.id));
    expect(stillThere).toBeDefined();
  });

  it('the global search finds a group by name', async () => {
    const group = await newGroup({ name: 'Szachiści Żoliborza' });
    const found = await get<ListReply<{ searchable_type: string; searchable_id: number }>>(
      `/api/v2/admin/search_tags?with_tags=${encodeURIComponent('szachisci zoliborz')}`,
    );
    const rows = Array.isArray(found) ? found : found.rows;
    expect(rows).toContainEqual(expect.objectContaining({ searchable_type: 'CompetitionGroup', searchable_id: group.id }));
  });
});

describe('wiring into activities, participants and users', () => {
  it('an activity links only existing groups and teams; a sparing participant picks one of the activity’s teams', async () => {
    const catalogue = await seedCatalogue(ctx.database.db);
    const group = await newGroup();
    const a = body<CompetitionTeam>(await addTeam(group.id, { name: 'Zieloni' })).data;
    const b = body<CompetitionTeam>(await addTeam(group.id, { name: 'Czerwoni' })).data;
    const c = body<CompetitionTeam>(await addTeam(group.id, { name: 'Niebiescy' })).data;
    const sparing = await insertTestActivity(ctx.database.db, catalogue, {
      competition_type: 'sparing',
      max_players: 10,
      min_players: 1,
      competition_group_ids: [group.id],
      competition_team_ids: [a.id, b.id],
    });
    const activityUrl = `/api/v2/admin/activities/${sparing.id}`;
    const shown = body<Record<string, unknown>>(await ctx.app.inject({ method: 'GET', url: activityUrl, headers })).data;
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: activityUrl,
      headers,
      payload: { activity: { ...shown, competition_group_ids: [999_999], competition_team_ids: [a.id, 999_998] } },
    });
    expect(edit.statusCode).toBe(400);
    expect(body(edit).error.fields).toMatchObject({
      competition_group_ids: groupMsg.unknownGroups,
      competition_team_ids: groupMsg.unknownTeams,
    });

    const [p1, p2] = await newUsers(2);
    const add = (userId: number, teamId: number) =>
      post(`${activityUrl}/participants`, { participant: { user_id: userId, competition_team_id: teamId } });
    expect422(await add(p1.id, c.id), groupMsg.teamNotInActivity);
    const added = await add(p1.id, b.id);
    expect(added.statusCode, added.body).toBe(201);
    const participants = body<ListReply<{ user: { id: number }; competition_team_id: number; team: string }>>(
      await ctx.app.inject({ method: 'GET', url: `${activityUrl}/participants`, headers }),
    ).data;
    expect(participants.rows.find((r) => r.user.id === p1.id)).toMatchObject({ competition_team_id: b.id, team: 'Czerwoni' });
    expect((await add(p2.id, a.id)).statusCode).toBe(201);
  });

  it('the users list filters by group and by team', async () => {
    const group = await newGroup();
    const [m1, m2, outsider] = await newUsers(3);
    await addPlayer(group.id, m1.id);
    await addPlayer(group.id, m2.id);
    const team = body<CompetitionTeam>(await addTeam(group.id, { name: 'Skład A' })).data;
    await addToTeam(group.id, team.id, m2.id);
    const ids = async (q: string) =>
      (await get<ListReply<{ id: number }>>(`/api/v2/admin/users?${q}&limit=100`)).rows.map((r) => r.id).sort((x, y) => x - y);
    expect(await ids(`with_competition_group_id=${group.id}`)).toEqual([m1.id, m2.id]);
    expect(await ids(`with_competition_team_id=${team.id}`)).toEqual([m2.id]);
    expect(await ids(`with_competition_group_id=${group.id}&with_id=${outsider.id}`)).toEqual([]);
  });
});
