import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { PORTAL_LIVE, warsawToday } from '@sportdesk/contract';
import { openDatabase, type Database } from '../src/db/client';
import {
  activities,
  activityParticipants,
  authTokens,
  localizations,
  sports,
  transactionItems,
  transactions,
  users,
} from '../src/db/schema/index';
import { TokenService } from '../src/lib/tokens';
import { insertUser } from '../src/modules/users/service';
import { BENCH_ADMIN, migrateWithBenchAdmin, recreateDatabase, withDatabase } from './database';
import { formatDoc } from './format-doc';
import { sectionOf, writeSection } from './report';
import { signIn, startServer } from './server';

/**
 * `booking-rush`: a popular activity opens and players press 'Zapisz się' together. Each player (confirmed, with
 * money in the main account, signed in) adds the activity to the basket and checks out from the wallet on a
 * connection of their own, every booking started within `windowMs`; portal clients watch the free places over the
 * live channel; a back-office admin asks `users/current` every `probeEveryMs` while it runs. Afterwards the
 * database is read: exactly `places` on the main list, each charged once, the money whole. Run on PostgreSQL and
 * on the embedded database (docs/benchmarks.md "Booking rush").
 */
export interface RushOptions {
  database: 'postgres' | 'pglite';
  /** PostgreSQL server URL (its database is replaced by `sportdesk_rush`). */
  databaseUrl: string;
  players: number;
  places: number;
  watchers: number;
  windowMs: number;
  probeEveryMs: number;
  port: number;
}

const PRICE = 4_000;
const BALANCE = 10_000;
const JWT_SECRET = 'booking-rush-bench-secret-0123456789abcdef';

interface Reply {
  status: number;
  body: string;
  timing: string | null;
  ms: number;
  error?: string;
}

/** One HTTP request on the caller's agent (its own connection), timed from send to the end of the body. */
function request(agent: http.Agent, url: string, method: string, token: string, payload?: unknown): Promise<Reply> {
  const started = performance.now();
  const data = payload === undefined ? undefined : JSON.stringify(payload);
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        timeout: 30_000,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            timing: (res.headers['server-timing'] as string | undefined) ?? null,
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) =>
      resolve({ status: 0, body: '', timing: null, ms: performance.now() - started, error: error.message }),
    );
    req.end(data);
  });
}

