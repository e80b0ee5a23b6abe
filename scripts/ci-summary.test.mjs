// Unit test of the CI summary parser on runner outputs captured from this project's runs
// (Vitest 3, Playwright 1.56+ list reporter, node's test runner). Run by `npm test` (node --test).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { closingLines, summarize } from './ci-summary.mjs';

const esc = '\x1b';
const vitestGreen = `
 ✓ src/modules/users/users.test.ts (31 tests) 9120ms
 ✓ src/modules/wallets/wallets.test.ts (18 tests) 4410ms

${esc}[2m Test Files ${esc}[22m ${esc}[1m${esc}[32m38 passed${esc}[39m${esc}[22m${esc}[90m (38)${esc}[39m
${esc}[2m      Tests ${esc}[22m ${esc}[1m${esc}[32m412 passed${esc}[39m${esc}[22m${esc}[2m | ${esc}[22m${esc}[33m3 skipped${esc}[39m${esc}[90m (415)${esc}[39m
${esc}[2m   Start at ${esc}[22m 12:01:07
${esc}[2m   Duration ${esc}[22m 301.55s (transform 1.20s, setup 0ms, collect 10.1s, tests 540.2s)
`;

const vitestRed = `
 ❯ src/modules/users/users.test.ts (31 tests | 2 failed) 9120ms
 Test Files  1 failed | 37 passed (38)
      Tests  2 failed | 410 passed | 1 todo (413)
   Start at  12:01:07
   Duration  301.55s
`;

// A file that fails to load has no failed test, only a failed file; an unhandled error is listed too.
const vitestLoadError = `
 FAIL  src/modules/auth/auth.test.ts [ src/modules/auth/auth.test.ts ]
 Test Files  1 failed | 12 passed (13)
      Tests  120 passed (120)
     Errors  1 error
   Start at  12:01:07
`;

const playwrightLong = `
Running 50 tests using 1 worker

  ✓   1 [chromium] › accessibility.spec.ts:16:1 › the dashboard has no critical violations (6.1s)
  ✓  50 [chromium] › wallets.spec.ts:9:1 › wallets: add and take (12.0s)

  50 passed (8.3m)
`;

const playwrightMixed = `
Running 50 tests using 1 worker
  ✘  12 [chromium] › users.spec.ts:40:3 › users › logs out a device (7.1s)

  1 failed
    [chromium] › users.spec.ts:40:3 › users › logs out a device ────────────────
  1 interrupted
    [chromium] › wallets.spec.ts:9:1 › wallets: add and take ────────────────
  2 flaky
    [chromium] › dashboard.spec.ts:36:3 › dashboard › today tab ────────────────
    [chromium] › sports.spec.ts:5:1 › sports list ────────────────
  3 skipped
  1 did not run
  42 passed (1.2h)
`;

const playwrightAllFailed = `
  2 failed
    [chromium] › auth.spec.ts:5:1 › signs in ─────
    [chromium] › auth.spec.ts:9:1 › signs out ─────
`;

const nodeTest = `
✔ counts Vitest (1.2ms)
ℹ tests 9
ℹ suites 0
ℹ pass 8
ℹ fail 1
ℹ cancelled 0
ℹ skipped 0
ℹ todo 0
ℹ duration_ms 61.2
`;

const nodeTap = `
ok 1 - counts Vitest
# tests 4
# suites 0
# pass 4
# fail 0
# cancelled 0
# skipped 1
# todo 0
# duration_ms 50.9
`;

test('Vitest: passed and skipped through colours', () => {
  assert.deepEqual(summarize(vitestGreen), {
    runs: [{ runner: 'vitest', passed: 412, failed: 0, skipped: 3 }],
    passed: 412,
    failed: 0,
    skipped: 3,
  });
});

test('Vitest: failed tests; todo counts as skipped', () => {
  const s = summarize(vitestRed);
  assert.deepEqual([s.passed, s.failed, s.skipped], [410, 2, 1]);
});

test('Vitest: a file that did not load and an unhandled error are failures', () => {
  const s = summarize(vitestLoadError);
  assert.deepEqual([s.passed, s.failed, s.skipped], [120, 2, 0]);
});

test('Playwright: a run of minutes "(8.3m)" is counted', () => {
  assert.deepEqual(summarize(playwrightLong).runs, [{ runner: 'playwright', passed: 50, failed: 0, skipped: 0 }]);
});

test('Playwright: failed, interrupted and flaky fail; skipped and did not run are skipped', () => {
  assert.deepEqual(summarize(playwrightMixed).runs, [{ runner: 'playwright', passed: 42, failed: 4, skipped: 4 }]);
});

test('Playwright: a run with no passed line is counted', () => {
  assert.deepEqual(summarize(playwrightAllFailed).runs, [{ runner: 'playwright', passed: 0, failed: 2, skipped: 0 }]);
});

test("node's test runner (spec and TAP reporters)", () => {
  assert.deepEqual(summarize(nodeTest).runs, [{ runner: 'node:test', passed: 8, failed: 1, skipped: 0 }]);
  assert.deepEqual(summarize(nodeTap).runs, [{ runner: 'node:test', passed: 4, failed: 0, skipped: 1 }]);
});

test('a whole CI log: the total is the sum of the runs, in order', () => {
  const s = summarize(nodeTap + vitestGreen + vitestRed + playwrightMixed + vitestGreen);
  assert.deepEqual(
    s.runs.map((r) => r.runner),
    ['node:test', 'vitest', 'vitest', 'playwright', 'vitest'],
  );
  assert.deepEqual([s.passed, s.failed, s.skipped], [4 + 412 + 410 + 42 + 412, 2 + 4, 1 + 3 + 1 + 4 + 3]);
  const lines = closingLines(s);
  assert.equal(lines.at(-1), `1280 passed, 6 failed, 12 skipped`);
  // Only the last line reads as a closing line ("N passed, N failed").
  assert.equal(lines.filter((l) => /^(\w+: )?\d+ passed, \d+ failed/.test(l)).length, 1);
});

test('the command exits 1 on failures, on no passed test and on a missing log; 0 when green', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ci-summary-'));
  const run = (text) => {
    const file = path.join(dir, `log-${Math.random()}`);
    if (text !== undefined) writeFileSync(file, text);
    const r = spawnSync(process.execPath, [path.join(import.meta.dirname, 'ci-summary.mjs'), file], { encoding: 'utf8' });
    return { status: r.status, last: r.stdout.trim().split('\n').at(-1) };
  };
  assert.deepEqual(run(vitestGreen + playwrightLong), { status: 0, last: '462 passed, 0 failed, 3 skipped' });
  assert.deepEqual(run(vitestGreen + playwrightMixed), { status: 1, last: '454 passed, 4 failed, 7 skipped' });
  assert.deepEqual(run(''), { status: 1, last: '0 passed, 0 failed, 0 skipped' });
  assert.deepEqual(run(undefined), { status: 1, last: '0 passed, 0 failed, 0 skipped' });
});
