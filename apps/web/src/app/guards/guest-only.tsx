import { useState } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router-dom';
import type { Role } from '@camp/shared/enums';
import { getSession } from '../../lib/session';
import { guestOnlyGuard } from '../../features/auth/redirects';
import { useHydrated } from '../../components/ui/use-hydrated';

/** Route `handle` of a sign-in page: the role it signs in. */
export interface SignInHandle {
  signInRole: Role;
}

/**
 * Auth pages (sign-in, sign-up, verify, forgot and reset password) send a signed-in, confirmed
 * user home; a role's sign-in page lets a user signed in with another role in (the role guards
 * send them there). Checked against the session as it was when the auth area was entered, not
 * when the session changes on a page: signing in stores the session and then navigates by the
 * post-login rules, which a guard reacting to the new session would pre-empt. (Every successful
 * sign-in leaves the auth area or, unconfirmed, stays allowed in it, so the entry session is
 * never stale.)
 */
export function GuestOnly() {
  const [entrySession] = useState(getSession);
  // A pre-rendered sign-in page is hydrated as the build rendered it (for a visitor); a
  // signed-in user is sent on right after.
  const hydrated = useHydrated();
  const signInRole = useMatches()
    .map((m) => (m.handle as Partial<SignInHandle> | undefined)?.signInRole)
    .find(Boolean);
  const decision = guestOnlyGuard(hydrated ? entrySession : null, signInRole);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