/** CPU seconds (user + system) a process has used, from /proc (Linux; 0 elsewhere). */
function cpuSeconds(pid: number | 'self') {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command; in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of every PostgreSQL server process on the machine (the database the API talks to among them). */
function postgresCpuSeconds() {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuSeconds(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

interface Fixture {
  activityId: number;
  playerIds: number[];
  tokens: string[];
}

/** The activity (`places` places, a reserve list, 40 zł from the wallet) and the players with their sessions. */
async function seed(database: Database, opts: RushOptions): Promise<Fixture> {
  const tokens = new TokenService(JWT_SECRET, 24);
  await migrateWithBenchAdmin(database);
  const db = database.db;
  return db.transaction(async (tx) => {
    const [sport] = await tx.insert(sports).values({ name: 'Siatkówka' }).returning();
    const [location] = await tx.insert(localizations).values({ name: 'Hala Rush', city: 'Warszawa' }).returning();
    const [activity] = await tx
      .insert(activities)
      .values({
        sportId: sport.id,
        localizationId: location.id,
        name: 'Siatkówka — zapisy o 20:00',
        date: warsawToday(new Date(Date.now() + 7 * 86_400_000)),
        startAt: '19:00',
        stopAt: '21:00',
        price: PRICE,
        maxPlayers: opts.places,
        reserveList: true,
        payByPrepaid: true,
      })
      .returning();
    const playerIds: number[] = [];
    const issued: string[] = [];
    for (let i = 0; i < opts.players; i++) {
      const user = await insertUser(
        tx,
        {
          email: `rush.${i}@example.pl`,
          firstName: 'Gracz',
          lastName: `Numer ${i}`,
          phone: `600${String(i).padStart(6, '0')}`,
          gender: 'male',
          confirmedAt: new Date(),
          accountBalance: BALANCE,
        },
        { actorId: null },
      );
      const token = await tokens.issue(user.id);
      await tx.insert(authTokens).values({ id: token.tokenId, userId: user.id, expiresAt: token.expiresAt });
      playerIds.push(user.id);
      issued.push(token.token);
    }
    return { activityId: activity.id, playerIds, tokens: issued };
  });
}

interface Booking {
  started: number;
  basket: Reply;
  checkout?: Reply;
  done: number;
}

interface Watcher {
  socket: WebSocket;
  sawZeroAt?: number;
}

/** Opens `count` portal sockets following the activity; resolves once every one said 'connected'. */
async function openWatchers(baseUrl: string, activityId: number, count: number): Promise<Watcher[]> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/v2/live/portal?activity_id=${activityId}`;
  const open = async (): Promise<Watcher> => {
    const socket = new WebSocket(url);
    const watcher: Watcher = { socket };
    await new Promise<void>((resolve, reject) => {
      socket.on('error', reject);
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as { channel: string; event: string; payload: { free_spots?: number } };
        if (message.event === 'connected') resolve();
        if (message.channel === PORTAL_LIVE.spots.channel && message.payload.free_spots === 0 && watcher.sawZeroAt === undefined)
          watcher.sawZeroAt = performance.now();
      });
    });
    return watcher;
  };
  const watchers: Watcher[] = [];
  // A few at a time: 500 handshakes at once would be a rush of their own before the one measured.
  for (let i = 0; i < count; i += 50)
    watchers.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, open))));
  return watchers;
}

/** `Server-Timing: queue;dur=1.2, lock;dur=0.4, tx;dur=3.1` → { queue: 1.2, lock: 0.4, tx: 3.1 }. */
export function serverTimings(header: string | null): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of header?.split(',') ?? []) {
    const [name, ...params] = part.trim().split(';');
    const dur = params.find((p) => p.trim().startsWith('dur='));
    if (name && dur) out[name] = (out[name] ?? 0) + Number(dur.trim().slice(4));
  }
  return out;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};
const round = (v: number, digits = 0) => Math.round(v * 10 ** digits) / 10 ** digits;

export interface RushResult {
  database: string;
  players: number;
  places: number;
  watchers: number;
  loadBefore: number;
  /** The highest 1-minute load average sampled every 500 ms while the bookings ran. */
  loadDuring: number;
  loadAfter: number;
  /** From the first booking sent to the last one answered, seconds. */
  allAnsweredSeconds: number;
  startSpreadMs: number;
  bookingsPerSecond: number;
  bookingP50: number;
  bookingP95: number;
  bookingP99: number;
  bookingMax: number;
  statuses: Record<string, number>;
  errors: number;
  refusals: Record<string, number>;
  probes: number;
  probeP50: number;
  probeP99: number;
  probeMax: number;
  probeOver: number;
  probeLimitMs: number;
  watchersSawZero: number;
  watcherLagP50Ms: number;
  watcherLagMaxMs: number;
  timing: Record<string, { p50: number; p99: number }>;
  /** CPU seconds used during the rush by the API process, every PostgreSQL process, and the load generator. */
  cpu: { api: number; postgres: number; bench: number };
  mainList: number;
  mainDistinct: number;
  reserveList: number;
  charged: number;
  chargedOnce: boolean;
  moneyWhole: boolean;
  /** Every criterion of the issue, met or not, with what was measured. */
  criteria: { name: string; met: boolean; measured: string }[];
  passed: boolean;
  failures: string[];
}

/** Runs one rush on one database and checks it; the server runs in its own process. */
export async function runBookingRush(opts: RushOptions, log: (line: string) => void): Promise<RushResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sportdesk-rush-'));
  const rushUrl = withDatabase(opts.databaseUrl, 'sportdesk_rush');
  const open = () =>
    openDatabase(opts.database === 'postgres' ? { databaseUrl: rushUrl, dataDir } : { dataDir, pgliteThread: false });
  try {
    if (opts.database === 'postgres') await recreateDatabase(rushUrl);
    log(`  booking-rush (${opts.database}): ${opts.players} graczy, ${opts.places} miejsc, ${opts.watchers} obserwatorów…`);
    const seeding = await open();
    const fx = await seed(seeding, opts).finally(() => seeding.close());

    const server = await startServer(opts.database === 'postgres' ? rushUrl : '', opts.port, {
      DATABASE_URL: opts.database === 'postgres' ? rushUrl : '',
      DATA_DIR: dataDir,
      JWT_SECRET,
      SERVER_TIMING: 'true',
    });
    let bookings: Booking[] = [];
    const probes: { at: number; reply: Reply }[] = [];
    let watchers: Watcher[] = [];
    let cpu = { api: 0, postgres: 0, bench: 0 };
    const loadBefore = os.loadavg()[0];
    let loadDuring = loadBefore;
    try {
      const admin = await signIn(server.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
      watchers = await openWatchers(server.url, fx.activityId, opts.watchers);
      const adminAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      // A warm connection and code paths, as a desk that has been open all evening.
      await request(adminAgent, `${server.url}/api/v2/users/current`, 'GET', admin);

      const cpuBefore = { api: cpuSeconds(server.pid), postgres: postgresCpuSeconds(), bench: cpuSeconds('self') };
      const t0 = performance.now() + 200;
      let running = true;
      const loadSampler = setInterval(() => (loadDuring = Math.max(loadDuring, os.loadavg()[0])), 500);
      const probing = (async () => {
        while (running) {
          const at = performance.now();
          probes.push({ at, reply: await request(adminAgent, `${server.url}/api/v2/users/current`, 'GET', admin) });
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, opts.probeEveryMs - (performance.now() - at))));
        }
      })();
      bookings = await Promise.all(
        fx.tokens.map(async (token, i) => {
          const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
          await new Promise((resolve) =>
            setTimeout(resolve, Math.max(0, t0 + (i * opts.windowMs) / fx.tokens.length - performance.now())),
          );
          const started = performance.now();
          const basket = await request(agent, `${server.url}/api/v2/basket_items`, 'POST', token, {
            basket_item: { activity_id: fx.activityId, payment_method: 'prepaid' },
          });
          const checkout =
            basket.status === 201
              ? await request(agent, `${server.url}/api/v2/transactions/basket_transactions`, 'POST', token, {})
              : undefined;
          agent.destroy();
          return { started, basket, checkout, done: performance.now() };
        }),
      );
      running = false;
      clearInterval(loadSampler);
      cpu = {
        api: round(cpuSeconds(server.pid) - cpuBefore.api, 1),
        // Every PostgreSQL process on the machine (others' too; one that ended meanwhile takes its time with it).
        postgres: opts.database === 'postgres' ? Math.max(0, round(postgresCpuSeconds() - cpuBefore.postgres, 1)) : 0,
        bench: round(cpuSeconds('self') - cpuBefore.bench, 1),
      };
      await probing;
      // Let the last notifications land before the sockets close.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      adminAgent.destroy();
    } finally {
      for (const w of watchers) w.socket.terminate();
      await server.stop();
    }
    const loadAfter = os.loadavg()[0];

    // What the database holds.
    const checking = await open();
    let held: Pick<RushResult, 'mainList' | 'mainDistinct' | 'reserveList' | 'charged' | 'chargedOnce' | 'moneyWhole'>;
    try {
      const db = checking.db;
      const entries = await db.select().from(activityParticipants).where(eq(activityParticipants.activityId, fx.activityId));
      const main = entries.filter((e) => !e.reserve);
      const paid = await db
        .select({ userId: transactions.userId, value: transactions.value, n: sql<number>`count(*)::int` })
        .from(transactions)
        .innerJoin(transactionItems, eq(transactionItems.transactionId, transactions.id))
        .where(and(eq(transactionItems.activityId, fx.activityId), eq(transactions.status, 'paid')))
        .groupBy(transactions.userId, transactions.value);
      const wallets = await db.select({ balance: users.accountBalance }).from(users).where(inArray(users.id, fx.playerIds));
      const revenue = paid.reduce((s, t) => s + t.value * t.n, 0);
      const mainIds = main.map((e) => e.userId).sort();
      held = {
        mainList: main.length,
        mainDistinct: new Set(mainIds).size,
        reserveList: entries.length - main.length,
        charged: paid.length,
        chargedOnce:
          paid.every((t) => t.n === 1 && t.value === PRICE) &&
          JSON.stringify(paid.map((t) => t.userId).sort()) === JSON.stringify(mainIds),
        moneyWhole: wallets.reduce((s, w) => s + w.balance, 0) + revenue === opts.players * BALANCE,
      };
    } finally {
      await checking.close();
    }
    return summarise(opts, { bookings, probes, watchers, loadBefore, loadDuring, loadAfter, held, cpu });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function summarise(
  opts: RushOptions,
  run: {
    bookings: Booking[];
    probes: { at: number; reply: Reply }[];
    watchers: Watcher[];
    loadBefore: number;
    loadDuring: number;
    loadAfter: number;
    held: Pick<RushResult, 'mainList' | 'mainDistinct' | 'reserveList' | 'charged' | 'chargedOnce' | 'moneyWhole'>;
    cpu: RushResult['cpu'];
  },
): RushResult {
  const { bookings, probes, watchers, held } = run;
  const first = Math.min(...bookings.map((b) => b.started));
  const lastStart = Math.max(...bookings.map((b) => b.started));
  const last = Math.max(...bookings.map((b) => b.done));
  const replies = bookings.flatMap((b) => (b.checkout ? [b.basket, b.checkout] : [b.basket]));
  const statuses: Record<string, number> = {};
  for (const r of replies) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const refusals: Record<string, number> = {};
  for (const r of replies.filter((r) => r.status === 422)) {
    const message = (JSON.parse(r.body) as { error: { message: string } }).error.message;
    refusals[message] = (refusals[message] ?? 0) + 1;
  }
  const booked = bookings.filter((b) => b.checkout?.status === 201).sort((a, b) => a.done - b.done);
  const lastBooked = booked.at(-1)?.done ?? last;
  const durations = bookings.map((b) => b.done - b.started);
  const during = probes.filter((p) => p.at >= first && p.at <= last);
  const probeLimitMs = opts.database === 'postgres' ? 500 : 1000;
  const lags = watchers.map((w) => (w.sawZeroAt === undefined ? Infinity : Math.max(0, w.sawZeroAt - lastBooked)));
  const timing: Record<string, { p50: number; p99: number }> = {};
  const checkoutTimings = bookings.filter((b) => b.checkout).map((b) => serverTimings(b.checkout!.timing));
  for (const name of [...new Set(checkoutTimings.flatMap((t) => Object.keys(t)))]) {
    const values = checkoutTimings.map((t) => t[name] ?? 0);
    timing[`checkout ${name}`] = { p50: round(percentile(values, 50), 1), p99: round(percentile(values, 99), 1) };
  }
  // The winners' checkouts alone: the only ones that wait for the activity's lock and run the transaction.
  const bookedTimings = booked.map((b) => serverTimings(b.checkout!.timing));
  for (const name of ['lock', 'tx']) {
    const values = bookedTimings.map((t) => t[name] ?? 0);
    if (values.length)
      timing[`main-list checkout ${name}`] = { p50: round(percentile(values, 50), 1), p99: round(percentile(values, 99), 1) };
  }
  const basketTimings = bookings.map((b) => serverTimings(b.basket.timing));
  for (const name of [...new Set(basketTimings.flatMap((t) => Object.keys(t)))]) {
    const values = basketTimings.map((t) => t[name] ?? 0);
    timing[`basket ${name}`] = { p50: round(percentile(values, 50), 1), p99: round(percentile(values, 99), 1) };
  }
  const checkoutMs = bookings.filter((b) => b.checkout).map((b) => b.checkout!.ms);
  timing['checkout HTTP'] = { p50: round(percentile(checkoutMs, 50), 1), p99: round(percentile(checkoutMs, 99), 1) };
  timing['basket HTTP'] = {
    p50: round(
      percentile(
        bookings.map((b) => b.basket.ms),
        50,
      ),
      1,
    ),
    p99: round(
      percentile(
        bookings.map((b) => b.basket.ms),
        99,
      ),
      1,
    ),
  };
  const result: RushResult = {
    database: opts.database,
    players: opts.players,
    places: opts.places,
    watchers: opts.watchers,
    loadBefore: round(run.loadBefore, 1),
    loadDuring: round(run.loadDuring, 1),
    loadAfter: round(run.loadAfter, 1),
    allAnsweredSeconds: round((last - first) / 1000, 2),
    startSpreadMs: round(lastStart - first),
    bookingsPerSecond: round(bookings.length / ((last - first) / 1000)),
    bookingP50: round(percentile(durations, 50)),
    bookingP95: round(percentile(durations, 95)),
    bookingP99: round(percentile(durations, 99)),
    bookingMax: round(Math.max(...durations)),
    statuses,
    errors: replies.filter((r) => r.error).length,
    refusals,
    probes: during.length,
    probeP50: round(
      percentile(
        during.map((p) => p.reply.ms),
        50,
      ),
    ),
    probeP99: round(
      percentile(
        during.map((p) => p.reply.ms),
        99,
      ),
    ),
    probeMax: round(Math.max(0, ...during.map((p) => p.reply.ms))),
    probeOver: during.filter((p) => p.reply.ms > probeLimitMs || p.reply.status !== 200).length,
    probeLimitMs,
    watchersSawZero: lags.filter((l) => l <= 1000).length,
    watcherLagP50Ms: round(percentile(lags, 50)),
    watcherLagMaxMs: round(Math.max(0, ...lags)),
    timing,
    cpu: run.cpu,
    ...held,
    criteria: [],
    passed: false,
    failures: [],
  };
  const limitSeconds = opts.database === 'postgres' ? 5 : 10;
  const polish = Object.keys(refusals).every((m) => /[a-ząćęłńóśźż]/i.test(m) && !/error|failed/i.test(m));
  const broken = Object.entries(statuses)
    .filter(([s]) => Number(s) >= 500 || Number(s) === 0)
    .reduce((n, [, c]) => n + c, 0);
  const others = opts.players - held.mainList;
  const refusedPlayers = bookings.filter((b) => b.basket.status === 422 || b.checkout?.status === 422).length;
  const criteria: RushResult['criteria'] = [
    {
      name: `dokładnie ${opts.places} na liście głównej, nikt dwa razy`,
      met: held.mainList === opts.places && held.mainDistinct === held.mainList,
      measured: `${held.mainList} (różnych ${held.mainDistinct})`,
    },
    {
      name: 'pozostali na liście rezerwowej albo odmowa z polskim komunikatem',
      met: held.reserveList + refusedPlayers === others && polish,
      measured: `rezerwowa ${held.reserveList}, odmowy ${refusedPlayers} z ${others}: ${Object.keys(refusals).join(' | ')}`,
    },
    {
      name: 'obciążeni dokładnie ci z listy głównej, raz każdy, jedna transakcja',
      met: held.chargedOnce && held.charged === held.mainList,
      measured: `${held.charged} obciążonych`,
    },
    {
      name: 'suma portfeli i przychodu bez zmian',
      met: held.moneyWhole,
      measured: held.moneyWhole ? 'zgadza się' : 'NIE zgadza się',
    },
    {
      name: 'bez 5xx, przekroczonego czasu i zerwanych połączeń',
      met: broken === 0 && result.errors === 0,
      measured: `${broken} takich odpowiedzi, ${result.errors} błędów połączeń`,
    },
    {
      name: `wszystkie ${opts.players} odpowiedziane w ${limitSeconds} s od pierwszego`,
      met: result.allAnsweredSeconds <= limitSeconds,
      measured: `${result.allAnsweredSeconds} s`,
    },
    ...(opts.database === 'postgres'
      ? [{ name: 'p99 zapisu (koszyk + zakup) < 4 s', met: result.bookingP99 < 4000, measured: `${result.bookingP99} ms` }]
      : []),
    {
      name: `każde users/current w trakcie w ${probeLimitMs} ms`,
      met: result.probeOver === 0 && during.length > 0,
      measured: `${during.length} zapytań, max ${result.probeMax} ms, p99 ${result.probeP99} ms`,
    },
    {
      name: `każdy obserwator widzi 0 wolnych miejsc w 1 s od ${opts.places}. zapisu`,
      met: result.watchersSawZero === opts.watchers,
      measured: `${result.watchersSawZero}/${opts.watchers}, najpóźniej po ${result.watcherLagMaxMs} ms`,
    },
  ];
  const failures = criteria.filter((c) => !c.met).map((c) => `${c.name}: ${c.measured}`);
  return { ...result, criteria, passed: failures.length === 0, failures };
}

/** The run as lines for the console and docs/benchmarks.md. */
export function rushLines(r: RushResult): string[] {
  const timing = Object.entries(r.timing).map(([k, v]) => `${k} p50 ${v.p50} / p99 ${v.p99} ms`);
  return [
    `- **${r.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}** (${r.players} graczy, ${r.places} miejsc z listą rezerwową, ` +
      `${r.watchers} obserwatorów; load ${r.loadBefore} przed, do ${r.loadDuring} w trakcie, ${r.loadAfter} po): ` +
      `${r.passed ? 'wszystkie kryteria spełnione' : `niespełnione: ${r.failures.length} z ${r.criteria.length}`}.`,
    `  Wszystkie zapisy (start rozłożony na ${r.startSpreadMs} ms) odpowiedziane w ${r.allAnsweredSeconds} s ` +
      `(${r.bookingsPerSecond} zapisów/s); zapis (koszyk + zakup) p50 ${r.bookingP50} ms, p95 ${r.bookingP95} ms, ` +
      `p99 ${r.bookingP99} ms, max ${r.bookingMax} ms.`,
    `  Lista główna ${r.mainList} (różnych ${r.mainDistinct}), rezerwowa ${r.reserveList}, obciążonych ${r.charged} ` +
      `(raz każdy: ${r.chargedOnce ? 'tak' : 'nie'}), pieniądze się zgadzają: ${r.moneyWhole ? 'tak' : 'nie'}; ` +
      `statusy ${JSON.stringify(r.statuses)}, błędy połączeń ${r.errors}.`,
    `  Odmowy: ${Object.entries(r.refusals)
      .map(([m, n]) => `${n} × „${m}”`)
      .join(', ')}.`,
    `  users/current w trakcie: ${r.probes} zapytań, p50 ${r.probeP50} ms, p99 ${r.probeP99} ms, max ${r.probeMax} ms ` +
      `(limit ${r.probeLimitMs} ms, ponad: ${r.probeOver}).`,
    `  Obserwatorzy: ${r.watchersSawZero}/${r.watchers} zobaczyło 0 wolnych miejsc w ciągu 1 s od ostatniego zapisu na liście ` +
      `głównej (p50 ${r.watcherLagP50Ms} ms, najpóźniej po ${r.watcherLagMaxMs} ms).`,
    `  Gdzie idzie czas: ${timing.join('; ')}. CPU w trakcie: API ${r.cpu.api} s` +
      `${r.database === 'postgres' ? `, PostgreSQL ${r.cpu.postgres} s` : ''}, ` +
      `generator obciążenia ${r.cpu.bench} s.`,
    ...r.criteria.map((c) => `  - ${c.met ? 'spełnione' : '**NIE**'}: ${c.name} — ${c.measured}.`),
  ];
}

export const BOOKING_RUSH_SECTION = '## Booking rush (scenario `booking-rush`)';
/** Where the hand-written part of the section begins (kept when the bench rewrites its measured part). */
const BOOKING_RUSH_NOTES = '\n### ';

const commitOf = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

/**
 * `BENCH_ONLY=booking-rush` (or a full run): the rush on each database of `BENCH_RUSH_DATABASES` (default both),
 * sized by `BENCH_RUSH_PLAYERS` (1,000), `BENCH_RUSH_PLACES` (30) and `BENCH_RUSH_WATCHERS` (500); a run at the
 * default size (or `BENCH_WRITE=1`) writes its section in docs/benchmarks.md.
 */
export async function runBookingRushBench(docFile: string, log: (line: string) => void) {
  const env = process.env;
  const int = (value: string | undefined, fallback: number) =>
    value && Number.isFinite(Number(value)) ? Number(value) : fallback;
  const base = {
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/sportdesk_bench',
    players: int(env.BENCH_RUSH_PLAYERS, 1000),
    places: int(env.BENCH_RUSH_PLACES, 30),
    watchers: int(env.BENCH_RUSH_WATCHERS, 500),
    windowMs: int(env.BENCH_RUSH_WINDOW_MS, 1000),
    probeEveryMs: int(env.BENCH_RUSH_PROBE_MS, 100),
    port: int(env.BENCH_PORT, 3199),
  };
  const databases = (env.BENCH_RUSH_DATABASES || 'postgres,pglite').split(',').map((d) => d.trim()) as RushOptions['database'][];
  const results: RushResult[] = [];
  for (const database of databases) {
    const result = await runBookingRush({ ...base, database }, log);
    log(rushLines(result).join('\n'));
    results.push(result);
  }
  const fullSize = base.players === 1000 && base.places === 30 && base.watchers === 500;
  if (fullSize || env.BENCH_WRITE === '1') {
    const previous = sectionOf(readFileSync(docFile, 'utf8'), BOOKING_RUSH_SECTION) ?? '';
    const notesAt = previous.indexOf(BOOKING_RUSH_NOTES);
    const section = [
      BOOKING_RUSH_SECTION,
      '',
      `\`BENCH_ONLY=booking-rush npm run bench\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ` +
        `${commitOf()}, ${os.cpus().length} rdzenie: ` +
        `każdy gracz na własnym połączeniu dodaje zajęcia do koszyka i płaci z portfela, wszystkie zapisy rozpoczęte w ciągu ` +
        `${base.windowMs} ms; API w jednym procesie, baza i generator obciążenia na tej samej maszynie. Czasy „gdzie idzie czas” ` +
        'z nagłówka `Server-Timing` (`SERVER_TIMING=true`): `lane` — czekanie w kolejce zapisów, `lock` — czekanie na blokadę ' +
        'wiersza zajęć, `tx` — cała transakcja zakupu, `HTTP` — od wysłania do odebrania odpowiedzi u klienta.',
      '',
      ...results.flatMap(rushLines),
      '',
      ...(notesAt >= 0 ? [previous.slice(notesAt + 1).trimEnd(), ''] : []),
    ].join('\n');
    writeSection(docFile, BOOKING_RUSH_SECTION, section);
    await formatDoc(docFile);
    log(`Zapisano ${path.relative(process.cwd(), docFile)}`);
  }
  return results.every((r) => r.passed);
}
