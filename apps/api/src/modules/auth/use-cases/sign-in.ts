import { type Session, type SignInInput } from '@camp/shared/auth';
import type { Role } from '@camp/shared/enums';
import type { AppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../../lib/password.js';
import { ACCOUNT_DEACTIVATED, AUTH_MESSAGES } from '@camp/shared/messages';
import { verifyAndSpend } from '../../captcha/index.js';
import * as repo from '../../../data/accounts/repository.js';
import type { TwoFactorChallenge } from '@camp/shared/two-factor';
import * as secondFactorsRepo from '../../../data/accounts/second-factors.js';
import { createToken } from '../one-time-tokens.js';
import { issueSession } from '../session.js';
import {
  CHALLENGE_AFTER_FAILURES,
  FAILURE_WINDOW_MS,
  TWO_FACTOR_CHALLENGE_TTL_MS,
} from './shared.js';

/** Compared against when the e-mail is unknown, so both failures take as long. */
let dummyHash: Promise<string> | undefined;

/**
 * E-mail and password sign-in for one role. After CHALLENGE_AFTER_FAILURES failures for the
 * e-mail (counted whether or not the account exists, so the challenge reveals nothing) a solved
 * proof-of-work must come with the request. An unconfirmed account gets a session with
 * confirmed=false. An admin with a second factor gets no session yet but a short-lived
 * challenge, answered with a code (use-cases/two-factor.ts); the failures are cleared only then,
 * so wrong codes count against the e-mail like wrong passwords. An admin without one gets the
 * enrolment-limited session.
 */
async function passwordSignIn(
  ctx: AppContext,
  role: Role,
  input: SignInInput,
): Promise<Session | TwoFactorChallenge> {
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
  if (user.role === 'Admin') {
    const factor = await secondFactorsRepo.findSecondFactor(ctx.db, user.id);
    if (factor?.confirmedAt) {
      const expiresAt = new Date(now.getTime() + TWO_FACTOR_CHALLENGE_TTL_MS);
      const token = await createToken(
        ctx.db,
        ctx,
        user.id,
        'two_factor',
        TWO_FACTOR_CHALLENGE_TTL_MS,
      );
      return {
        two_factor_required: true,
        challenge_token: token,
        challenge_expires_at: expiresAt.toISOString(),
      };
    }
  }
  await repo.clearFailures(ctx.db, input.email);
  const updated = await repo.updateUser(ctx.db, user.id, { lastSignInAt: now });
  return issueSession(ctx, updated);
}

/** Sign-in of the roles without a second factor: a session, or an error. */
export async function signIn(
  ctx: AppContext,
  role: Exclude<Role, 'Admin'>,
  input: SignInInput,
): Promise<Session> {
  const answer = await passwordSignIn(ctx, role, input);
  if ('two_factor_required' in answer) throw new Error('only admins have a second factor');
  return answer;
}

/** Admin sign-in: the challenge of the second step, or the enrolment-limited session. */
export function adminSignIn(
  ctx: AppContext,
  input: SignInInput,
): Promise<Session | TwoFactorChallenge> {
  return passwordSignIn(ctx, 'Admin', input);
}
