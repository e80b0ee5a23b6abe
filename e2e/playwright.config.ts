import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** E2E_PORT lets two checkouts run their suites side by side. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
const here = import.meta.dirname;

type TraceMode = 'off' | 'on' | 'retain-on-failure' | 'on-first-retry';
const traceMode = (): TraceMode =>
  (process.env.E2E_TRACE as TraceMode | undefined) ?? (process.env.CI ? 'off' : 'retain-on-failure');

/** A fresh embedded database per run; set once so Playwright's worker processes see the same value. */
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), `sportdesk-e2e-${Date.now()}-`));

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Two workers run files side by side (a file's tests stay in order in one worker): every test makes the rows
  // it reads through the API (support/seed.ts) and filters lists to them, so no test reads the demo data or
  // another test's rows.
  fullyParallel: false,
  workers: 2,
  // No retries: a test that fails once and then passes would hide a flake. Fix flakes at their cause.
  retries: 0,
  failOnFlakyTests: Boolean(process.env.CI),
  forbidOnly: Boolean(process.env.CI),
  // Two cores run the API, PGlite and Chromium together: long scenarios need room. With other suites
  // running beside it, a list stayed busy (aria-busy) for more than 7 s in activities, locations,
  // checkout and dashboard specs: these are ceilings only, a passing wait returns at once.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    // Recording a trace of every test (kept only for a failure) made the suite ~40 % slower in CPU (24 tests:
    // 128 s against 80 s, docs/benchmarks.md "CI"); CI keeps no files, only its log and the failure's error
    // context and screenshot. Locally, and with E2E_TRACE=retain-on-failure anywhere, failures keep their trace.
    trace: traceMode(),
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'npx tsx ../apps/api/src/server.ts',
    cwd: here,
    url: `${baseURL}/api/v2/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      WEB_DIST: path.resolve(here, '../apps/web/dist'),
      LOG_LEVEL: 'warn',
      SIGN_IN_MAX_PER_EMAIL: '50',
      SIGN_IN_MAX_PER_IP: '1000',
      // The local mailbox simulator: tests open the confirmation link from the e-mail, as a player does.
      DEV_MAILBOX: 'true',
    },
  },
});
