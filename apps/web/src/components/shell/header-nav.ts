import type { PaymentAccountStatus, RegistrationStatus, Role } from '@camp/shared/enums';
import type { Session } from '@camp/shared/auth';
import { directorGateRefusal } from '@camp/shared/director-gate';
import { VISITOR_NAV, type SiteLink } from './site-links';
import {
  calendarGated,
  questionnaireGated,
  type UpgradeGateSession,
} from '../premium/upgrade-gate';
import { paths } from '../../lib/paths';

/**
 * What the header and the mobile drawer show for a session (navigation, consultation button,
 * sign-in menu, parent menu). Kept free of React so the branching is unit-tested on its own.
 */

/** Where 'Dashboard' leads: each role's home. */
export function dashboardPath(role: Role): string {
  switch (role) {
    case 'Parent':
      return paths.parent.profile;
    case 'CampDirector':
      return paths.director.home;
    case 'Specialist':
      return paths.specialist.home;
    case 'Admin':
      return paths.admin.home;
  }
}

/** The home page's program spotlight: the camps and classes shown to the public. */
export const PROGRAM_SPOTLIGHT_PATH = paths.programSpotlight;

/**
 * Where 'Explore Camps' leads (decision 0032): the specialist's activity search (the whole
 * catalog); for a parent and a camp director, the program spotlight of the home page (the camps
 * the product shows families); none for an admin, whose header carries no marketing items.
 */
export function exploreCampsPath(role: Role): string | null {
  switch (role) {
    case 'Specialist':
      return paths.specialist.search;
    case 'Parent':
    case 'CampDirector':
      return PROGRAM_SPOTLIGHT_PATH;
    case 'Admin':
      return null;
  }
}

export type NavSession = Pick<Session, 'role' | 'zoho_profile' | 'stripe_account_status'>;

/**
 * A camp director still onboarding (not validated, or the payment account not ready) has no
 * dashboard to go to yet: every director page leads back to the onboarding step.
 */
export const isOnboardingDirector = (session: NavSession): boolean =>
  session.role === 'CampDirector' &&
  directorGateRefusal(
    session.zoho_profile as RegistrationStatus | null,
    session.stripe_account_status as PaymentAccountStatus | null,
  ) !== null;

/**
 * Visitor navigation, plus Dashboard and Explore Camps (where the role has one) once signed in;
 * a director still onboarding gets neither.
 */
export function mainNavItems(session: NavSession | null): SiteLink[] {
  const items = [...VISITOR_NAV];
  if (session && !isOnboardingDirector(session)) {
    items.push({ label: 'Dashboard', to: dashboardPath(session.role) });
    const explore = exploreCampsPath(session.role);
    if (explore) items.push({ label: 'Explore Camps', to: explore });
  }
  return items;
}

/**
 * 'Schedule Consultation' is for visitors and parents: hidden for specialists and camp
 * directors, and for admins, who are not its audience either (decision 0032).
 */
export function showsScheduleConsultation(session: Pick<Session, 'role'> | null): boolean {
  return !session || session.role === 'Parent';
}

export type ParentMenuKey = 'profile' | 'calendar' | 'itineraries' | 'questionnaire' | 'share';

export interface ParentMenuItem {
  key: ParentMenuKey;
  label: string;
  to: string;
  /** Behind the upgrade gate (upgrade-gate.ts): the upgrade dialog opens instead. */
  gated: boolean;
}

export type ParentMenuSession = UpgradeGateSession & Pick<Session, 'friends_itineraries'>;

/** The parent's account menu (Log out is added by the menu itself). */
export function parentMenuItems(session: ParentMenuSession): ParentMenuItem[] {
  const items: ParentMenuItem[] = [
    { key: 'profile', label: 'Profile', to: paths.parent.profile, gated: false },
    {
      key: 'calendar',
      label: 'Calendar',
      to: paths.parent.calendar,
      gated: calendarGated(session),
    },
    { key: 'itineraries', label: 'Itineraries', to: paths.parent.itineraries, gated: false },
    {
      key: 'questionnaire',
      label: 'Questionnaire',
      to: paths.questionnaire,
      gated: questionnaireGated(session),
    },
  ];
  if (session.friends_itineraries) {
    items.push({
      key: 'share',
      label: 'Share with me',
      to: paths.parent.friendsItineraries,
      gated: false,
    });
  }
  return items;
}

export type DirectorMenuKey = 'programs' | 'orders' | 'payouts' | 'profile';

export interface DirectorMenuItem {
  key: DirectorMenuKey;
  label: string;
  to: string;
}

/**
 * The camp director's area navigation: programs, orders, profile, with Payouts (the ledger)
 * after Orders.
 */
export const DIRECTOR_MENU_ITEMS: readonly DirectorMenuItem[] = [
  { key: 'programs', label: 'Programs', to: paths.director.programs },
  { key: 'orders', label: 'Orders', to: paths.director.orders },
  { key: 'payouts', label: 'Payouts', to: paths.director.payouts },
  { key: 'profile', label: 'Profile', to: paths.director.profile },
];

/** The sign-in page a user of this role is sent to when the session expires. */
export function signInPathFor(role: Role | null | undefined): string {
  switch (role) {
    case 'CampDirector':
      return paths.director.signIn;
    case 'Specialist':
      return paths.specialist.signIn;
    case 'Admin':
      return paths.admin.signIn;
    default:
      return paths.signIn;
  }
}

export const SIGN_IN_CHOICES: readonly SiteLink[] = [
  { label: 'Parent / Guardian', to: paths.signIn },
  { label: 'Provider', to: paths.director.signIn },
];
