import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';

/** Rows whose window ended this long ago are removed now and then by the requests themselves. */
const SWEEP_AFTER_MS = 60 * 60 * 1000;
const SWEEP_EVERY = 200;

/**
 * A `@fastify/rate-limit` store in the database (`rate_limit_hits`): every instance behind the load balancer
 * counts into the same row per route and client, so a limit of 30 a minute is 30 a minute for the whole
 * deployment, not 30 per instance. One upsert per limited request (only the few throttled routes use it).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let calls = 0;
  class DatabaseStore {
    constructor(private readonly prefix = 'global:') {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number) {
      const windowMs = Math.max(1, Math.round(timeWindow ?? 60_000));
      const fullKey = `${this.prefix}${key}`.slice(0, 300);
      const sweep = ++calls % SWEEP_EVERY === 0;
      void (async () => {
        const result = await db.execute(sql`
          insert into rate_limit_hits (key, hits, reset_at)
          values (${fullKey}, 1, now() + ${windowMs} * interval '1 millisecond')
          on conflict (key) do update set
            hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
            reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end
          returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`);
        const [row] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
        if (sweep)
          await db.execute(
            sql`delete from rate_limit_hits where reset_at < now() - ${SWEEP_AFTER_MS} * interval '1 millisecond'`,
          );
        return { current: Number(row.hits), ttl: Number(row.ttl) };
      })().then(
        (res) => callback(null, res),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { routeInfo?: { method?: string; url?: string } }) {
      const info = routeOptions.routeInfo ?? {};
      return new DatabaseStore(`${info.method ?? ''} ${info.url ?? ''}:`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
