import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import * as repo from '../../../data/accounts/repository.js';

/**
 * For the account deletion (the families module), inside its transaction: the user row keeps
 * its id and role for the records that must outlive it (paid orders, enrollments, audit), loses
 * every personal field, and every token stops working. Answers false when the account was
 * already gone (a second deletion racing the first).
 */
export async function closeAccountInTx(
  tx: DbOrTx,
  ctx: AppContext,
  userId: number,
): Promise<boolean> {
  const user = await repo.lockLiveUser(tx, userId);
  if (!user) return false;
  await repo.deleteUserTokens(tx, user.id);
  await repo.clearFailures(tx, user.email);
  await repo.updateUserAndRevokeTokens(tx, user.id, {
    email: `deleted-${user.id}@deleted.invalid`,
    name: 'Deleted user',
    firstName: '',
    lastName: '',
    passwordHash: null,
    temporaryPassword: false,
    fromGoogle: false,
    googleSub: null,
    phoneNumber: null,
    address: null,
    zipCode: null,
    photoUrl: null,
    invitedToItinerary: false,
    lastSignInAt: null,
    deletedAt: ctx.now(),
  });
  return true;
}
