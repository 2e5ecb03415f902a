import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Session } from '@camp/shared/auth';
import { setSession } from '../../../lib/session';
import { failedSignInStore, pendingEmailStore, returnPathStore } from '../auth-storage';
import { postSignInRedirect, type SignInMethod } from '../redirects';

/**
 * Stores a fresh session and goes where the post-login rules say (redirects.ts). An
 * unconfirmed account keeps its address for the verification page and its return path for
 * after the confirmation; a confirmed one uses the return path and clears it.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return useCallback(
    (session: Session, method: SignInMethod) => {
      failedSignInStore.reset();
      const target = postSignInRedirect(session, method, returnPathStore.get());
      if (session.confirmed) returnPathStore.clear();
      else pendingEmailStore.set(session.email);
      setSession(session);
      void navigate(target.to, { replace: true, state: target.state });
    },
    [navigate],
  );
}
