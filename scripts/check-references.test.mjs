// The reference check (scripts/check-references.mjs, `npm run lint:refs`) fires on issue numbers and on spec
// paragraphs without their file (scripts/fixtures/references/bad.*), passes citations a reader can open
// (good.*), and passes the real tree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { referenceProblems } from './check-references.mjs';

const root = path.resolve(import.meta.dirname, '..');
const script = path.join(root, 'scripts/check-references.mjs');
const fixture = (name) => `scripts/fixtures/references/${name}`;
const run = (...files) => spawnSync(process.execPath, [script, ...files], { cwd: root, encoding: 'utf8' });

test('issue numbers and bare spec paragraphs are found, each where it stands', () => {
  const found = (text) => referenceProblems(text).map((p) => `${p.line}:${p.column} ${p.text}`);
  assert.deepEqual(found('/** The portal (issue 19). */'), ['1:17 issue 19']);
  assert.deepEqual(found('// Issue 30 item 1 and issues 19'), ['1:4 Issue 30', '1:24 issues 19']);
  assert.deepEqual(found('heading (Issue #21)'), ['1:10 Issue #21']);
  assert.deepEqual(found('x\n// Defaults of spec §9.'), ['2:21 §9.']);
  assert.deepEqual(found('the § 9 defaults'), ['1:5 § 9']);
  // A second paragraph after other words is bare again.
  assert.deepEqual(found('(docs/spec/part-1.md §3): the two flags (§4)'), ['1:42 §4)']);
});

test('citations with their file pass, lists and subsection names included', () => {
  for (const text of [
    'docs/spec/part-1.md §9',
    '(docs/spec/part-1.md §2 "System events", §7)',
    "docs/spec/part-2.md §6 'Organizer'",
    'docs/spec/part-2.md §3–§4, docs/spec/part-1.md §3/§8',
    'docs/spec/part-2.md §7, §9 and docs/spec/part-1.md §9',
    'docs/decisions.md "Browser bundles"',
    'const activityRuleIssues = (issues) => issues.length;',
    'issue #5820 of another project (https://github.com/calcom/cal.com/issues/5820)',
  ]) {
    assert.deepEqual(referenceProblems(text), [], text);
  }
});

test('the bad fixtures fail the check with every line named, the good ones pass', () => {
  const bad = run(fixture('bad.ts'), fixture('bad.md'));
  assert.equal(bad.status, 1, bad.stdout);
  const lines = bad.stderr
    .split('\n')
    .filter((line) => line.startsWith('scripts/'))
    .map((line) => line.split(': ')[0]);
  assert.deepEqual(lines, [
    `${fixture('bad.ts')}:2:24`,
    `${fixture('bad.ts')}:3:4`,
    `${fixture('bad.ts')}:4:25`,
    `${fixture('bad.ts')}:5:22`,
    `${fixture('bad.ts')}:6:8`,
    `${fixture('bad.ts')}:6:44`,
    `${fixture('bad.ts')}:7:72`,
    `${fixture('bad.md')}:3:21`,
    `${fixture('bad.md')}:5:13`,
    `${fixture('bad.md')}:5:47`,
  ]);

  const good = run(fixture('good.ts'), fixture('good.md'));
  assert.equal(good.status, 0, good.stderr);
});

test('the real tree passes (npm run lint:refs), its fixtures left out', () => {
  const tree = run();
  assert.equal(tree.status, 0, tree.stderr);
});
