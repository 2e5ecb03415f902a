import { ACCOUNT_DELETED } from '@camp/shared/messages';
import {
  endCheckoutsOfParent,
  cancelPlansOfParent,
  withdrawRequestsOfParent,
  stopSubscriptionsAtProvider,
} from '../../payments/index.js';
import { leaveAllOfParent } from '../../waitlist/index.js';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { SESSION_EXPIRED } from '@camp/shared/messages';
import { type CurrentUser } from '../../../plugins/auth.js';
import { closeAccountInTx, splitName, buildSession } from '../../auth/index.js';
import { type Session } from '@camp/shared/auth';
import type { ParentProfile } from '@camp/shared/profile';
import { AUTH_MESSAGES } from '@camp/shared/messages';
import * as accountsRepo from '../../../data/accounts/repository.js';
import { forgetFeedInTx } from '../../itineraries/index.js';
import * as itinerariesRepo from '../../../data/itineraries/repository.js';
import * as chatRepo from '../../../data/chat/repository.js';
import * as familiesRepo from '../../../data/families/repository.js';
import * as commerceRepo from '../../../data/commerce/repository.js';

export const ACCOUNT_MESSAGES = {
  notOwnAccount: 'You can only delete your own account.',
  deleted: ACCOUNT_DELETED,
} as const;

/**
 * DELETE /api/v1/parents?id=: the signed-in parent deletes their own account
 * (docs/decisions/0018-parent-profile-and-account-deletion.md); the rules are eraseParent's.
 */
export async function deleteAccount(
  ctx: AppContext,
  user: CurrentUser,
  id: number,
): Promise<{ message: string }> {
  if (id !== user.id) throw AppError.forbidden(ACCOUNT_MESSAGES.notOwnAccount);
  if (!(await eraseParent(ctx, user.id))) throw AppError.unauthorized(SESSION_EXPIRED);
  return { message: ACCOUNT_MESSAGES.deleted };
}

/**
 * Erases a parent account, in one transaction; the parent's own deletion and the back office's
 * erasure on request both come here. Personal data goes; what providers, specialists and the
 * accounts still need stays, anonymised:
 * - the user row keeps its id (orders, enrollments, audit) and loses every personal field; every
 *   token stops working and the e-mail is free to sign up again;
 * - children and questionnaires are renamed 'Deleted child' and lose addresses, coordinates,
 *   free texts and the passwordless form_id;
 * - itineraries not yet approved are canceled; all lose the location and the message;
 * - friend invitations (both ways), change requests and chat messages are deleted, and so is
 *   the calendar feed's secret (its URL answers 404);
 * - package orders, coupon redemptions and paid enrollments are kept as they are;
 * - waiver signatures and their signed copies are kept as they are, the camp's record of consent
 *   (decision 0112): their parent and child are the anonymised rows;
 * - subscriptions are canceled (at Stripe first) and saved cards deleted, so nothing renews.
 * `alsoInTx` runs last in the same transaction (the back office's audit row). Answers false,
 * changing nothing, when the account is already gone (a second erasure racing the first).
 */
export async function eraseParent(
  ctx: AppContext,
  parentId: number,
  alsoInTx?: (tx: DbOrTx) => Promise<void>,
): Promise<boolean> {
  // Outside the transaction (a network call): if the provider cannot be reached, nothing is
  // deleted. Canceled there but the deletion failing here is safe: the provider's webhook marks
  // the subscription canceled, and the erasure can be tried again.
  await stopSubscriptionsAtProvider(ctx, parentId);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // First, as it locks the user row: a second erasure waits here, then finds nothing.
    if (!(await closeAccountInTx(tx, ctx, parentId))) return false;
    await familiesRepo.anonymiseChildren(tx, parentId);
    await familiesRepo.anonymiseQuestionnaires(tx, parentId);
    await itinerariesRepo.deleteInvitations(tx, parentId);
    await forgetFeedInTx(tx, parentId);
    await itinerariesRepo.deleteConversations(tx, parentId);
    await chatRepo.deleteConversationsOf(tx, parentId);
    await itinerariesRepo.closeItineraries(tx, parentId, now);
    await endCheckoutsOfParent(tx, ctx, parentId);
    await cancelPlansOfParent(tx, parentId);
    // Offered seats go to the next families in line (decision 0063).
    await leaveAllOfParent(tx, ctx, parentId);
    await withdrawRequestsOfParent(tx, parentId, now);
    await commerceRepo.cancelSubscriptions(tx, parentId, now);
    await commerceRepo.deleteLocalPaymentMethods(tx, parentId);
    await alsoInTx?.(tx);
    return true;
  });
}

/**
 * PUT /api/v1/parents: name (split for first_name / last_name), phone (E.164), address and ZIP
 * code. A different e-mail is refused rather than ignored, so a client that tries to change it
 * learns that it did not happen. The row is locked so a concurrent deletion cannot be undone.
 * Answers the session of the token in hand with the new values.
 */
export async function updateParentProfile(
  ctx: AppContext,
  user: accountsRepo.UserRow,
  held: { token: string; exp: number },
  input: ParentProfile,
): Promise<Session> {
  if (input.email !== undefined && input.email !== user.email) {
    throw AppError.field('email', AUTH_MESSAGES.emailReadOnly);
  }
  const updated = await ctx.db.transaction(async (tx) => {
    const live = await accountsRepo.lockLiveUser(tx, user.id);
    if (!live) throw AppError.unauthorized(SESSION_EXPIRED);
    return accountsRepo.updateUser(tx, user.id, {
      name: input.name,
      ...splitName(input.name),
      phoneNumber: input.phone_number,
      address: input.address,
      zipCode: input.zip_code,
    });
  });
  // Same token: a profile edit is no reason to sign other devices out.
  return buildSession(ctx.db, updated, held);
}
