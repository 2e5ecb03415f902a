import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { getSession } from '../../lib/session';
import { guestOnlyGuard } from '../../features/auth/redirects';

/**
 * Auth pages (sign-in, sign-up, verify, forgot and reset password) send a signed-in, confirmed
 * user home. Checked when the auth area is entered, not when the session changes on a page:
 * signing in stores the session and then navigates by the post-login rules, which a guard
 * reacting to the new session would pre-empt. (Every successful sign-in leaves the auth area
 * or, unconfirmed, stays allowed in it, so the entry check is never stale.)
 */
export function GuestOnly() {
  const [decision] = useState(() => guestOnlyGuard(getSession()));
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
