import { and, count, eq, gt } from 'drizzle-orm';
import { ErrorCode, msg } from '@sportdesk/contract';
import { loginAttempts } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';

/**
 * Sign-in throttling per e-mail and per client address, counted from failed attempts stored in the
 * database so it holds across restarts and across several API processes.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: Config['signInThrottle'],
  ) {}

  private since() {
    return new Date(Date.now() - this.limits.windowMinutes * 60_000);
  }

  async assertAllowed(email: string, ip: string) {
    const since = this.since();
    const [[byEmail], [byIp]] = await Promise.all([
      this.db
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.email, email), gt(loginAttempts.createdAt, since))),
      this.db
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.createdAt, since))),
    ]);
    if (byEmail.n >= this.limits.perEmail || byIp.n >= this.limits.perIp)
      throw new AppError(ErrorCode.RATE_LIMITED, msg.tooManyAttempts);
  }

  async recordFailure(email: string, ip: string) {
    await this.db.insert(loginAttempts).values({ email, ip });
  }

  async clear(email: string) {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.email, email));
  }
}
