import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { instanceSecrets } from '../db/schema/index';

/**
 * A first-start secret shared by every instance on the database: the first instance to start writes it,
 * every other one (now or later) reads the same row. Never generated per machine.
 */
export async function sharedSecret(db: Db, name: string, generate: () => string): Promise<string> {
  await db.insert(instanceSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db.select({ value: instanceSecrets.value }).from(instanceSecrets).where(eq(instanceSecrets.name, name));
  return row.value;
}

/**
 * Fills `config.jwtSecret` from the database when no JWT_SECRET is set on a PostgreSQL server. A club that moved
 * from the embedded database keeps its tokens valid: the `jwt-secret` file of its data directory, when there is
 * one, becomes the shared secret at the first start.
 */
export async function resolveSharedSecrets(config: Config, db: Db, log: (line: string) => void = console.warn) {
  if (!config.jwtSecretFromDatabase) return;
  const file = path.join(config.dataDir, 'jwt-secret');
  const carried = existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
  config.jwtSecret = await sharedSecret(db, 'jwt', () => carried || randomBytes(48).toString('base64url'));
  if (carried && carried !== config.jwtSecret)
    log(`SportDesk: ${file} differs from the secret shared in the database; the database's is used (the file is ignored)`);
}

/**
 * SIGTERM/SIGINT: readiness turns 503 at once (the load balancer stops choosing this instance), the listener
 * closes (new connections go to the other instances), requests in flight finish and are answered, live pages
 * are closed (they reconnect to another instance), running jobs get the rest of `shutdownTimeoutMs` to finish
 * and are failed for a retry otherwise (pg-boss), then the database pool closes. A second signal, or the
 * timeout, ends the process at once.
 */
export async function drain(app: FastifyInstance, database: Database) {
  app.deps.lifecycle.draining = true;
  await app.close();
  await database.close();
}

export function stopOnSignals(app: FastifyInstance, database: Database, config: Config, name: string) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${name}: ${signal} again, stopping now`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${name}: ${signal}, finishing requests and jobs in progress (at most ${config.shutdownTimeoutMs / 1000} s)`);
    const deadline = setTimeout(() => {
      console.error(`${name}: still busy after ${config.shutdownTimeoutMs / 1000} s, stopping`);
      process.exit(1);
    }, config.shutdownTimeoutMs + 5_000);
    deadline.unref();
    try {
      await drain(app, database);
      console.log(`${name}: stopped`);
      process.exit(0);
    } catch (error) {
      console.error(`${name}: error while stopping`, error);
      process.exit(1);
    }
  };
  process.on('SIGINT', (s) => void stop(s));
  process.on('SIGTERM', (s) => void stop(s));
}
