import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, msg, type RoleName } from '@sportdesk/contract';
import { authTokens, roles, userRoles, users } from '../db/schema/index';
import type { Db } from '../db/client';
import { AppError } from './errors';
import type { TokenService } from './tokens';

export interface SessionPrincipal {
  userId: number;
  tokenId: string;
  token: string;
  roles: ReadonlySet<string>;
}

export const bearerToken = (header: string | undefined) => {
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : null;
};

/** Resolves a bearer token to its user and roles; null when missing, expired, revoked or the user is inactive. */
export async function resolvePrincipal(db: Db, tokens: TokenService, token: string | null): Promise<SessionPrincipal | null> {
  if (!token) return null;
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const rows = await db
    .select({ roleName: roles.name, active: users.active })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(authTokens.id, claims.tokenId),
        eq(authTokens.userId, claims.userId),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    );
  if (rows.length === 0 || !rows[0].active) return null;
  return {
    userId: claims.userId,
    tokenId: claims.tokenId,
    token,
    roles: new Set(rows.map((r) => r.roleName).filter((n): n is string => Boolean(n))),
  };
}

/** preHandler: any signed-in user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  const principal = await resolvePrincipal(
    request.server.deps.db,
    request.server.deps.tokens,
    bearerToken(request.headers.authorization),
  );
  if (!principal) throw new AppError(ErrorCode.UNAUTHORIZED, msg.unauthorized);
  request.principal = principal;
}

/** preHandler factory: a signed-in user holding the module's admin role (403 without it). */
export const requireRole = (role: RoleName) => async (request: FastifyRequest, reply: FastifyReply) => {
  await requireUser(request, reply);
  if (!request.principal!.roles.has(role)) throw new AppError(ErrorCode.FORBIDDEN, msg.forbidden);
};

/** preHandler factory: a signed-in user holding at least one of the roles (403 without any). */
export const requireAnyRole = (names: readonly RoleName[]) => async (request: FastifyRequest, reply: FastifyReply) => {
  await requireUser(request, reply);
  if (!names.some((name) => request.principal!.roles.has(name))) throw new AppError(ErrorCode.FORBIDDEN, msg.forbidden);
};

export const principalOf = (request: FastifyRequest): SessionPrincipal => {
  if (!request.principal) throw new AppError(ErrorCode.UNAUTHORIZED, msg.unauthorized);
  return request.principal;
};
