import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { formatPln, idParam, PLAYER_PATHS, toPln } from '@sportdesk/contract';
import { payments, transactions } from '../../db/schema/index';
import { gatewayOf, NOTIFY_PATH, SandboxPaymentGateway, signNotification } from './gateway';

/** A path on this site (`/portal/portfel?x=1`), never another host (`//evil`, `/\\evil`, `https:`). */
const sitePath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/)
  .optional()
  .catch(undefined);
/** Where the gateway sends the player back (set by `SandboxPaymentGateway.createPayment`). */
const backQuery = z.object({ powrot: sitePath, anuluj: sitePath });

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title: string, body: string) => `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:32px;max-width:420px;width:100%}
h1{font-size:1.4rem;margin:0 0 4px}.tag{display:inline-block;background:#fff3cd;color:#7a5b00;border-radius:6px;padding:2px 8px;font-size:.8rem;margin-bottom:16px}
.amount{font-size:2rem;font-weight:700;margin:16px 0}form{display:inline}button{font-size:1rem;padding:10px 22px;border-radius:8px;border:0;cursor:pointer;margin-right:8px}
.pay{background:#2e7d32;color:#fff}.cancel{background:#e0e0e0}a{color:#1565c0}</style></head>
<body><main>${body}</main></body></html>`;

/**
 * The local sandbox gateway (`/sandbox-gateway/pay/{id}`): a card payment page with Zapłać and Anuluj.
 * Each button sends the gateway's signed notification to the notify URL, as a real gateway would, then
 * shows the result with a link back to the shop. Answers 404 when a real gateway is configured.
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  // The page's buttons are plain HTML forms; their (empty) bodies carry nothing the handlers read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  const sandbox = () => {
    const gateway = gatewayOf(app.deps);
    return gateway instanceof SandboxPaymentGateway ? gateway : null;
  };
  const load = async (id: number) => {
    const [row] = await app.deps.db
      .select({ payment: payments, identifier: transactions.identifier })
      .from(payments)
      .innerJoin(transactions, eq(transactions.id, payments.transactionId))
      .where(eq(payments.id, id));
    return row;
  };
  const base = () => app.deps.config.publicUrl.replace(/\/$/, '');

  app.get(
    '/sandbox-gateway/pay/:id',
    { schema: { hide: true, params: idParam, querystring: backQuery } },
    async (request, reply) => {
      const row = sandbox() ? await load(request.params.id) : undefined;
      if (!row) return reply.status(404).type('text/html').send(page('Nie znaleziono', '<h1>Nie znaleziono płatności</h1>'));
      const pending = row.payment.status === 'pending';
      const back = new URLSearchParams(Object.entries(request.query).filter((e): e is [string, string] => Boolean(e[1])));
      const query = back.size ? `?${escape(back.toString())}` : '';
      reply.type('text/html');
      return page(
        'Bramka płatności (sandbox)',
        `<span class="tag">Sandbox — testowa bramka płatności</span><h1>Płatność kartą</h1>
<div>Transakcja ${escape(row.identifier)}</div><div class="amount">${escape(formatPln(toPln(row.payment.amount)))}</div>
${
  pending
    ? `<form method="post" action="/sandbox-gateway/pay/${row.payment.id}/paid${query}"><button class="pay" type="submit">Zapłać</button></form>
<form method="post" action="/sandbox-gateway/pay/${row.payment.id}/canceled${query}"><button class="cancel" type="submit">Anuluj</button></form>`
    : `<p>Ta płatność jest już zakończona (${row.payment.status === 'paid' ? 'opłacona' : 'anulowana'}).</p>`
}`,
      );
    },
  );

  for (const status of ['paid', 'canceled'] as const) {
    app.post(
      `/sandbox-gateway/pay/:id/${status}`,
      { schema: { hide: true, params: idParam, querystring: backQuery } },
      async (request, reply) => {
        const gateway = sandbox();
        const row = gateway ? await load(request.params.id) : undefined;
        if (!gateway || !row)
          return reply.status(404).type('text/html').send(page('Nie znaleziono', '<h1>Nie znaleziono płatności</h1>'));
        const n = {
          payment_id: row.payment.id,
          external_id: row.payment.externalId ?? `sandbox-${row.payment.id}`,
          status,
          amount: row.payment.amount,
        };
        const answer = await app.inject({
          method: 'POST',
          url: NOTIFY_PATH,
          payload: { ...n, signature: signNotification(gateway.secret, n) },
        });
        const chosen = status === 'paid' ? request.query.powrot : request.query.anuluj;
        const back = chosen
          ? `${base()}${chosen}`
          : status === 'paid'
            ? `${base()}${PLAYER_PATHS.transactions}?transaction_id=${row.payment.transactionId}`
            : `${base()}${PLAYER_PATHS.basket}`;
        reply.type('text/html');
        return page(
          'Wynik płatności',
          `<span class="tag">Sandbox — testowa bramka płatności</span><h1>${status === 'paid' ? 'Płatność przyjęta' : 'Płatność anulowana'}</h1>
<p>Transakcja ${escape(row.identifier)}${answer.statusCode === 200 ? '' : ' — sklep nie przyjął powiadomienia'}.</p>
<p><a href="${escape(back)}">Wróć do sklepu</a></p>`,
        );
      },
    );
  }
};
