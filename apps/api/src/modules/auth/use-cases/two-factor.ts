import type { Session } from '@camp/shared/auth';
import { ACCOUNT_DEACTIVATED } from '@camp/shared/messages';
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_MESSAGES,
  type RecoveryCodes,
  type TwoFactorAnswer,
  type TwoFactorConfirmed,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@camp/shared/two-factor';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import * as repo from '../../../data/accounts/repository.js';
import * as factorsRepo from '../../../data/accounts/second-factors.js';
import * as auditRepo from '../../../data/audit/repository.js';
import { hashToken } from '../one-time-tokens.js';
import { issueSession } from '../session.js';
import {
  enrolmentPicture,
  isTotpCode,
  matchingStep,
  newRecoveryCode,
  newSecret,
  normaliseCode,
  openSecret,
  recoveryCodeHash,
  sealSecret,
} from '../two-factor.js';
import { CHALLENGE_AFTER_FAILURES, FAILURE_WINDOW_MS } from './shared.js';

const envKey = (ctx: AppContext) => ctx.config.TOTP_ENCRYPTION_KEY;

/** New recovery codes for the user, stored as keyed hashes only; the clear ones are answered once. */
async function renewRecoveryCodes(tx: DbOrTx, ctx: AppContext, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await factorsRepo.replaceRecoveryCodes(
    tx,
    userId,
    codes.map((c) => recoveryCodeHash(envKey(ctx), userId, c)),
  );
  return codes;
}

/**
 * POST /api/v1/admins/two-factor/enrolment: a new secret for the admin's authenticator app (QR
 * code and the key to type by hand). Starting again replaces a secret not yet confirmed; a
 * confirmed one stays until another admin resets it.
 */
export async function startEnrolment(
  ctx: AppContext,
  user: repo.UserRow,
): Promise<TwoFactorEnrolment> {
  const secret = newSecret();
  const saved = await factorsRepo.savePendingSecret(
    ctx.db,
    user.id,
    sealSecret(envKey(ctx), user.id, secret),
  );
  if (!saved) throw AppError.conflict(TWO_FACTOR_MESSAGES.alreadyEnrolled);
  const picture = await enrolmentPicture(secret, user.email);
  return { secret, otpauth_url: picture.otpauthUrl, qr_code: picture.qrCode };
}

/**
 * POST /api/v1/admins/two-factor/enrolment/confirmation: the first code from the app proves the
 * secret was saved. The factor is confirmed, ten recovery codes are made (answered this once),
 * every earlier session of the admin ends (the enrolment-limited one too) and a full session is
 * answered. One transaction with its audit row.
 */
export async function confirmEnrolment(
  ctx: AppContext,
  user: repo.UserRow,
  code: string,
): Promise<TwoFactorConfirmed> {
  const now = ctx.now();
  const { updated, codes } = await ctx.db.transaction(async (tx) => {
    const factor = await factorsRepo.findSecondFactor(tx, user.id);
    if (factor?.confirmedAt) throw AppError.conflict(TWO_FACTOR_MESSAGES.alreadyEnrolled);
    if (!factor) throw AppError.conflict(TWO_FACTOR_MESSAGES.noEnrolment);
    const secret = openSecret(envKey(ctx), user.id, factor.secretCiphertext);
    const step = await matchingStep(secret, normaliseCode(code), now);
    if (step === null) throw AppError.field('code', TWO_FACTOR_MESSAGES.wrongCode);
    // Conditional: of two confirmations at once, one gets through.
    if (!(await factorsRepo.spendStep(tx, user.id, step, now))) {
      throw AppError.conflict(TWO_FACTOR_MESSAGES.alreadyEnrolled);
    }
    const recovery = await renewRecoveryCodes(tx, ctx, user.id);
    const after = await repo.updateUserAndRevokeTokens(tx, user.id, {});
    await auditRepo.insert(tx, {
      actorId: user.id,
      entityType: 'users',
      entityId: user.id,
      action: 'two_factor_enrolled',
      data: {
        before: { two_factor: 'none' },
        after: { two_factor: 'enrolled', recovery_codes: RECOVERY_CODE_COUNT },
      },
    });
    return { updated: after, codes: recovery };
  });
  const session = await issueSession(ctx, updated, { secondFactor: true });
  return { session, recovery_codes: codes };
}

