// `npm test` and CI's test part: runs every step of scripts/test-plan.mjs (each even when an earlier one
// failed, unless it needs a step that failed), prints each step's wall time as it ends, then a table of all
// steps and one closing line "N passed, N failed, N skipped" adding up every runner's counts
// (scripts/ci-summary.mjs). Exits non-zero when any step failed or did not run.
//
//   node scripts/test-all.mjs            the README's `npm test`
//   node scripts/test-all.mjs --ci       CI's plan (adds size, PostgreSQL, cluster, fake clock)
//   --setup-times FILE                   earlier steps (lines "name<TAB>seconds<TAB>ok|failed") shown first in the table
//   --background NAME=DIR                a setup step still running (CI installs Chromium while the first stages
//                                        run): a step that needs NAME waits until DIR/rc exists (its exit code;
//                                        DIR/seconds its wall time); it counts in the table as its own step
//   --not-run                            runs nothing: the table lists every step as not run (CI stopped before them)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { summarize } from './ci-summary.mjs';
import { testPlan } from './test-plan.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * @typedef {import('./test-plan.mjs').Step} Step
 * @typedef {{ name: string, status: 'ok' | 'failed' | 'not run', seconds: number | null, tests: boolean,
 *   counts?: { passed: number, failed: number, skipped: number }, note?: string }} Result
 */

