import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSession, renderWithShell } from '../../test-utils';
import { ProfileTabs, profileTabs } from './profile-tabs';

describe('profileTabs', () => {
  it("lists Profile, Calendar and Itineraries, and 'Share with me' only with friend access", () => {
    const labels = (friends: boolean) =>
      profileTabs(makeSession({ friends_itineraries: friends, premium: true })).map((t) => t.label);
    expect(labels(false)).toEqual(['Profile', 'Children', 'Calendar', 'Itineraries']);
    expect(labels(true)).toEqual([
      'Profile',
      'Children',
      'Calendar',
      'Itineraries',
      'Share with me',
    ]);
  });

  it('gates the Calendar for a parent without Premium and without a package type', () => {
    const calendar = (s: Parameters<typeof makeSession>[0]) =>
      profileTabs(makeSession(s)).find((t) => t.key === 'calendar')?.gated;
    expect(calendar({ premium: false, package_type: null })).toBe(true);
    expect(calendar({ premium: false, package_type: 'Basic' })).toBe(false);
    expect(calendar({ premium: true, package_type: 'Premium' })).toBe(false);
  });
});

describe('<ProfileTabs />', () => {
  it('marks the current tab and links the others; a gated tab opens the upgrade dialog', async () => {
    renderWithShell(<ProfileTabs session={makeSession({ premium: false, package_type: null })} />, {
      path: '/profile',
    });
    const nav = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Itineraries' }).getAttribute('href')).toBe(
      '/profile/itineraries',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Calendar' }));
    expect(
      await screen.findByRole('dialog', { name: 'Get more personal assistance!' }),
    ).toBeTruthy();
  });
});
