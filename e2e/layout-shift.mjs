// Layout shift (CLS) and the first paint of a screen in headless Chromium at 1440×900, signed in as the demo
// admin: `node e2e/layout-shift.mjs <base URL> [path] [runs]` against a running app (npm start). Prints JSON.
/* global window */
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:3000', route = '/activities', runsArg = '5'] = process.argv.slice(2);
const email = process.env.BENCH_ADMIN_EMAIL ?? 'admin@sportdesk.pl';
const password = process.env.BENCH_ADMIN_PASSWORD ?? 'Admin123!';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const results = [];
try {
  const signIn = await fetch(`${base}/users/sign_in.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password } }),
  });
  const token = signIn.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!token) throw new Error(`sign-in failed: ${signIn.status}`);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('last_activity', String(Date.now()));
  }, token);
  await page.addInitScript(() => {
    const w = window;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The list's reply held back (a large database answers in hundreds of ms; on the small demo data it comes in the
  // same frame as the screen and nothing can shift): CLS_API_DELAY_MS, default 600.
  const delay = Number(process.env.CLS_API_DELAY_MS ?? 600);
  await page.route(/\/api\/v2\/admin\/[a-z-]+\?/, async (routed) => {
    await new Promise((resolve) => setTimeout(resolve, delay));
    await routed.continue();
  });
  for (let run = 0; run < Number(runsArg); run++) {
    await page.goto(`${base}${route}`, { waitUntil: 'commit' });
    if (process.env.CLS_SHOTS) {
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/perf-cls-${run}-a.png` });
    }
    await page.waitForLoadState('networkidle');
    if (process.env.CLS_SHOTS) await page.screenshot({ path: `/tmp/perf-cls-${run}-b.png` });
    await page.waitForTimeout(1000);
    const cls = await page.evaluate(() => window.__cls);
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          setTimeout(() => resolve(null), 2000);
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
        }),
    );
    results.push({ cls, lcpMs: lcp });
  }
} finally {
  await browser.close();
}
const sorted = (key) => results.map((r) => r[key]).sort((a, b) => a - b);
console.log(
  JSON.stringify({ route, runs: results, clsMax: Math.max(...sorted('cls')), clsMedian: sorted('cls')[results.length >> 1] }),
);
