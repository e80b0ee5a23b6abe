// The steps `npm test` and CI run, in stages: the steps of one stage run side by side (two cores: a
// single-threaded step such as lint or tsc beside another), a stage starts when the one before it has ended.
// Every step runs even when an earlier one failed, unless it needs a step that failed (E2E needs the build).
// Run by scripts/test-all.mjs; what each step is, is said in README.md ("The two commands", "CI").
import path from 'node:path';
import { listClockSuites } from './clock-suites.mjs';

const root = path.resolve(import.meta.dirname, '..');
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
 * The clock-dependent API suites (`@clock-dependent` in their header, scripts/clock-suites.mjs) under libfaketime,
 * on PGlite (the database runs in the same process, so its clock is the faked one too).
 * @param {string} name @param {string} tz @param {string} instant
 * @returns {Step}
 */
const fakeClock = (name, tz, instant) => ({
  name,
  cwd: api,
  env: { ...embedded, TZ: tz },
  command: `faketime '${instant}' npx vitest run ${listClockSuites(api).join(' ')}`,
  tests: true,
});

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
    [{ name: 'API suites on PGlite', command: 'npm run test:api:pglite', env: embedded, tests: true }],
    [
      { name: 'web unit tests', command: 'npm run test:web', tests: true },
      { name: 'web build', command: 'npm run build' },
    ],
    [{ name: 'end-to-end (Playwright)', command: 'npm run test:e2e:built', tests: true, needs: ['web build'] }],
  ];
  const pgUrl = ci ? LOCAL_POSTGRES : databaseUrl;
  // The audit waits on the registry more than it works: beside the first stage.
  if (ci)
    stages[0].push({ name: 'dependency audit (production, high and critical)', command: 'bash scripts/dependency-audit.sh' });
  if (ci) stages[3].push({ name: 'size budget per route (Chromium, cold load)', command: 'npm run size', needs: ['web build'] });
  if (pgUrl)
    stages.push([
      {
        name: 'API suites on PostgreSQL',
        command: 'npm run test:api:pg',
        env: { DATABASE_URL: pgUrl },
        tests: true,
      },
    ]);
  if (ci) {
    // The last stage mostly waits (pg-boss heartbeats, processes starting): its three steps run side by side.
    stages.push([
      // Two API instances, a worker, nginx and the S3 simulator on a fresh database (scripts/cluster-test.mjs).
      {
        name: 'cluster (two instances, a worker, nginx, S3)',
        command: 'npm run test:cluster',
        env: { DATABASE_URL: pgUrl },
        tests: true,
      },
      // 00:30 Warsaw time on the night of the October daylight-saving change (still the previous day in UTC),
      // then 03:10 Warsaw winter time the same night, 70 minutes after the clocks went back (01:00 UTC), so
      // fixtures placed an hour or two back lie across the change (docs/decisions.md "Tests and CI").
      fakeClock('clock-dependent API suites at 00:30 Warsaw (2026-10-25)', 'UTC', '2026-10-24 22:30:00Z'),
      fakeClock('clock-dependent API suites across the DST change (03:10 CET)', 'Europe/Warsaw', '2026-10-25 02:10:00Z'),
    ]);
  }
  return stages;
}
