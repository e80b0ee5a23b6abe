// The API serving the built web app on a fresh PGlite database with the demo seed, for scripts that look at
// real pages (`npm run screens`, `npm run lighthouse`). One process (Node with tsx's loader), so one SIGTERM
// shuts it down cleanly; the database folder is removed afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Starts the server on 127.0.0.1:`port` and waits for its health check; `env` adds or overrides variables. */
export async function startDemoServer({ port, name, env = {} }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `sportdesk-${name}-`));
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(root, 'apps/web/dist'),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

async function waitForHealth(origin, exited) {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let i = 0; i < 360 && !gone; i++) {
    try {
      if ((await fetch(`${origin}/api/v2/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(gone ? 'the server exited before it started' : `the server on ${origin} did not start in 3 minutes`);
}
