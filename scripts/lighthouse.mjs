// Lighthouse on four pages of the built app: the sign-in page and the back office's /activities (desktop, the
// latter signed in as the demo administrator), the portal's home page and a portal activity page (mobile). Writes docs/benchmarks-lighthouse.md.
// Run after `npm run build`: `npm run lighthouse` (not part of .ci/run: the numbers depend on the machine's load).
// LIGHTHOUSE_PORT (default 3214) is where the API serves the build, on a fresh PGlite database with the demo seed.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as prettier from 'prettier';
import puppeteer from 'puppeteer-core';
import { startDemoServer } from './demo-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3214);
const origin = `http://127.0.0.1:${port}`;
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@sportdesk.pl', password: process.env.ADMIN_PASSWORD ?? 'Admin123!' };
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Signs in the demo administrator the way the sign-in page does; returns what the app keeps in localStorage. */
async function signIn() {
  const response = await fetch(`${origin}/users/sign_in.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ user: ADMIN }),
  });
  const reply = await response.json();
  const token = (response.headers.get('Authorization') ?? '').split(' ')[1];
  if (!response.ok || !reply.ok || !token) throw new Error(`Logowanie nie powiodło się: ${response.status}`);
  return { token, user: reply.data };
}

async function firstPortalActivity() {
  const reply = await (await fetch(`${origin}/api/v2/portal/activities?limit=1`)).json();
  const id = reply.ok ? reply.data.rows?.[0]?.id : undefined;
  if (!id) throw new Error('Portal nie ma żadnych publicznych zajęć (seed demo)');
  return id;
}

const kib = (bytes) => (bytes / 1024).toFixed(1).replace('.', ',');
const ms = (value) => Math.round(value).toLocaleString('pl-PL');

function summarise(name, url, formFactor, lhr) {
  const audit = (id) => lhr.audits[id];
  const scripts = (audit('network-requests')?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    name,
    url: url.replace(origin, ''),
    formFactor,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    // Lighthouse's own measure of the host's speed (higher is faster): desktop runs are not CPU-throttled, so
    // the same build scores lower on a slower machine; this says how the machines compare.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    // The accessibility audits that failed (axe rules), to look at where the score is below 100.
    a11yFailed: lhr.categories.accessibility.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((result) => result.score === 0)
      .map((result) => result.id),
  };
}

/**
 * Before each page: an empty HTTP cache (a first visit, so the JS is downloaded) and the session in localStorage as
 * the sign-in page leaves it, or none (a visitor). Lighthouse then runs with `disableStorageReset` to keep both.
 */
async function prepareBrowser(chromePort, session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    // A page of the origin without the app (so no script is cached) to reach its localStorage.
    await page.goto(`${origin}/api/v2/health`);
    await page.evaluate((stored) => {
      localStorage.clear();
      if (!stored) return;
      localStorage.setItem('token', stored.token);
      localStorage.setItem('user', JSON.stringify(stored.user));
      localStorage.setItem('last_activity', String(Date.now()));
    }, session);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function main() {
  const loadBefore = os.loadavg();
  const api = await startDemoServer({ port, name: 'lighthouse', env: { NODE_ENV: 'test' } });
  let chrome;
  try {
    const session = await signIn();
    const activityId = await firstPortalActivity();
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });

    const pages = [
      { name: 'Logowanie', url: `${origin}/auth`, formFactor: 'desktop', session: null },
      { name: 'Back office: lista zajęć', url: `${origin}/activities`, formFactor: 'desktop', session },
      { name: 'Portal: strona główna', url: `${origin}/portal`, formFactor: 'mobile', session: null },
      { name: 'Portal: strona zajęć', url: `${origin}/portal/zajecia/${activityId}`, formFactor: 'mobile', session: null },
    ];
    const rows = [];
    for (const target of pages) {
      await prepareBrowser(chrome.port, target.session);
      const flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility'],
      };
      const result = await lighthouse(target.url, flags, target.formFactor === 'desktop' ? desktopConfig : undefined);
      if (!result) throw new Error(`Lighthouse nie zwrócił wyniku dla ${target.url}`);
      if (result.lhr.runtimeError) throw new Error(`${target.url}: ${result.lhr.runtimeError.message}`);
      rows.push(summarise(target.name, target.url, target.formFactor, result.lhr));
      console.log(JSON.stringify(rows.at(-1)));
    }
    await writeReport(rows, loadBefore, os.loadavg());
  } finally {
    if (chrome) await chrome.kill();
    await api.stop();
  }
}

async function writeReport(rows, loadBefore, loadAfter) {
  const load = (values) => values.map((value) => value.toFixed(2)).join(' / ');
  const lines = [
    '# Lighthouse',
    '',
    '`npm run lighthouse` (`scripts/lighthouse.mjs`, after `npm run build`) starts the API with the built web app on a',
    'fresh PGlite database with the demo seed (port `LIGHTHOUSE_PORT`, default 3214), signs in the demo administrator',
    "(the token and the user put in localStorage as the sign-in page does) and runs Lighthouse's performance and",
    'accessibility categories with chromium (headless): sign-in and the back office desktop, the portal mobile (Lighthouse default:',
    'a mid-range phone, simulated 4G throttling, 4× CPU slowdown). It rewrites this file. It is not part of `.ci/run`:',
    'the scores depend on the machine and its load.',
    '',
    '| Strona | Adres | Profil | Wydajność | Dostępność | JS (przesłane, KiB) | Pliki JS | FCP [ms] | LCP [ms] | TBT [ms] | CLS | Nieudane audyty dostępności |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.name} | \`${row.url}\` | ${row.formFactor} | ${row.performance} | ${row.accessibility} | ${kib(row.jsBytes)} | ${row.jsFiles} | ${ms(row.fcp)} | ${ms(row.lcp)} | ${ms(row.tbt)} | ${row.cls.toFixed(3).replace('.', ',')} | ${row.a11yFailed.map((id) => `\`${id}\``).join(', ') || '–'} |`,
    ),
    '',
    `- Data pomiaru: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- Średnie obciążenie maszyny (1/5/15 min) przed pomiarem: ${load(loadBefore)}, po: ${load(loadAfter)}; ${os.cpus().length} rdzenie logiczne${loadBefore[0] > 2 ? ' — maszyna zajęta innymi zadaniami, więc czasy (FCP, LCP, TBT) są zawyżone; rozmiary JS i CLS od obciążenia nie zależą' : ''}`,
    `- Indeks szybkości maszyny według Lighthouse (\`benchmarkIndex\`, więcej = szybciej; profil desktop nie spowalnia procesora, więc na wolniejszej maszynie ten sam kod ma niższy wynik): ${rows.map((row) => Math.round(row.benchmarkIndex ?? 0)).join(' / ')}`,
    `- Node.js ${process.version}; Chromium \`${process.env.CHROME_PATH ?? '/usr/bin/chromium'}\`; API na tej samej maszynie (PGlite, NODE_ENV=test)`,
    '- „JS (przesłane)” to bajty wszystkich skryptów pobranych w czasie pomiaru, tak jak przeszły przez sieć: brotli',
    '  (Chromium je przyjmuje także z http://127.0.0.1) razem z nagłówkami odpowiedzi (ok. 1 KiB na plik) i z fragmentami',
    '  ładowanymi po pierwszym ekranie (np. powiadomienia); stąd inne liczby niż gzip tras z `npm run size`.',
    '',
  ];
  const file = path.join(root, 'docs/benchmarks-lighthouse.md');
  // Formatted as `npm run lint` (prettier) expects, so a run leaves a clean tree.
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  writeFileSync(file, await prettier.format(lines.join('\n'), options));
}

await main();
