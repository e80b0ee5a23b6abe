/**
 * The Benefit importer's benchmark, run in its own process by `benefit-import.ts` so its peak memory is the
 * importer's alone: loads a small catalogue (an organiser with a terminal login, 10 activities, players with
 * cards on their lists), writes a provider file of BENCH_BENEFIT_ROWS rows (default 200 000) to disk, stores
 * it like an upload and imports it twice (the second run changes nothing). Prints one JSON line.
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { activities, terminalLogins, users } from '../src/db/schema/index';
import { migrateDatabase, openPostgres } from '../src/db/client';
import { ensureRoles } from '../src/modules/roles/service';
import { importBenefitFile } from '../src/modules/benefit-entries/import';
import { insertTestActivity, plusDays, seedCatalogue } from '../src/modules/activities/test-fixtures';
import { LocalDiskStorage, newPrivateFileKey } from '../src/lib/storage';

const url = process.env.BENCH_BENEFIT_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/sportdesk_bench_benefit_import';
const rows = Number(process.env.BENCH_BENEFIT_ROWS) || 200_000;
const PLAYERS = Math.min(5_000, rows);
const DAYS = 10;

const name = new URL(url).pathname.slice(1);
const adminUrl = new URL(url);
adminUrl.pathname = '/postgres';
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await admin.query(`CREATE DATABASE "${name}"`);
await admin.end();

const database = await openPostgres(url);
await migrateDatabase(database);
const db = database.db;
await ensureRoles(db);
const cat = await seedCatalogue(db);
const [organizer] = await db
  .insert(users)
  .values({ email: 'bench.organizator@sportdesk.pl', firstName: 'Bench', lastName: 'Organizator' })
  .returning();
await db.insert(terminalLogins).values({ login: 'bench-hala', encryptedPassword: 'x', userId: organizer.id });
const firstDay = '2026-10-01';
const activityIds: number[] = [];
for (let d = 0; d < DAYS; d++) {
  const a = await insertTestActivity(db, cat, { max_players: PLAYERS, min_players: 1, reserved_spots: 0, name: `Bench ${d}` });
  await db
    .update(activities)
    .set({ date: plusDays(firstDay, d), creatorId: organizer.id })
    .where(eq(activities.id, a.id));
  activityIds.push(a.id);
}
// Players BC-1 … BC-5000, player i on the list of activity i % 10.
await db.execute(
  sql.raw(`
  INSERT INTO users (email, first_name, last_name, benefit_id, confirmed_at)
  SELECT 'bench.gracz' || i || '@example.pl', 'Gracz', 'Nr ' || i, 'BC-' || i, now() FROM generate_series(1, ${PLAYERS}) AS i`),
);
await db.execute(
  sql.raw(`
  INSERT INTO activity_participants (activity_id, user_id, payment_method)
  SELECT (ARRAY[${activityIds.join(',')}])[1 + (substr(u.benefit_id, 4)::int % ${DAYS})], u.id, 'benefit'
  FROM users u WHERE u.benefit_id LIKE 'BC-%'`),
);

// The provider file: the first PLAYERS rows match a participation, the rest are unknown cards (unassigned).
const dir = mkdtempSync(path.join(os.tmpdir(), 'sportdesk-bench-benefit-'));
const csv = path.join(dir, 'provider.csv');
const out = createWriteStream(csv);
out.write('uuid,facility_id,facility_name,sn,terminal_type,date_played,player_card_no,organizer_login\n');
for (let i = 1; i <= rows; i++) {
  const matched = i <= PLAYERS;
  const line = `b3c1e7a0-0000-4000-8000-${String(i).padStart(12, '0')},WAW-${i % 300},"Hala Sportowa nr ${i % 300}, Warszawa",TRM-${i % 977},benefit_terminal,${plusDays(firstDay, i % DAYS)},${matched ? `BC-${i}` : `X-${i}`},${i % 4 === 0 ? 'inny-login' : 'bench-hala'}\n`;
  if (!out.write(line)) await once(out, 'drain');
}
out.end();
await once(out, 'finish');
const fileBytes = statSync(csv).size;
const storage = new LocalDiskStorage(path.join(dir, 'files'));
const key = newPrivateFileKey('imports');
await storage.putStream(key, createReadStream(csv));

async function measured<T>(task: () => Promise<T>) {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  let peakHeap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const started = performance.now();
  const result = await task();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  return { result, seconds, rssBeforeMb: rssBefore / 2 ** 20, peakRssMb: peakRss / 2 ** 20, peakHeapMb: peakHeap / 2 ** 20 };
}

const deps = { db, storage, config: { benefitImportMaxBytes: 1024 * 2 ** 20 } } as unknown as Parameters<
  typeof importBenefitFile
>[0];
const first = await measured(() => importBenefitFile(deps, { file_key: key, file_name: 'provider.csv' }, null));
const second = await measured(() => importBenefitFile(deps, { file_key: key, file_name: 'provider.csv' }, null));
const version = ((await db.execute(sql`select version() as version`)) as unknown as { rows: { version: string }[] }).rows[0]
  .version;
await database.close();
rmSync(dir, { recursive: true, force: true });
const strip = (m: typeof first) => ({ ...m, result: { ...m.result, refused_lines: m.result.refused_lines.length } });
console.log(JSON.stringify({ rows, fileBytes, first: strip(first), second: strip(second), postgres: version }));
