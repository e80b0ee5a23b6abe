import type { APIRequestContext } from '@playwright/test';
import type { Basket, CheckoutResult, ListReply, PromoCode } from '@sportdesk/contract';
import { signInToken } from './api';
import { seedActivity, warsawDate } from './activities';
import { uniqueName } from './admin';
import { createPlayer } from './seed';

/** Money calls through the real API (admin and player), for seeding E2E scenarios. */
export class MoneyApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly adminToken: string,
  ) {}

  private async call<T>(method: 'get' | 'post' | 'patch' | 'delete', url: string, token: string, data?: unknown): Promise<T> {
    const response = await this.request[method](url, { headers: { Authorization: `Bearer ${token}` }, data });
    if (!response.ok()) throw new Error(`${method.toUpperCase()} ${url} failed: ${response.status()} ${await response.text()}`);
    return (await response.json()).data as T;
  }

  createCodes(prefix: string, extra: Record<string, unknown> = {}) {
    return this.call<PromoCode[]>('post', '/api/v2/admin/promo_codes', this.adminToken, {
      promo_code: {
        name: `E2E ${prefix}`,
        prefix,
        active_from: warsawDate(),
        active_to: warsawDate(30),
        value: 5,
        unlimited_usage_by_user: true,
        limit_of_usage: 10,
        ...extra,
      },
    });
  }

  /** A new complete player account of the caller's own (made by the admin, so confirmed; with a phone), signed in. */
  async playerToken() {
    return (await createPlayer(this.request, this.adminToken, uniqueName('K').replace(/_/g, ''))).token;
  }

  async userIdByEmail(email: string) {
    const list = await this.call<ListReply<{ id: number; email: string }>>(
      'get',
      `/api/v2/admin/users?with_email=${encodeURIComponent(email)}`,
      this.adminToken,
    );
    return list.rows[0].id;
  }

  /** Puts a new activity of the caller's own (20 zł, bought online) into the player's basket, with the code. */
  async basketWithActivity(playerToken: string, code: string) {
    const activityId = await seedActivity(this.request, this.adminToken, uniqueName('Kosz'), { pay_by_online_transfer: true });
    const basket = await this.call<Basket>('post', '/api/v2/basket_items', playerToken, {
      basket_item: { activity_id: activityId, payment_method: 'online_transfer', promo_code: code },
    });
    const item = basket.items.find((i) => i.activity.id === activityId)!;
    if (item.errors.length > 0 || item.value <= 0) throw new Error(`the player could not buy it: ${JSON.stringify(item)}`);
    return { activityId, basket };
  }

  checkout(playerToken: string) {
    return this.call<CheckoutResult>('post', '/api/v2/transactions/basket_transactions', playerToken, {});
  }

  /**
   * An unpaid online transfer of its own: a new complete player account (created by the admin, so
   * confirmed) buys a new activity; the checkout leaves the transaction unpaid until the gateway answers.
   */
  async unpaidTransaction(suffix: string) {
    const password = 'Haslo123!';
    const email = `platnik.${suffix.toLowerCase()}@example.pl`;
    await this.call('post', '/api/v2/admin/users', this.adminToken, {
      user: {
        identifier: `E2E-${suffix}`,
        first_name: 'Paweł',
        last_name: `Płatnik${suffix}`,
        email,
        phone: '600700800',
        password,
        password_confirmation: password,
      },
    });
    const activityId = await seedActivity(this.request, this.adminToken, suffix, { pay_by_online_transfer: true });
    const player = await signInToken(this.request, email, password);
    await this.call('post', '/api/v2/basket_items', player, {
      basket_item: { activity_id: activityId, payment_method: 'online_transfer' },
    });
    const done = await this.checkout(player);
    if (done.status !== 'unpaid') throw new Error(`checkout ended ${done.status}, not unpaid`);
    return done;
  }
}
