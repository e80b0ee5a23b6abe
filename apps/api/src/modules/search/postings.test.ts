import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ListReply, SearchTag } from '@sportdesk/contract';
import { activities, sports, users } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { insertUser, updateUser } from '../users/service';
import { insertTestActivity, seedCatalogue } from '../activities/test-fixtures';
import { rowsOf } from './tokens';

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers } = await signedInUser(ctx.app, ['admin_role_reports']));
});
afterAll(() => ctx.close());

/** Postings that are not a word of their tag, and words of a tag without their posting: both must be empty. */
async function postingsOutOfStep() {
  const result = await ctx.app.deps.db.execute(sql`
    with expected as (select distinct w as word, searchable_type, searchable_id from search_tags, unnest(words) as w where w <> ''),
    actual as (select word, searchable_type, searchable_id from search_postings)
    select 'extra' as kind, * from (select * from actual except select * from expected) e
    union all
    select 'missing', * from (select * from expected except select * from actual) m`);
  return rowsOf<{ kind: string; word: string; searchable_type: string; searchable_id: number }>(result);
}

const postingsOf = async (type: string, id: number) =>
  rowsOf<{ word: string }>(
    await ctx.app.deps.db.execute(
      sql`select word from search_postings where searchable_type = ${type} and searchable_id = ${id} order by word`,
    ),
  ).map((r) => r.word);

const found = async (text: string, extra = '') => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v2/admin/search_tags?with_tags=${encodeURIComponent(text)}${extra}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return body<ListReply<SearchTag>>(response).data.rows.map((r) => r.searchable_id);
};

describe('search_postings', () => {
  it('follows every tag in the same transaction: insert, rename, soft delete, delete', async () => {
    const user = await ctx.app.deps.db.transaction((tx) =>
      insertUser(tx, { firstName: 'Bogumił', lastName: 'Pocztowy', email: 'b.pocztowy@firma.pl' }, { actorId: null }),
    );
    expect(await postingsOf('User', user.id)).toEqual(expect.arrayContaining(['bogumil', 'pocztowy', 'b.pocztowy@firma.pl']));
    expect(await postingsOutOfStep()).toEqual([]);

    await ctx.app.deps.db.transaction((tx) => updateUser(tx, user.id, { firstName: 'Przemysław' }, { actorId: null }));
    const renamed = await postingsOf('User', user.id);
    expect(renamed).toContain('przemyslaw');
    expect(renamed).not.toContain('bogumil');
    expect(await postingsOutOfStep()).toEqual([]);

    // A rolled-back rename leaves the postings as they were.
    await expect(
      ctx.app.deps.db.transaction(async (tx) => {
        await updateUser(tx, user.id, { firstName: 'Wycofany' }, { actorId: null });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await postingsOf('User', user.id)).toEqual(renamed);

    await ctx.app.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect(await postingsOf('User', user.id)).toEqual([]);
    expect(await postingsOutOfStep()).toEqual([]);
  });

  it('follows a renamed sport into its activities, and a deleted activity', async () => {
    const catalogue = await seedCatalogue(ctx.app.deps.db);
    const [sport] = await ctx.app.deps.db.insert(sports).values({ name: 'Kometball' }).returning();
    const { id } = await insertTestActivity(ctx.app.deps.db, { ...catalogue, sportId: sport.id });
    expect(await postingsOf('Activity', id)).toContain('kometball');
    await ctx.app.deps.db.update(sports).set({ name: 'Meteorball' }).where(eq(sports.id, sport.id));
    const after = await postingsOf('Activity', id);
    expect(after).toContain('meteorball');
    expect(after).not.toContain('kometball');
    expect(await postingsOutOfStep()).toEqual([]);
    await ctx.app.deps.db.delete(activities).where(eq(activities.id, id));
    expect(await postingsOf('Activity', id)).toEqual([]);
    expect(await postingsOutOfStep()).toEqual([]);
  });

  it('reads from the rarest token, so a rare word finds its tag behind many holders of a common one', async () => {
    const ids = await ctx.app.deps.db.transaction(async (tx) => {
      const made: number[] = [];
      // 70 holders of the common surname (more than the 50 candidates a tier reads), then the one also holding the rare name.
      for (let i = 0; i < 70; i += 1)
        made.push(
          (await insertUser(tx, { firstName: 'Adam', lastName: 'Pospolity', email: `pospolity${i}@firma.pl` }, { actorId: null }))
            .id,
        );
      made.push(
        (await insertUser(tx, { firstName: 'Eustachy', lastName: 'Pospolity', email: 'e.p@firma.pl' }, { actorId: null })).id,
      );
      return made;
    });
    const rare = ids.at(-1)!;
    expect(await found('pospolity eustachy')).toEqual([rare]);
    expect(await found('eustachy pospol')).toEqual([rare]); // tier 2: a completion of the common word
    expect(await found('pospolity', '&limit=20')).toHaveLength(20);
    expect(await found('adam pospolity eustachy')).toEqual([]);
  });
});
