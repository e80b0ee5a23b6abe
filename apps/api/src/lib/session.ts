import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, msg, type RoleName } from '@sportdesk/contract';
import { authTokens, roles, userRoles, users } from '../db/schema/index';
import type { Db } from '../db/client';
import { AppError } from './errors';
import type { TokenService } from './tokens';

/** The user's columns `users/current` shows, read with the token (no second lookup). */
export interface SessionUserColumns {
  id: number;
  identifier: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  confirmedAt: Date | null;
  confirmedPhone: boolean;
}

export interface SessionPrincipal {
  userId: number;
  tokenId: string;
  token: string;
  roles: ReadonlySet<string>;
  /** Read with the token by the session lookup (absent on principals built elsewhere, e.g. in tests). */
  user?: SessionUserColumns;
}

export const bearerToken = (header: string | undefined) => {
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : null;
};

/**
 * The token, its user and the user's roles in one statement (one row, the roles aggregated), built once per
 * database and run as a named prepared statement: primary-key lookups, whose plan does not depend on the
 * values, so the generic plan PostgreSQL settles on is the right one. Nothing is cached between requests:
 * a sign-out, a password reset or a deactivation is seen by the very next request, on every instance.
 */
const principalStatements = new WeakMap<Db, ReturnType<typeof principalStatement>>();
const principalStatement = (db: Db) =>
  db
    .select({
      active: users.active,
      id: users.id,
      identifier: users.identifier,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      confirmedAt: users.confirmedAt,
      confirmedPhone: users.confirmedPhone,
      roles: sql<string[]>`array_remove(array_agg(${roles.name}), null)`,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(authTokens.id, sql.placeholder('tokenId')),
        eq(authTokens.userId, sql.placeholder('userId')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .groupBy(users.id)
    .prepare('session_principal');

/** The session statement for a verified token's claims (exported for the benchmark, which times it directly). */
export async function sessionRow(db: Db, claims: { tokenId: string; userId: number }) {
  let statement = principalStatements.get(db);
  if (!statement) principalStatements.set(db, (statement = principalStatement(db)));
  const [row] = await statement.execute({ tokenId: claims.tokenId, userId: claims.userId, now: new Date() });
  return row;
}

/** Resolves a bearer token to its user and roles; null when missing, expired, revoked or the user is inactive. */
export async function resolvePrincipal(db: Db, tokens: TokenService, token: string | null): Promise<SessionPrincipal | null> {
  if (!token) return null;
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const row = await sessionRow(db, claims);
  if (!row || !row.active) return null;
  const { active: _active, roles: roleNames, ...user } = row;
  return { userId: claims.userId, tokenId: claims.tokenId, token, roles: new Set(roleNames), user };
}

/**
 * What a route's guard demands: any signed-in user, or one of some roles. The guards below carry it, so
 * `lib/access.ts` can find them on every route, move them to `onRequest` (before the body is read or
 * validated) and refuse to start when a route has none and is not listed public.
 */
export type GuardKind = { kind: 'user' } | { kind: 'role'; roles: readonly RoleName[] };
export type Guard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & { readonly guard: GuardKind };

const guard = (kind: GuardKind, fn: (request: FastifyRequest, reply: FastifyReply) => Promise<void>): Guard =>
  Object.assign(fn, { guard: kind });

export const isGuard = (fn: unknown): fn is Guard => typeof fn === 'function' && typeof (fn as Partial<Guard>).guard === 'object';

async function authenticate(request: FastifyRequest) {
  const principal = await resolvePrincipal(
    request.server.deps.db,
    request.server.deps.tokens,
    bearerToken(request.headers.authorization),
  );
  if (!principal) throw new AppError(ErrorCode.UNAUTHORIZED, msg.unauthorized);
  request.principal = principal;
  return principal;
}

/** Guard: any signed-in user (401 without a valid token). Runs as `onRequest` whatever hook a route names. */
export const requireUser: Guard = guard({ kind: 'user' }, async (request) => {
  await authenticate(request);
});

/** Guard factory: a signed-in user holding the module's admin role (401 without a token, 403 without the role). */
export const requireRole = (role: RoleName): Guard => requireAnyRole([role]);

/** Guard factory: a signed-in user holding at least one of the roles (403 without any). */
export const requireAnyRole = (names: readonly RoleName[]): Guard =>
  guard({ kind: 'role', roles: names }, async (request) => {
    const principal = await authenticate(request);
    if (!names.some((name) => principal.roles.has(name))) throw new AppError(ErrorCode.FORBIDDEN, msg.forbidden);
  });

export const principalOf = (request: FastifyRequest): SessionPrincipal => {
  if (!request.principal) throw new AppError(ErrorCode.UNAUTHORIZED, msg.unauthorized);
  return request.principal;
};
