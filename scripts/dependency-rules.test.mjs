// The import rules (.dependency-cruiser.cjs) fire: on a fixture with a file cycle between two module folders, a module
// reaching into another's file, a routes file importing the schema and a kernel file importing a module, and not on the real tree beyond its recorded baseline.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = path.join(root, 'node_modules/.bin/depcruise');
const config = path.join(root, '.dependency-cruiser.cjs');

test('a file cycle, a folder cycle, a reach into a module, SQL in routes and a kernel file importing a module are reported', () => {
  const fixture = path.join(root, 'scripts/fixtures/dependency-rules');
  const out = spawnSync(bin, ['apps/api/src', '--config', config, '--output-type', 'json'], { cwd: fixture, encoding: 'utf8' });
  const { summary } = JSON.parse(out.stdout);
  const rules = new Set(summary.violations.map((v) => v.rule.name));
  assert.deepEqual([...rules].sort(), [
    'api-kernel-not-modules',
    'api-module-public-entry',
    'api-routes-no-sql',
    'no-cycles',
    'no-module-cycles',
  ]);
  // All are errors: they fail lint.
  assert.ok(summary.error >= 5, `errors: ${summary.error}`);
});

test('the real tree has no error beyond the baseline (npm run lint:deps)', () => {
  execFileSync('npm', ['run', '--silent', 'lint:deps'], { cwd: root, stdio: 'pipe' });
});
