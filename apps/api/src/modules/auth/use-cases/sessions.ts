import { type Session } from '@camp/shared/auth';
import type { AppContext } from '../../../context.js';
import { resolveToken } from '../../../plugins/auth.js';
import * as repo from '../../../data/accounts/repository.js';
import { buildSession } from '../session.js';

/** Sign-out: that one token stops working. An already dead token needs nothing. */
export async function signOut(ctx: AppContext, bearer: string): Promise<void> {
  const resolved = await resolveToken(ctx, bearer);
  if (resolved.status !== 'ok') return;
  await repo.revokeToken(ctx.db, resolved.claims.jti, new Date(resolved.claims.exp * 1000));
  await repo.deleteExpiredRevocations(ctx.db, ctx.now());
}

export async function verifySession(
  ctx: AppContext,
  bearer: string,
): Promise<{ expired: true } | { expired: false; session: Session }> {
  const resolved = await resolveToken(ctx, bearer);
  if (resolved.status !== 'ok') return { expired: true };
  const session = await buildSession(
    ctx.db,
    resolved.user,
    { token: bearer, exp: resolved.claims.exp },
    { enrolmentOnly: resolved.enrolmentOnly },
  );
  return { expired: false, session };
}
