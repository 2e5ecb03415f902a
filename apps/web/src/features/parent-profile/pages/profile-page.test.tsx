import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { clearSession, setSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import { ProfilePage } from './profile-page';

function renderPage(over: Parameters<typeof makeSession>[0] = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json({ questionnaires: [] }))),
  );
  setSession(makeSession({ first_name: 'Dana', name: 'Dana Parker', ...over }));
  return renderWithShell(<ProfilePage />, { path: '/profile' });
}

describe('<ProfilePage />', () => {
  afterEach(() => {
    clearSession();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows the profile tab and the sections in the order of the spec', async () => {
    renderPage({ friends_itineraries: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByText("Hello, Dana. Keep your family's details up to date.")).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Profile sections' });
    // Without Premium, friend access keeps the calendar (the one gate rule, needsCalendarUpgrade).
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Profile', 'Children', 'Calendar', 'Itineraries', 'Share with me']);
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toEqual([
      'details-title',
      'children-title',
      'password-title',
      'reminders-title',
      'subscription-title',
      'delete-account-title',
    ]);
    expect(await screen.findByText("No added children's yet")).toBeTruthy();
    expect(screen.getByLabelText(/^Current password/, { selector: 'input' })).toBeTruthy();
  });

  it('invites a parent with a temporary password to choose one, without asking for the old one', () => {
    renderPage({ current_password_required: false });
    const section = screen.getByRole('region', { name: 'Change Password' });
    expect(
      within(section).getByText(
        'Your account has a temporary password or none yet. Choose your own here.',
      ),
    ).toBeTruthy();
    expect(within(section).queryByLabelText(/Current password/)).toBeNull();
  });
});
