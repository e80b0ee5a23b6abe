import pg from 'pg';
import { migrateDatabase, openPostgres } from '../src/db/client';
import { activities, activityTemplates, localizations, locationObjects, sports } from '../src/db/schema/index';
import { generateActivities } from '../src/modules/activity-templates/generate';

/**
 * Template generation: `count` approved templates, each on two week days, generate the coming 14 days
 * (≈ 4 activities each) in their own database `<bench db>_templates`; then the same run again, which adds nothing
 * (the unique key template_id + date). Each activity is its own transaction with its audit row, as the daily job does it.
 */
export async function templateGenerationBench(url: string, count: number, log: (line: string) => void) {
  const u = new URL(url);
  const name = `${u.pathname.slice(1)}_templates`;
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  u.pathname = `/${name}`;
  const database = await openPostgres(u.toString());
  try {
    await migrateDatabase(database);
    const { db } = database;
    const [sport] = await db.insert(sports).values({ name: 'Siatkówka' }).returning();
    const places = await db
      .insert(localizations)
      .values(Array.from({ length: 20 }, (_, i) => ({ name: `Hala ${i + 1}`, city: 'Warszawa' })))
      .returning();
    const objects = await db
      .insert(locationObjects)
      .values(places.map((p) => ({ localizationId: p.id, objectType: 'hall' })))
      .returning();
    const rows = Array.from({ length: count }, (_, i) => {
      const o = objects[i % objects.length];
      const first = i % 7;
      return {
        name: `Szablon ${i + 1}`,
        sportId: sport.id,
        localizationId: o.localizationId,
        locationObjectId: o.id,
        startAt: `${String(6 + (i % 15)).padStart(2, '0')}:00`,
        stopAt: `${String(7 + (i % 15)).padStart(2, '0')}:30`,
        weekDays: [first, (first + 3) % 7].sort(),
        price: 2500,
        maxPlayers: 12,
        minPlayers: 4,
        approvedByAdmin: true,
        hidden: i % 4 === 0,
        hoursToMakeVisible: i % 4 === 0 ? 48 : null,
      };
    });
    for (let i = 0; i < rows.length; i += 500) await db.insert(activityTemplates).values(rows.slice(i, i + 500));

    // Midnight in Warsaw: every date of the 14 days is still ahead.
    const now = new Date(Date.UTC(2027, 2, 1, 0, 0));
    let started = Date.now();
    const first = await generateActivities(db, { now, days: 14 });
    const firstSeconds = (Date.now() - started) / 1000;
    started = Date.now();
    const second = await generateActivities(db, { now, days: 14 });
    const secondSeconds = (Date.now() - started) / 1000;
    const [{ total }] = await db.$count(activities).then((n) => [{ total: n }]);
    const perTemplate = (s: number) => ((s * 1000) / count).toLocaleString('pl-PL', { maximumFractionDigits: 2 });
    const lines = [
      `- Generowanie z szablonów: ${count.toLocaleString('pl-PL')} szablonów × 14 dni → ${first.added_ids.length.toLocaleString('pl-PL')} zajęć (w bazie ${total.toLocaleString('pl-PL')}, błędów ${first.errors.length}) w ${firstSeconds.toFixed(1)} s, ${perTemplate(firstSeconds)} ms na szablon; powtórny przebieg (nic do dodania, ${second.added_ids.length} nowych) ${secondSeconds.toFixed(1)} s, ${perTemplate(secondSeconds)} ms na szablon`,
    ];
    for (const line of lines) log(line);
    return lines;
  } finally {
    await database.close();
  }
}
