// Adds up the test counts that Vitest ("Tests  38 passed (38)") and Playwright ("  12 passed (30.1s)")
// print, and writes one closing line "N passed, N failed".
import { readFileSync } from 'node:fs';

// eslint-disable-next-line no-control-regex
const text = readFileSync(process.argv[2], 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
for (const line of text.split('\n')) {
  const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
  if (vitest) {
    passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
    continue;
  }
  const pwPassed = /^\s+(\d+) passed \([\d.]+m?s\)\s*$/.exec(line);
  if (pwPassed) passed += Number(pwPassed[1]);
  const pwFailed = /^\s+(\d+) failed\s*$/.exec(line);
  if (pwFailed) failed += Number(pwFailed[1]);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
