import type { DbOrTx } from '../../../db/client.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import * as invitationsRepo from '../../../data/itineraries/invitations.js';

/**
 * For sign-up (e-mail and Google) and the e-mail confirmation, in their transaction: invitations
 * sent to this parent's e-mail before the account existed become the parent's, and the invited
 * flag is set so the web leads them to 'Share with me'. Answers the user row as it is now, for
 * the session the caller builds. Other roles are never linked: an invitation is for a parent.
 */
export async function linkPendingInvitations(
  tx: DbOrTx,
  user: accountsRepo.UserRow,
): Promise<accountsRepo.UserRow> {
  if (user.role !== 'Parent') return user;
  const linked = await invitationsRepo.linkInvitationsByEmail(tx, user.email, user.id, user.name);
  if (linked === 0 || user.invitedToItinerary) return user;
  return accountsRepo.updateUser(tx, user.id, { invitedToItinerary: true });
}
