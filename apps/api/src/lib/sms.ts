import { outboxMessages } from '../db/schema/index';
import type { Db } from '../db/client';
import { AppError } from './errors';
import { ErrorCode } from '@sportdesk/contract';

export interface SmsSender {
  readonly kind: 'http' | 'outbox';
  send(phone: string, text: string): Promise<void>;
}

/**
 * Real provider client: POSTs `{ to, message }` as JSON to `SMS_URL` with a bearer `SMS_TOKEN`
 * (the shape most Polish SMS gateways accept through their JSON endpoints).
 */
export class HttpSmsSender implements SmsSender {
  readonly kind = 'http' as const;
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 10_000,
  ) {}
  async send(phone: string, text: string) {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ to: phone, message: text }),
      signal: AbortSignal.timeout(this.timeoutMs),
    }).catch(() => null);
    if (!response?.ok) throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'Nie udało się wysłać SMS');
  }
}

/** Local simulator: SMS land in the development outbox. */
export class OutboxSmsSender implements SmsSender {
  readonly kind = 'outbox' as const;
  constructor(private readonly db: Db) {}
  async send(phone: string, text: string) {
    await this.db.insert(outboxMessages).values({ channel: 'sms', recipient: phone, subject: null, body: text });
  }
}
