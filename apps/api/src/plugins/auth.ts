import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@camp/shared/enums';
import { directorGateRefusal } from '@camp/shared/director-gate';
import { CONFIRMATION_REQUIRED, SESSION_EXPIRED } from '@camp/shared/messages';
import { TWO_FACTOR_MESSAGES } from '@camp/shared/two-factor';
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
  /*
   * The guards below are route hooks. Whichever hook a route declares one in (onRequest,
   * preValidation or preHandler), it runs in onRequest, before the body is read or validated:
   * who is asking is checked before what is asked (401, then 403, then 400/413/422).
   */
  interface FastifyInstance {
    /** Guard: any signed-in user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Guard factory: a signed-in user with one of `roles` (others get 403). */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
    /**
     * Guard factory: like requireRole, and the account's e-mail must be confirmed
     * (unconfirmed accounts get 403; the web sends them to /sign-up/verify).
     */
    requireConfirmed: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
    /**
     * Guard factory: requireConfirmed('CampDirector'), and the director must be active, i.e.
     * validated by an admin with a ready payment account; others get 403 with
     * DIRECTOR_GATE_MESSAGES. Guards the catalog and orders endpoints, not the onboarding ones.
     */
    requireActiveDirector: () => (request: FastifyRequest) => Promise<void>;
    /**
     * Guard: an admin, with a full session or with the enrolment-limited one an admin without a
     * second factor gets at sign-in. Only the two-step enrolment routes use it; every other guard
     * refuses the limited session (403).
     */
    requireAdminEnrolment: () => (request: FastifyRequest) => Promise<void>;
    /**
     * Guard factory for a read-only route that reads alongside the session: like requireRole,
     * but once the token's signature, expiry and role claim pass, the session's read is not
     * waited for here, so the route's own reading starts at once (one database round trip fewer
     * in a row). The route awaits `askingUser` before it answers and sets
     * `errorHandler: sessionFirst(app)`, so that any answer waits for the session and a refused
     * one (401/403) wins over the route's own errors: who is asking is still answered first.
     */
    requireRoleAlongside: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
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
  /**
   * `enrolmentOnly`: an admin's token that did not pass a second factor; it opens only the
   * two-step enrolment (an admin without a second factor is forced to enrol).
   */
  | { status: 'ok'; user: CurrentUser; claims: VerifiedClaims; enrolmentOnly: boolean }
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
  return {
    status: 'ok',
    user: row.user,
    claims,
    enrolmentOnly: row.user.role === 'Admin' && claims.mfa !== true,
  };
}

type Guard = (request: FastifyRequest) => Promise<void>;
type RouteHook = NonNullable<RouteOptions['onRequest']>;

/** Every guard this plugin made, with the roles it lets through ('any': any signed-in user). */
const guardRoles = new WeakMap<Guard, readonly Role[] | 'any'>();

function asList(hooks: RouteHook | undefined): unknown[] {
  if (!hooks) return [];
  return Array.isArray(hooks) ? [...(hooks as unknown[])] : [hooks];
}

const isGuard = (hook: unknown): hook is Guard =>
  typeof hook === 'function' && guardRoles.has(hook as Guard);

/**
 * Moves a route's guards to onRequest, ahead of its other hooks, wherever the route declared
 * them, and documents the route as needing a bearer token (`security`) for the roles the guards
 * let through (`x-roles`, read by the tests that walk the OpenAPI document).
 */
export function guardsFirst(route: RouteOptions): void {
  const guards: Guard[] = [];
  for (const hook of ['preValidation', 'preHandler'] as const) {
    const hooks = asList(route[hook] as RouteHook | undefined);
    const kept = hooks.filter((h) => !isGuard(h));
    if (kept.length === hooks.length) continue;
    guards.push(...hooks.filter(isGuard));
    route[hook] = kept.length ? (kept as never) : undefined;
  }
  const onRequest = asList(route.onRequest);
  guards.push(...onRequest.filter(isGuard));
  if (!guards.length) return;
  route.onRequest = [...guards, ...onRequest.filter((h) => !isGuard(h))] as never;
  // A request passes every guard: the roles allowed are those all of them allow.
  const lists = guards
    .map((g) => guardRoles.get(g)!)
    .filter((r): r is readonly Role[] => r !== 'any');
  const allowed = lists.length ? lists.reduce((a, b) => a.filter((r) => b.includes(r))) : 'any';
  route.schema = { ...route.schema, security: [{ bearer: [] }], 'x-roles': allowed } as never;
}

/**
 * The signed-in user of a guarded request. Revoked, expired or deleted means 401. An
 * enrolment-limited admin session means 403 unless the route is a two-step enrolment one.
 */
