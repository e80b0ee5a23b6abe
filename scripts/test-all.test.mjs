// The step table and closing line of `npm test` and CI (scripts/test-all.mjs).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { backgroundResult, countsOf, report } from './test-all.mjs';
import { DEBIAN_PACKAGES, testPlan } from './test-plan.mjs';

const vitestGreen = ' Test Files  3 passed (3)\n      Tests  12 passed (12)\n';

test('a runner that crashed before its summary counts as failed; one that ran no test too', () => {
  assert.deepEqual(countsOf('Error: Cannot find module x\n', 1), {
    passed: 0,
    failed: 1,
    skipped: 0,
    note: 'exited with an error before its summary',
  });
  assert.equal(countsOf('nothing here\n', 0).failed, 1);
  assert.deepEqual(countsOf(vitestGreen, 0), { passed: 12, failed: 0, skipped: 0 });
});

test('the closing line cannot read green when a step did not run', () => {
  const { lines, green } = report([
    { name: 'npm packages', status: 'ok', seconds: 40.2, tests: false },
    { name: 'API suites on PGlite', status: 'ok', seconds: 300, tests: true, counts: { passed: 600, failed: 0, skipped: 2 } },
    { name: 'end-to-end (Playwright)', status: 'not run', seconds: null, tests: true, note: 'needs "web build"' },
  ]);
  assert.equal(green, false);
  assert.equal(lines.at(-1), '600 passed, 1 failed, 2 skipped');
  const row = lines.find((l) => l.includes('end-to-end'));
  assert.match(row, /not run/);
  assert.match(
    lines.find((l) => l.includes('npm packages')),
    /40\.2/,
  );
});

test('a failed step that is not a runner (lint) makes the run red with green counts', () => {
  const { green, lines } = report([
    { name: 'lint (ESLint, Prettier)', status: 'failed', seconds: 30, tests: false },
    { name: 'web unit tests', status: 'ok', seconds: 60, tests: true, counts: { passed: 170, failed: 0, skipped: 0 } },
  ]);
  assert.equal(green, false);
  assert.match(
    lines.find((l) => l.includes('lint')),
    /FAILED/,
  );
});

test("npm test runs lint and typecheck; CI's plan adds PostgreSQL, the cluster, the fake clock, audit and size", () => {
  const names = (plan) => plan.flat().map((s) => s.name);
  const local = names(testPlan({ ci: false }));
  for (const step of ['lint', 'typecheck', 'API suites on PGlite', 'web unit tests', 'end-to-end'])
    assert.ok(
      local.some((n) => n.startsWith(step)),
      step,
    );
  assert.ok(!local.some((n) => n.includes('PostgreSQL')));
  assert.ok(names(testPlan({ ci: false, databaseUrl: 'postgres://x' })).includes('API suites on PostgreSQL'));
  const ci = names(testPlan({ ci: true }));
  for (const step of ['API suites on PostgreSQL', 'cluster', 'clock-dependent', 'dependency audit', 'size budget'])
    assert.ok(
      ci.some((n) => n.startsWith(step)),
      step,
    );
});

test('a setup step in the background is waited for until its exit code is written, with its seconds', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'background-step-'));
  let settled = false;
  const pending = backgroundResult('Debian packages', dir).then((r) => ((settled = true), r));
  await new Promise((resolve) => setTimeout(resolve, 700));
  assert.equal(settled, false);
  writeFileSync(path.join(dir, 'seconds'), '42.5');
  writeFileSync(path.join(dir, 'rc'), '0\n');
  assert.deepEqual(await pending, {
    name: 'Debian packages',
    status: 'ok',
    seconds: 42.5,
    tests: false,
    note: 'in the background',
  });
  writeFileSync(path.join(dir, 'rc'), '100\n');
  assert.equal((await backgroundResult('Debian packages', dir)).status, 'failed');
});

test("CI's setup script names the background step as the plan's steps need it", () => {
  const script = readFileSync(path.resolve(import.meta.dirname, '../.ci/run'), 'utf8');
  assert.ok(script.includes(`DEBIAN_STEP="${DEBIAN_PACKAGES}"`));
  const needing = testPlan({ ci: true })
    .flat()
    .filter((s) => s.needs?.includes(DEBIAN_PACKAGES))
    .map((s) => s.name);
  assert.ok(needing.includes('end-to-end (Playwright)') && needing.includes('size budget per route (Chromium, cold load)'));
  assert.ok(
    !testPlan({ ci: false })
      .flat()
      .some((s) => s.needs?.includes(DEBIAN_PACKAGES)),
  );
});
