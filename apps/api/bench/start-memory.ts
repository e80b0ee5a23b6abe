import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { openPglite } from '../src/db/client';
import { BENCH_ADMIN, migrateWithBenchAdmin, prepareDatabase } from './database';
import { activitiesDataset } from './datasets';
import { measure, type Measurement } from './measure';
import type { BenchRequest } from './scenarios';
import { signIn } from './server';
import { carrySection, machineWasShared, writeSection } from './report';

/**
 * The start, memory and embedded-database numbers (docs/decisions.md "Start, memory and the embedded database"), each
 * runnable alone:
 * `BENCH_ONLY=start` (cold and warm start of `npm start`'s compiled server on PGlite with the demo data, RSS) and
 * `BENCH_ONLY=pglite-list` (the default activity list page on PGlite and on PostgreSQL with the same rows).
 */
export const START_BENCH_IDS = ['start', 'pglite-list'] as const;

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(apiDir, '../..');
const DEMO_ADMIN = { email: 'admin@sportdesk.pl', password: 'Admin123!' };

interface Api {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** `npm start`'s server (apps/api/dist/server.js, built when the sources changed) in its own process. */
function spawnApi(port: number, env: Record<string, string>): Api {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Milliseconds from `since` to the first 200 of `/api/v2/health/ready` (polled every 50 ms). */
async function untilReady(api: Api, since: number, timeoutMs = 180_000): Promise<number> {
  for (;;) {
    if (api.child.exitCode !== null) throw new Error(`API server exited with ${api.child.exitCode}`);
    try {
      if ((await fetch(`${api.url}/api/v2/health/ready`)).status === 200) return Date.now() - since;
    } catch {
      // not listening yet
    }
    if (Date.now() - since > timeoutMs) throw new Error(`API server not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resident memory of a process in MB (Linux `/proc`). */
const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};

const buildApi = () => execFileSync(process.execPath, [path.join(root, 'scripts/build-api-if-changed.mjs')], { stdio: 'ignore' });

export interface StartRun {
  kind: 'cold' | 'warm';
  readyMs: number;
  rssAfterStartMb: number;
  rssAfterWarmupMb: number;
}

/** A warm-up an admin's first minutes look like: the dashboard's counters, the activity list, a search. */
const WARMUP: BenchRequest[] = [
  { method: 'GET', path: '/api/v2/users/current' },
  { method: 'GET', path: '/api/v2/admin/activities' },
  { method: 'GET', path: '/api/v2/admin/activities?with_date_greater=all&order=date&order_dir=desc' },
  { method: 'GET', path: '/api/v2/admin/search_tags?with_tags=kowalski' },
  { method: 'GET', path: '/api/v2/admin/users' },
];

/**
 * Each run: a cold start (empty data directory: the database created, migrated and the demo data loaded) and
 * a warm start on the same directory, each timed from spawning the process to the first 200 of
 * `/api/v2/health/ready`; RSS just then and after 300 warm-up requests.
 */
export async function startBench(port: number, runs: number, log: (line: string) => void): Promise<StartRun[]> {
  buildApi();
  const results: StartRun[] = [];
  for (let run = 0; run < runs; run++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sportdesk-bench-start-'));
    try {
      for (const kind of ['cold', 'warm'] as const) {
        const started = Date.now();
        const api = spawnApi(port, {
          DATA_DIR: dataDir,
          SEED_DEMO: 'true',
          ADMIN_EMAIL: DEMO_ADMIN.email,
          ADMIN_PASSWORD: DEMO_ADMIN.password,
        });
        try {
          const readyMs = await untilReady(api, started);
          const rssAfterStartMb = rssMb(api.child.pid!);
          const token = await signIn(api.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
          await measure(api.url, token, WARMUP, { connections: 1, amount: 300, maxSeconds: 60 });
          const result = { kind, readyMs, rssAfterStartMb, rssAfterWarmupMb: rssMb(api.child.pid!) };
          log(
            `  start ${kind}: ${(readyMs / 1000).toFixed(1)} s, RSS ${rssAfterStartMb} MB, po rozgrzewce ${result.rssAfterWarmupMb} MB`,
          );
          results.push(result);
        } finally {
          await api.stop();
        }
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}

export interface ListRun {
  database: string;
  connections: number;
  measurement: Measurement;
}

/** A PGlite data directory (`<dir>/db`) with the bench admin and `size` activities, kept between runs. */
async function preparePglite(size: number, log: (line: string) => void) {
  const dir = path.join(os.tmpdir(), `sportdesk-bench-pglite-${size}`);
  const stamp = path.join(dir, 'loaded');
  if (existsSync(stamp)) return dir;
  rmSync(dir, { recursive: true, force: true });
  log(`  PGlite: ładowanie ${size.toLocaleString('pl-PL')} zajęć…`);
  mkdirSync(dir, { recursive: true });
  const database = await openPglite(path.join(dir, 'db'));
  try {
    await migrateWithBenchAdmin(database);
    const client = { query: (text: string) => database.pglite!.exec(text) } as unknown as pg.Client;
    await activitiesDataset(size).load(client, { adminId: 1, size });
    await database.pglite!.exec('VACUUM ANALYZE');
  } finally {
    await database.close();
  }
  writeFileSync(stamp, new Date().toISOString());
  return dir;
}

/** The PGlite directory and the PostgreSQL database of the list comparison (each kept when already loaded). */
export async function prepareListData(databaseUrl: string, size: number, log: (line: string) => void) {
  const pgliteDir = await preparePglite(size, log);
  await prepareDatabase(databaseUrl, [activitiesDataset(size)], log);
  return pgliteDir;
}

/** Requests before each measured run of the list comparison. */
const PGLITE_LIST_WARMUP = 1000;

/**
 * The default activity list page (`admin/activities`, from today by date) on PGlite (in its thread and on the
 * request thread) and on PostgreSQL holding the same `size` activities, at 1 and 4 connections, each after the
 * same warm-up.
 */
export async function pgliteListBench(
  opts: { databaseUrl: string; size: number; port: number; amount: number },
  log: (line: string) => void,
): Promise<ListRun[]> {
  const pgliteDir = await prepareListData(opts.databaseUrl, opts.size, log);
  buildApi();
  const results: ListRun[] = [];
  // PGlite in its worker thread (the default), PGlite on the request thread (PGLITE_THREAD=false), PostgreSQL.
  const targets: { database: string; env: Record<string, string> }[] = [
    { database: 'PGlite (wątek)', env: { DATA_DIR: pgliteDir, DATABASE_URL: '', PGLITE_THREAD: 'true' } },
    // Every read as after a write: what the list costs when the read cache cannot answer.
    {
      database: 'PGlite (wątek, bez pamięci odczytów)',
      env: { DATA_DIR: pgliteDir, DATABASE_URL: '', PGLITE_THREAD: 'true', PGLITE_READ_CACHE: 'false' },
    },
    { database: 'PGlite (w procesie)', env: { DATA_DIR: pgliteDir, DATABASE_URL: '', PGLITE_THREAD: 'false' } },
    { database: 'PostgreSQL', env: { DATA_DIR: pgliteDir, DATABASE_URL: opts.databaseUrl } },
  ];
  for (const target of targets) {
    const api = spawnApi(opts.port, {
      ...target.env,
      NODE_ENV: 'production',
      ALLOW_DEV_OUTBOX: 'true',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      JOBS: 'off',
      SEED_DEMO: 'false',
    });
    try {
      await untilReady(api, Date.now());
      const token = await signIn(api.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
      for (const connections of [1, 4]) {
        const measurement = await measure(api.url, token, [{ method: 'GET', path: '/api/v2/admin/activities' }], {
          connections,
          amount: opts.amount,
          maxSeconds: 60,
          // Just after a start, PGlite's WebAssembly is still being compiled to its faster tier (~1 s in the
          // background) and its JavaScript is cold: every target gets the same longer warm-up, so each is
          // measured as it runs all day.
          warmup: PGLITE_LIST_WARMUP,
        });
        log(
          `  lista zajęć, ${target.database}, ${connections} poł.: ${measurement.rps} req/s, p50 ${measurement.p50} ms, p95 ${measurement.p95} ms`,
        );
        results.push({ database: target.database, connections, measurement });
      }
    } finally {
      await api.stop();
    }
  }
  return results;
}

const ms = (v: number) => v.toLocaleString('pl-PL', { maximumFractionDigits: 1 });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;

/** The section of docs/benchmarks.md these numbers fill (replaced in place on the next run). */
export function startMemoryMarkdown(
  start: StartRun[],
  list: ListRun[],
  meta: { loadBefore: number[]; loadAfter: number[]; size: number },
) {
  const lines = [START_SECTION, ''];
  lines.push(
    `Measured by \`BENCH_ONLY=start,pglite-list npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    `The machine (${os.cpus().length} cores): load average before ` +
      `${meta.loadBefore.map((v) => v.toFixed(2)).join(' / ')}, after ${meta.loadAfter.map((v) => v.toFixed(2)).join(' / ')} (1/5/15 min)` +
      (machineWasShared(meta.loadBefore)
        ? ", shared with other engineers' jobs, so the times are upper bounds."
        : ', quiet apart from the measurement itself.'),
    '',
  );
  if (start.length) {
    lines.push(
      '| Start (`npm start`, PGlite) | Do 1. 200 z `health/ready` [s] | RSS po starcie [MB] | RSS po rozgrzewce [MB] |',
      '| --- | ---: | ---: | ---: |',
      ...start.map(
        (r) =>
          `| ${r.kind === 'cold' ? 'pierwszy (pusty katalog, dane demo)' : 'kolejny (dane na miejscu)'} | ${ms(r.readyMs / 1000)} | ${r.rssAfterStartMb} | ${r.rssAfterWarmupMb} |`,
      ),
      '',
      `Median cold start ${ms(median(start.filter((r) => r.kind === 'cold').map((r) => r.readyMs)) / 1000)} s (target < 10 s), ` +
        `median RSS after start ${median(start.map((r) => r.rssAfterStartMb))} MB (target < 400 MB). Warm-up: 300 requests ` +
        '(users/current, the activity list twice, a search, the user list), one connection.',
      '',
    );
  }
  if (list.length) {
    const p95 = (database: string, connections: number) =>
      list.find((r) => r.database === database && r.connections === connections)?.measurement.p95 ?? NaN;
    lines.push(
      `| Lista zajęć, strona domyślna (${meta.size.toLocaleString('pl-PL')} zajęć) | Poł. | Żądania | req/s | p50 [ms] | p95 [ms] | p99 [ms] | p95 ÷ PostgreSQL |`,
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...list.map((r) => {
        const m = r.measurement;
        const ratio = r.database !== 'PostgreSQL' ? ms(Math.round((m.p95 / p95('PostgreSQL', r.connections)) * 100) / 100) : '–';
        const failures = m.errors + m.non2xx ? ` (błędy: ${m.errors + m.non2xx})` : '';
        return `| ${r.database}${failures} | ${r.connections} | ${m.requests} | ${m.rps} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${ratio} |`;
      }),
      '',
      'Targets: PGlite ≥ 100 req/s at 4 connections, its p95 within 1.5× of PostgreSQL. "wątek": the database in its',
      'worker thread (default); "w procesie": `PGLITE_THREAD=false`, the database on the request thread. Nothing is',
      'written between the requests, so PGlite answers the list from its read cache (db/read-cache.ts); "bez pamięci',
      'odczytów" (`PGLITE_READ_CACHE=false`) is every request as if something had been written just before it.',
      '',
    );
  }
  return lines.join('\n');
}

export const START_SECTION = '## Start, memory and the embedded database (measured by the bench)';

/** Replaces the section (up to the next `## `) in docs/benchmarks.md, or appends it. */
export const writeStartMemorySection = (file: string, section: string) => writeSection(file, START_SECTION, section);

/** The start section of an earlier docs/benchmarks.md, put back after a full run rewrote the file from its template. */
export const carryStartMemorySection = (file: string, previous: string) => carrySection(file, previous, START_SECTION);

/** `BENCH_ONLY=start` / `pglite-list` (or a full run): runs the parts asked for and writes their section. */
export async function runStartMemoryBench(only: string[] | undefined, log: (line: string) => void) {
  const env = process.env;
  const int = (value: string | undefined, fallback: number) =>
    value && Number.isFinite(Number(value)) ? Number(value) : fallback;
  const loadBefore = os.loadavg();
  const port = int(env.BENCH_PORT, 3199);
  const size = int(env.BENCH_PGLITE_ACTIVITIES, 100_000);
  const start = !only || only.includes('start') ? await startBench(port, int(env.BENCH_START_RUNS, 2), log) : [];
  const list =
    !only || only.includes('pglite-list')
      ? await pgliteListBench(
          {
            databaseUrl: env.BENCH_PGLITE_COMPARE_URL || 'postgres://postgres@127.0.0.1:5432/sportdesk_bench_pglite_compare',
            size,
            port,
            amount: int(env.BENCH_PGLITE_REQUESTS, 1000),
          },
          log,
        )
      : [];
  const section = startMemoryMarkdown(start, list, { loadBefore, loadAfter: os.loadavg(), size });
  log(`\n${section}`);
  writeStartMemorySection(path.join(root, 'docs/benchmarks.md'), section);
  log('Zapisano docs/benchmarks.md (sekcja startu, pamięci i PGlite)');
}