/** @param {Step} step @param {(chunk: string) => void} onOutput */
function runStep(step, onOutput) {
  const env = { ...process.env, ...step.env };
  for (const [key, value] of Object.entries(step.env ?? {})) if (value === undefined) delete env[key];
  return new Promise((resolve) => {
    const child = spawn(step.command, { cwd: step.cwd ?? root, env, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let output = '';
    const take = (data) => {
      const text = data.toString();
      output += text;
      onOutput(text);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(130);
  });

/**
 * A runner's counts from its output. A runner that failed without printing a failure (it crashed before
 * its summary) counts one failed test; a runner that passed without running any test counts one too.
 * @param {string} output @param {number} code
 */
export function countsOf(output, code) {
  const { passed, failed, skipped } = summarize(output);
  if (code !== 0 && failed === 0) return { passed, failed: 1, skipped, note: 'exited with an error before its summary' };
  if (code === 0 && passed === 0) return { passed, failed: 1, skipped, note: 'ran no test' };
  return { passed, failed, skipped };
}

/**
 * A setup step running in the background (`--background NAME=DIR`): resolves with its result once DIR/rc exists.
 * @param {string} name @param {string} dir @returns {Promise<Result>}
 */
export async function backgroundResult(name, dir) {
  const rcFile = path.join(dir, 'rc');
  while (!existsSync(rcFile)) await sleep(500);
  const rc = readFileSync(rcFile, 'utf8').trim();
  const secondsFile = path.join(dir, 'seconds');
  const seconds = existsSync(secondsFile) ? Number(readFileSync(secondsFile, 'utf8').trim()) : null;
  return { name, status: rc === '0' ? 'ok' : 'failed', seconds, tests: false, note: 'in the background' };
}

/**
 * @param {Step[][]} stages @param {Result[]} setup the setup steps that ended before
 * @param {Map<string, Promise<Result>>} background setup steps still running
 * @returns {Promise<Result[]>} the plan's results, the background steps' among them
 */
async function runPlan(stages, setup = [], background = new Map()) {
  /** @type {Map<string, Result>} */
  const results = new Map();
  const known = new Map(setup.map((r) => [r.name, r]));
  /** One wait per background step, however many steps need it. @type {Map<string, Promise<void>>} */
  const waits = new Map();
  /** @param {string} need */
  const waitFor = (need) => {
    if (!waits.has(need))
      waits.set(
        need,
        (async () => {
          console.log(`\n=== waiting for "${need}" ===`);
          const result = await /** @type {Promise<Result>} */ (background.get(need));
          results.set(need, result);
          console.log(`=== ${need}: ${result.status} in ${result.seconds?.toFixed(1) ?? '?'} s (in the background) ===`);
        })(),
      );
    return waits.get(need);
  };
  /** @param {string} need */
  const resultOf = async (need) => {
    if (!known.has(need) && background.has(need)) await waitFor(need);
    return known.get(need) ?? results.get(need);
  };
  for (const stage of stages) {
    const live = stage.length === 1; // a step alone streams its output; side-by-side steps print theirs when they end
    await Promise.all(
      stage.map(async (step) => {
        let failedNeed;
        for (const need of step.needs ?? []) if (!failedNeed && (await resultOf(need))?.status !== 'ok') failedNeed = need;
        if (failedNeed) {
          results.set(step.name, {
            name: step.name,
            status: 'not run',
            seconds: null,
            tests: Boolean(step.tests),
            note: `needs "${failedNeed}"`,
          });
          console.log(`\n=== ${step.name}: not run (needs "${failedNeed}") ===`);
          return;
        }
        if (live) console.log(`\n=== ${step.name} ===`);
        else console.log(`\n=== started: ${step.name} (beside ${stage.length - 1} other) ===`);
        const started = performance.now();
        const { code, output } = await runStep(step, live ? (text) => process.stdout.write(text) : () => {});
        const seconds = (performance.now() - started) / 1000;
        if (!live) {
          console.log(`\n=== ${step.name} (output) ===`);
          process.stdout.write(output);
        }
        /** @type {Result} */
        const result = { name: step.name, status: code === 0 ? 'ok' : 'failed', seconds, tests: Boolean(step.tests) };
        if (step.tests) {
          const { note, ...counts } = countsOf(output, code);
          result.counts = counts;
          result.note = note;
          if (counts.failed > 0) result.status = 'failed';
        }
        results.set(step.name, result);
        console.log(`=== ${step.name}: ${result.status} in ${seconds.toFixed(1)} s${result.note ? ` (${result.note})` : ''} ===`);
      }),
    );
  }
  // A background step no step needed (a plan without Chromium's steps) is still waited for and shown.
  for (const name of background.keys()) await resultOf(name);
  return [...results.values()];
}

/** @param {string | undefined} file @returns {Result[]} */
function setupResults(file) {
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, seconds, status] = line.split('\t');
      return { name, seconds: Number(seconds), status: status === 'ok' ? 'ok' : 'failed', tests: false };
    });
}

/**
 * The table of steps and the closing line. A test step that did not run counts one failed test, so the
 * closing line cannot read green when something did not run.
 * @param {Result[]} results @returns {{ lines: string[], green: boolean }}
 */
export function report(results) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const rows = results.map((r) => {
    const counts = r.counts ?? (r.tests && r.status === 'not run' ? { passed: 0, failed: 1, skipped: 0 } : undefined);
    if (counts) for (const key of /** @type {const} */ (['passed', 'failed', 'skipped'])) totals[key] += counts[key];
    const seconds = r.seconds === null ? '—' : r.seconds.toFixed(1);
    const tests = counts ? `${counts.passed} / ${counts.failed} / ${counts.skipped}` : '';
    return [r.name, r.status === 'failed' ? 'FAILED' : r.status, seconds, tests, r.note ?? ''];
  });
  const header = ['step', 'result', 'seconds', 'passed / failed / skipped', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  const total = results.reduce((sum, r) => sum + (r.seconds ?? 0), 0);
  const green = results.every((r) => r.status === 'ok') && totals.failed === 0 && totals.passed > 0;
  return {
    green,
    lines: [
      '',
      `=== steps (${total.toFixed(0)} s of step time in all; side-by-side steps overlap) ===`,
      line(header),
      line(widths.map((w) => '-'.repeat(w))),
      ...rows.map(line),
      '',
      // Worded so that none of the lines above can be taken for the closing line.
      `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
    ],
  };
}

async function main() {
  const args = process.argv.slice(2);
  const ci = args.includes('--ci');
  const setupFile = args.includes('--setup-times') ? args[args.indexOf('--setup-times') + 1] : undefined;
  /** @type {Map<string, Promise<Result>>} */
  const background = new Map();
  const notRun = args.includes('--not-run');
  args.forEach((arg, i) => {
    if (arg !== '--background' || notRun) return;
    const value = args[i + 1];
    const name = value.slice(0, value.lastIndexOf('='));
    background.set(name, backgroundResult(name, value.slice(value.lastIndexOf('=') + 1)));
  });
  const stages = testPlan({ ci, databaseUrl: process.env.DATABASE_URL || undefined });
  const setup = setupResults(setupFile);
  const results = notRun
    ? stages
        .flat()
        .map((s) => ({ name: s.name, status: /** @type {const} */ ('not run'), seconds: null, tests: Boolean(s.tests) }))
    : await runPlan(stages, setup, background);
  const { lines, green } = report([...setup, ...results]);
  for (const l of lines) console.log(l);
  process.exitCode = green ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
