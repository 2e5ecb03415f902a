import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import type { Session } from '@camp/shared/auth';
import type { Role } from '@camp/shared/enums';
import { useSession } from '../../lib/session';
import { returnPathStore } from '../../features/auth/auth-storage';
import { roleGuard, type Redirect } from '../../features/auth/redirects';

/** Route `handle` flags read by the guard. */
export interface GuardHandle {
  /** A parent without a package type may open this page (otherwise: congratulations). */
  allowWithoutPackage?: boolean;
}

/**
 * An area's extra rule after the role check: returns where to go instead, or null to show the
 * page. The camp-director status gate (registration and payment-account status) plugs in here.
 */
export type AreaGate = (session: Session, pathname: string) => Redirect | null;

export interface RequireRoleProps {
  role: Role;
  gate?: AreaGate;
  children?: ReactNode;
}

/**
 * Role-protected layout route. Entering without the right session
 * leads to the role's sign-in page, which brings the user back here afterwards. When the
 * session ends on a page already shown (Log out goes home, an expired session goes to sign-in
 * with a toast), whoever ended it navigates: redirecting here as well would race with that.
 */
export function RequireRole({ role, gate, children }: RequireRoleProps) {
  const session = useSession();
  const location = useLocation();
  const matches = useMatches();
  const allowWithoutPackage = matches.some(
    (m) => (m.handle as GuardHandle | undefined)?.allowWithoutPackage === true,
  );
  const decision = roleGuard(session, role, location.pathname, { allowWithoutPackage });
  const shownPath = useRef<string | null>(null);
  const allowed = decision.kind === 'allow';
  useEffect(() => {
    if (allowed) shownPath.current = location.pathname;
  }, [allowed, location.pathname]);
  if (decision.kind === 'redirect') {
    if (!session && shownPath.current === location.pathname) return null;
    // Idempotent, so safe during render: the path to return to after signing in.
    if (decision.rememberReturnPath) {
      returnPathStore.set(`${location.pathname}${location.search}${location.hash}`);
    }
    return <Navigate to={decision.to} replace state={decision.state} />;
  }
  const gated = gate && session ? gate(session, location.pathname) : null;
  if (gated) return <Navigate to={gated.to} replace state={gated.state} />;
  return children ?? <Outlet />;
}
