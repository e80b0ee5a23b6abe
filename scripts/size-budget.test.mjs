import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { overBudget, scriptCost } from './size-budget.mjs';

const body = (text) => Buffer.from(text.repeat(50));

test('a route costs every script it fetched, each address once, gzip-compressed; other resources are not counted', () => {
  const fetched = [
    { url: '/assets/index-a.js', resourceType: 'script', body: body('const a = 1;') },
    { url: '/assets/Screen-b.js', resourceType: 'script', body: body('export const b = 2;') },
    { url: '/assets/index-a.js', resourceType: 'script', body: body('const a = 1;') },
    { url: '/assets/style-c.css', resourceType: 'stylesheet', body: body('a{color:red}') },
    { url: '/assets/Later-d.js', resourceType: 'prefetch', body: body('later();') },
  ];
  const cost = scriptCost(fetched);
  assert.equal(cost.files, 2);
  assert.equal(cost.rawKiB, (body('const a = 1;').length + body('export const b = 2;').length) / 1024);
  const gzip = gzipSync(body('const a = 1;'), { level: 9 }).length + gzipSync(body('export const b = 2;'), { level: 9 }).length;
  assert.equal(cost.gzipKiB, gzip / 1024);
});

test('a route over its budget is reported; one at its budget is not', () => {
  const rows = [
    { route: '/auth', gzipKiB: 180, maxGzipKiB: 180 },
    { route: '/activities', gzipKiB: 250.1, maxGzipKiB: 250 },
  ];
  assert.deepEqual(
    overBudget(rows).map((row) => row.route),
    ['/activities'],
  );
});