async function resolveUser(
  ctx: AppContext,
  request: FastifyRequest,
  enrolment = false,
): Promise<CurrentUser> {
  const token = bearerToken(request);
  if (!token) throw AppError.unauthorized();
  const resolved = await resolveToken(ctx, token);
  if (resolved.status === 'expired') throw AppError.unauthorized(SESSION_EXPIRED);
  if (resolved.status === 'invalid') throw AppError.unauthorized();
  if (resolved.enrolmentOnly && !enrolment) {
    throw AppError.base(
      403,
      TWO_FACTOR_MESSAGES.enrolmentRequired,
      'two_factor_enrolment_required',
    );
  }
  request.tokenClaims = resolved.claims;
  return resolved.user;
}

/**
 * requireRoleAlongside's guard: only a token this server signed, unexpired, claiming an allowed
 * role has its session read alongside the route (the session's row still decides); any other is
 * refused here as requireRole does.
 */
function alongsideGuard(app: FastifyInstance, roles: readonly Role[]): Guard {
  return async (request) => {
    const checked = async () => {
      const user = await resolveUser(app.ctx, request);
      if (!roles.includes(user.role)) throw AppError.forbidden();
      request.currentUser = user;
      return user;
    };
    const token = bearerToken(request);
    const claims = token ? app.ctx.tokens.verify(token, app.ctx.now()) : 'invalid';
    if (typeof claims === 'string' || !roles.includes(claims.role)) {
      await checked();
      return;
    }
    const pending = checked();
    // Awaited by the route (askingUser) or its error handler (sessionFirst).
    pending.catch(() => undefined);
    pendingUsers.set(request, pending);
  };
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('tokenClaims', null);
  // Added before any route module registers, so it sees every route.
  app.addHook('onRoute', guardsFirst);

  const guard = (fn: Guard, roles: readonly Role[] | 'any'): Guard => {
    guardRoles.set(fn, roles);
    return fn;
  };

  app.decorate(
    'authenticate',
    guard(async (request: FastifyRequest) => {
      request.currentUser = await resolveUser(app.ctx, request);
    }, 'any'),
  );

  app.decorate('requireRole', (...roles: Role[]) =>
    guard(async (request: FastifyRequest) => {
      const user = await resolveUser(app.ctx, request);
      if (!roles.includes(user.role)) throw AppError.forbidden();
      request.currentUser = user;
    }, roles),
  );

  app.decorate('requireRoleAlongside', (...roles: Role[]) =>
    guard(alongsideGuard(app, roles), roles),
  );

  app.decorate('requireAdminEnrolment', () =>
    guard(
      async (request: FastifyRequest) => {
        const user = await resolveUser(app.ctx, request, true);
        if (user.role !== 'Admin') throw AppError.forbidden();
        request.currentUser = user;
      },
      ['Admin'],
    ),
  );

  async function resolveConfirmed(request: FastifyRequest, roles: Role[]): Promise<CurrentUser> {
    const user = await resolveUser(app.ctx, request);
    if (!roles.includes(user.role)) throw AppError.forbidden();
    if (!user.confirmedAt) throw AppError.forbidden(CONFIRMATION_REQUIRED);
    return user;
  }

  app.decorate('requireConfirmed', (...roles: Role[]) =>
    guard(async (request: FastifyRequest) => {
      request.currentUser = await resolveConfirmed(request, roles);
    }, roles),
  );

  app.decorate('requireActiveDirector', () =>
    guard(
      async (request: FastifyRequest) => {
        const user = await resolveConfirmed(request, ['CampDirector']);
        // A director without a profile row counts as not validated.
        const profile = await findDirectorProfile(app.ctx.db, user.id);
        const refusal = directorGateRefusal(
          profile?.registrationStatus,
          profile?.paymentAccountStatus,
        );
        if (refusal) throw AppError.forbidden(refusal);
        request.currentUser = user;
      },
      ['CampDirector'],
    ),
  );
}

export default fp(authPlugin, { name: 'auth', dependencies: ['context'] });

/** Sessions being read for requests that requireRoleAlongside let through. */
const pendingUsers = new WeakMap<FastifyRequest, Promise<CurrentUser>>();

/** The signed-in user of a request guarded by requireRoleAlongside (401/403 when refused). */
export async function askingUser(request: FastifyRequest): Promise<CurrentUser> {
  return pendingUsers.get(request) ?? currentUser(request);
}

/**
 * The error handler of a route guarded by requireRoleAlongside: an error answered while its
 * session was being read waits for the session, and the session's refusal (401/403) is answered
 * instead when there is one; then the app's error handler writes the answer.
 */
export function sessionFirst(app: FastifyInstance) {
  const answer = app.errorHandler;
  return function (
    this: FastifyInstance,
    err: Error,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const write = (error: unknown) => {
      void answer.call(this, error as FastifyError, request, reply);
    };
    const pending = pendingUsers.get(request);
    if (!pending) return write(err);
    // The app's handler sends the answer itself (reply.send), once the session is known.
    pending.then(() => write(err), write);
  };
}

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
