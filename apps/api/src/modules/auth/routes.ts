import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  isAdminRole,
  confirmPhoneBody,
  confirmationQuery,
  msg,
  passwordUpdateBody,
  registerBody,
  resetPasswordQuery,
  signInBody,
} from '@sportdesk/contract';
import { ok } from '../../lib/reply';
import { principalOf, requireUser } from '../../lib/session';
import { sessionUserOf } from '../current-user/public';
import { AuthService } from './service';
import { HttpOAuthProvider, signState, userForProfile, verifyState, type OAuthProvider } from './oauth';

const wantsHtml = (accept: string | undefined) => Boolean(accept?.includes('text/html'));

/** Devise-style account endpoints at the root (`/users/sign_in.json`, `/users`, …), as spec part 1 §7 lists them. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = new AuthService(app.deps);
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] as string | undefined,
  });
  const strict = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.post('/users/sign_in.json', { config: strict, schema: { tags: ['auth'], body: signInBody } }, async (request, reply) => {
    const { email, password } = request.body.user;
    const { userId, token } = await auth.signIn(email, password, client(request));
    reply.header('Authorization', `Bearer ${token}`);
    return ok(await sessionUserOf(app.deps.db, userId));
  });

  app.delete('/users/sign_out', { preHandler: requireUser, schema: { tags: ['auth'] } }, async (request) => {
    await auth.signOut(principalOf(request).tokenId);
    return ok({ message: msg.loggedOut });
  });

  app.post('/users', { config: strict, schema: { tags: ['auth'], body: registerBody } }, async (request, reply) => {
    const user = await auth.register(request.body.user);
    reply.status(201);
    return ok({ id: user.id, email: user.email, message: msg.registered });
  });

  app.get('/users/confirmation', { schema: { tags: ['auth'], querystring: confirmationQuery } }, async (request, reply) => {
    const html = wantsHtml(request.headers.accept);
    let userId: number;
    try {
      userId = await auth.confirmEmail(request.query.confirmation_token);
    } catch (error) {
      if (!html) throw error;
      return reply.redirect(`/auth?notification_type=error&notification_msg=${encodeURIComponent(msg.confirmationTokenInvalid)}`);
    }
    if (html) {
      // Players sign in on the portal; staff on the back office's page.
      const { roles } = await sessionUserOf(app.deps.db, userId);
      const signIn = roles.some(isAdminRole) ? '/auth' : '/portal/logowanie';
      return reply.redirect(`${signIn}?notification_type=success&notification_msg=${encodeURIComponent(msg.accountConfirmed)}`);
    }
    return ok({ message: msg.accountConfirmed });
  });

  app.get(
    '/users/reset_password',
    { config: strict, schema: { tags: ['auth'], querystring: resetPasswordQuery } },
    async (request) => {
      await auth.requestPasswordReset(request.query.email);
      return ok({ message: msg.recoverySent });
    },
  );

  app.put('/users/password.json', { config: strict, schema: { tags: ['auth'], body: passwordUpdateBody } }, async (request) => {
    const u = request.body.user;
    await auth.resetPassword(u.reset_password_token, u.password);
    return ok({ message: msg.passwordChanged });
  });

  app.get(
    '/api/v2/users/confirm_phone_token_sender',
    { preHandler: requireUser, schema: { tags: ['auth'] } },
    async (request) => {
      await auth.sendPhoneToken(principalOf(request).userId);
      return ok({ message: msg.phoneTokenSent });
    },
  );

  app.post(
    '/api/v2/users/confirm_phone_token',
    { preHandler: requireUser, schema: { tags: ['auth'], body: confirmPhoneBody } },
    async (request) => {
      await auth.confirmPhone(principalOf(request).userId, request.body.token, client(request));
      return ok({ message: msg.phoneConfirmed });
    },
  );

  const provider: OAuthProvider | undefined = app.deps.config.oauth ? new HttpOAuthProvider(app.deps.config.oauth) : undefined;
  if (provider) {
    const redirectUri = `${app.deps.config.publicUrl}/users/auth/oauth/callback`;
    app.get('/users/auth/oauth', { schema: { tags: ['auth'] } }, async (_request, reply) =>
      reply.redirect(provider.authorizeUrl(redirectUri, await signState(app.deps.config.jwtSecret))),
    );
    app.get(
      '/users/auth/oauth/callback',
      { schema: { tags: ['auth'], querystring: z.object({ code: z.string().optional(), state: z.string().optional() }) } },
      async (request, reply) => {
        const fail = () =>
          reply.redirect(`/auth?notification_type=error&notification_msg=${encodeURIComponent(msg.loginFailed)}`);
        const { code, state } = request.query;
        if (!code || !state || !(await verifyState(app.deps.config.jwtSecret, state))) return fail();
        try {
          const userId = await userForProfile(app.deps, await provider.exchange(code, redirectUri));
          const token = await auth.issueToken(userId, client(request));
          return reply.redirect(`/auth#token=${encodeURIComponent(token)}`);
        } catch (error) {
          request.log.warn({ err: error }, 'oauth sign-in failed');
          return fail();
        }
      },
    );
  }
};
