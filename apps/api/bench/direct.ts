import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../src/db/schema/index';
import type { Db } from '../src/db/client';

/** What one endpoint request runs on the database, as the API's own query functions run it. */
export type DirectRun = (db: Db) => Promise<unknown>;

/** The claims of the benchmark's token, read from its payload (the API verifies the signature; SQL does not). */
export function claimsOf(token: string) {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; jti: string };
  return { userId: Number(payload.sub), tokenId: payload.jti };
}

/** `connections` databases of one connection each: every client runs its statements one after another. */
export function openDirect(url: string, connections: number) {
  const pools = Array.from({ length: connections }, () => new pg.Pool({ connectionString: url, max: 1 }));
  return {
    dbs: pools.map((pool) => drizzle(pool, { schema }) as unknown as Db),
    close: () => Promise.all(pools.map((pool) => pool.end())),
  };
}

/**
 * Times `amount` runs of the rotation spread over the clients (each takes the next run when its last one
 * ends, as autocannon's connections take the next request); returns each run's time in ms.
 */
export async function timeDirect(dbs: Db[], runs: DirectRun[], amount: number): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    dbs.map(async (db) => {
      for (let i = next++; i < amount; i = next++) {
        const started = performance.now();
        await runs[i % runs.length](db);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}
