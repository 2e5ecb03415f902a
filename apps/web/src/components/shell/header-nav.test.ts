import { describe, expect, it } from 'vitest';
import type { Role } from '@camp/shared/enums';
import {
  DIRECTOR_MENU_ITEMS,
  dashboardPath,
  isOnboardingDirector,
  mainNavItems,
  parentMenuItems,
  type NavSession,
  showsScheduleConsultation,
  signInPathFor,
} from './header-nav';

const labels = (items: { label: string }[]) => items.map((i) => i.label);
const nav = (
  role: Role,
  zoho_profile: string | null = null,
  stripe_account_status: string | null = null,
): NavSession => ({ role, zoho_profile, stripe_account_status });

describe('header navigation per role', () => {
  it('shows visitors About us, Contact us, Resources and FAQs', () => {
    expect(mainNavItems(null)).toEqual([
      { label: 'About us', to: '/about-us' },
      { label: 'Contact us', to: '/contact-us' },
      { label: 'Resources', to: '/resources' },
      { label: 'FAQs', to: '/faqs' },
    ]);
  });

  it('adds Dashboard (the role home) and Explore Camps once signed in', () => {
    expect(mainNavItems(nav('Parent')).slice(4)).toEqual([
      { label: 'Dashboard', to: '/profile' },
      { label: 'Explore Camps', to: '/#program-spotlight' },
    ]);
    expect(mainNavItems(nav('CampDirector', 'validated', 'ready')).slice(4)).toEqual([
      { label: 'Dashboard', to: '/camp-director' },
      { label: 'Explore Camps', to: '/#program-spotlight' },
    ]);
    // The admin header carries no parent marketing items.
    expect(mainNavItems(nav('Admin')).slice(4)).toEqual([{ label: 'Dashboard', to: '/admin' }]);
    expect(mainNavItems(nav('Specialist')).slice(4)).toEqual([
      { label: 'Dashboard', to: '/specialist' },
      { label: 'Explore Camps', to: '/specialist/search' },
    ]);
    expect(dashboardPath('CampDirector')).toBe('/camp-director');
    expect(dashboardPath('Admin')).toBe('/admin');
  });

  it('gives a camp director still onboarding neither Dashboard nor Explore Camps', () => {
    for (const [registration, payment] of [
      [null, null],
      ['needs_provider_profile', 'not_connected'],
      ['awaiting_validation', 'not_connected'],
      ['rejected', 'not_connected'],
      ['validated', 'not_connected'],
      ['validated', 'pending'],
      ['validated', 'failed'],
    ] as const) {
      const session = nav('CampDirector', registration, payment);
      expect(isOnboardingDirector(session), `${registration} ${payment}`).toBe(true);
      expect(labels(mainNavItems(session))).toEqual([
        'About us',
        'Contact us',
        'Resources',
        'FAQs',
      ]);
    }
    expect(isOnboardingDirector(nav('CampDirector', 'validated', 'ready'))).toBe(false);
    // Other roles carry no onboarding statuses.
    expect(isOnboardingDirector(nav('Parent'))).toBe(false);
  });

  it('shows Schedule Consultation to visitors and parents only', () => {
    expect(showsScheduleConsultation(null)).toBe(true);
    expect(showsScheduleConsultation({ role: 'Parent' })).toBe(true);
    expect(showsScheduleConsultation({ role: 'Admin' })).toBe(false);
    expect(showsScheduleConsultation({ role: 'Specialist' })).toBe(false);
    expect(showsScheduleConsultation({ role: 'CampDirector' })).toBe(false);
  });

  it('gates Calendar without a package, Questionnaire after the first, none for Premium', () => {
    const noPackage = parentMenuItems({
      premium: false,
      package_type: null,
      has_not_completed_questionnaire: false,
      friends_itineraries: false,
    });
    expect(labels(noPackage)).toEqual(['Profile', 'Calendar', 'Itineraries', 'Questionnaire']);
    expect(noPackage.filter((i) => i.gated).map((i) => i.key)).toEqual([
      'calendar',
      'questionnaire',
    ]);
    // A Basic parent has the calendar; the first questionnaire is always open.
    const basicFirstPlan = parentMenuItems({
      premium: false,
      package_type: 'Basic',
      has_not_completed_questionnaire: true,
      friends_itineraries: false,
    });
    expect(basicFirstPlan.some((i) => i.gated)).toBe(false);
    const premium = parentMenuItems({
      premium: true,
      package_type: 'Premium',
      has_not_completed_questionnaire: false,
      friends_itineraries: false,
    });
    expect(premium.some((i) => i.gated)).toBe(false);
  });

  it("shows 'Share with me' only to parents with friends' itineraries", () => {
    const items = parentMenuItems({
      premium: true,
      package_type: 'Premium',
      has_not_completed_questionnaire: false,
      friends_itineraries: true,
    });
    expect(items.at(-1)).toEqual({
      key: 'share',
      label: 'Share with me',
      to: '/profile/itineraries-friends',
      gated: false,
    });
  });

  it('gives camp directors Programs, Orders, Payouts and Profile in their area', () => {
    expect(DIRECTOR_MENU_ITEMS.map((i) => [i.label, i.to])).toEqual([
      ['Programs', '/camp-director/programs'],
      ['Orders', '/camp-director/orders'],
      ['Payouts', '/camp-director/payouts'],
      ['Profile', '/camp-director/profile'],
    ]);
  });

  it('sends an expired session to the sign-in page of its role', () => {
    expect(signInPathFor('Parent')).toBe('/sign-in');
    expect(signInPathFor('CampDirector')).toBe('/camp-director/sign-in');
    expect(signInPathFor('Specialist')).toBe('/specialist/sign-in');
    expect(signInPathFor(null)).toBe('/sign-in');
  });
});
