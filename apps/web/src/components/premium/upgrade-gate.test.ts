import { describe, expect, it } from 'vitest';
import { calendarGated, questionnaireGated, type CalendarGateSession } from './upgrade-gate';

const parent = (over: Partial<CalendarGateSession> = {}): CalendarGateSession => ({
  premium: false,
  package_type: null,
  has_not_completed_questionnaire: true,
  friends_itineraries: false,
  ...over,
});

describe('premium gates (calendar and questionnaire for parents without paid Premium)', () => {
  it('gates the calendar for a parent without Premium and without a package type only', () => {
    expect(calendarGated(parent())).toBe(true);
    expect(calendarGated(parent({ package_type: 'Basic' }))).toBe(false);
    // Premium chosen but not paid yet: a package type, so the calendar opens.
    expect(calendarGated(parent({ package_type: 'Premium' }))).toBe(false);
    expect(calendarGated(parent({ premium: true, package_type: 'Premium' }))).toBe(false);
    // A friend-enabled parent sees the friends' itineraries there (the API's rule too).
    expect(calendarGated(parent({ friends_itineraries: true }))).toBe(false);
  });

  it('gates the questionnaire once a parent who is not paid Premium has one', () => {
    expect(questionnaireGated(parent())).toBe(false);
    expect(questionnaireGated(parent({ has_not_completed_questionnaire: false }))).toBe(true);
    expect(
      questionnaireGated(parent({ package_type: 'Basic', has_not_completed_questionnaire: false })),
    ).toBe(true);
    expect(
      questionnaireGated(
        parent({ premium: true, package_type: 'Premium', has_not_completed_questionnaire: false }),
      ),
    ).toBe(false);
  });
});
