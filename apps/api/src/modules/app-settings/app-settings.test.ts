import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg, type AppSetting, type ListReply } from '@sportdesk/contract';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers } = await signedInUser(ctx.app, ['admin_role_app_settings']));
});
afterAll(() => ctx.close());

const create = (name: string, value = '') =>
  ctx.app.inject({ method: 'POST', url: '/api/v2/admin/app_settings', headers, payload: { app_setting: { name, value } } });
const list = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/v2/admin/app_settings?${query}`, headers });

describe('admin/app_settings', () => {
  it('takes a known setting in its own format: a decimal comma for money, whole days, gg:mm; refuses the rest', async () => {
    const money = await create('minimalna_kaucja', '32,5');
    expect(money.statusCode, money.body).toBe(201);
    const deposit = body<AppSetting>(money).data;
    expect(deposit.value).toBe('32.50');
    const patch = (id: number, value: string) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/v2/admin/app_settings/${id}`, headers, payload: { app_setting: { value } } });
    expect(body<AppSetting>(await patch(deposit.id, '40.1 zł')).data.value).toBe('40.10');
    const bad = await patch(deposit.id, 'dużo');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error.fields).toEqual({ value: msg.moneyFormat });

    const days = body<AppSetting>(await create('bonus_waznosc_dni', ' 90 ')).data;
    expect(days.value).toBe('90');
    expect(body(await patch(days.id, '2,5')).error.fields).toEqual({ value: msg.settingInteger });
    const hour = body<AppSetting>(await create('godzina_wysylki_list', '7:00')).data;
    expect(hour.value).toBe('07:00');
    expect(body(await patch(hour.id, '25:00')).error.fields).toEqual({ value: msg.settingTime });
    // An unknown setting takes any text, as it is.
    expect(body<AppSetting>(await create('wlasne_ustawienie', ' 1,5 x ')).data.value).toBe(' 1,5 x ');

    // Found by its Polish name as well as by its key.
    const byLabel = body<ListReply<AppSetting>>(await list(`with_name=${encodeURIComponent('kaucja')}`)).data;
    expect(byLabel.rows.map((r) => r.name)).toContain('minimalna_kaucja');
    const byPolish = body<ListReply<AppSetting>>(await list(`with_name=${encodeURIComponent('Ważność bonusu')}`)).data;
    expect(byPolish.rows.map((r) => r.name)).toEqual(['bonus_waznosc_dni']);
  });

  it('creates, reads, updates and deletes a setting', async () => {
    const created = await create('limit_dzieci', '3');
    expect(created.statusCode).toBe(201);
    const setting = body<AppSetting>(created).data;
    expect(setting).toMatchObject({ name: 'limit_dzieci', value: '3' });

    const shown = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/app_settings/${setting.id}`, headers });
    expect(body<AppSetting>(shown).data.value).toBe('3');

    const updated = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/admin/app_settings/${setting.id}`,
      headers,
      payload: { app_setting: { value: '4' } },
    });
    expect(body<AppSetting>(updated).data).toMatchObject({ name: 'limit_dzieci', value: '4' });

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/app_settings/${setting.id}`, headers });
    expect(deleted.statusCode).toBe(200);
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/app_settings/${setting.id}`, headers });
    expect(gone.statusCode).toBe(404);
  });

  it('requires a name with "Pole Wymagane" and writes nothing', async () => {
    const before = body<ListReply<AppSetting>>(await list('limit=1000')).data.total;
    const blank = await create('   ');
    expect(blank.statusCode).toBe(400);
    expect(body(blank).error.fields).toEqual({ name: msg.required });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/app_settings',
      headers,
      payload: { app_setting: {} },
    });
    expect(body(missing).error.fields).toEqual({ name: msg.required });
    expect(body<ListReply<AppSetting>>(await list('limit=1000')).data.total).toBe(before);
  });

  it('keeps names unique with 409 on the name field, on create and on update', async () => {
    await create('unikalna');
    const clash = await create('unikalna');
    expect(clash.statusCode).toBe(409);
    expect(body(clash).error.fields).toEqual({ name: msg.nameTaken });
    const other = body<AppSetting>(await create('inna')).data;
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v2/admin/app_settings/${other.id}`,
      headers,
      payload: { app_setting: { name: 'unikalna' } },
    });
    expect(renamed.statusCode).toBe(409);
  });

  it('filters by id and name, pages from 0 with a default limit of 10, and orders', async () => {
    for (let i = 1; i <= 12; i++) await create(`paging_${String(i).padStart(2, '0')}`, String(i));
    const first = body<ListReply<AppSetting>>(await list('with_name=paging_')).data;
    expect(first.total).toBe(12);
    expect(first.rows).toHaveLength(10);
    const second = body<ListReply<AppSetting>>(await list('with_name=paging_&page=1')).data;
    expect(second.rows.map((r) => r.name)).toEqual(['paging_11', 'paging_12']);

    const desc = body<ListReply<AppSetting>>(await list('with_name=PAGING&order=name&order_dir=desc&limit=3')).data;
    expect(desc.rows.map((r) => r.name)).toEqual(['paging_12', 'paging_11', 'paging_10']);

    const target = first.rows[4];
    const byId = body<ListReply<AppSetting>>(await list(`with_id=${target.id}`)).data;
    expect(byId.rows).toEqual([target]);

    const literal = body<ListReply<AppSetting>>(await list('with_name=%25')).data;
    expect(literal.total).toBe(0);
  });

  it('rejects a bad filter with field errors', async () => {
    const response = await list('with_id=abc');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(body(response).error.fields ?? {})).toContain('with_id');
    const limit = await list('limit=0');
    expect(limit.statusCode).toBe(400);
  });

  it('answers 404 for an unknown id on update and delete', async () => {
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v2/admin/app_settings/999999',
      headers,
      payload: { app_setting: { value: 'x' } },
    });
    expect(patch.statusCode).toBe(404);
    const del = await ctx.app.inject({ method: 'DELETE', url: '/api/v2/admin/app_settings/999999', headers });
    expect(del.statusCode).toBe(404);
  });

  it('is closed to users without admin_role_app_settings', async () => {
    const other = await signedInUser(ctx.app, ['admin_role_users']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/app_settings', headers: other.headers })).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/app_settings' })).statusCode).toBe(401);
  });
});
