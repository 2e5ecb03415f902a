import type { Session } from '@camp/shared/auth';
import { needsCalendarUpgrade } from '@camp/shared/calendar-access';

/**
 * The premium gates as pure functions, so the header menu, the drawer, the
 * 'Start my plan' button and the gated pages themselves decide alike. `premium` in the session
 * already means "paid Premium" (package type Premium with a paid order).
 */
export type UpgradeGateSession = Pick<
  Session,
  'premium' | 'package_type' | 'has_not_completed_questionnaire'
>;
/** The calendar's gate also reads friend access. */
export type CalendarGateSession = UpgradeGateSession & Pick<Session, 'friends_itineraries'>;

/**
 * Calendar: "Parents without Premium and without package type see the upgrade dialog". A parent
 * who bought any package (Basic included: the calendar planner is a feature of every package)
 * opens it (decision 0015), and so does a friend-enabled parent, whose friends' itineraries the
 * calendar shows. The rule is shared with the API (`needsCalendarUpgrade`): one rule, one place.
 */
export function calendarGated(session: CalendarGateSession): boolean {
  return needsCalendarUpgrade(session);
}

/**
 * Questionnaire: "gated when the parent is not paid Premium but already has at least one
 * questionnaire". The first questionnaire is always open: it is how a parent starts.
 */
export function questionnaireGated(session: UpgradeGateSession): boolean {
  return !session.premium && !session.has_not_completed_questionnaire;
}
