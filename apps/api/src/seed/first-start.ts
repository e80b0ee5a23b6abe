import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config';

/** `npm run seed`'s script beside this module: TypeScript under tsx (dev), JavaScript in the compiled bundle. */
const seedScript = () =>
  fileURLToPath(
    import.meta.url.endsWith('.ts') ? new URL('./seed-cli.ts', import.meta.url) : new URL('./seed-cli.js', import.meta.url),
  );

/**
 * A first start on PGlite (no database directory yet, demo data on) creates the database — migrations, the job
 * queue's tables, the demo data — in a process of its own, which then exits: the bulk load and pg-boss's schema
 * grow PGlite's WebAssembly memory, which is never given back, so the server that opens the database afterwards
 * starts as small as on any later start (docs/decisions.md, "Start, memory and the embedded database"). Resolves
 * true when it did; PostgreSQL and later starts seed as before. `execArgv`: how Node runs the script (tsx in dev).
 */
export async function seedFirstPgliteStart(
  config: Pick<Config, 'databaseUrl' | 'seedDemo' | 'dataDir'>,
  execArgv = process.execArgv,
): Promise<boolean> {
  if (config.databaseUrl || !config.seedDemo || existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))) return false;
  const child = spawn(process.execPath, [...execArgv, seedScript()], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: config.dataDir, PGLITE_THREAD: 'false' },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Ładowanie danych demonstracyjnych nie powiodło się (kod ${code})`);
  return true;
}
