import { describe, expect, it } from 'vitest';
import { campLink } from './camp-link';

const TRACKING = 'utm_source=campconcierge&utm_medium=referral&utm_campaign=itinerary';

describe('campLink', () => {
  it('gives specialists the raw URL', () => {
    expect(campLink('https://camp.example/summer?week=2', 'Specialist')).toBe(
      'https://camp.example/summer?week=2',
    );
  });

  it('appends the tracking parameters for every other role and for visitors', () => {
    for (const role of ['Parent', 'CampDirector', 'Admin', null, undefined] as const) {
      expect(campLink('https://camp.example/summer', role)).toBe(
        `https://camp.example/summer?${TRACKING}`,
      );
    }
  });

  it('keeps the URL’s own parameters and fragment', () => {
    expect(campLink('https://camp.example/s?week=2&lang=en#dates', 'Parent')).toBe(
      `https://camp.example/s?week=2&lang=en&${TRACKING}#dates`,
    );
  });

  it('replaces tracking parameters already present instead of repeating them', () => {
    expect(
      campLink('https://camp.example/?utm_source=other&utm_campaign=spring&x=1', 'Parent'),
    ).toBe(
      'https://camp.example/?utm_source=campconcierge&utm_campaign=itinerary&x=1&utm_medium=referral',
    );
  });

  it('leaves values that are not http(s) URLs alone', () => {
    expect(campLink('camp.example/summer', 'Parent')).toBe('camp.example/summer');
    expect(campLink('mailto:info@camp.example', 'Parent')).toBe('mailto:info@camp.example');
  });
});
