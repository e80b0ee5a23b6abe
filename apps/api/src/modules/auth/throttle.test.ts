import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { openPostgres } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';
import { usePostgres } from '../../test/db-target';
import { createTestApp, signedInUser, uniqueEmail, type TestContext } from '../../test/app';

/** The sign-in throttle counts and decides in one step, so parallel attempts cannot all slip through. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ signInThrottle: { perEmail: 5, perIp: 20, windowMinutes: 15 } });
});
afterAll(() => ctx.close());

const signIn = (app: TestContext['app'], email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/users/sign_in.json', payload: { user: { email, password } }, remoteAddress: ip });

const statuses = (replies: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const r of replies) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
};

const attemptsFor = async (email: string) =>
  (await ctx.database.db.select().from(loginAttempts).where(eq(loginAttempts.email, email))).length;

describe('sign-in throttle under parallel attempts', () => {
  it('100 concurrent wrong passwords for one e-mail: 5 counted (401), the other 95 get 429', async () => {
    const { email } = await signedInUser(ctx.app);
    // Each from its own address, so only the per-e-mail limit applies.
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(ctx.app, email, 'zle-haslo', `10.20.0.${i + 1}`)),
    );
    expect(statuses(replies)).toEqual({ 401: 5, 429: 95 });
    expect(await attemptsFor(email)).toBe(5);
  });

  it('25 concurrent wrong passwords from one address (under its 30/min route limit): the per-address limit holds', async () => {
    const local = await createTestApp({ signInThrottle: { perEmail: 1000, perIp: 7, windowMinutes: 15 } });
    try {
      const replies = await Promise.all(
        Array.from({ length: 25 }, () =>
          local.app.inject({
            method: 'POST',
            url: '/users/sign_in.json',
            payload: { user: { email: uniqueEmail('obcy'), password: 'x' } },
            remoteAddress: '10.30.0.1',
          }),
        ),
      );
      expect(statuses(replies)).toEqual({ 401: 7, 429: 18 });
      const [{ n }] = await local.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(loginAttempts)
        .where(eq(loginAttempts.ip, '10.30.0.1'));
      expect(n).toBe(7);
    } finally {
      await local.close();
    }
  });

  it('a right password does not count as an attempt', async () => {
    const { email, password } = await signedInUser(ctx.app);
    for (let i = 0; i < 3; i++) expect((await signIn(ctx.app, email, 'zle', `10.40.0.${i + 1}`)).statusCode).toBe(401);
    expect((await signIn(ctx.app, email, password, '10.40.0.9')).statusCode).toBe(200);
    expect(await attemptsFor(email)).toBe(0);
  });

  it.runIf(usePostgres())('holds across two API processes on one PostgreSQL database', async () => {
    const second = await openPostgres(ctx.database.connectionString!);
    const other = await buildApp(ctx.config, { database: second });
    await other.ready();
    try {
      const { email } = await signedInUser(ctx.app);
      const replies = await Promise.all(
        Array.from({ length: 60 }, (_, i) => signIn(i % 2 ? ctx.app : other, email, 'zle-haslo', `10.50.0.${i + 1}`)),
      );
      expect(statuses(replies)).toEqual({ 401: 5, 429: 55 });
      expect(await attemptsFor(email)).toBe(5);
    } finally {
      await other.close();
      await second.close();
    }
  });
});
