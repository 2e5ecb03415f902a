import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '@camp/shared/auth';
import { SESSION_EXPIRED } from '@camp/shared/messages';
import { apiFetch, onUnauthorized } from '../../lib/api-client';
import { clearSession, getSession, getToken, updateSessionOf } from '../../lib/session';
import { signInPathFor } from './header-nav';
import { toast } from '../ui/toaster';

/** The spec's wording, shared with the API's 401 answers. */
export const SESSION_EXPIRED_MESSAGE = SESSION_EXPIRED;

export interface VerifySessionResponse {
  expired: boolean;
  session?: Session;
}

/**
 * Ends an expired session: local storage is cleared except the welcome flag,
 * the user goes to their sign-in page and sees a warning toast. Returns false when nobody was
 * signed in (several failing calls at once end the session only once).
 */
export function expireSession(navigate: (to: string) => unknown): boolean {
  const session = getSession();
  if (!session) return false;
  clearSession();
  void navigate(signInPathFor(session.role));
  toast.warning(SESSION_EXPIRED_MESSAGE);
  return true;
}

/**
 * Mounted once in the root layout: verifies a stored token on start (GET /api/v1/sessions/verify)
 * and refreshes the stored session fields, and ends the session when any call answers 401.
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const expire = () => {
      if (expireSession(navigate)) queryClient.clear();
    };
    const unsubscribe = onUnauthorized(expire);
    const controller = new AbortController();
    const token = getToken();
    if (token) {
      apiFetch<VerifySessionResponse>('/api/v1/sessions/verify', { signal: controller.signal })
        .then((res) => {
          // The user may have signed in again (confirmed the e-mail) while this was asked:
          // the answer is about the older token and leaves the newer session alone.
          if (getToken() !== token) return;
          if (res.expired) expire();
          else if (res.session) updateSessionOf(token, res.session);
        })
        // Offline or a server error: keep the session; a 401 has already been handled above.
        .catch(() => undefined);
    }
    return () => {
      unsubscribe();
      controller.abort();
    };
  }, [navigate, queryClient]);

  return null;
}
