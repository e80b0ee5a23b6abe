// The JavaScript each route loads, gzip-compressed, against a budget per route; fails (exit 1) over budget.
// Reads Vite's manifests of the last build (apps/web/dist/.vite/manifest.json for the app's document,
// public-manifest.json for the public one: portal and sign-in, apps/web/vite.public.config.ts): a route loads its
// document's entry chunk (index.html or public.html) and its screen modules (the lazy route imports), each with every chunk it
// imports statically.
// Run after `npm run build`: `npm run size` (CI: .ci/run). `--json` prints the table as JSON (npm run bench).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');

/**
 * Budgets in KiB of gzip per route: the route's screens as the router loads them (apps/web/src/**\/routes.tsx).
 * Each is the route's measured size (docs/benchmarks.md, "Browser, start and memory") plus a few KiB of room, so
 * a heavy import (zod, notistack, the date pickers or a chart library pulled into the entry or a shared chunk)
 * fails CI while ordinary screen work does not. Every document runs React 19 and React Router's data router
 * (docs/decisions.md, "One React, one router (issue 33)"). The sign-in page and the portal are the public
 * document's (public.html: no back-office code), held under issue 33's 180 KiB; the back office's layout is part of
 * its document's entry (its shell paints without waiting for a chunk), so a back-office route is the entry and its
 * screen. `/activities` is held under its 250 (issue 33): the filter row's zod beside the page, tooltips, search
 * pop-ups and the unsaved-changes dialog after the first paint (docs/decisions.md, "Browser bundles (issue 21)").
 * Lower these when a route shrinks; raise one only with the reason in the commit, and never above those ceilings.
 */
export const BUDGETS = [
  { route: '/auth', manifest: 'public-manifest.json', modules: ['src/features/auth/SignInPage.tsx'], maxGzipKiB: 180 },
  {
    route: '/portal',
    manifest: 'public-manifest.json',
    modules: ['src/features/portal/PortalLayout.tsx', 'src/features/portal/HomePage.tsx'],
    maxGzipKiB: 175,
  },
  {
    route: '/portal/zajecia/:id',
    manifest: 'public-manifest.json',
    modules: ['src/features/portal/PortalLayout.tsx', 'src/features/portal/ActivityPage.tsx'],
    maxGzipKiB: 180,
  },
  {
    route: '/dashboard',
    modules: ['src/features/dashboard/DashboardPage.tsx'],
    // Was 317; the shared form hook (docs/decisions.md "One way to write a form") made it 317.3.
    maxGzipKiB: 321,
  },
  {
    route: '/activities',
    modules: ['src/features/activities/ActivityListPage.tsx'],
    // At most 250 for React (docs/benchmarks.md); 243 until the features' public entries and the shared form (244.0).
    maxGzipKiB: 246,
  },
  {
    route: '/activities/new',
    modules: ['src/features/activities/ActivityCreatePage.tsx'],
    maxGzipKiB: 396,
  },
  { route: '/users', modules: ['src/features/users/UserListPage.tsx'], maxGzipKiB: 235 },
];

/** Every JS file a route loads before its screen shows: the entry and the screens, with their static imports. */
export function routeFiles(manifest, modules) {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('Manifest bez punktu wejścia (index.html)');
  const seen = new Set();
  // A lazy screen is a key of its own; one also imported statically elsewhere is a shared chunk under its name.
  const find = (key) =>
    manifest[key] ??
    Object.values(manifest).find((chunk) => chunk.src === key || chunk.name === path.basename(key).replace(/\.tsx?$/, ''));
  const visit = (key) => {
    const chunk = find(key);
    if (!chunk) throw new Error(`Brak modułu ${key} w manifeście Vite — sprawdź listę tras w scripts/size-budget.mjs`);
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entry, ...modules]) visit(key);
  return [...seen].filter((file) => file.endsWith('.js'));
}

function readManifest(name) {
  const manifestFile = path.join(dist, '.vite', name);
  if (!existsSync(manifestFile)) throw new Error(`Brak ${manifestFile}: najpierw npm run build`);
  return JSON.parse(readFileSync(manifestFile, 'utf8'));
}

export function measure() {
  return BUDGETS.map(({ route, manifest = 'manifest.json', modules, maxGzipKiB }) => {
    let raw = 0;
    let gzip = 0;
    const files = routeFiles(readManifest(manifest), modules);
    for (const file of files) {
      const body = readFileSync(path.join(dist, file));
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    return { route, files: files.length, rawKiB: raw / 1024, gzipKiB: gzip / 1024, maxGzipKiB };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows));
  } else {
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
  const over = rows.filter((row) => row.gzipKiB > row.maxGzipKiB);
  if (over.length > 0) {
    console.error(`Budżet rozmiaru przekroczony: ${over.map((row) => row.route).join(', ')}`);
    process.exit(1);
  }
}
