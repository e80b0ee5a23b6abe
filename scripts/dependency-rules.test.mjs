// The import rules (.dependency-cruiser.cjs) fire: on a fixture with a file cycle between two module folders, a module
// reaching into another's file, a routes file importing the schema and a kernel file importing a module; on a web
// fixture with two features in a loop and a feature reaching into another's file (and not on a loop between the
// sub-folders of one feature); and not on the real tree, which has no baseline of known violations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

test("a loop between two web features and a reach past a feature's public entry are reported, a loop inside one feature is not", () => {
  const fixture = path.join(root, 'scripts/fixtures/dependency-rules');
  const out = spawnSync(bin, ['apps/web/src', '--config', config, '--output-type', 'json'], { cwd: fixture, encoding: 'utf8' });
  const { summary } = JSON.parse(out.stdout);
  const found = summary.violations.map((v) => `${v.rule.name} ${v.from} -> ${v.to}`).sort();
  assert.deepEqual(found, [
    'no-feature-cycles apps/web/src/features/alpha -> apps/web/src/features/beta',
    'no-feature-cycles apps/web/src/features/beta -> apps/web/src/features/alpha',
    'web-feature-public-entry apps/web/src/features/gamma/page.ts -> apps/web/src/features/alpha/internal.ts',
  ]);
  // Both are errors: they fail lint.
  assert.equal(summary.error, 3);
});

test('the real tree has no violation (npm run lint:deps), with no baseline of known ones', () => {
  execFileSync('npm', ['run', '--silent', 'lint:deps'], { cwd: root, stdio: 'pipe' });
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  assert.doesNotMatch(scripts['lint:deps'], /--ignore-known/);
  assert.equal(existsSync(path.join(root, '.dependency-cruiser-known-violations.json')), false);
});
