import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  isAdminRole,
  confirmPhoneBody,
  confirmationQuery,
  msg,
  passwordUpdateBody,
  registerBody,
  resetPasswordQuery,
  signInRequestBody,
} from '@sportdesk/contract';
import { ok } from '../../lib/reply';
import { principalOf, requireUser } from '../../lib/session';
import { sessionUserOf } from '../current-user/public';
import { AuthService, clientInfoOf } from './service';
import { oauthRedirectRoutes } from './oauth-routes';
import { SocialSignIn } from './social-sign-in';

const wantsHtml = (accept: string | undefined) => Boolean(accept?.includes('text/html'));

/** Devise-style account endpoints at the root (`/users/sign_in.json`, `/users`, …), as docs/spec/part-1.md §7 lists
 * them. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = new AuthService(app.deps);
  const social = new SocialSignIn(app.deps, auth);
  const strict = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  // E-mail and password, or `fb: true` with a social-login access token (docs/decisions.md "Social login").
  app.post(
    '/users/sign_in.json',
    { config: strict, schema: { tags: ['auth'], body: signInRequestBody } },
    async (request, reply) => {
      const body = request.body;
      const { userId, token } =
        body.fb === true
          ? await social.fromAccessToken(body.user.access_token, clientInfoOf(request), request.log)
          : await auth.signIn(body.user.email, body.user.password, clientInfoOf(request));
      reply.header('Authorization', `Bearer ${token}`);
      return ok(await sessionUserOf(app.deps.db, userId));
    },
  );

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
      await auth.confirmPhone(principalOf(request).userId, request.body.token, clientInfoOf(request));
      return ok({ message: msg.phoneConfirmed });
    },
  );

  oauthRedirectRoutes(app, social);
};
