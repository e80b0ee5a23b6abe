// @clock-dependent: the list's date filters default to today.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRow, ListReply } from '@sportdesk/contract';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { insertTestActivity, plusDays, seedCatalogue, today } from './test-fixtures';

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers } = await signedInUser(ctx.app, ['admin_role_activities']));
  const cat = await seedCatalogue(ctx.database.db);
  const t = today();
  for (const [days, name] of [
    [-2, 'Przedwczoraj'],
    [0, 'Dziś'],
    [1, 'Jutro'],
    [3, 'Za trzy dni'],
    [3, 'Też za trzy dni'],
    [9, 'Za dziewięć dni'],
  ] as const)
    await insertTestActivity(ctx.database.db, cat, { date: plusDays(t, days), name });
});
afterAll(() => ctx.close());

const list = async (query: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/activities${query}`, headers });
  expect(response.statusCode).toBe(200);
  return body<ListReply<ActivityRow>>(response).data;
};

describe('the activity list as it opens (named prepared statements) and the same list asked explicitly', () => {
  it('gives the same rows, order and total, page after page, however often it is asked', async () => {
    const explicit = `with_date_greater=${today()}&order=date&order_dir=asc`;
    for (let i = 0; i < 7; i += 1) {
      // Seven rounds: past the five runs after which PostgreSQL may switch a named statement to its generic plan.
      const opened = await list('');
      expect(opened).toEqual(await list(`?${explicit}`));
      expect(opened.total).toBe(5);
      expect(opened.rows.map((r) => r.name)).toEqual(['Dziś', 'Jutro', 'Za trzy dni', 'Też za trzy dni', 'Za dziewięć dni']);
    }
    const withLimit = await list('?limit=25&page=0');
    expect(withLimit.rows).toHaveLength(5);
    expect(await list('?page=1')).toEqual(await list(`?${explicit}&page=1`));
  });
});
