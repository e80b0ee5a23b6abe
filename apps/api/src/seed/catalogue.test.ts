import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { localizations, locationObjects, mainPageTiles, pages, sports } from '../db/schema/index';
import { createTestApp, type TestContext } from '../test/app';
import { seedCatalogue } from './catalogue';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const total = async (
  table: typeof sports | typeof localizations | typeof locationObjects | typeof pages | typeof mainPageTiles,
) => (await ctx.database.db.select({ n: count() }).from(table))[0].n;

describe('catalogue demo data', () => {
  it('loads sports, locations with objects, pages and tiles once, and the pages render', async () => {
    await seedCatalogue(ctx.app.deps);
    await seedCatalogue(ctx.app.deps);
    expect(await total(sports)).toBe(10);
    expect(await total(localizations)).toBe(7);
    expect(await total(locationObjects)).toBe(13);
    expect(await total(pages)).toBe(5);
    expect(await total(mainPageTiles)).toBe(9);
    const faq = await ctx.app.inject({ method: 'GET', url: '/s/faq' });
    expect(faq.statusCode).toBe(200);
    expect(faq.body).toContain('<h1>Najczęściej zadawane pytania</h1>');
    expect((await ctx.app.inject({ method: 'GET', url: '/s/liga' })).headers.location).toBe('/s/faq');
    expect((await ctx.app.inject({ method: 'GET', url: '/s/promocja-wiosenna' })).statusCode).toBe(404);
  });
});
