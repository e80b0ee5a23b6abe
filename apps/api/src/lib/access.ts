import type { FastifyInstance, RouteOptions } from 'fastify';
import { isGuard, type GuardKind } from './session';

/**
 * Routes anyone may call without a token, as `METHOD /path` (Fastify's route pattern). Every other route
 * must carry a guard from `lib/session.ts`; `enforceAccess` refuses to start the app otherwise, so a new
 * route cannot forget its check.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  // Devise-style account endpoints (docs/spec/part-1.md §7).
  'POST /users/sign_in.json',
  'POST /users',
  'GET /users/confirmation',
  'GET /users/reset_password',
  'PUT /users/password.json',
  'GET /users/auth/oauth',
  'GET /users/auth/oauth/callback',
  // The local mailbox simulator (DEV_MAILBOX, on in development; modules/outbox/dev-mailbox.ts).
  'GET /api/v2/dev/mailbox',
  // The payment gateway's signed notification (the signature is the proof). The local sandbox gateway's routes are
  // not public: only the signed-in owner of a payment pays or cancels it (modules/payments/sandbox.ts).
  'POST /api/v2/payments/notify',
  // Stored files (random keys) and the public content pages.
  'GET /files/*',
  'GET /s/:url',
  // A player's calendar feed: the secret token in the address is the key (modules/calendar-feed).
  'GET /ical/:file',
  // Readiness, and the live channel (it checks its token itself, from the query, before attaching).
  'GET /api/v2/health',
  'GET /api/v2/health/ready',
  // What the sign-in page needs before anyone is signed in (product label, social login on/off).
  'GET /api/v2/public_config',
  'GET /api/v2/live',
  // The player portal's public reads (modules/portal): tiles, activity search and pages, filter choices.
  'GET /api/v2/portal/tiles',
  'GET /api/v2/portal/activities',
  'GET /api/v2/portal/activities/:id',
  'GET /api/v2/portal/filters',
  // A group's public page: a hidden group only with its hidden link's key (modules/portal/service.ts).
  'GET /api/v2/portal/groups/:id',
  // The groups' stored links (`<PUBLIC_URL>/grupy/<id>[/<key>]`) lead to that page in the portal (app.ts).
  'GET /grupy/:id',
  'GET /grupy/:id/:key',
  // The portal's live socket: public counts of public activities; a token only adds the player's own events.
  'GET /api/v2/live/portal',
];

export interface AccessEntry {
  method: string;
  url: string;
  access: GuardKind | { kind: 'public' };
}

type Hook = 'onRequest' | 'preParsing' | 'preValidation' | 'preHandler';
const HOOKS: Hook[] = ['onRequest', 'preParsing', 'preValidation', 'preHandler'];
const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Authentication and role checks come first on every route registered on `scope` after this call: any guard
 * a route names (as `onRequest`, `preValidation` or `preHandler`) is moved to the front of `onRequest`, so a
 * caller without a token gets 401 and one without the role 403 before the body is read or validated. A route
 * with no guard that is not in `PUBLIC_ROUTES` stops the start with an error. Returns the access table
 * (filled as routes register), which the access test walks.
 */
export function enforceAccess(scope: FastifyInstance, publicRoutes: readonly string[] = PUBLIC_ROUTES): AccessEntry[] {
  const table: AccessEntry[] = [];
  const isPublic = new Set(publicRoutes);
  scope.addHook('onRoute', (route: RouteOptions) => {
    const guards: unknown[] = [];
    const options = route as unknown as Record<Hook, unknown>;
    for (const hook of HOOKS) {
      const hooks = asList(options[hook]);
      const rest = hooks.filter((fn) => !isGuard(fn));
      guards.push(...hooks.filter(isGuard));
      options[hook] = rest.length ? rest : undefined;
    }
    options.onRequest = [...guards, ...asList(options.onRequest)];
    if (asList(options.onRequest).length === 0) options.onRequest = undefined;
    for (const method of asList(route.method) as string[]) {
      const key = `${method} ${route.url}`;
      if (guards.length === 0 && method !== 'HEAD' && !isPublic.has(key))
        throw new Error(
          `Route ${key} has no access guard: add requireUser/requireRole/requireAnyRole or list it in PUBLIC_ROUTES`,
        );
      const guard = guards.find(isGuard);
      table.push({ method, url: route.url, access: guard ? guard.guard : { kind: 'public' } });
    }
  });
  return table;
}
