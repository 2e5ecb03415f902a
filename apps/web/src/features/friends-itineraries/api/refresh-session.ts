import type { Session } from '@camp/shared/auth';
import { apiFetch } from '../../../lib/api-client';
import { getToken, updateSessionOf } from '../../../lib/session';

/**
 * Reading the friends' itineraries clears the invited flags on the server; the stored session
 * must follow, or the guard would keep sending the parent back to this page. The session is
 * read again (GET /api/v1/sessions/verify); if that fails the flags are cleared locally, as the
 * server has already done.
 */
export async function refreshSessionAfterInvitations(): Promise<void> {
  const token = getToken();
  if (!token) return;
  try {
    const res = await apiFetch<{ expired: boolean; session?: Session }>('/api/v1/sessions/verify');
    if (res.session) {
      updateSessionOf(token, res.session);
      return;
    }
  } catch {
    // fall through
  }
  updateSessionOf(token, { invited_to_itinerary: false, invited: false });
}
