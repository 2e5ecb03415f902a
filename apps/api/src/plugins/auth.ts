import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '@camp/shared/enums';
import { users } from '../db/schema/users.js';
import { revokedTokens } from '../db/schema/revoked-tokens.js';
import type { AppContext } from '../context.js';
import { AppError } from '../lib/app-error.js';
import type { VerifiedClaims } from '../lib/jwt.js';

export type CurrentUser = typeof users.$inferSelect;

export const SESSION_EXPIRED_MESSAGE = 'Session has expired. Please sign-in to account';
export const CONFIRMATION_REQUIRED_MESSAGE =
  'You have to confirm your email address before continuing.';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on public routes. */
    currentUser: CurrentUser | null;
    /** The verified bearer token's claims, set together with currentUser. */
    tokenClaims: VerifiedClaims | null;
  }
  interface FastifyInstance {
    /** preHandler: any signed-in user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: a signed-in user with one of `roles` (others get 403). */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler factory: like requireRole, and the account's e-mail must be confirmed
     * (unconfirmed accounts get 403; the web sends them to /sign-up/verify).
     */
    requireConfirmed: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  // WebSocket connections carry the token in the query (the spec's real-time channel).
  const q = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof q === 'string' && q ? q : null;
}

export type TokenResolution =
  | { status: 'ok'; user: CurrentUser; claims: VerifiedClaims }
  /** Past its expiry, signed out, revoked by a password change, or the account is gone. */
  | { status: 'expired' }
  /** Not a token this server issued. */
  | { status: 'invalid' };

/** Resolve a bearer token to a live user. One place decides what a valid session is. */
export async function resolveToken(ctx: AppContext, token: string): Promise<TokenResolution> {
  const claims = await ctx.tokens.verify(token, ctx.now());
  if (claims === 'expired') return { status: 'expired' };
  if (claims === 'invalid') return { status: 'invalid' };
  const [row] = await ctx.db
    .select({ user: users, revokedJti: revokedTokens.jti })
    .from(users)
    .leftJoin(revokedTokens, eq(revokedTokens.jti, claims.jti))
    .where(and(eq(users.id, Number(claims.sub)), isNull(users.deletedAt)))
    .limit(1);
  if (!row || row.revokedJti !== null || row.user.tokenVersion !== claims.tv) {
    return { status: 'expired' };
  }
  return { status: 'ok', user: row.user, claims };
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('tokenClaims', null);

  /** Revoked, expired or deleted means 401. */
  async function resolveUser(request: FastifyRequest): Promise<CurrentUser> {
    const token = bearerToken(request);
    if (!token) throw AppError.unauthorized();
    const resolved = await resolveToken(app.ctx, token);
    if (resolved.status === 'expired') throw AppError.unauthorized(SESSION_EXPIRED_MESSAGE);
    if (resolved.status === 'invalid') throw AppError.unauthorized();
    request.tokenClaims = resolved.claims;
    return resolved.user;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.currentUser = await resolveUser(request);
  });

  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    const user = await resolveUser(request);
    if (!roles.includes(user.role)) throw AppError.forbidden();
    request.currentUser = user;
  });

  app.decorate('requireConfirmed', (...roles: Role[]) => async (request: FastifyRequest) => {
    const user = await resolveUser(request);
    if (!roles.includes(user.role)) throw AppError.forbidden();
    if (!user.confirmedAt) throw AppError.forbidden(CONFIRMATION_REQUIRED_MESSAGE);
    request.currentUser = user;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['context'] });

/** The signed-in user in a handler guarded by authenticate/requireRole. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw AppError.unauthorized();
  return request.currentUser;
}
