import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../lib/deps';

/** What a gateway is asked to collect. Amounts in grosze. */
export interface PaymentRequest {
  paymentId: number;
  amount: number;
  description: string;
  email: string | null;
  notifyUrl: string;
  returnUrl: string;
  cancelUrl: string;
}

/** A gateway's callback, signed with the shared secret. */
export interface GatewayNotification {
  payment_id: number;
  external_id: string;
  status: 'paid' | 'canceled';
  amount: number;
  signature: string;
}

export interface PaymentGateway {
  readonly name: string;
  /** Registers the payment at the gateway and returns the card payment page to send the player to. */
  createPayment(request: PaymentRequest): Promise<{ redirectUrl: string; externalId: string }>;
  /** True when the notification carries the gateway's valid signature. */
  verify(notification: GatewayNotification): boolean;
}

/** HMAC-SHA256 over `payment_id|external_id|status|amount`, hex. */
export const signNotification = (secret: string, n: Omit<GatewayNotification, 'signature'>) =>
  createHmac('sha256', secret).update(`${n.payment_id}|${n.external_id}|${n.status}|${n.amount}`).digest('hex');

const verifyWith = (secret: string, n: GatewayNotification) => {
  const expected = Buffer.from(signNotification(secret, n), 'hex');
  const given = Buffer.from(typeof n.signature === 'string' ? n.signature : '', 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
};

/**
 * A real gateway over HTTP (`PAYMENT_GATEWAY_URL`, `PAYMENT_GATEWAY_MERCHANT_ID`, `PAYMENT_GATEWAY_SECRET`):
 * `POST {url}/payments` with the request signed in `X-Signature`; the answer carries `{ id, redirect_url }`.
 * Notifications come back to `/api/v2/payments/notify` signed with the same secret.
 */
export class HttpPaymentGateway implements PaymentGateway {
  readonly name = 'http';
  constructor(
    private readonly url: string,
    private readonly merchantId: string,
    private readonly secret: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async createPayment(r: PaymentRequest) {
    const payload = JSON.stringify({
      merchant_id: this.merchantId,
      payment_id: r.paymentId,
      amount: r.amount,
      currency: 'PLN',
      description: r.description,
      email: r.email,
      notify_url: r.notifyUrl,
      return_url: r.returnUrl,
      cancel_url: r.cancelUrl,
    });
    const response = await fetch(`${this.url.replace(/\/$/, '')}/payments`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Signature': createHmac('sha256', this.secret).update(payload).digest('hex'),
      },
      body: payload,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`payment gateway answered ${response.status}`);
    const body = (await response.json()) as { id?: string; redirect_url?: string };
    if (!body.id || !body.redirect_url) throw new Error('payment gateway answer without id or redirect_url');
    return { redirectUrl: body.redirect_url, externalId: String(body.id) };
  }

  verify(n: GatewayNotification) {
    return verifyWith(this.secret, n);
  }
}

/**
 * The local sandbox gateway, served by the API itself at `/sandbox-gateway/pay/{id}` (Zapłać / Anuluj).
 * Used whenever no real gateway is configured; never in front of real money.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly name = 'sandbox';
  constructor(
    private readonly publicUrl: string,
    readonly secret: string,
  ) {}

  /**
   * Like a real gateway it sends the player back to the shop's return or cancel address; having no storage of its
   * own, it carries them (paths on this site only) in its page's query.
   */
  async createPayment(r: PaymentRequest) {
    const base = this.publicUrl.replace(/\/$/, '');
    const back = new URLSearchParams();
    for (const [key, url] of [
      ['powrot', r.returnUrl],
      ['anuluj', r.cancelUrl],
    ] as const)
      if (url.startsWith(`${base}/`)) back.set(key, url.slice(base.length));
    const query = back.size ? `?${back}` : '';
    return { redirectUrl: `${base}/sandbox-gateway/pay/${r.paymentId}${query}`, externalId: `sandbox-${r.paymentId}` };
  }

  verify(n: GatewayNotification) {
    return verifyWith(this.secret, n);
  }
}

const gateways = new WeakMap<AppDeps, PaymentGateway>();

/** The app's gateway: the HTTP client when configured by environment, otherwise the sandbox. */
export function gatewayOf(deps: AppDeps, env: NodeJS.ProcessEnv = process.env): PaymentGateway {
  let gateway = gateways.get(deps);
  if (!gateway) {
    const { PAYMENT_GATEWAY_URL: url, PAYMENT_GATEWAY_MERCHANT_ID: merchant, PAYMENT_GATEWAY_SECRET: secret } = env;
    gateway =
      url && merchant && secret
        ? new HttpPaymentGateway(url, merchant, secret)
        : new SandboxPaymentGateway(
            deps.config.publicUrl,
            secret || createHmac('sha256', deps.config.jwtSecret).update('sandbox-gateway').digest('hex'),
          );
    gateways.set(deps, gateway);
  }
  return gateway;
}

export const NOTIFY_PATH = '/api/v2/payments/notify';
