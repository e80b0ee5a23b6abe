import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '@sportdesk/contract';
import { clearedCookie, pendingCookie, readPendingCookie } from './oauth-cookie';
import { clientInfoOf } from './service';
import { OAUTH_CALLBACK_PATH, type SocialSignIn } from './social-sign-in';

const callbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  error: z.string().max(1024).optional(),
  error_description: z.string().max(4096).optional(),
  iss: z.string().max(1024).optional(),
});

/**
 * The browser's social sign-in (docs/decisions.md "Social login"), present only with the `OAUTH_*` settings:
 * `GET /users/auth/oauth` sends the browser to the provider with state and a PKCE S256 challenge (both kept in a
 * signed HttpOnly cookie); the provider sends it back to the callback, which signs the player in and redirects to
 * `/auth#token=…`, or to `/auth` with the failure message.
 */
export function oauthRedirectRoutes(app: FastifyInstance, social: SocialSignIn) {
  const client = social.client;
  if (!client) return;
  const { jwtSecret, publicUrl } = app.deps.config;
  const secure = publicUrl.startsWith('https:');
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/users/auth/oauth', { schema: { tags: ['auth'] } }, async (_request, reply) => {
    const { url, pending } = await client.start();
    reply.header('set-cookie', await pendingCookie(jwtSecret, pending, secure));
    return reply.redirect(url);
  });

  typed.get(OAUTH_CALLBACK_PATH, { schema: { tags: ['auth'], querystring: callbackQuery } }, async (request, reply) => {
    reply.header('set-cookie', clearedCookie(secure));
    const fail = () => reply.redirect(`/auth?notification_type=error&notification_msg=${encodeURIComponent(msg.loginFailed)}`);
    const pending = await readPendingCookie(jwtSecret, request.headers.cookie);
    // No cookie, or a state other than the one this browser started with: refused before the provider is asked.
    if (!pending || request.query.state !== pending.state) return fail();
    try {
      const { token } = await social.fromCallback(request.query, pending, clientInfoOf(request));
      return reply.redirect(`/auth#token=${encodeURIComponent(token)}`);
    } catch (error) {
      request.log.warn({ err: error }, 'oauth sign-in failed');
      return fail();
    }
  });
}
