import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { msg, type ListReply, type Sport } from '@sportdesk/contract';
import { audits } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { PNG, storedFileExists, tempDataDir, upload } from '../files/test-helpers';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp({ dataDir: tempDataDir() });
  ({ headers } = await signedInUser(ctx.app, ['admin_role_sports']));
});
afterAll(() => ctx.close());

const create = (sport: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v2/admin/sports', headers, payload: { sport } });
const listOf = async (query: string) =>
  body<ListReply<Sport>>(await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/sports?${query}`, headers })).data;
const auditsOf = (id: number) =>
  ctx.database.db
    .select()
    .from(audits)
    .where(and(eq(audits.auditableType, 'Sport'), eq(audits.auditableId, id)));

describe('admin/sports', () => {
  it('creates with defaults, reads, updates and deletes, with a Sport audit row for each write', async () => {
    const created = await create({ name: 'Piłka nożna', description: 'Na hali i na orliku' });
    expect(created.statusCode).toBe(201);
    const sport = body<Sport>(created).data;
    expect(sport).toMatchObject({ name: 'Piłka nożna', hidden: false, sport_picture: null, baner_picture: null });

    const updated = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/admin/sports/${sport.id}`,
      headers,
      payload: { sport: { hidden: true } },
    });
    expect(body<Sport>(updated).data).toMatchObject({ name: 'Piłka nożna', hidden: true, description: 'Na hali i na orliku' });

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/sports/${sport.id}`, headers });
    expect(deleted.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/sports/${sport.id}`, headers })).statusCode).toBe(404);

    const rows = await auditsOf(sport.id);
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'destroy', 'update']);
    expect(rows.find((r) => r.action === 'update')!.auditedChanges).toEqual({ hidden: [false, true] });
    expect(rows.find((r) => r.action === 'create')!.auditedChanges).toMatchObject({ name: [null, 'Piłka nożna'] });
  });

  it('requires a name with "Pole Wymagane" and writes nothing', async () => {
    const before = (await listOf('limit=1000')).total;
    for (const sport of [{}, { name: '  ' }]) {
      const response = await create(sport);
      expect(response.statusCode).toBe(400);
      expect(body(response).error.fields).toEqual({ name: msg.required });
    }
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/admin/sports/${body<Sport>(await create({ name: 'Tenis' })).data.id}`,
      headers,
      payload: { sport: { name: '' } },
    });
    expect(body(patch).error.fields).toEqual({ name: msg.required });
    expect((await listOf('limit=1000')).total).toBe(before + 1);
  });

  it('filters by id and name, pages with a default of 10, and orders', async () => {
    for (let i = 1; i <= 12; i++) await create({ name: `Squash ${String(i).padStart(2, '0')}` });
    const first = await listOf('with_name=squash');
    expect(first.total).toBe(12);
    expect(first.rows).toHaveLength(10);
    expect((await listOf('with_name=squash&page=1')).rows.map((r) => r.name)).toEqual(['Squash 11', 'Squash 12']);
    expect((await listOf('with_name=SQUASH&order=name&order_dir=desc&limit=2')).rows.map((r) => r.name)).toEqual([
      'Squash 12',
      'Squash 11',
    ]);
    const target = first.rows[3];
    expect((await listOf(`with_id=${target.id}`)).rows).toEqual([target]);
  });

  it('uploads both pictures, replaces one (removing the old file) and removes both files on delete', async () => {
    const sport = body<Sport>(await create({ name: 'Siatkówka' })).data;
    const first = await upload(ctx, `/api/v2/admin/sports/${sport.id}/sport_picture`, headers);
    expect(first.statusCode).toBe(200);
    const withPicture = body<Sport>(first).data;
    expect(withPicture.sport_picture).toMatch(/^\/files\/sports\/[a-f0-9]{32}\.png$/);
    expect(storedFileExists(ctx, withPicture.sport_picture)).toBe(true);

    const served = await ctx.app.inject({ method: 'GET', url: withPicture.sport_picture! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const replaced = body<Sport>(await upload(ctx, `/api/v2/admin/sports/${sport.id}/sport_picture`, headers)).data;
    expect(replaced.sport_picture).not.toBe(withPicture.sport_picture);
    expect(storedFileExists(ctx, withPicture.sport_picture)).toBe(false);

    const baner = body<Sport>(await upload(ctx, `/api/v2/admin/sports/${sport.id}/baner_picture`, headers)).data;
    expect(baner.baner_picture).toMatch(/^\/files\/sports\//);
    const audit = await auditsOf(sport.id);
    expect(audit.filter((r) => r.action === 'update')).toHaveLength(3);

    const cleared = await ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/sports/${sport.id}/baner_picture`, headers });
    expect(body<Sport>(cleared).data.baner_picture).toBeNull();
    expect(storedFileExists(ctx, baner.baner_picture)).toBe(false);

    await ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/sports/${sport.id}`, headers });
    expect(storedFileExists(ctx, replaced.sport_picture)).toBe(false);
  });

  it('rejects an unknown picture slot and a missing sport', async () => {
    const sport = body<Sport>(await create({ name: 'Joga' })).data;
    expect((await upload(ctx, `/api/v2/admin/sports/${sport.id}/avatar`, headers)).statusCode).toBe(400);
    expect((await upload(ctx, '/api/v2/admin/sports/999999/sport_picture', headers)).statusCode).toBe(404);
  });

  it('needs admin_role_sports to write; picker roles may only read; others get 403', async () => {
    const other = await signedInUser(ctx.app, ['admin_role_app_settings']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/sports', headers: other.headers })).statusCode).toBe(403);
    const picker = await signedInUser(ctx.app, ['admin_role_activities']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/sports', headers: picker.headers })).statusCode).toBe(200);
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/sports',
      headers: picker.headers,
      payload: { sport: { name: 'Badminton' } },
    });
    expect(write.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/sports' })).statusCode).toBe(401);
  });
});
