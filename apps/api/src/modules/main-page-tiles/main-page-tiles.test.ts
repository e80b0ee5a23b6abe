import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg, type ListReply, type MainPageTile } from '@sportdesk/contract';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { storedFileExists, tempDataDir, upload } from '../files/test-helpers';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp({ dataDir: tempDataDir() });
  ({ headers } = await signedInUser(ctx.app, ['admin_role_main_page_tiles']));
});
afterAll(() => ctx.close());

const base = '/api/v2/admin/main_page_tiles';
const create = (tile: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: base, headers, payload: { main_page_tile: tile } });
const patch = (id: number, tile: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `${base}/${id}`, headers, payload: { main_page_tile: tile } });
const listOf = async (query: string) =>
  body<ListReply<MainPageTile>>(await ctx.app.inject({ method: 'GET', url: `${base}?${query}`, headers })).data;

describe('admin/main_page_tiles', () => {
  it('creates with the spec defaults and answers with the id', async () => {
    const response = await create({ name: 'Piłka nożna', url: '/zajecia?sport=1' });
    expect(response.statusCode).toBe(201);
    const tile = body<MainPageTile>(response).data;
    expect(tile.id).toBeGreaterThan(0);
    expect(tile).toMatchObject({
      section: 'logged_in_1',
      tile_type: 'simple',
      hidden: false,
      order_value: 100,
      xs: 12,
      sm: 12,
      md: 6,
      lg: 2,
      xl: 2,
      picture: null,
    });
  });

  it('requires name and url with "Pole Wymagane" and checks widths, order, type and section', async () => {
    expect(body(await create({})).error.fields).toEqual({ name: msg.required, url: msg.required });
    expect(body(await create({ name: 'X', url: 'javascript:alert(1)' })).error.fields).toEqual({ url: msg.safeUrl });
    const widths = await create({ name: 'X', url: '/', xs: 0, sm: 13, md: 1.5, order_value: -1 });
    expect(body(widths).error.fields).toEqual({
      xs: msg.minValue1,
      sm: msg.greaterThanMax,
      md: msg.mustBeNumber,
      order_value: msg.minValue0,
    });
    const kinds = await create({ name: 'X', url: '/', tile_type: 'round', section: 'logged_in_12' });
    expect(Object.keys(body(kinds).error.fields!).sort()).toEqual(['section', 'tile_type']);
    for (const section of ['logged_in_11', 'not_logged_in_6'])
      expect((await create({ name: 'Y', url: '/', section })).statusCode).toBe(201);
    expect((await create({ name: 'Y', url: '/', section: 'not_logged_in_7' })).statusCode).toBe(400);
  });

  it('updates only the sent fields', async () => {
    const tile = body<MainPageTile>(await create({ name: 'Joga', url: '/joga', lg: 4, hidden: true })).data;
    const updated = body<MainPageTile>(await patch(tile.id, { name: 'Joga poranna', tile_type: 'wideLeft' })).data;
    expect(updated).toMatchObject({ name: 'Joga poranna', tile_type: 'wideLeft', lg: 4, hidden: true, url: '/joga' });
    expect(body(await patch(tile.id, { name: '' })).error.fields).toEqual({ name: msg.required });
  });

  it('lists with page and limit (default 10) and filters by section', async () => {
    for (let i = 0; i < 11; i++) await create({ name: `Lista ${i}`, url: '/', section: 'not_logged_in_3', order_value: 100 - i });
    const first = await listOf('with_section=not_logged_in_3');
    expect(first.total).toBe(11);
    expect(first.rows).toHaveLength(10);
    expect((await listOf('with_section=not_logged_in_3&page=1')).rows).toHaveLength(1);
    const bySection = await listOf('with_section=not_logged_in_3&order=order_value&limit=2');
    expect(bySection.rows.map((r) => r.order_value)).toEqual([90, 91]);
  });

  it('uploads a picture, replacing removes the old file, deleting the tile removes the file', async () => {
    const tile = body<MainPageTile>(await create({ name: 'Tenis', url: '/tenis' })).data;
    const first = body<MainPageTile>(await upload(ctx, `${base}/${tile.id}/picture`, headers)).data;
    expect(first.picture).toMatch(/^\/files\/tiles\/[a-f0-9]{32}\.png$/);
    const second = body<MainPageTile>(await upload(ctx, `${base}/${tile.id}/picture`, headers)).data;
    expect(storedFileExists(ctx, first.picture)).toBe(false);
    expect(storedFileExists(ctx, second.picture)).toBe(true);
    expect((await upload(ctx, `${base}/${tile.id}/picture`, headers, Buffer.from('GIF89 nie'))).statusCode).toBe(415);
    expect(storedFileExists(ctx, second.picture)).toBe(true);
    await ctx.app.inject({ method: 'DELETE', url: `${base}/${tile.id}`, headers });
    expect(storedFileExists(ctx, second.picture)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/${tile.id}`, headers })).statusCode).toBe(404);
  });

  it('is closed to users without admin_role_main_page_tiles', async () => {
    const other = await signedInUser(ctx.app, ['admin_role_activities']);
    expect((await ctx.app.inject({ method: 'GET', url: base, headers: other.headers })).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: base, headers: other.headers, payload: { main_page_tile: {} } })).statusCode,
    ).toBe(403);
  });
});
