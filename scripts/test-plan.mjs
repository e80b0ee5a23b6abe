// The steps `npm test` and CI run, in stages: the steps of one stage run side by side (two cores: a
// single-threaded step such as lint or tsc beside another), a stage starts when the one before it has ended.
// Every step runs even when an earlier one failed, unless it needs a step that failed (E2E needs the build).
// Run by scripts/test-all.mjs; what each step is, is said in README.md ("The two commands", "CI").
import path from 'node:path';
import { listClockSuites, listWaitingSuites } from './suite-tags.mjs';

const root = path.resolve(import.meta.dirname, '..');
/**
 * CI's setup step installing Chromium, faketime and nginx (.ci/run, the same name): it runs in the background
 * while lint, typecheck and the first API suites run; the steps using them wait for it.
 */
export const DEBIAN_PACKAGES = 'Debian packages: chromium, faketime, nginx';
const api = path.join(root, 'apps/api');
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * @typedef {{ name: string, command: string, cwd?: string, env?: Record<string, string | undefined>,
 *   tests?: boolean, needs?: string[] }} Step
 * `tests`: the step is a test runner whose counts go into the closing line. `needs`: steps that must have passed.
 */

/** Without DATABASE_URL: the embedded database; env values of `undefined` are removed from the child's environment. */
const embedded = { DATABASE_URL: undefined, TEST_DATABASE: undefined };

/**
 * An API run split in two side by side: the suites tagged `@waits-on-timers` (scripts/suite-tags.mjs) in one worker
 * of their own, the rest in the runner's two. Their waits (pg-boss heartbeats, ~25 s a file) would otherwise hold
 * one of the two workers idle while the other core has work queued behind it.
 * @param {string} name @param {string[] | null} files the suites to run (null: all) @param {string} prefix what
 * runs the runner (e.g. `faketime …`) @param {Record<string, string | undefined>} env @param {number} workers
 * @returns {Step[]}
 */
function apiRun(name, files, prefix, env, workers = 2) {
  const waiting = listWaitingSuites(api);
  const waitingHere = files ? waiting.filter((f) => files.includes(f)) : waiting;
  const rest = files ? files.filter((f) => !waiting.includes(f)).join(' ') : waiting.map((f) => `--exclude ${f}`).join(' ');
  const vitest = (args) => `${prefix}npx vitest run ${args}`.trim();
  return [
    { name, cwd: api, env, command: vitest(`${rest} --poolOptions.forks.maxForks=${workers}`), tests: true },
    ...(waitingHere.length
      ? [
          {
            name: `${name}: the ones waiting on timers`,
            cwd: api,
            env,
            command: vitest(`${waitingHere.join(' ')} --poolOptions.forks.maxForks=1`),
            tests: true,
          },
        ]
      : []),
  ];
}

/**
 * The clock-dependent API suites (`@clock-dependent` in their header, scripts/suite-tags.mjs) under libfaketime,
 * on PGlite (the database runs in the same process, so its clock is the faked one too). One worker each: the two
 * runs go side by side.
 * @param {string} name @param {string} tz @param {string} instant
 * @returns {Step[]}
 */
const fakeClock = (name, tz, instant) =>
  apiRun(name, listClockSuites(api), `faketime '${instant}' `, { ...embedded, TZ: tz }, 1).map((step) => ({
    ...step,
    needs: [DEBIAN_PACKAGES],
  }));

/**
 * @param {{ ci: boolean, databaseUrl?: string }} options
 * @returns {Step[][]}
 */
export function testPlan({ ci, databaseUrl }) {
  /** @type {Step[][]} */
  const stages = [
    [
      { name: 'lint (ESLint, Prettier)', command: 'npm run lint' },
      { name: 'typecheck', command: 'npm run typecheck' },
      { name: 'script tests (node --test)', command: 'npm run test:scripts', tests: true },
    ],
    apiRun('API suites on PGlite', null, '', embedded),
    [
      { name: 'web unit tests', command: 'npm run test:web', tests: true },
      { name: 'web build', command: 'npm run build' },
    ],
    [
      {
        name: 'end-to-end (Playwright)',
        command: 'npm run test:e2e:built',
        tests: true,
        needs: ci ? ['web build', DEBIAN_PACKAGES] : ['web build'],
      },
    ],
  ];
  const pgUrl = ci ? LOCAL_POSTGRES : databaseUrl;
  // The audit waits on the registry more than it works: beside the first stage.
  if (ci)
    stages[0].push({ name: 'dependency audit (production, high and critical)', command: 'bash scripts/dependency-audit.sh' });
  if (ci)
    stages[3].push({
      name: 'size budget per route (Chromium, cold load)',
      command: 'npm run size',
      needs: ['web build', DEBIAN_PACKAGES],
    });
  if (pgUrl) stages.push(apiRun('API suites on PostgreSQL', null, '', { DATABASE_URL: pgUrl, TEST_DATABASE: 'postgres' }));
  if (ci) {
    // The last stage mostly waits (pg-boss heartbeats, processes starting): its steps run side by side.
    stages.push([
      // Two API instances, a worker, nginx and the S3 simulator on a fresh database (scripts/cluster-test.mjs).
      {
        name: 'cluster (two instances, a worker, nginx, S3)',
        command: 'npm run test:cluster',
        env: { DATABASE_URL: pgUrl },
        tests: true,
        needs: [DEBIAN_PACKAGES],
      },
      // 00:30 Warsaw time on the night of the October daylight-saving change (still the previous day in UTC),
      // then 03:10 Warsaw winter time the same night, 70 minutes after the clocks went back (01:00 UTC), so
      // fixtures placed an hour or two back lie across the change (docs/decisions.md "Tests and CI").
      ...fakeClock('clock-dependent API suites at 00:30 Warsaw (2026-10-25)', 'UTC', '2026-10-24 22:30:00Z'),
      ...fakeClock('clock-dependent API suites across the DST change (03:10 CET)', 'Europe/Warsaw', '2026-10-25 02:10:00Z'),
    ]);
  }
  return stages;
}
