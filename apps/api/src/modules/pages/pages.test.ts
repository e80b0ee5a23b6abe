import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg, type ListReply, type Page, type UploadedImage } from '@sportdesk/contract';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { storedFileExists, tempDataDir, upload } from '../files/test-helpers';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp({ dataDir: tempDataDir() });
  ({ headers } = await signedInUser(ctx.app, ['admin_role_pages']));
});
afterAll(() => ctx.close());

const base = '/api/v2/admin/pages';
const create = (page: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: base, headers, payload: { page } });
const patch = (id: number, page: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `${base}/${id}`, headers, payload: { page } });
const show = async (id: number) => body<Page>(await ctx.app.inject({ method: 'GET', url: `${base}/${id}`, headers })).data;
const listOf = async (query: string) =>
  body<ListReply<Page>>(await ctx.app.inject({ method: 'GET', url: `${base}?${query}`, headers })).data;
const doc = (...blocks: { type: string; data: Record<string, unknown> }[]) => ({ time: 1, version: '2.31.0', blocks });

describe('admin/pages', () => {
  it('creates with defaults (visible, no redirection) and requires name and url with "Pole Wymagane"', async () => {
    const created = await create({ name: 'Regulamin', url: 'regulamin' });
    expect(created.statusCode).toBe(201);
    expect(body<Page>(created).data).toMatchObject({
      visible: true,
      rediraction: false,
      redir_url: null,
      body: null,
      wishpond_id: null,
    });
    const missing = await create({});
    expect(body(missing).error.fields).toEqual({ name: msg.required, url: msg.required });
    const blank = await create({ name: ' ', url: ' ' });
    expect(body(blank).error.fields).toEqual({ name: msg.required, url: msg.required });
  });

  it('keeps url a unique slug', async () => {
    await create({ name: 'O nas', url: 'o-nas' });
    const clash = await create({ name: 'O nas 2', url: 'o-nas' });
    expect(clash.statusCode).toBe(409);
    expect(body(clash).error.fields).toEqual({ url: msg.urlTaken });
    for (const url of ['O nas', '../admin', 'a/b', '-x'])
      expect(body(await create({ name: 'Zły adres', url })).error.fields).toEqual({ url: msg.slugFormat });
  });

  it('requires redir_url only when redirection is on, on create and on a partial update', async () => {
    const without = await create({ name: 'Przekierowanie', url: 'przekierowanie', rediraction: true });
    expect(without.statusCode).toBe(400);
    expect(body(without).error.fields).toEqual({ redir_url: msg.required });
    const unsafe = await create({ name: 'Zły', url: 'zly', rediraction: true, redir_url: 'javascript:alert(1)' });
    expect(body(unsafe).error.fields).toEqual({ redir_url: msg.safeUrl });
    const off = await create({ name: 'Bez przekierowania', url: 'bez-przekierowania', rediraction: false });
    expect(off.statusCode).toBe(201);
    const id = body<Page>(off).data.id;
    expect(body(await patch(id, { rediraction: true })).error.fields).toEqual({ redir_url: msg.required });
    const on = await patch(id, { rediraction: true, redir_url: 'https://example.pl/zapisy' });
    expect(body<Page>(on).data).toMatchObject({ rediraction: true, redir_url: 'https://example.pl/zapisy' });
    expect(body(await patch(id, { redir_url: '' })).error.fields).toEqual({ redir_url: msg.required });
    expect(body<Page>(await patch(id, { rediraction: false, redir_url: null })).data.rediraction).toBe(false);
  });

  it('stores the body sent as a JSON string, leaving the other fields alone', async () => {
    const page = body<Page>(await create({ name: 'FAQ', url: 'faq', visible: false })).data;
    const document = doc(
      { type: 'header', data: { text: 'Pytania', level: 2 } },
      { type: 'paragraph', data: { text: 'Odpowiedzi' } },
    );
    const saved = await patch(page.id, { body: JSON.stringify(document) });
    expect(saved.statusCode).toBe(200);
    expect(await show(page.id)).toMatchObject({ name: 'FAQ', visible: false, body: document });
    const object = await patch(page.id, { body: doc({ type: 'delimiter', data: {} }) });
    expect(body<Page>(object).data.body!.blocks).toHaveLength(1);
    for (const bad of ['{nie json', JSON.stringify({ blocks: 'x' }), JSON.stringify([1])]) {
      const response = await patch(page.id, { body: bad });
      expect(response.statusCode).toBe(400);
      expect(body(response).error.fields).toEqual({ body: msg.pageBodyInvalid });
    }
    expect((await show(page.id)).body!.blocks[0].type).toBe('delimiter');
  });

  it('filters by id, url and name with a default page of 10, rows without the body', async () => {
    for (let i = 1; i <= 11; i++) await create({ name: `Lista ${i}`, url: `lista-${i}`, body: JSON.stringify(doc()) });
    const first = await listOf('with_name=lista');
    expect(first.total).toBe(11);
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0].body).toBeNull();
    expect((await listOf('with_url=lista-1')).rows.map((r) => r.url)).toEqual(['lista-1', 'lista-10', 'lista-11']);
    expect((await listOf(`with_id=${first.rows[2].id}`)).rows.map((r) => r.name)).toEqual(['Lista 3']);
  });

  it('uploads editor images and removes them once no page body uses them', async () => {
    const uploaded = await upload(ctx, `${base}/images`, headers);
    expect(uploaded.statusCode).toBe(201);
    const image = body<UploadedImage>(uploaded).data;
    expect(image.url).toMatch(/^\/files\/pages\/[a-f0-9]{32}\.png$/);
    const imageBlock = { type: 'image', data: { file: { url: image.url }, caption: 'Hala' } };
    const one = body<Page>(await create({ name: 'Zdjęcia 1', url: 'zdjecia-1', body: JSON.stringify(doc(imageBlock)) })).data;
    const two = body<Page>(await create({ name: 'Zdjęcia 2', url: 'zdjecia-2', body: JSON.stringify(doc(imageBlock)) })).data;
    await patch(one.id, { body: JSON.stringify(doc()) });
    expect(storedFileExists(ctx, image.url)).toBe(true);
    await ctx.app.inject({ method: 'DELETE', url: `${base}/${two.id}`, headers });
    expect(storedFileExists(ctx, image.url)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/${two.id}`, headers })).statusCode).toBe(404);
  });

  it('is closed to users without admin_role_pages', async () => {
    const other = await signedInUser(ctx.app, ['admin_role_sports']);
    expect((await ctx.app.inject({ method: 'GET', url: base, headers: other.headers })).statusCode).toBe(403);
    expect((await upload(ctx, `${base}/images`, other.headers)).statusCode).toBe(403);
  });
});
