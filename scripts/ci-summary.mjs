// Adds up the test counts that the runners print in a CI log and writes one closing line
// "N passed, N failed, N skipped". Read runners:
// - Vitest:   " Test Files  1 failed | 37 passed (38)" and "      Tests  2 failed | 410 passed | 3 skipped (415)",
//             "     Errors  1 error" (unhandled errors);
// - Playwright: "  1 failed", "  1 interrupted", "  2 flaky", "  3 skipped", "  1 did not run",
//             "  45 passed (8.3m)" (any duration: 900ms, 12.3s, 8.3m, 1.2h);
// - node's test runner: "ℹ pass 12" / "# pass 12", fail, skipped, todo, cancelled.
// Flaky, interrupted and cancelled tests count as failed; when more Vitest test files failed than
// tests (a file did not load, or a hook failed), the number of failed files is taken; each unhandled
// error counts as one failed test; "did not run" and todo count as skipped.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const count = (text, word) => Number(new RegExp(`(\\d+) ${word}\\b`).exec(text)?.[1] ?? 0);

/** @param {string} log a runner's output (ANSI colours allowed) */
export function summarize(log) {
  // eslint-disable-next-line no-control-regex
  const lines = log.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').split(/\r?\n/);
  /** @typedef {{ runner: string, passed: number, failed: number, skipped: number, closed: boolean }} Run */
  /** @type {Run[]} */
  const runs = [];
  /** @type {Run | undefined} */
  let open; // the run whose summary block is being read
  let vitestFailedFiles = 0;
  const start = (runner) => {
    open = { runner, passed: 0, failed: 0, skipped: 0, closed: false };
    runs.push(open);
    return open;
  };

  for (const line of lines) {
    const vitestFiles = /^\s*Test Files\s+(.*)\(\d+\)\s*$/.exec(line);
    if (vitestFiles) {
      vitestFailedFiles = count(vitestFiles[1], 'failed');
      open = undefined;
      continue;
    }
    const vitest = /^\s*Tests\s+(.*?)(?:\s*\(\d+\))?\s*$/.exec(line);
    if (vitest && /\b(passed|failed|skipped|todo|no tests)\b/.test(vitest[1])) {
      const run = start('vitest');
      run.passed = count(vitest[1], 'passed');
      run.failed = Math.max(count(vitest[1], 'failed'), vitestFailedFiles);
      run.skipped = count(vitest[1], 'skipped') + count(vitest[1], 'todo');
      vitestFailedFiles = 0;
      continue;
    }
    const vitestErrors = /^\s*Errors\s+(\d+) errors?\s*$/.exec(line);
    if (vitestErrors && open?.runner === 'vitest') {
      open.failed += Number(vitestErrors[1]);
      continue;
    }

    const pw = /^ {2}(\d+) (failed|interrupted|flaky|skipped|did not run|passed \((?:[\d.]+(?:ms|s|m|h|d))\))\s*$/.exec(line);
    if (pw) {
      const run = open?.runner === 'playwright' && !open.closed ? open : start('playwright');
      const n = Number(pw[1]);
      const kind = pw[2].startsWith('passed') ? 'passed' : pw[2];
      if (kind === 'passed') {
        run.passed += n;
        run.closed = true; // "passed" is the block's last line
      } else if (kind === 'skipped' || kind === 'did not run') run.skipped += n;
      else run.failed += n;
      continue;
    }

    const node = /^\s*(?:ℹ|#) (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) (\d+(?:\.\d+)?)\s*$/.exec(line);
    if (node) {
      const [, key, value] = node;
      if (key === 'tests') {
        start('node:test');
        continue;
      }
      if (open?.runner !== 'node:test') continue;
      const n = Number(value);
      if (key === 'pass') open.passed += n;
      else if (key === 'fail' || key === 'cancelled') open.failed += n;
      else if (key === 'skipped' || key === 'todo') open.skipped += n;
      continue;
    }
  }

  const total = (key) => runs.reduce((sum, r) => sum + r[key], 0);
  return {
    runs: runs.map(({ runner, passed, failed, skipped }) => ({ runner, passed, failed, skipped })),
    passed: total('passed'),
    failed: total('failed'),
    skipped: total('skipped'),
  };
}

/** The closing line; the per-run lines above it are worded so they cannot be taken for one. */
export function closingLines(summary) {
  const perRun = summary.runs.map(
    (r, i) =>
      `- run ${i + 1} of ${summary.runs.length} (${r.runner}) counted passed=${r.passed} failed=${r.failed} skipped=${r.skipped}`,
  );
  return [...perRun, `${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let text = '';
  try {
    text = readFileSync(process.argv[2], 'utf8');
  } catch {
    // no log (the run stopped before any runner): nothing counted
  }
  const summary = summarize(text);
  for (const line of closingLines(summary)) console.log(line);
  process.exit(summary.failed > 0 || summary.passed === 0 ? 1 : 0);
}
