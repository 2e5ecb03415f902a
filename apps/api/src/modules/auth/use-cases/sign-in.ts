import { type Session, type SignInInput } from '@camp/shared/auth';
import type { Role } from '@camp/shared/enums';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../../lib/password.js';
import { ACCOUNT_DEACTIVATED, AUTH_MESSAGES } from '@camp/shared/messages';
import { verifyAndSpend } from '../../captcha/index.js';
import * as repo from '../../../data/accounts/repository.js';
import { issueSession } from '../session.js';
import { CHALLENGE_AFTER_FAILURES, FAILURE_WINDOW_MS } from './shared.js';

/** Compared against when the e-mail is unknown, so both failures take as long. */
let dummyHash: Promise<string> | undefined;

/**
 * E-mail and password sign-in for one role. After CHALLENGE_AFTER_FAILURES failures for the
 * e-mail (counted whether or not the account exists, so the challenge reveals nothing) a solved
 * proof-of-work must come with the request. An unconfirmed account gets a session with
 * confirmed=false.
 */
export async function signIn(ctx: AppContext, role: Role, input: SignInInput): Promise<Session> {
  const now = ctx.now();
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  // Counted as a failure before the (slow) password check, atomically: guesses sent at once
  // cannot all be checked against the count before any of them is recorded.
  const attempt = await repo.countFailedAttempt(ctx.db, input.email, now, since);
  // Spent outside any transaction: a wrong password afterwards must not give the solution back.
  if (attempt > CHALLENGE_AFTER_FAILURES) await verifyAndSpend(ctx.db, ctx, input.altcha);

  const user = await repo.findLiveUserByEmail(ctx.db, input.email);
  let ok = false;
  if (user?.passwordHash) {
    ok = (await verifyPassword(user.passwordHash, input.password)) && user.role === role;
  } else {
    // No account, or a Google-only one: spend the same time so neither is told apart.
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(await dummyHash, input.password);
  }
  // The failure was counted above.
  if (!user || !ok) throw AppError.unauthorized(AUTH_MESSAGES.invalidCredentials);
  // Said only to whoever knows the password; not recorded as a sign-in.
  if (user.deactivatedAt) throw AppError.forbidden(ACCOUNT_DEACTIVATED);
  await repo.clearFailures(ctx.db, input.email);
  const updated = await repo.updateUser(ctx.db, user.id, { lastSignInAt: now });
  return issueSession(ctx, updated);
}
