// `npm run screens`: starts the API with a fresh demo database, signs in as the demo admin and saves
// 1440×900 screenshots of the main screens into docs/screens/. Uses Debian's Chromium like the E2E suite.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startDemoServer } from '../scripts/demo-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'docs/screens');
const port = Number(process.env.SCREENS_PORT ?? 3199);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'admin@sportdesk.pl', password: 'Admin123!' };

/** Screen name → address. */
const SCREENS = [
  ['activities', '/activities'],
  ['dashboard', '/dashboard'],
  ['audits', '/audits'],
];

const server = await startDemoServer({
  port,
  name: 'screens',
  env: { NODE_ENV: 'development', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
});
let browser;
try {
  const signIn = await fetch(`${base}/users/sign_in.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: admin }),
  });
  const token = (signIn.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  if (!token) throw new Error(`sign-in failed: ${signIn.status}`);

  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
  });
  await context.addInitScript((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('last_activity', String(Date.now()));
  }, token);
  const page = await context.newPage();
  mkdirSync(out, { recursive: true });
  for (const [name, url] of SCREENS) {
    await page.goto(`${base}${url}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => {});
    await page
      .getByRole('progressbar')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => {});
    const file = path.join(out, `${name}.png`);
    await page.screenshot({ path: file });
    console.log(`zapisano ${path.relative(root, file)}`);
  }
} finally {
  await browser?.close();
  await server.stop();
}
