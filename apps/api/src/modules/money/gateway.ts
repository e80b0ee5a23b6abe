import { createHmac, timingSafeEqual } from 'node:crypto';
import { SANDBOX_GATEWAY_PAGE } from '@sportdesk/contract';
import type { Config } from '../../config';
import { derivedKey } from '../../lib/derived-key';
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
 * The local sandbox gateway: its page is the portal's `/portal/bramka-testowa/{id}` (Zapłać / Anuluj), whose
 * buttons call `/api/v2/sandbox-gateway/payments/{id}/…` as the signed-in owner of the payment (sandbox.ts).
 * Used when no real gateway is configured: outside production, or in production with `ALLOW_SANDBOX_PAYMENTS=true`;
 * never in front of real money.
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
    return { redirectUrl: `${base}${SANDBOX_GATEWAY_PAGE}/${r.paymentId}${query}`, externalId: `sandbox-${r.paymentId}` };
  }

  verify(n: GatewayNotification) {
    return verifyWith(this.secret, n);
  }
}

/** No gateway at all (neither configured nor the sandbox allowed): nothing is paid online, no callback is believed. */
class NoPaymentGateway implements PaymentGateway {
  readonly name = 'none';
  async createPayment(): Promise<never> {
    throw new Error('no payment gateway configured');
  }
  verify() {
    return false;
  }
}

/** Whether the app runs the local sandbox gateway (and serves its routes): no real gateway, and the sandbox allowed. */
export const sandboxEnabled = (config: Config) => !config.paymentGateway && config.sandboxPayments;

const gateways = new WeakMap<AppDeps, PaymentGateway>();

/** The app's gateway: the HTTP client when configured (`config.paymentGateway`), otherwise the sandbox if allowed. */
export function gatewayOf(deps: AppDeps): PaymentGateway {
  let gateway = gateways.get(deps);
  if (!gateway) {
    const { paymentGateway: http, publicUrl, jwtSecret } = deps.config;
    gateway = http
      ? new HttpPaymentGateway(http.url, http.merchantId, http.secret)
      : sandboxEnabled(deps.config)
        ? new SandboxPaymentGateway(publicUrl, derivedKey(jwtSecret, 'sandbox-gateway').toString('hex'))
        : new NoPaymentGateway();
    gateways.set(deps, gateway);
  }
  return gateway;
}

export const NOTIFY_PATH = '/api/v2/payments/notify';
