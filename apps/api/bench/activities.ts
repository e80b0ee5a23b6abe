/**
 * Bench scenario "activities" (issue 6): 1,000,000 activities in PostgreSQL, then the default list
 * page and a filtered, sorted page through the real app (`inject`). Target: p95 under 50 ms.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sportdesk_bench npx tsx bench/activities.ts
 *
 * `load` and `requests` are what the shared bench harness (`bench/run.ts`) takes as a scenario.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';

export const ACTIVITY_COUNT = Number(process.env.BENCH_ACTIVITIES || 1_000_000);

/** 40 sports, 200 locations with one object each, 2,000 users; activities over ten years around today. */
export async function loadActivities(db: Db, count = ACTIVITY_COUNT) {
  const [{ n }] = ((await db.execute(sql`select count(*)::int as n from activities`)) as unknown as { rows: { n: number }[] })
    .rows;
  if (n >= count) return;
  await db.execute(sql`insert into sports (name) select 'Dyscyplina ' || g from generate_series(1, 40) g`);
  await db.execute(
    sql`insert into localizations (name, street, city) select 'Obiekt ' || g, 'ul. Testowa ' || g, (array['Warszawa','Kraków','Poznań','Gdańsk','Wrocław'])[1 + g % 5] from generate_series(1, 200) g`,
  );
  await db.execute(sql`insert into location_objects (localization_id) select id from localizations`);
  await db.execute(
    sql`insert into users (email, first_name, last_name) select 'bench' || g || '@example.pl', 'Jan', 'Testowy ' || g from generate_series(1, 2000) g`,
  );
  await db.execute(sql`
    insert into activities (localization_id, location_object_id, sport_id, name, price, date, start_at, stop_at,
      activity_type, confirmed, canceled, hidden, max_players, min_players, reserved_spots, creator_id, publish_date,
      coordinators_count, custom_tags)
    select l.id, o.id, s.id, 'Zajęcia ' || g, (g % 60) * 100 + 1000,
      current_date - 3285 + (g % 3650),
      make_time(7 + g % 14, (g % 2) * 30, 0), make_time(8 + g % 14, (g % 2) * 30, 0),
      case when g % 5 = 0 then 'organizer' else 'pnh' end, g % 3 <> 0, g % 29 = 0, g % 11 = 0,
      10 + g % 10, 4, g % 3, u.id, now(), g % 4, case when g % 7 = 0 then array['liga'] else '{}'::text[] end
    from generate_series(1, ${count}) g
    join sports s on s.id = (select min(id) from sports) + g % 40
    join localizations l on l.id = (select min(id) from localizations) + g % 200
    join location_objects o on o.localization_id = l.id
    join users u on u.id = (select min(id) from users where email like 'bench%') + g % 2000`);
  await db.execute(sql`vacuum analyze activities`);
}

export const ACTIVITY_REQUESTS = [
  { name: 'activities: default list page', url: '/api/v2/admin/activities' },
  {
    name: 'activities: filtered, sorted page',
    url: '/api/v2/admin/activities?with_sport=__SPORT__&with_confirmed=true&with_price_greater=20&with_price_less=60&order=price&order_dir=desc&page=2',
  },
  {
    name: 'activities: location and date range by start time',
    url: '/api/v2/admin/activities?with_location=__LOCATION__&with_date_greater=__FROM__&with_date_less=__TO__&order=start_at',
  },
] as const;

async function main() {
  const { loadConfig } = await import('../src/config');
  const { buildApp } = await import('../src/app');
  const { openPostgres, migrateDatabase } = await import('../src/db/client');
  const { ensureRoles } = await import('../src/modules/roles/service');
  const { insertUser } = await import('../src/modules/users/service');
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const database = await openPostgres(url);
  await migrateDatabase(database);
  const t0 = Date.now();
  await loadActivities(database.db);
  console.log(`data ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const config = {
    ...loadConfig({ ...process.env, NODE_ENV: 'production', JWT_SECRET: 'bench-secret-0123456789abcdef' }),
    jobs: 'off' as const,
    logLevel: 'silent',
  };
  const app: FastifyInstance = await buildApp(config, { database });
  await ensureRoles(database.db);
  await app.ready();
  const email = `bench.admin.${Date.now()}@example.pl`;
  await database.db.transaction((tx) =>
    insertUser(
      tx,
      { email, password: 'Haslo123!', firstName: 'Bench', lastName: 'Admin', confirmedAt: new Date() },
      { roleNames: ['admin_role_activities'], actorId: null },
    ),
  );
  const signIn = await app.inject({
    method: 'POST',
    url: '/users/sign_in.json',
    payload: { user: { email, password: 'Haslo123!' } },
  });
  const headers = { authorization: signIn.headers.authorization as string };
  const picked = (await database.db.execute(
    sql`select min(sport_id) + 7 as sport, min(localization_id) + 13 as loc from activities`,
  )) as unknown as { rows: { sport: number; loc: number }[] };
  const [{ sport, loc }] = picked.rows;
  const today = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const rounds = Number(process.env.BENCH_ROUNDS || 200);
  for (const r of ACTIVITY_REQUESTS) {
    const target = r.url
      .replace('__SPORT__', String(sport))
      .replace('__LOCATION__', String(loc))
      .replace('__FROM__', today)
      .replace('__TO__', to);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < rounds + 20; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url: target, headers });
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${target}: ${res.statusCode} ${res.body}`);
      if (i >= 20) times.push(ms);
      total = (JSON.parse(res.body) as { data: { total: number } }).data.total;
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
    console.log(
      `${r.name}: total=${total} p50=${pct(50)} ms p95=${pct(95)} ms p99=${pct(99)} ms max=${times.at(-1)!.toFixed(1)} ms (${rounds} requests)`,
    );
  }
  await app.close();
  await database.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
