import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { checkInMsg, type CheckInResult, type ListReply, type PlayerBooking } from '@sportdesk/contract';
import { outboxMessages } from '../../db/schema/index';
import { body, createTestApp, signedInUser, type TestContext } from '../../test/app';
import { moneyFixtures } from '../baskets/test-fixtures';

let ctx: TestContext;
let fx: Awaited<ReturnType<typeof moneyFixtures>>;
let staff: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  fx = await moneyFixtures(ctx.app);
  staff = (await signedInUser(ctx.app, ['admin_role_activities'])).headers;
});
afterAll(() => ctx.close());

/** The QR codes of an HTML part whose images are PNG data URIs, decoded back to text. */
function decodedQrCodes(html: string) {
  return [...html.matchAll(/src="data:image\/png;base64,([^"]+)"/g)].map((m) => {
    const png = PNG.sync.read(Buffer.from(m[1], 'base64'));
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  });
}

describe('the booking confirmation e-mail', () => {
  it('carries each place’s entry code as text and as an inline QR that decodes to it and checks the player in', async () => {
    const parent = await fx.player({ firstName: 'Ewa' });
    const child = await fx.player({ parentId: parent.user.id, email: null, firstName: 'Ola', lastName: 'Mała' });
    const activity = await fx.activity({ price: 0, name: 'Siatkówka poranna' });
    for (const participant_id of [undefined, child.user.id]) {
      const r = await ctx.app.inject({
        method: 'POST',
        url: '/api/v2/basket_items',
        headers: parent.headers,
        payload: { basket_item: { activity_id: activity.id, payment_method: 'prepaid', participant_id } },
      });
      expect(r.statusCode, r.body).toBe(201);
    }
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/transactions/basket_transactions',
      headers: parent.headers,
      payload: {},
    });
    expect(paid.statusCode, paid.body).toBe(201);

    const bookings = body<ListReply<PlayerBooking>>(
      await ctx.app.inject({ method: 'GET', url: '/api/v2/users/current/participations', headers: parent.headers }),
    ).data.rows;
    const codes = bookings.map((b) => b.check_in_code);
    expect(codes).toHaveLength(2);
    expect(codes.every((c) => typeof c === 'string')).toBe(true);

    const [mail] = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, parent.user.email!))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(mail.subject).toBe('Potwierdzenie zapisu na zajęcia (2)');
    for (const c of codes) expect(mail.body).toContain(`${checkInMsg.codeTitle}: ${c}`);
    expect(mail.body).toContain('(uczestnik: Ola Mała)');
    expect(mail.body).not.toContain('[Załączniki');
    expect(mail.html).toContain('<img');
    expect(mail.html).not.toContain('cid:');
    expect(decodedQrCodes(mail.html!).sort()).toEqual([...codes].sort());

    const scanned = await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/admin/activities/${activity.id}/check_in`,
      headers: staff,
      payload: { code: decodedQrCodes(mail.html!)[0] },
    });
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(body<CheckInResult>(scanned).data.message).toBe(checkInMsg.present);
  });
});
