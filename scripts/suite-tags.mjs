// Tags in an API test file's header that CI's plan (scripts/test-plan.mjs) reads, so nobody keeps a list:
// - `@clock-dependent: <why>`: the file depends on the calendar or the time of day; CI runs exactly these again
//   under a fake clock.
// - `@waits-on-timers: <why>`: the file spends most of its time waiting on wall-clock timers (pg-boss's heartbeat,
//   retry delays), not on the CPU; the plan runs these in a runner of their own beside the others, so their
//   waits do not hold one of the two cores' test workers idle.
// `node scripts/suite-tags.mjs [clock|waiting] [apps/api]` prints the tagged files, one path a line, relative to
// the API folder.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const CLOCK_TAG = '@clock-dependent';
export const WAITING_TAG = '@waits-on-timers';
/** A tag counts only in a file's header, so a test that mentions a tag in a string is not picked by it. */
const HEADER_LINES = 15;

/** @param {string} file @param {string} tag */
export const hasTag = (file, tag) =>
  readFileSync(file, 'utf8')
    .split('\n', HEADER_LINES)
    .some((line) => /^\s*(\/\/|\/?\*)/.test(line) && line.includes(tag));

/** @param {string} dir @returns {string[]} */
function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** @param {string} apiDir the API workspace; its `src` is searched @param {string} tag @returns {string[]} paths relative to apiDir, sorted */
export function listTaggedSuites(apiDir, tag) {
  return testFiles(path.join(apiDir, 'src'))
    .filter((file) => hasTag(file, tag))
    .map((file) => path.relative(apiDir, file))
    .sort();
}

/** @param {string} apiDir */
export const listClockSuites = (apiDir) => listTaggedSuites(apiDir, CLOCK_TAG);
/** @param {string} apiDir */
export const listWaitingSuites = (apiDir) => listTaggedSuites(apiDir, WAITING_TAG);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const tag = process.argv[2] === 'waiting' ? WAITING_TAG : CLOCK_TAG;
  const apiDir = path.resolve(process.argv[3] ?? path.join(import.meta.dirname, '../apps/api'));
  for (const file of listTaggedSuites(apiDir, tag)) console.log(file);
}
