// @clock-dependent: a group's page lists its activities from today on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PORTAL_GROUP_ACTIVITIES, type PortalGroup } from '@sportdesk/contract';
import { activities, competitionGroups, competitionGroupsUsers } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { insertTestActivity, plusDays, seedCatalogue, today, type Catalogue } from '../activities/test-fixtures';

let ctx: TestContext;
let c: Catalogue;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  c = await seedCatalogue(ctx.app.deps.db);
  admin = (await signedInUser(ctx.app, ['admin_role_competition_groups'])).authorization;
});
afterAll(() => ctx.close());

let ip = 0;
/** Each read from its own address, so the rate limit counts only where a test means it to. */
const read = (url: string, remoteAddress = `10.1.0.${++ip % 250}`) =>
  ctx.app.inject({ method: 'GET', url: `/api/v2/portal/groups/${url}`, remoteAddress });

async function createGroup(values: Record<string, unknown> = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v2/admin/competition_groups',
    headers: { authorization: admin },
    payload: { competition_group: { name: 'Piątkowa siatkówka', description: 'Gramy w piątki o 19:00.', ...values } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return body<{ id: number; url: string; hidden_url: string }>(response).data;
}
const inGroup = (groupId: number, extra: Parameters<typeof insertTestActivity>[2] = {}) =>
  insertTestActivity(ctx.app.deps.db, c, { competition_group_ids: [groupId], ...extra });

describe('portal/groups/:id', () => {
  it("shows a visible group's public facts and its upcoming public activities, nothing internal", async () => {
    const group = await createGroup({ notes: 'Tajna notatka', custom_tags: '#siatkówka#piątek', open: true, max_group_size: 12 });
    await ctx.app.deps.db.update(competitionGroups).set({ notes: 'Tajna notatka' }).where(eq(competitionGroups.id, group.id));
    const soon = await inGroup(group.id, { date: plusDays(today(), 3) });
    const later = await inGroup(group.id, { date: plusDays(today(), 10) });
    const hidden = await inGroup(group.id, { hidden: true });
    const canceled = await inGroup(group.id, { canceled: true });
    const past = await inGroup(group.id);
    await ctx.app.deps.db
      .update(activities)
      .set({ date: plusDays(today(), -3) })
      .where(eq(activities.id, past.id));
    const unpublished = await inGroup(group.id, { publish_date: new Date(Date.now() + 86_400_000).toISOString() });
    const elsewhere = await insertTestActivity(ctx.app.deps.db, c);

    const response = await read(String(group.id));
    expect(response.statusCode, response.body).toBe(200);
    const page = body<PortalGroup>(response).data;
    expect(page).toMatchObject({
      id: group.id,
      name: 'Piątkowa siatkówka',
      description: 'Gramy w piątki o 19:00.',
      type_label: 'Grupa lokalna',
      tags: ['siatkówka', 'piątek'],
      accepts_requests: true,
      free_places: 12,
      activities_total: 2,
    });
    expect(page.activities.map((a) => a.id)).toEqual([soon.id, later.id]);
    for (const id of [hidden.id, canceled.id, past.id, unpublished.id, elsewhere.id])
      expect(page.activities.map((a) => a.id)).not.toContain(id);
    // Nothing a visitor may not see: no notes, creator, members, links, limits.
    const text = response.body;
    for (const secret of [
      'Tajna notatka',
      'notes',
      'creator',
      'hidden_url',
      '"url"',
      'users',
      group.hidden_url.split('/').pop()!,
    ])
      expect(text).not.toContain(secret);
  });

  it('shows a hidden group only with the key of its hidden link; a wrong key is a 404 like no group', async () => {
    const group = await createGroup({ hidden: true });
    const key = group.hidden_url.split('/').pop()!;
    expect(key).toMatch(/^[0-9a-f]{24}$/);
    expect((await read(String(group.id))).statusCode).toBe(404);
    expect((await read(`${group.id}?key=${'0'.repeat(24)}`)).statusCode).toBe(404);
    const opened = await read(`${group.id}?key=${key}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(body<PortalGroup>(opened).data.name).toBe('Piątkowa siatkówka');
    expect(opened.body).not.toContain(key);
    // Another group's key opens nothing.
    const other = await createGroup({ hidden: true });
    expect((await read(`${other.id}?key=${key}`)).statusCode).toBe(404);
    expect((await read(`999999?key=${key}`)).statusCode).toBe(404);
  });

  it('counts pending requests in the free places and says a closed or inactive group takes no requests', async () => {
    const group = await createGroup({ max_group_size: 3, open: false });
    const player = await signedInUser(ctx.app, []);
    await ctx.app.deps.db
      .insert(competitionGroupsUsers)
      .values({ competitionGroupId: group.id, userId: player.user.id, role: 'player', invitationAccepted: true });
    const page = body<PortalGroup>(await read(String(group.id))).data;
    expect(page, JSON.stringify(page)).toMatchObject({ free_places: 2, accepts_requests: false, active: true });
  });

  it(`lists at most ${PORTAL_GROUP_ACTIVITIES} activities and counts the rest`, async () => {
    const group = await createGroup();
    for (let i = 0; i < PORTAL_GROUP_ACTIVITIES + 3; i++) await inGroup(group.id, { date: plusDays(today(), 1 + (i % 20)) });
    const page = body<PortalGroup>(await read(String(group.id))).data;
    expect(page.activities).toHaveLength(PORTAL_GROUP_ACTIVITIES);
    expect(page.activities_total).toBe(PORTAL_GROUP_ACTIVITIES + 3);
  });

  it('refuses a malformed id, key or any other parameter with 400', async () => {
    const group = await createGroup();
    expect((await read('abc')).statusCode).toBe(400);
    expect((await read(`${group.id}?key=zz`)).statusCode).toBe(400);
    expect((await read(`${group.id}?notes=1`)).statusCode).toBe(400);
  });

  it('answers 429 past 60 reads a minute from one address (a hidden key cannot be guessed by trying)', async () => {
    const group = await createGroup({ hidden: true });
    const tries = [];
    for (let i = 0; i < 60; i++)
      tries.push((await read(`${group.id}?key=${i.toString(16).padStart(24, '0')}`, '10.7.7.7')).statusCode);
    expect(new Set(tries)).toEqual(new Set([404]));
    expect((await read(`${group.id}?key=${'f'.repeat(24)}`, '10.7.7.7')).statusCode).toBe(429);
  });
});

describe('/grupy/:id', () => {
  it("sends a group's stored links to its page in the portal", async () => {
    const group = await createGroup({ hidden: true });
    const key = group.hidden_url.split('/').pop()!;
    const plain = await ctx.app.inject({ method: 'GET', url: `/grupy/${group.id}` });
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe(`/portal/grupy/${group.id}`);
    const hidden = await ctx.app.inject({ method: 'GET', url: new URL(group.hidden_url).pathname });
    expect(hidden.statusCode).toBe(301);
    expect(hidden.headers.location).toBe(`/portal/grupy/${group.id}/${key}`);
  });
});
