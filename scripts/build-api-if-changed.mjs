// Compiles the API to JavaScript (apps/api/dist) unless it was compiled from exactly the current sources, so
// `npm start` runs plain JavaScript instead of compiling TypeScript at every start (tsx stays for `npm run dev`
// and the tests). One esbuild bundle per entry (server, worker) with the contract and drizzle-orm inside and every
// other npm package left to node_modules; the migrations are copied next to it (db/client.ts reads them beside the
// running file). The build also writes dist/pglite-base, an empty embedded database directory with every migration
// applied, which a first start on PGlite copies instead of running initdb and the migrations (db/client.ts,
// pgliteBaseSnapshot).
// The sources' fingerprint is kept in apps/api/dist/.build-fingerprint; `--force` builds anyway.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'apps/api');
const dist = path.join(api, 'dist');
const stampFile = path.join(dist, '.build-fingerprint');
const inputs = [
  'apps/api/src',
  'apps/api/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
  'scripts/build-api-if-changed.mjs',
];
export const ENTRIES = [
  'src/server.ts',
  'src/worker.ts',
  'src/seed/seed-cli.ts',
  'src/db/pglite-snapshot.ts',
  'src/db/pglite-worker.ts',
];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) yield* files(path.join(entry, name));
  } else if (!/\.test\.tsx?$/.test(entry)) yield entry;
}

export function fingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(input)) {
      hash.update(file.split(path.sep).join('/'));
      hash.update('\0');
      hash.update(readFileSync(path.join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * Bundled: the workspace's contract, and drizzle-orm. Node 24 loading drizzle-orm's ~250 ES modules from
 * node_modules allocates ~190 MB on the way (7 MB stay live), which the process kept as RSS; bundled it is one module
 * (RSS after start −110 MB, docs/decisions.md). Other npm packages stay external, resolved from node_modules at run
 * time (PGlite finds its WebAssembly beside its own files).
 */
const bundledPackages = /^(@sportdesk\/|drizzle-orm(\/|$))/;
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      bundledPackages.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildApi() {
  rmSync(dist, { recursive: true, force: true });
  await build({
    absWorkingDir: api,
    entryPoints: ENTRIES.map((entry) => ({ in: entry, out: path.basename(entry, '.ts') })),
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // The server-rendered documents (the public pages, the mailbox simulator) are React components.
    jsx: 'automatic',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  cpSync(path.join(api, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
  execFileSync(process.execPath, [path.join(dist, 'pglite-snapshot.js')], { cwd: api, stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const current = fingerprint();
  const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (
    built === current &&
    ENTRIES.every((entry) => existsSync(path.join(dist, `${path.basename(entry, '.ts')}.js`))) &&
    existsSync(path.join(dist, 'pglite-base', 'PG_VERSION')) &&
    !process.argv.includes('--force')
  ) {
    console.log('API jest skompilowane (apps/api/dist): pomijam kompilację.');
  } else {
    const started = Date.now();
    await buildApi();
    writeFileSync(stampFile, `${current}\n`);
    console.log(`API skompilowane do apps/api/dist w ${Date.now() - started} ms.`);
  }
}
