import { PgBoss, fromPglite } from 'pg-boss';
import type { TestContext } from '../../test/app';

/** pg-boss on the test database, as another process would open it (PGlite: the same instance). */
export const bossOnTestDatabase = (ctx: TestContext) =>
  ctx.database.kind === 'pglite'
    ? new PgBoss({ db: fromPglite(ctx.database.pglite!), backend: 'pglite', supervise: false, schedule: false })
    : new PgBoss({ connectionString: ctx.database.connectionString!, supervise: false, schedule: false, max: 2 });

/** Polls `check` every 250 ms until it answers something, or fails after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
