import { activityInput, warsawToday, type ActivityInput } from '@sportdesk/contract';
import { eq } from 'drizzle-orm';
import { asyncJobs, localizations, locationObjects, pages, sports } from '../../db/schema/index';
import { createTestApp, signedInUser } from '../../test/app';
import type { Db } from '../../db/client';
import { insertActivity } from './service';

export interface Catalogue {
  sportId: number;
  otherSportId: number;
  localizationId: number;
  objectId: number;
  otherLocalizationId: number;
  otherObjectId: number;
}

/** Two sports, two locations with one object each. */
export async function seedCatalogue(db: Db): Promise<Catalogue> {
  const [sport, otherSport] = await db
    .insert(sports)
    .values([{ name: 'Piłka nożna' }, { name: 'Siatkówka' }])
    .returning();
  const [loc, otherLoc] = await db
    .insert(localizations)
    .values([
      { name: 'Orlik Mokotów', street: 'ul. Puławska 100', city: 'Warszawa' },
      { name: 'Hala Kraków', street: 'ul. Długa 5', city: 'Kraków' },
    ])
    .returning();
  const [obj, otherObj] = await db
    .insert(locationObjects)
    .values([
      { localizationId: loc.id, objectType: 'court' },
      { localizationId: otherLoc.id, objectType: 'hall' },
    ])
    .returning();
  return {
    sportId: sport.id,
    otherSportId: otherSport.id,
    localizationId: loc.id,
    objectId: obj.id,
    otherLocalizationId: otherLoc.id,
    otherObjectId: otherObj.id,
  };
}

/** Adds `days` to a YYYY-MM-DD date. */
export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const today = () => warsawToday();

/** A valid activity body (edit shape) for the catalogue. */
export const validActivity = (c: Catalogue, extra: Partial<ActivityInput> = {}): ActivityInput => ({
  sport_id: c.sportId,
  localization_id: c.localizationId,
  location_object_id: c.objectId,
  name: 'Gierka wieczorna',
  price: 25,
  start_at: '18:00',
  stop_at: '19:30',
  publish_date: new Date().toISOString(),
  max_players: 12,
  min_players: 6,
  date: plusDays(today(), 7),
  ...extra,
});

/** Inserts an activity straight through the service (no job), for list and detail tests. */
export async function insertTestActivity(
  db: Db,
  c: Catalogue,
  extra: Partial<ActivityInput> = {},
  actorId: number | null = null,
) {
  const values = activityInput.parse(validActivity(c, extra));
  return db.transaction((tx) => insertActivity(tx, values, { actorId }));
}

/**
 * The job tests' setup (activities and templates): an app whose jobs run in process, a signed-in admin with
 * `roles` and the catalogue; `close` stops the jobs and the app.
 */
export async function jobsTestApp(roles: readonly string[]) {
  const ctx = await createTestApp({ jobs: 'in-process' });
  await ctx.app.deps.jobs.start({ work: true });
  const admin = await signedInUser(ctx.app, roles);
  const cat = await seedCatalogue(ctx.database.db);
  const close = async () => {
    await ctx.app.deps.jobs.stop();
    await ctx.close();
  };
  return { ctx, headers: admin.headers, adminId: admin.user.id, cat, close };
}

/** Waits until a queued job is done or failed and returns its row. */
export async function waitForJob(db: Db, id: number, timeoutMs = 25_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.select().from(asyncJobs).where(eq(asyncJobs.id, id));
    if (row.jobStatus === 'done' || row.jobStatus === 'failed') return row;
    if (Date.now() > until) throw new Error(`job ${id} stuck in ${row.jobStatus}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** A page an activity or a template may take as its description: a heading and a paragraph with inline bold. */
export async function insertTestPage(db: Db, url = `zasady-${Date.now()}`) {
  const [page] = await db
    .insert(pages)
    .values({
      name: 'Zasady gry',
      url,
      body: {
        blocks: [
          { type: 'header', data: { text: 'Zasady', level: 2 } },
          { type: 'paragraph', data: { text: 'Gramy <b>fair play</b><script>alert(1)</script>' } },
        ],
      },
    })
    .returning();
  return page;
}
