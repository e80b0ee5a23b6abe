import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMsg, participantMsg, type ListReply, type TeamLineUp } from '@sportdesk/contract';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { seedCatalogue, type Catalogue } from '../activities/test-fixtures';
import { insertPlayer, insertRunActivity } from '../participants/test-fixtures';
import { insertTestTeams } from '../competition-groups/test-fixtures';

let ctx: TestContext;
let headers: { authorization: string };
let cat: Catalogue;

beforeAll(async () => {
  ctx = await createTestApp();
  headers = (await signedInUser(ctx.app, ['admin_role_activities'])).headers;
  cat = await seedCatalogue(ctx.database.db);
});
afterAll(() => ctx.close());

const url = (id: number) => `/api/v2/admin/activities/${id}/team_line_ups`;

describe('team line-ups of a sparing', () => {
  it('creates, lists per team and deletes; refuses duplicates and non-sparing activities', async () => {
    const db = ctx.database.db;
    const { teamIds } = await insertTestTeams(db, 3);
    const [t1, t2, t3] = teamIds;
    const sparing = await insertRunActivity(db, cat, {
      competition_type: 'sparing',
      min_team_size: 1,
      max_team_size: 5,
      competition_team_ids: [t1, t2],
    });
    const p1 = await insertPlayer(db);
    const p2 = await insertPlayer(db);
    const create = (player_id: number, competition_team_id: number, id = sparing.id) =>
      ctx.app.inject({
        method: 'POST',
        url: url(id),
        headers,
        payload: { activity_team_line_up: { player_id, competition_team_id } },
      });
    expect((await create(p1.id, t1)).statusCode).toBe(201);
    const second = await create(p2.id, t2);
    expect(second.statusCode).toBe(201);
    const dup = await create(p1.id, t1);
    expect(dup.statusCode).toBe(409);
    expect(body(dup).error.message).toBe(participantMsg.alreadyInLineUp);
    const team1 = body<ListReply<TeamLineUp>>(
      await ctx.app.inject({ method: 'GET', url: `${url(sparing.id)}?with_competition_team_id=${t1}`, headers }),
    ).data;
    expect(team1.rows.map((r) => r.player_id)).toEqual([p1.id]);
    const all = body<ListReply<TeamLineUp>>(await ctx.app.inject({ method: 'GET', url: url(sparing.id), headers })).data;
    expect(all.total).toBe(2);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `${url(sparing.id)}/${body<TeamLineUp>(second).data.id}`,
      headers,
    });
    expect(del.statusCode).toBe(200);
    expect(body<ListReply<TeamLineUp>>(await ctx.app.inject({ method: 'GET', url: url(sparing.id), headers })).data.total).toBe(
      1,
    );
    const normal = await insertRunActivity(db, cat);
    const refused = await create(p1.id, t1, normal.id);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).error.message).toBe(participantMsg.notSparing);
    // a line-up refers to one of the activity's real teams
    for (const team of [t3, 999_999]) {
      const other = await create(p1.id, team);
      expect(other.statusCode).toBe(422);
      expect(body(other).error.message).toBe(groupMsg.teamNotInActivity);
    }
  });
});
