import { describe, expect, it } from 'vitest';
import { needsCalendarUpgrade } from './calendar';

describe('needsCalendarUpgrade', () => {
  it('asks only a parent with no package, no Premium and no friend access to upgrade', () => {
    const none = { premium: false, package_type: null, friends_itineraries: false };
    expect(needsCalendarUpgrade(none)).toBe(true);
    expect(needsCalendarUpgrade({ ...none, package_type: 'Basic' })).toBe(false);
    expect(needsCalendarUpgrade({ ...none, premium: true, package_type: 'Premium' })).toBe(false);
    expect(needsCalendarUpgrade({ ...none, friends_itineraries: true })).toBe(false);
  });
});
