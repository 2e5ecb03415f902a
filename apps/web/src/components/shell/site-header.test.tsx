import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, getSession, setSession } from '../../lib/session';
import { makeSession, renderWithShell } from '../../test-utils';
import { SiteHeader } from './site-header';

// The desktop and mobile navigation both exist in the DOM; jsdom applies no media queries,
// so queries include hidden elements where the desktop bar is meant.
const all = { hidden: true } as const;

describe('<SiteHeader />', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
    );
  });
  afterEach(() => {
    clearSession();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('offers visitors the sign-in menu with Parent / Guardian and Provider', async () => {
    renderWithShell(<SiteHeader />);
    expect(screen.queryByRole('link', { ...all, name: 'Dashboard' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { ...all, name: 'Sign in' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getByRole('menuitem', { name: /Parent \/ Guardian/ })
        .getAttribute('href'),
    ).toBe('/sign-in');
    expect(
      within(menu)
        .getByRole('menuitem', { name: /Provider/ })
        .getAttribute('href'),
    ).toBe('/camp-director/sign-in');
  });

  it('opens the consultation dialog with a Schedule Now link', async () => {
    renderWithShell(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { ...all, name: 'Schedule Consultation' }));
    const dialog = await screen.findByRole('dialog');
    const link = within(dialog).getByRole('link', { name: /Schedule Now/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('shows an admin no parent marketing items (Schedule Consultation, Explore Camps)', () => {
    setSession(makeSession({ role: 'Admin' }));
    renderWithShell(<SiteHeader />);
    expect(
      screen.getAllByRole('link', { ...all, name: 'Dashboard' })[0]!.getAttribute('href'),
    ).toBe('/admin');
    expect(screen.queryByRole('link', { ...all, name: 'Explore Camps' })).toBeNull();
    expect(screen.queryByRole('button', { ...all, name: 'Schedule Consultation' })).toBeNull();
  });

  it("leads a parent's Explore Camps to the program spotlight", () => {
    setSession(makeSession({ role: 'Parent' }));
    renderWithShell(<SiteHeader />);
    expect(
      screen.getAllByRole('link', { ...all, name: 'Explore Camps' })[0]!.getAttribute('href'),
    ).toBe('/#program-spotlight');
  });

  it('gives a camp director Dashboard and Log out in the account menu but no consultation button', async () => {
    setSession(
      makeSession({
        role: 'CampDirector',
        zoho_profile: 'validated',
        stripe_account_status: 'ready',
      }),
    );
    renderWithShell(<SiteHeader />);
    expect(
      screen.getAllByRole('link', { ...all, name: 'Dashboard' })[0]!.getAttribute('href'),
    ).toBe('/camp-director');
    expect(screen.queryByRole('button', { ...all, name: 'Schedule Consultation' })).toBeNull();
    // One way out: the account menu's Log out, not a second button beside it.
    expect(screen.queryByRole('button', { ...all, name: 'Log Out' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { ...all, name: /Account menu for/ }));
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeTruthy();
  });

  it('gives a camp director still onboarding neither Dashboard nor Explore Camps, in the bar or the drawer', async () => {
    setSession(
      makeSession({
        role: 'CampDirector',
        zoho_profile: 'awaiting_validation',
        stripe_account_status: 'not_connected',
      }),
    );
    renderWithShell(<SiteHeader />, { path: '/camp-director/congratulations' });
    const bar = screen.getByRole('navigation', { ...all, name: 'Main' });
    expect(
      within(bar)
        .getAllByRole('link', all)
        .map((a) => a.textContent),
    ).toEqual(['About us', 'Contact us', 'Resources', 'FAQs']);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Site menu' });
    expect(within(drawer).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(drawer).queryByRole('link', { name: 'Explore Camps' })).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'FAQs' })).toBeTruthy();
  });

  it('gives a camp director Programs, Orders, Payouts and Profile in the account menu', async () => {
    setSession(makeSession({ role: 'CampDirector', name: 'Chris Alston', first_name: 'Chris' }));
    const { router } = renderWithShell(<SiteHeader />, { path: '/camp-director/programs' });
    await userEvent.click(screen.getByRole('button', { ...all, name: /Account menu for Chris/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Programs', 'Orders', 'Payouts', 'Profile', 'Log out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Orders' }));
    expect(router.state.location.pathname).toBe('/camp-director/orders');
  });

  it('lists the camp director area in the mobile drawer', async () => {
    setSession(makeSession({ role: 'CampDirector' }));
    const { router } = renderWithShell(<SiteHeader />, { path: '/camp-director/orders' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Site menu' });
    const account = within(drawer).getByRole('list', { name: 'My account' });
    expect(
      within(account)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Programs', 'Orders', 'Payouts', 'Profile']);
    await userEvent.click(within(account).getByRole('button', { name: 'Profile' }));
    expect(router.state.location.pathname).toBe('/camp-director/profile');
    // The drawer closes with a transition: its lists leave the page once it has run.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'My account' })).toBeNull());
  });

  it('sends a non-premium parent from Calendar to the upgrade dialog', async () => {
    setSession(makeSession({ premium: false }));
    const { router } = renderWithShell(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { ...all, name: /Account menu for Pat/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Share with me' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Get more personal assistance!' });
    expect(within(dialog).getByText('Update your package and start delegating!')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Show more' }).getAttribute('href')).toBe(
      '/packages',
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('gates Questionnaire once a parent without paid Premium has one; Show more leads to packages', async () => {
    setSession(makeSession({ package_type: 'Basic', has_not_completed_questionnaire: false }));
    const { router } = renderWithShell(<SiteHeader />, {
      routes: [{ path: '/packages', element: <h1>Packages</h1> }],
    });
    await userEvent.click(screen.getByRole('button', { ...all, name: /Account menu for Pat/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Questionnaire/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Get more personal assistance!' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Show more' }));
    expect(router.state.location.pathname).toBe('/packages');
  });

  it('takes a Basic parent to the calendar (every package has the calendar planner)', async () => {
    setSession(makeSession({ package_type: 'Basic', order_status: 'paid' }));
    const { router } = renderWithShell(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { ...all, name: /Account menu for Pat/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Calendar/ }));
    expect(router.state.location.pathname).toBe('/profile/calendar');
  });

  it('takes a premium parent straight to the calendar', async () => {
    setSession(makeSession({ premium: true, friends_itineraries: true }));
    const { router } = renderWithShell(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { ...all, name: /Account menu for Pat/ }));
    expect(await screen.findByRole('menuitem', { name: 'Share with me' })).toBeTruthy();
    await userEvent.click(screen.getByRole('menuitem', { name: /Calendar/ }));
    expect(router.state.location.pathname).toBe('/profile/calendar');
  });

  it('logs out: DELETE /api/v1/sessions, clears the session, goes home', async () => {
    setSession(makeSession({ role: 'Specialist', token: 'spec-token' }));
    const { router } = renderWithShell(<SiteHeader />, { path: '/specialist' });
    await userEvent.click(screen.getByRole('button', { ...all, name: 'Log Out' }));
    const fetchMock = vi.mocked(fetch);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/sessions');
    expect(init?.method).toBe('DELETE');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer spec-token');
    expect(getSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows Sign in Parent and Sign in Camp Director in the mobile drawer', async () => {
    renderWithShell(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Site menu' });
    expect(within(drawer).getByRole('link', { name: 'Sign in Parent' }).getAttribute('href')).toBe(
      '/sign-in',
    );
    expect(
      within(drawer).getByRole('link', { name: 'Sign in Camp Director' }).getAttribute('href'),
    ).toBe('/camp-director/sign-in');
    expect(within(drawer).getByRole('link', { name: 'FAQs' })).toBeTruthy();
  });
});
