import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  url: string;
  /** The server process (for its CPU time). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * The real API server (`src/server.ts`) in its own process, so the load generator does not share its
 * event loop; loopback only, no jobs, no demo data. `extraEnv` overrides (e.g. `DATABASE_URL: ''` and a
 * `DATA_DIR` for the embedded database).
 */
export async function startServer(
  databaseUrl: string,
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // No mail is sent while measuring; production refuses to start without SMTP_URL otherwise.
      ALLOW_DEV_OUTBOX: 'true',
      // No payment is taken either; production refuses the sandbox gateway otherwise.
      ALLOW_SANDBOX_PAYMENTS: 'true',
      JOBS: 'off',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(os.tmpdir(), 'sportdesk-bench'),
      WEB_DIST: '',
      PG_POOL_MAX: process.env.PG_POOL_MAX ?? '10',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v2/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('API server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function signIn(url: string, email: string, password: string) {
  const response = await fetch(`${url}/users/sign_in.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password } }),
  });
  const token = response.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!response.ok || !token) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return token;
}
