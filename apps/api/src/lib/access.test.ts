import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { body, createTestApp, signedInUser, type TestContext } from '../test/app';
import { enforceAccess } from './access';
import { requireRole } from './session';

/**
 * Authentication and role checks answer before anything reads or validates the body, on every
 * route. The routes anyone may call are listed here on purpose (a second list, next to `PUBLIC_ROUTES`).
 */
const EXPECTED_PUBLIC = [
  'POST /users/sign_in.json',
  'POST /users',
  'GET /users/confirmation',
  'GET /users/reset_password',
  'PUT /users/password.json',
  'GET /files/*',
  'GET /s/:url',
  'GET /ical/:file',
  'GET /api/v2/health',
  'GET /api/v2/health/ready',
  'GET /api/v2/public_config',
  'POST /api/v2/payments/notify',
  'GET /api/v2/live',
  // The player portal's public reads.
  'GET /api/v2/portal/tiles',
  'GET /api/v2/portal/activities',
  'GET /api/v2/portal/activities/:id',
  'GET /api/v2/portal/filters',
  'GET /api/v2/portal/groups/:id',
  // A group's public or hidden link, sent on to the portal's group page.
  'GET /grupy/:id',
  'GET /grupy/:id/:key',
  // The portal's live socket (public counts only; a token adds the player's own events).
  'GET /api/v2/live/portal',
];

let ctx: TestContext;
let noRoles: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  ({ headers: noRoles } = await signedInUser(ctx.app, []));
});
afterAll(() => ctx.close());

const concrete = (url: string) => url.replace(/:[a-z_]+/gi, '1').replace(/\*/g, 'x');
const hasBody = (method: string) => !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(method);
/** Not JSON at all: a route that read or validated the body first would answer 400. */
const badBody = (method: string) =>
  hasBody(method) ? { payload: '{"nie": json', headers: { 'content-type': 'application/json' } } : { headers: {} };

describe('access before validation on every route', () => {
  it('lists exactly the expected public routes; every other route carries a guard', () => {
    const table = ctx.app.accessTable.filter((e) => e.method !== 'HEAD');
    expect(table.length).toBeGreaterThan(100);
    const publicRoutes = table.filter((e) => e.access.kind === 'public').map((e) => `${e.method} ${e.url}`);
    expect(publicRoutes.sort()).toEqual([...EXPECTED_PUBLIC].sort());
  });

  it('answers 401 with the envelope to a request without a token, before the body or parameters are read', async () => {
    const guarded = ctx.app.accessTable.filter((e) => e.access.kind !== 'public');
    const wrong: string[] = [];
    for (const route of guarded) {
      const b = badBody(route.method);
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: b.payload,
        headers: b.headers,
      });
      const ok = response.statusCode === 401 && (route.method === 'HEAD' || body(response).error?.code === 'UNAUTHORIZED');
      if (!ok) wrong.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a signed-in user without the route’s role, before the body or parameters are read', async () => {
    const roleRoutes = ctx.app.accessTable.filter((e) => e.access.kind === 'role');
    expect(roleRoutes.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    for (const route of roleRoutes) {
      const b = badBody(route.method);
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: b.payload,
        headers: { ...b.headers, ...noRoles },
      });
      const ok = response.statusCode === 403 && (route.method === 'HEAD' || body(response).error?.code === 'FORBIDDEN');
      if (!ok) wrong.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('an anonymous balance_add with an empty body gets 401, not the list of required fields', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v2/admin/users/1/balance_add', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(body(response).error.fields).toBeUndefined();
  });

  it('refuses to start with a route that has no guard and is not listed public', async () => {
    const app = Fastify();
    enforceAccess(app, ['GET /open']);
    app.get('/open', async () => 'ok');
    app.get('/closed', { preHandler: requireRole('admin_role_users') }, async () => 'ok');
    expect(() => app.get('/forgotten', async () => 'ok')).toThrow(/GET \/forgotten has no access guard/);
    await app.close();
  });
});
