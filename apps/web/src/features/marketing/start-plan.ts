import type { Session } from '@camp/shared/auth';

/**
 * What the hero's 'Start my plan' button does for the current user (spec: the button "may be
 * blocked depending on user state"):
 * - hidden for staff and providers (specialists, camp directors, admins): they do not plan for
 *   their own children here;
 * - 'upgrade' for a parent who is not Premium and already has a questionnaire: the questionnaire
 *   is gated (spec section 6), so the upgrade dialog offers the packages instead;
 * - otherwise the questionnaire (visitors too: its own guard asks them to sign in).
 */
export type StartPlanAction = 'questionnaire' | 'upgrade' | 'hidden';

export type StartPlanSession = Pick<
  Session,
  'role' | 'premium' | 'has_not_completed_questionnaire'
>;

export function startPlanAction(session: StartPlanSession | null): StartPlanAction {
  if (!session) return 'questionnaire';
  if (session.role !== 'Parent') return 'hidden';
  if (!session.premium && !session.has_not_completed_questionnaire) return 'upgrade';
  return 'questionnaire';
}
