import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@camp/shared/enums';
import { directorGateRefusal } from '@camp/shared/director-gate';
import { CONFIRMATION_REQUIRED, SESSION_EXPIRED } from '@camp/shared/messages';
import type { users } from '../db/schema/users.js';
import type { AppContext } from '../context.js';
import { AppError } from '../lib/app-error.js';
import { findDirectorProfile, findSession } from '../data/accounts/repository.js';
import type { VerifiedClaims } from '../lib/jwt.js';

export type CurrentUser = typeof users.$inferSelect;

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
    /**
     * preHandler factory: requireConfirmed('CampDirector'), and the director must be active, i.e.
     * validated by an admin with a ready payment account (second document, section 6); others
     * get 403 with DIRECTOR_GATE_MESSAGES. Guards the catalog and orders endpoints, not the
     * onboarding ones.
     */
    requireActiveDirector: () => (request: FastifyRequest) => Promise<void>;
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

/**
 * Resolve a bearer token to a live user. One place decides what a valid session is: every
 * guarded request reads its user and the token's revocation (one prepared, indexed query), so a
 * sign-out, a password change or a deletion ends the session at once on every instance
 * (docs/decisions/0034).
 */
export async function resolveToken(ctx: AppContext, token: string): Promise<TokenResolution> {
  const claims = ctx.tokens.verify(token, ctx.now());
  if (claims === 'expired') return { status: 'expired' };
  if (claims === 'invalid') return { status: 'invalid' };
  const row = await findSession(ctx.db, Number(claims.sub), claims.jti);
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
    if (resolved.status === 'expired') throw AppError.unauthorized(SESSION_EXPIRED);
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

  async function resolveConfirmed(request: FastifyRequest, roles: Role[]): Promise<CurrentUser> {
    const user = await resolveUser(request);
    if (!roles.includes(user.role)) throw AppError.forbidden();
    if (!user.confirmedAt) throw AppError.forbidden(CONFIRMATION_REQUIRED);
    return user;
  }

  app.decorate('requireConfirmed', (...roles: Role[]) => async (request: FastifyRequest) => {
    request.currentUser = await resolveConfirmed(request, roles);
  });

  app.decorate('requireActiveDirector', () => async (request: FastifyRequest) => {
    const user = await resolveConfirmed(request, ['CampDirector']);
    // A director without a profile row counts as not validated.
    const profile = await findDirectorProfile(app.ctx.db, user.id);
    const refusal = directorGateRefusal(profile?.registrationStatus, profile?.paymentAccountStatus);
    if (refusal) throw AppError.forbidden(refusal);
    request.currentUser = user;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['context'] });

/** The signed-in user in a handler guarded by authenticate/requireRole. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw AppError.unauthorized();
  return request.currentUser;
}

/** The bearer token of a guarded request and its expiry (to answer a refreshed session). */
export function currentToken(request: FastifyRequest): { token: string; exp: number } {
  const token = bearerToken(request);
  if (!token || !request.tokenClaims) throw AppError.unauthorized();
  return { token, exp: request.tokenClaims.exp };
}
