import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, msg, type RoleName } from '@sportdesk/contract';
import { authTokens, roles, userRoles, users } from '../db/schema/index';
import type { Db } from '../db/client';
import { READ_CACHE_MARK } from '../db/read-cache';
import { AppError } from './errors';
import type { TokenClaims, TokenService } from './tokens';

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
 * values, so the generic plan PostgreSQL settles on is the right one. The expiry is compared here, not in SQL,
 * so the statement's answer depends on the tables alone: the embedded database may give it again from its read
 * cache until anything is written (db/read-cache.ts). A sign-out, a password reset or a deactivation is a write,
 * so it is seen by the very next request, on every instance (PostgreSQL caches nothing).
 */
const principalStatements = new WeakMap<Db, ReturnType<typeof principalStatement>>();
const principalStatement = (db: Db) =>
  db
    .select({
      active: sql<boolean>`${sql.raw(READ_CACHE_MARK)} ${users.active}`,
      expiresAt: authTokens.expiresAt,
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
      ),
    )
    .groupBy(users.id, authTokens.id)
    .prepare('session_principal');

/** The session statement for a verified token's claims (exported for the benchmark, which times it directly). */
export async function sessionRow(db: Db, claims: { tokenId: string; userId: number }) {
  let statement = principalStatements.get(db);
  if (!statement) principalStatements.set(db, (statement = principalStatement(db)));
  const [row] = await statement.execute({ tokenId: claims.tokenId, userId: claims.userId });
  return row && row.expiresAt > new Date() ? row : undefined;
}

/** Resolves a bearer token to its user and roles; null when missing, expired, revoked or the user is inactive. */
export async function resolvePrincipal(db: Db, tokens: TokenService, token: string | null): Promise<SessionPrincipal | null> {
  if (!token) return null;
  const claims = await tokens.verify(token);
  return claims && principalOfClaims(db, claims, token);
}

/** The session of a token whose signature and expiry have been verified. */
async function principalOfClaims(db: Db, claims: TokenClaims, token: string): Promise<SessionPrincipal | null> {
  const row = await sessionRow(db, claims);
  if (!row || !row.active) return null;
  const { active: _active, expiresAt: _expiresAt, roles: roleNames, ...user } = row;
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
  const { db, tokens } = request.server.deps;
  const token = bearerToken(request.headers.authorization);
  const claims = token ? await tokens.verify(token) : null;
  if (!claims || !token) throw new AppError(ErrorCode.UNAUTHORIZED, msg.unauthorized);
  const alongside = request.routeOptions.config.alongsideSession?.(db, claims.userId);
  // A refused session leaves it unread.
  alongside?.catch(() => undefined);
  const principal = await principalOfClaims(db, claims, token);
  if (!principal) throw new AppError(ErrorCode.UNAUTHORIZED, msg.unauthorized);
  request.principal = principal;
  request.alongsideSession = alongside;
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
