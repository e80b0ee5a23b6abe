import { and, count, eq, gt, gte, sql } from 'drizzle-orm';
import { ErrorCode, msg } from '@sportdesk/contract';
import { loginAttempts } from '../../db/schema/index';
import type { Db, Tx } from '../../db/client';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';

/** Namespace of the throttle's advisory locks (the two-key form, apart from pg-boss's one-key locks). */
const LOCK_CLASS = 71_042;

/**
 * Locks the attempt keys of an e-mail (or account) and an address, in a fixed order so two requests cannot
 * deadlock, and counts their attempts since the given instants (the account's bound inclusive when asked).
 */
async function lockAndCount(
  tx: Tx,
  key: { email: string; emailSince: Date; emailInclusive?: boolean },
  address: { ip: string; since: Date },
) {
  for (const lockKey of [`email:${key.email}`, `ip:${address.ip}`].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${lockKey}))`);
  const [[byEmail], [byIp]] = [
    await tx
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, key.email), (key.emailInclusive ? gte : gt)(loginAttempts.createdAt, key.emailSince))),
    await tx
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, address.ip), gt(loginAttempts.createdAt, address.since))),
  ];
  return { byEmail: byEmail.n, byIp: byIp.n };
}

/**
 * Sign-in throttling per e-mail and per client address, counted from attempts stored in the database so it
 * holds across restarts and across several API processes.
 *
 * Count and decide are one step: under a transaction-scoped advisory lock on the e-mail and on the address
 * (taken in a fixed order, so two requests cannot deadlock), the attempts in the window are counted and, when
 * under both limits, this attempt is recorded before the password is checked. Parallel wrong passwords
 * therefore queue on the lock and the sixth one sees five: it gets 429 without a password check. A correct
 * password removes the attempt again (and a successful sign-in clears the e-mail's attempts).
 */
export class SignInThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: Config['signInThrottle'],
  ) {}

  private since() {
    return new Date(Date.now() - this.limits.windowMinutes * 60_000);
  }

  /** Counts and records one attempt atomically; throws 429 when the e-mail or the address is at its limit. Returns the attempt's id. */
  async begin(email: string, ip: string): Promise<number> {
    const since = this.since();
    const id = await this.db.transaction(async (tx) => {
      const { byEmail, byIp } = await lockAndCount(tx, { email, emailSince: since }, { ip, since });
      if (byEmail >= this.limits.perEmail || byIp >= this.limits.perIp) return null;
      const [row] = await tx.insert(loginAttempts).values({ email, ip }).returning({ id: loginAttempts.id });
      return row.id;
    });
    if (id === null) throw new AppError(ErrorCode.RATE_LIMITED, msg.tooManyAttempts);
    return id;
  }

  /** The password was right: the attempt does not count. */
  async forget(attemptId: number) {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
  }

  async clear(email: string) {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.email, email));
  }
}

/** Wrong SMS codes one account may try against one code: a new code starts the count again. */
export const PHONE_CODE_ATTEMPTS_PER_CODE = 5;
/** Wrong SMS codes one client address may try in `PHONE_CODE_IP_WINDOW_MINUTES`, across accounts. */
export const PHONE_CODE_ATTEMPTS_PER_IP = 20;
export const PHONE_CODE_IP_WINDOW_MINUTES = 15;

/**
 * Attempts at the phone confirmation code (`POST /api/v2/users/confirm_phone_token`), counted like sign-ins: in
 * `login_attempts`, under the same advisory locks, recorded before the code is compared. The row's `email` is
 * `phone:<user id>` (never an address: sign-in's per-e-mail count cannot meet it) and its `ip` is
 * `phone:<address>` (so these guesses do not use up the address's sign-in allowance, nor the reverse).
 *
 * Per account the attempts since the current code was sent count (at most its 15-minute life), so a new code
 * resets the count; per address those of the last 15 minutes. Parallel wrong guesses queue on the lock and the
 * sixth sees five: 429 without comparing the code. A right code removes its own attempt.
 */
export class PhoneCodeThrottle {
  constructor(private readonly db: Db) {}

  /** Counts and records one attempt; 429 when the account's code or the address is at its limit. Returns the attempt's id. */
  async begin(userId: number, ip: string, codeSentAt: Date | null): Promise<number> {
    const account = `phone:${userId}`;
    const address = `phone:${ip}`.slice(0, 64);
    const ipSince = new Date(Date.now() - PHONE_CODE_IP_WINDOW_MINUTES * 60_000);
    const accountSince = codeSentAt && codeSentAt > ipSince ? codeSentAt : ipSince;
    const id = await this.db.transaction(async (tx) => {
      const { byEmail: byAccount, byIp } = await lockAndCount(
        tx,
        { email: account, emailSince: accountSince, emailInclusive: true },
        { ip: address, since: ipSince },
      );
      if (byAccount >= PHONE_CODE_ATTEMPTS_PER_CODE || byIp >= PHONE_CODE_ATTEMPTS_PER_IP) return null;
      const [row] = await tx
        .insert(loginAttempts)
        .values({ email: account, ip: address, createdAt: new Date() })
        .returning({ id: loginAttempts.id });
      return row.id;
    });
    if (id === null) throw new AppError(ErrorCode.RATE_LIMITED, msg.phoneTokenTooManyAttempts);
    return id;
  }

  /** The code was right: this attempt does not count. */
  async forget(attemptId: number) {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
  }
}
