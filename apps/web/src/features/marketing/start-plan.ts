import type { Session } from '@camp/shared/auth';
import { questionnaireGated, type UpgradeGateSession } from '../../components/premium/upgrade-gate';

/**
 * What the hero's 'Start my plan' button does for the current user (spec: the button "may be
 * blocked depending on user state"):
 * - hidden for staff and providers (specialists, camp directors, admins): they do not plan for
 *   their own children here;
 * - 'upgrade' for a parent who is not Premium and already has a questionnaire: the questionnaire
 *   is gated, so the upgrade dialog offers the packages instead;
 * - otherwise the questionnaire (visitors too: they answer it first, and its last step creates
 *   their account).
 */
export type StartPlanAction = 'questionnaire' | 'upgrade' | 'hidden';

export type StartPlanSession = Pick<Session, 'role'> & UpgradeGateSession;

export function startPlanAction(session: StartPlanSession | null): StartPlanAction {
  if (!session) return 'questionnaire';
  if (session.role !== 'Parent') return 'hidden';
  return questionnaireGated(session) ? 'upgrade' : 'questionnaire';
}
