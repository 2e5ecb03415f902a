import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { parentOrVisitorGuard } from '../../features/auth/redirects';

/**
 * Layout route for pages open to visitors and parents (the questionnaire, congratulations):
 * other roles go home, an unconfirmed account to the verification page.
 */
export function ParentOrVisitor() {
  const session = useSession();
  const location = useLocation();
  const decision = parentOrVisitorGuard(session, location.pathname);
  if (decision.kind === 'redirect')
    return <Navigate to={decision.to} replace state={decision.state} />;
  return <Outlet />;
}
