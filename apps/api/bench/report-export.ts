import { warsawToday } from '@sportdesk/contract';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPostgres } from '../src/db/client';
import type { AppDeps } from '../src/lib/deps';
import { LiveHub } from '../src/lib/live';
import { LocalDiskStorage } from '../src/lib/storage';
import { usersReport } from '../src/modules/reports/definitions/users';
import { runReport } from '../src/modules/reports/jobs';

export interface ReportBenchResult {
  rows: number;
  seconds: number;
  fileMb: number;
  baselineRssMb: number;
  peakRssMb: number;
  growthMb: number;
}

export const REPORT_BENCH_LIMITS = { seconds: 60, growthMb: 100 } as const;
export const reportBenchPassed = (r: ReportBenchResult) =>
  r.seconds < REPORT_BENCH_LIMITS.seconds && r.growthMb < REPORT_BENCH_LIMITS.growthMb;

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * The Users report over every loaded player (all sign-up dates), run by the report job's own code in this process
 * (the worker): the time to write the whole file, and how far the process's resident memory rose above where it
 * stood before the report (sampled every 20 ms).
 */
export async function runReportBench(databaseUrl: string): Promise<ReportBenchResult> {
  const database = await openPostgres(databaseUrl);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sportdesk-bench-report-'));
  const deps = { database, db: database.db, storage: new LocalDiskStorage(dir), live: new LiveHub() } as unknown as AppDeps;
  const ctx = { asyncJobId: null, userId: null, attempt: 1, progress: async () => {} };
  try {
    // Warm-up on an empty period: modules, the pool's connection and the query plan are in place before measuring.
    await runReport(deps, usersReport, { date_from: '1990-01-01', date_to: '1990-01-01' }, ctx);
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const today = warsawToday();
    const result = await runReport(deps, usersReport, { date_from: '2000-01-01', date_to: today }, ctx);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    return {
      rows: result.rows_done,
      seconds,
      fileMb: mb(result.file_size),
      baselineRssMb: mb(baseline),
      peakRssMb: mb(peak),
      growthMb: mb(peak - baseline),
    };
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export const reportBenchNotes = (r: ReportBenchResult) => [
  '',
  '## Raport CSV (Users, strumieniowo z kursora)',
  '',
  `- Raport „Users” ze wszystkimi ${r.rows.toLocaleString('pl-PL')} użytkownikami (kursor, FETCH 200, csv-stringify → plik): ` +
    `**${r.seconds} s** (cel < ${REPORT_BENCH_LIMITS.seconds} s), plik ${r.fileMb} MB.`,
  `- Pamięć procesu (RSS): przed raportem ${r.baselineRssMb} MB, szczyt ${r.peakRssMb} MB, przyrost **${r.growthMb} MB** ` +
    `(cel < ${REPORT_BENCH_LIMITS.growthMb} MB) — ${reportBenchPassed(r) ? 'spełniony' : 'NIE spełniony'}.`,
];

/** The report benchmark in its own fresh Node process, so the memory measured is a worker's, not the loader's. */
export function runReportBenchInWorker(databaseUrl: string): Promise<ReportBenchResult> {
  const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/report-worker.ts', databaseUrl], {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`report benchmark exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1)!) as ReportBenchResult);
      } catch (error) {
        reject(error);
      }
    });
  });
}
