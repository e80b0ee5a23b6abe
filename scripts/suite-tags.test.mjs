// The rule that picks tagged API suites for CI's plan (scripts/suite-tags.mjs): the clock-dependent ones for the
// fake-clock runs, the ones waiting on timers for a runner of their own.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { listClockSuites, listWaitingSuites } from './suite-tags.mjs';

test('a newly added suite with the tag in its header is picked; one without it, or with the tag in its body, is not', () => {
  const api = mkdtempSync(path.join(os.tmpdir(), 'clock-suites-'));
  mkdirSync(path.join(api, 'src/modules/new-domain'), { recursive: true });
  const write = (name, text) => writeFileSync(path.join(api, 'src/modules/new-domain', name), text);
  write('dated.test.ts', "// @clock-dependent: bookings close at the start.\nimport { it } from 'vitest';\n");
  write('block.test.ts', "/**\n * Reminders.\n * @clock-dependent: sent 24 hours before.\n */\nimport { it } from 'vitest';\n");
  write('plain.test.ts', "import { it } from 'vitest';\n");
  write('mention.test.ts', `import { it } from 'vitest';\n${'\n'.repeat(20)}it('x', () => '@clock-dependent');\n`);
  write('helper.ts', '// @clock-dependent: not a test file\n');
  assert.deepEqual(listClockSuites(api), ['src/modules/new-domain/block.test.ts', 'src/modules/new-domain/dated.test.ts']);
});

test("the repository's date-sensitive suites are picked, the portal, player bookings and wallet among them", () => {
  const suites = listClockSuites(path.resolve(import.meta.dirname, '../apps/api'));
  for (const expected of [
    'src/modules/portal/portal.test.ts',
    'src/modules/player-bookings/player-bookings.test.ts',
    'src/modules/player-wallet/player-wallet.test.ts',
    'src/modules/activities/activities.test.ts',
    'src/modules/participants/reminders.test.ts',
  ])
    assert.ok(suites.includes(expected), expected);
  assert.ok(!suites.includes('src/modules/users/users.test.ts'));
});

test('the suites waiting on pg-boss heartbeats and retry delays are picked, the CPU-bound ones are not', () => {
  const suites = listWaitingSuites(path.resolve(import.meta.dirname, '../apps/api'));
  for (const expected of [
    'src/modules/reports/recovery.test.ts',
    'src/modules/reports/abandoned-job.test.ts',
    'src/lib/jobs.test.ts',
  ])
    assert.ok(suites.includes(expected), expected);
  assert.ok(!suites.includes('src/modules/reports/reports.test.ts'));
});
