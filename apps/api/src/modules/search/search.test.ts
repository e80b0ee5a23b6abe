import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ListReply, SearchTag } from '@sportdesk/contract';
import { users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { insertUser, updateUser } from '../users/service';
import { rowsOf } from './tokens';

let ctx: TestContext;
let headers: { authorization: string };
const ids: Record<string, number> = {};

const people = [
  ['jan', 'Jan', 'Kowalski', 'jan.kowalski@poczta.pl', '501234567'],
  ['janina', 'Janina', 'Kowalska', 'janina.k@poczta.pl', '502000111'],
  ['janusz', 'Janusz', 'Kowalczyk', 'janusz.kowalczyk@poczta.pl', '503000222'],
  ['lukasz', 'Łukasz', 'Wiśniewski', 'lukasz.w@poczta.pl', '504000333'],
  ['zofia', 'Zofia', 'Łódź', 'zofia.lodz@poczta.pl', '505000444'],
  ['nowak', 'Jan', 'Nowak', 'j.nowak@firma.pl', '506000555'],
] as const;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers } = await signedInUser(ctx.app, ['admin_role_reports']));
  await ctx.app.deps.db.transaction(async (tx) => {
    for (const [key, firstName, lastName, email, phone] of people) {
      const row = await insertUser(
        tx,
        { firstName, lastName, email, phone, phonePrefix: '+48', identifier: `K-${key}` },
        { actorId: null },
      );
      ids[key] = row.id;
    }
  });
});
afterAll(() => ctx.close());

const search = async (text: string, extra = '') => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v2/admin/search_tags?with_tags=${encodeURIComponent(text)}${extra}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return body<ListReply<SearchTag>>(response).data.rows;
};
const found = async (text: string) => (await search(text)).map((r) => r.searchable_id);

describe('admin/search_tags', () => {
  it('answers rows of searchable_type, searchable_id and two label lines', async () => {
    expect(await search('Wiśniewski')).toEqual([
      {
        searchable_type: 'User',
        searchable_id: ids.lukasz,
        label_first_line: 'Łukasz Wiśniewski',
        label_second_line: 'lukasz.w@poczta.pl · +48 504000333',
      },
    ]);
  });

  it('ignores case and Polish diacritics both ways', async () => {
    const [[{ lodz }]] = [rowsOf<{ lodz: string }>(await ctx.app.deps.db.execute(sql`select sd_norm('Łódź') as lodz`))];
    expect(lodz).toBe('lodz');
    expect(await found('lodz')).toEqual([ids.zofia]);
    expect(await found('ŁÓDŹ')).toEqual([ids.zofia]);
    expect(await found('lukasz wisniewski')).toEqual([ids.lukasz]);
    expect(await found('Łukasz')).toEqual([ids.lukasz]);
  });

  it('tolerates typos through trigram similarity', async () => {
    expect((await found('wisnewski'))[0]).toBe(ids.lukasz);
    expect((await found('kowalsky'))[0]).toBe(ids.jan);
    expect((await found('jan kowalsky'))[0]).toBe(ids.jan);
  });

  it('ranks whole-word matches before word beginnings', async () => {
    expect(await found('jan kowalski')).toEqual([ids.jan]);
    const janKowal = await found('jan kowal');
    expect(janKowal[0]).toBe(ids.jan);
    expect(janKowal.slice(1).sort()).toEqual([ids.janina, ids.janusz].sort());
    const jan = await found('jan');
    expect(jan.slice(0, 2).sort()).toEqual([ids.jan, ids.nowak].sort());
    expect(jan.slice(2).sort()).toEqual([ids.janina, ids.janusz].sort());
    expect((await found('kowal')).sort()).toEqual([ids.jan, ids.janina, ids.janusz].sort());
  });

  it('finds by e-mail, phone (with or without spaces and prefix), identifier and id', async () => {
    expect(await found('jan.kowalski@poczta.pl')).toEqual([ids.jan]);
    expect(await found('janusz.kowalczyk@')).toEqual([ids.janusz]);
    expect(await found('504 000 333')).toEqual([ids.lukasz]);
    expect(await found('+48 504-000-333')).toEqual([ids.lukasz]);
    expect(await found('50600')).toEqual([ids.nowak]);
    expect(await found('K-zofia')).toEqual([ids.zofia]);
    expect((await found(String(ids.janusz)))[0]).toBe(ids.janusz);
  });

  it('follows changes of the user: new names are found, deleted users are not', async () => {
    // A user of its own: the people above stay as the other tests read them, in any order.
    const own = await ctx.app.deps.db.transaction((tx) =>
      insertUser(tx, { firstName: 'Teodor', lastName: 'Nowicki', email: 't.nowicki@firma.pl' }, { actorId: null }),
    );
    await ctx.app.deps.db.transaction((tx) => updateUser(tx, own.id, { lastName: 'Zieliński' }, { actorId: null }));
    expect(await search('zielinski')).toEqual([
      expect.objectContaining({ searchable_id: own.id, label_first_line: 'Teodor Zieliński' }),
    ]);
    expect(await found('teodor nowicki')).toEqual([own.id]); // still in the e-mail
    await ctx.app.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, own.id));
    expect(await found('zielinski')).toEqual([]);
  });

  it('limits the rows, filters the type, and finds nothing for too short or empty text', async () => {
    expect(await search('kowal', '&limit=1')).toHaveLength(1);
    expect(await search('kowal', '&with_type=Activity')).toEqual([]);
    expect((await search('kowal', '&with_type=User')).length).toBe(3);
    expect(await search('k')).toEqual([]);
    expect(await found('99999')).toEqual([]); // no such id (a one-digit id is found, whichever users other tests added)
    expect(await search('')).toEqual([]);
    expect(await search('%_')).toEqual([]);
    expect(await search('zzqxj')).toEqual([]);
  });

  it('is open to any admin role, not to players', async () => {
    const player = await signedInUser(ctx.app, ['user_role_activity_registration']);
    const url = '/api/v2/admin/search_tags?with_tags=kowal';
    expect((await ctx.app.inject({ method: 'GET', url, headers: player.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `${url}&limit=0`, headers })).statusCode).toBe(400);
  });
});
