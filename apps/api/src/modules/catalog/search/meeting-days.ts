import type { Weekday } from '@camp/shared/meeting-days';
import { storedMeetingDays } from '../../../data/catalog/activity-fields.js';
import { BoundedMap } from '../../../lib/bounded-map.js';

/**
 * The stored meeting days of a result as days, read once per distinct list: a catalog holds a
 * handful of lists ('mon'…'fri' for most), and reading one by the text parser was the largest
 * item of writing a result card. The lists are shared between answers, frozen so none can change.
 */
const meetingDaysByList = new BoundedMap<string, Weekday[]>(1_000);

export function cardMeetingDays(stored: readonly string[] | null): Weekday[] {
  const key = JSON.stringify(stored);
  let days = meetingDaysByList.get(key);
  if (days === undefined) {
    days = Object.freeze(storedMeetingDays(stored)) as Weekday[];
    meetingDaysByList.set(key, days);
  }
  return days;
}
