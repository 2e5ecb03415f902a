import { useState } from 'react';
import { useSession } from '../../../lib/session';

/**
 * Whether the parent was paid Premium when the page opened ("Premium users opening packages are
 * redirected to the profile"). Read once, so a parent who pays on the checkout page stays on it
 * until the confirmation opens instead of being pulled to the profile by the new session.
 */
export function usePremiumOnOpen(): boolean {
  const session = useSession();
  const [premium] = useState(() => session?.premium === true);
  return premium;
}
