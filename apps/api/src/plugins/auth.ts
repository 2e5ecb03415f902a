import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '@camp/shared/enums';
import { users } from '../db/schema/users.js';
import { AppError } from '../lib/app-error.js';

export type CurrentUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on public routes. */
    currentUser: CurrentUser | null;
  }
  interface FastifyInstance {
    /** preHandler: any signed-in user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: a signed-in user with one of `roles` (others get 403). */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  // WebSocket connections carry the token in the query (the spec's real-time channel).
  const q = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof q === 'string' && q ? q : null;
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('currentUser', null);

  /** Resolve the bearer token to a live user; revoked, expired or deleted means 401. */
  async function resolveUser(request: FastifyRequest): Promise<CurrentUser> {
    const token = bearerToken(request);
    if (!token) throw AppError.unauthorized();
    const claims = await app.ctx.tokens.verify(token);
    if (claims === 'expired')
      throw AppError.unauthorized('Session has expired. Please sign-in to account');
    if (claims === 'invalid') throw AppError.unauthorized();
    const [user] = await app.ctx.db
      .select()
      .from(users)
      .where(and(eq(users.id, Number(claims.sub)), isNull(users.deletedAt)))
      .limit(1);
    if (!user || user.tokenVersion !== claims.tv)
      throw AppError.unauthorized('Session has expired. Please sign-in to account');
    return user;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.currentUser = await resolveUser(request);
  });

  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    const user = await resolveUser(request);
    if (!roles.includes(user.role)) throw AppError.forbidden();
    request.currentUser = user;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['context'] });

/** The signed-in user in a handler guarded by authenticate/requireRole. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw AppError.unauthorized();
  return request.currentUser;
}
