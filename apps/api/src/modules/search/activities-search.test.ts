import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ListReply, SearchTag } from '@sportdesk/contract';
import { activities, sports } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { insertTestActivity, plusDays, seedCatalogue, today, type Catalogue } from '../activities/test-fixtures';

let ctx: TestContext;
let headers: { authorization: string };
let catalogue: Catalogue;
let id: number;
const date = plusDays(today(), 7);
const polishDate = date.split('-').reverse().join('.');

beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers } = await signedInUser(ctx.app, ['admin_role_reports']));
  catalogue = await seedCatalogue(ctx.app.deps.db);
  id = ((await insertTestActivity(ctx.app.deps.db, catalogue, { name: 'Gierka wieczorna', date })) as { id: number }).id;
});
afterAll(() => ctx.close());

const search = async (text: string, extra = '') =>
  body<ListReply<SearchTag>>(
    await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/admin/search_tags?with_tags=${encodeURIComponent(text)}${extra}`,
      headers,
    }),
  ).data.rows;

describe('admin/search_tags over activities', () => {
  it('finds an activity by sport, location and city without diacritics, labelled with its date and place', async () => {
    const expected = {
      searchable_type: 'Activity',
      searchable_id: id,
      label_first_line: `Gierka wieczorna · ${polishDate} 18:00`,
      label_second_line: 'Piłka nożna · Orlik Mokotów, Warszawa',
    };
    expect(await search('pilka nozna')).toEqual([expected]);
    expect(await search('mokotow')).toEqual([expected]);
    expect(await search('gierka', '&with_type=Activity')).toEqual([expected]);
    expect(await search('gierka', '&with_type=User')).toEqual([]);
  });

  it('finds it by date (either way it is written), by id and by a typo', async () => {
    expect((await search(polishDate)).map((r) => r.searchable_id)).toContain(id);
    expect((await search(date)).map((r) => r.searchable_id)).toContain(id);
    expect((await search(String(id), '&with_type=Activity')).map((r) => r.searchable_id)).toEqual([id]);
    expect((await search('gierak wieczorna'))[0]?.searchable_id).toBe(id);
  });

  it('follows renames of the activity and of its sport', async () => {
    // An activity and a sport of its own, removed at the end: the ones above stay as the other tests
    // read them, in any order.
    const [sport] = await ctx.app.deps.db.insert(sports).values({ name: 'Koszykówka' }).returning();
    const own = (await insertTestActivity(ctx.app.deps.db, catalogue, { name: 'Rzuty osobiste', date, sport_id: sport.id })) as {
      id: number;
    };
    onTestFinished(async () => {
      await ctx.app.deps.db.delete(activities).where(eq(activities.id, own.id));
      await ctx.app.deps.db.delete(sports).where(eq(sports.id, sport.id));
    });
    await ctx.app.deps.db.update(activities).set({ name: 'Poranny trening' }).where(eq(activities.id, own.id));
    expect((await search('poranny'))[0]).toMatchObject({
      searchable_id: own.id,
      label_first_line: `Poranny trening · ${polishDate} 18:00`,
    });
    await ctx.app.deps.db.update(sports).set({ name: 'Futsal' }).where(eq(sports.id, sport.id));
    expect((await search('futsal'))[0]).toMatchObject({
      searchable_id: own.id,
      label_second_line: 'Futsal · Orlik Mokotów, Warszawa',
    });
    expect(await search('koszykowka')).toEqual([]);
  });
});
