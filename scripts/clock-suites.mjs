// The API test files that depend on the calendar or the time of day: each says so with the tag
// `@clock-dependent` in a comment among its first lines. CI runs exactly these again under a fake clock
// (scripts/test-plan.mjs); a new suite that reads the clock is picked as soon as it carries the tag.
// `node scripts/clock-suites.mjs [apps/api]` prints them, one path a line, relative to the API folder.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const CLOCK_TAG = '@clock-dependent';
/** The tag counts only in a file's header, so a test that mentions the tag in a string is not picked by it. */
const HEADER_LINES = 15;

/** @param {string} file */
export const isClockDependent = (file) =>
  readFileSync(file, 'utf8')
    .split('\n', HEADER_LINES)
    .some((line) => /^\s*(\/\/|\/?\*)/.test(line) && line.includes(CLOCK_TAG));

/** @param {string} dir @returns {string[]} */
function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** @param {string} apiDir the API workspace; its `src` is searched @returns {string[]} paths relative to apiDir, sorted */
export function listClockSuites(apiDir) {
  return testFiles(path.join(apiDir, 'src'))
    .filter(isClockDependent)
    .map((file) => path.relative(apiDir, file))
    .sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const apiDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/api'));
  for (const file of listClockSuites(apiDir)) console.log(file);
}
