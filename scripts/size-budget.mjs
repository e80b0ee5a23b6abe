// The JavaScript each route costs a first-time visitor, measured in Chromium as users pay it: a cold browser
// (empty cache) opens the route and every script it fetches until the network has been quiet for a while is
// counted — the entry, the screen, and the chunks loaded after the first paint (the form engine, the toaster,
// tooltips…). Prefetch hints are not scripts and are not counted. Each body is gzip-compressed (level 9) so the
// number does not depend on what the server negotiated. Fails (exit 1) when a route is over its budget.
// Run after `npm run build`: `npm run size` starts the API with the built web app on a fresh PGlite database with
// the demo seed (port SIZE_PORT, default 3215) and Chromium (/usr/bin/chromium, CHROMIUM_PATH). CI runs it beside
// the end-to-end tests. `--json` prints the table as JSON (npm run bench).
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { startDemoServer } from './demo-server.mjs';

/**
 * Budgets in KiB of gzip per route, each the route's size measured this way (docs/benchmarks.md, "JavaScript a
 * cold load fetches") plus about 2 KiB of room, so a heavy import (a chart library, the date pickers, zod or the form
 * engine pulled into a first load) fails CI while ordinary screen work does not. The ceilings asked for — 180 for the
 * public document's routes (`/auth`, `/portal`, an activity page), 250 for `/activities` — are met as users pay them
 * since what a visit does not use loads on first use (docs/decisions.md "Loaded on first use, zod/mini on the sign-in
 * page"); those budgets never go above the ceilings. Lower a budget when a route shrinks; raise one only with the
 * reason in the commit.
 * `path` is where the browser goes (`:activity` is the first public activity of the demo data, `:group` its first
 * visible group); `signedIn` opens
 * it with the demo administrator's session in localStorage, as the sign-in page leaves it.
 */
export const BUDGETS = [
  { route: '/auth', path: '/auth', maxGzipKiB: 180 },
  { route: '/portal', path: '/portal', maxGzipKiB: 174 },
  { route: '/portal/zajecia/:id', path: '/portal/zajecia/:activity', maxGzipKiB: 180 },
  { route: '/portal/grupy/:id', path: '/portal/grupy/:group', maxGzipKiB: 173 },
  { route: '/dashboard', path: '/dashboard', signedIn: true, maxGzipKiB: 414 },
  { route: '/activities', path: '/activities', signedIn: true, maxGzipKiB: 248 },
  { route: '/activities/new', path: '/activities/new', signedIn: true, maxGzipKiB: 403 },
  { route: '/users', path: '/users', signedIn: true, maxGzipKiB: 239 },
];

const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@sportdesk.pl', password: process.env.ADMIN_PASSWORD ?? 'Admin123!' };
/** How long the network must stay without a new request before the load counts as finished. */
const QUIET_MS = 1500;

/**
 * The route's row from what the browser fetched: scripts only, each address once (a module fetched twice is paid
 * once), gzip sizes summed.
 * @param {{ url: string, resourceType: string, body: Buffer }[]} fetched
 */
export function scriptCost(fetched) {
  const seen = new Map();
  for (const { url, resourceType, body } of fetched) {
    if (resourceType !== 'script' || seen.has(url)) continue;
    seen.set(url, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  const sizes = [...seen.values()];
  return {
    files: sizes.length,
    rawKiB: sizes.reduce((sum, s) => sum + s.raw, 0) / 1024,
    gzipKiB: sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024,
  };
}

/** The routes over their budget. @param {{ route: string, gzipKiB: number, maxGzipKiB: number }[]} rows */
export const overBudget = (rows) => rows.filter((row) => row.gzipKiB > row.maxGzipKiB);

async function signIn(origin) {
  const response = await fetch(`${origin}/users/sign_in.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ user: ADMIN }),
  });
  const token = (response.headers.get('Authorization') ?? '').split(' ')[1];
  if (!response.ok || !token) throw new Error(`Logowanie administratora demo nie powiodło się: ${response.status}`);
  return token;
}

async function firstPublicActivity(origin) {
  const reply = await (await fetch(`${origin}/api/v2/portal/activities?limit=1`)).json();
  const id = reply.ok ? reply.data.rows?.[0]?.id : undefined;
  if (!id) throw new Error('Portal nie ma żadnych publicznych zajęć (dane demo)');
  return id;
}

/** The first visible group of the demo data (the admin's list; a hidden one would need its link's key). */
async function firstVisibleGroup(origin, token) {
  const reply = await (
    await fetch(`${origin}/api/v2/admin/competition_groups?limit=100`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  const id = reply.ok ? reply.data.rows?.find((group) => !group.hidden)?.id : undefined;
  if (!id) throw new Error('Dane demo nie mają widocznej grupy');
  return id;
}

/** Opens `url` in a fresh browser context (nothing cached) and collects every response until the network is quiet. */
async function coldLoad(browser, url, token) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    if (token)
      await page.evaluateOnNewDocument((t) => {
        localStorage.setItem('token', t);
        localStorage.setItem('last_activity', String(Date.now()));
      }, token);
    const fetched = [];
    const reading = [];
    let lastActivity = Date.now();
    page.on('request', () => (lastActivity = Date.now()));
    page.on('response', (response) => {
      lastActivity = Date.now();
      const resourceType = response.request().resourceType();
      if (resourceType !== 'script') return;
      reading.push(
        response
          .buffer()
          .then((body) => fetched.push({ url: response.url(), resourceType, body }))
          .catch(() => {}),
      );
    });
    const reply = await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
    if (!reply?.ok()) throw new Error(`${url}: HTTP ${reply?.status()}`);
    while (Date.now() - lastActivity < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 250));
    await Promise.all(reading);
    return { fetched, landedOn: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

export async function measure() {
  const port = Number(process.env.SIZE_PORT ?? 3215);
  const server = await startDemoServer({ port, name: 'size', env: { NODE_ENV: 'test' } });
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const token = await signIn(server.origin);
    const activity = await firstPublicActivity(server.origin);
    const group = await firstVisibleGroup(server.origin, token);
    const rows = [];
    for (const budget of BUDGETS) {
      const path = budget.path.replace(':activity', String(activity)).replace(':group', String(group));
      const { fetched, landedOn } = await coldLoad(browser, server.origin + path, budget.signedIn ? token : undefined);
      // A guard that sent the browser elsewhere (the sign-in page) would measure the wrong screen.
      if (landedOn !== path) throw new Error(`${path}: przeglądarka trafiła na ${landedOn}`);
      rows.push({ route: budget.route, ...scriptCost(fetched), maxGzipKiB: budget.maxGzipKiB });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows));
  } else {
    console.log('JS pobrany przy pierwszym wejściu (Chromium, pusta pamięć podręczna, do ciszy w sieci)');
    console.log('trasa                 pliki   JS (KiB)   gzip (KiB)   limit gzip (KiB)');
    for (const row of rows) {
      const mark = row.gzipKiB > row.maxGzipKiB ? '  PRZEKROCZONY' : '';
      console.log(
        `${row.route.padEnd(20)} ${String(row.files).padStart(6)} ${row.rawKiB.toFixed(1).padStart(10)} ${row.gzipKiB
          .toFixed(1)
          .padStart(12)} ${String(row.maxGzipKiB).padStart(18)}${mark}`,
      );
    }
  }
  const over = overBudget(rows);
  if (over.length > 0) {
    console.error(`Budżet rozmiaru przekroczony: ${over.map((row) => row.route).join(', ')}`);
    process.exit(1);
  }
}
