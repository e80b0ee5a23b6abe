// Builds the web app unless apps/web/dist was built from exactly the current sources.
// The sources' fingerprint (paths and contents of the web app, the contract it imports, and the
// lock file) is kept in apps/web/dist/.build-fingerprint; `--force` builds anyway.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.build-fingerprint');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/public.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.public.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) yield* files(path.join(entry, name));
  } else yield entry;
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

const current = fingerprint();
const built = existsSync(path.join(dist, 'index.html')) && existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
if (built === current && !process.argv.includes('--force')) {
  console.log('Aplikacja web jest aktualna (apps/web/dist): pomijam budowanie.');
  process.exit(0);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(stampFile, `${current}\n`);