/** GET /api/v1/admins/two-factor. */
export async function twoFactorStatus(
  ctx: AppContext,
  user: repo.UserRow,
): Promise<TwoFactorStatus> {
  const factor = await factorsRepo.findSecondFactor(ctx.db, user.id);
  const enrolled = Boolean(factor?.confirmedAt);
  return {
    enrolled,
    enrolled_at: factor?.confirmedAt?.toISOString() ?? null,
    recovery_codes_left: enrolled ? await factorsRepo.countUnusedRecoveryCodes(ctx.db, user.id) : 0,
  };
}

/** POST /api/v1/admins/two-factor/recovery-codes: ten new codes; the older ones stop working. */
export function regenerateRecoveryCodes(
  ctx: AppContext,
  user: repo.UserRow,
): Promise<RecoveryCodes> {
  return ctx.db.transaction(async (tx) => {
    const factor = await factorsRepo.findSecondFactor(tx, user.id);
    if (!factor?.confirmedAt) throw AppError.conflict(TWO_FACTOR_MESSAGES.notEnrolled);
    const left = await factorsRepo.countUnusedRecoveryCodes(tx, user.id);
    const codes = await renewRecoveryCodes(tx, ctx, user.id);
    await auditRepo.insert(tx, {
      actorId: user.id,
      entityType: 'users',
      entityId: user.id,
      action: 'two_factor_recovery_codes_regenerated',
      data: { before: { recovery_codes: left }, after: { recovery_codes: RECOVERY_CODE_COUNT } },
    });
    return { recovery_codes: codes };
  });
}

type Checked = { ok: true; user: repo.UserRow } | { ok: false; message: string };

/**
 * POST /api/v1/admins/sessions/two-factor: the second step of an admin's sign-in. The code is a
 * TOTP code of a step later than the last one used (no replay within its window), or an unused
 * recovery code (spent here). A wrong code counts as a failed sign-in for the e-mail: past the
 * limit the challenge is void, and the next password sign-in needs the proof-of-work.
 */
export async function answerChallenge(ctx: AppContext, input: TwoFactorAnswer): Promise<Session> {
  const now = ctx.now();
  const found = await repo.findUserToken(ctx.db, 'two_factor', hashToken(input.challenge_token));
  if (!found || found.user.role !== 'Admin' || found.usedAt || found.expiresAt <= now) {
    throw AppError.unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
  }
  if (found.user.deactivatedAt) throw AppError.forbidden(ACCOUNT_DEACTIVATED);
  const userId = found.user.id;
  const code = normaliseCode(input.code);

  const checked = await ctx.db.transaction(async (tx): Promise<Checked> => {
    const factor = await factorsRepo.findSecondFactor(tx, userId);
    // Reset by another admin since the password step: that challenge leads nowhere.
    if (!factor?.confirmedAt) throw AppError.unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
    if (isTotpCode(code)) {
      const secret = openSecret(envKey(ctx), userId, factor.secretCiphertext);
      const step = await matchingStep(secret, code, now);
      if (step === null) return { ok: false, message: TWO_FACTOR_MESSAGES.wrongCode };
      if (!(await factorsRepo.spendStep(tx, userId, step))) {
        return { ok: false, message: TWO_FACTOR_MESSAGES.replayed };
      }
    } else {
      const spent = await factorsRepo.spendRecoveryCode(
        tx,
        userId,
        recoveryCodeHash(envKey(ctx), userId, code),
        now,
      );
      if (spent !== 'ok') {
        const message =
          spent === 'used' ? TWO_FACTOR_MESSAGES.recoveryUsed : TWO_FACTOR_MESSAGES.wrongCode;
        return { ok: false, message };
      }
    }
    // The challenge works once: of two right answers at once, one gets a session.
    if (!(await repo.useToken(tx, found.id, now))) {
      throw AppError.unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
    }
    const user = await repo.updateUser(tx, userId, { lastSignInAt: now });
    return { ok: true, user };
  });

  if (!checked.ok) {
    const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
    const attempt = await repo.countFailedAttempt(ctx.db, found.user.email, now, since);
    if (attempt > CHALLENGE_AFTER_FAILURES) {
      await repo.useToken(ctx.db, found.id, now);
      throw AppError.unauthorized(TWO_FACTOR_MESSAGES.tooManyWrongCodes);
    }
    throw AppError.field('code', checked.message);
  }
  await repo.clearFailures(ctx.db, found.user.email);
  return issueSession(ctx, checked.user, { secondFactor: true });
}
