import type { Role } from '@camp/shared/enums';
import type { Session } from '@camp/shared/auth';
import { VISITOR_NAV, type SiteLink } from './site-links';
import { calendarGated, questionnaireGated, type UpgradeGateSession } from './upgrade-gate';

/**
 * What the header and the mobile drawer show for a session (spec section 2, "Header, footer,
 * layout"). Kept free of React so the branching is unit-tested on its own.
 */

/** Where 'Dashboard' leads: each role's home. */
export function dashboardPath(role: Role): string {
  switch (role) {
    case 'Parent':
      return '/profile';
    case 'CampDirector':
      return '/camp-director';
    case 'Specialist':
      return '/specialist';
    case 'Admin':
      return '/admin';
  }
}

/** The home page's program spotlight: the camps and classes shown to the public. */
export const PROGRAM_SPOTLIGHT_PATH = '/#program-spotlight';

/**
 * Where 'Explore Camps' leads (decision 0032): the specialist's activity search (the whole
 * catalog); for a parent and a camp director, the program spotlight of the home page (the camps
 * the product shows families); none for an admin, whose header carries no marketing items.
 */
export function exploreCampsPath(role: Role): string | null {
  switch (role) {
    case 'Specialist':
      return '/specialist/search';
    case 'Parent':
    case 'CampDirector':
      return PROGRAM_SPOTLIGHT_PATH;
    case 'Admin':
      return null;
  }
}

/** Visitor navigation, plus Dashboard and Explore Camps (where the role has one) once signed in. */
export function mainNavItems(session: Pick<Session, 'role'> | null): SiteLink[] {
  const items = [...VISITOR_NAV];
  if (session) {
    items.push({ label: 'Dashboard', to: dashboardPath(session.role) });
    const explore = exploreCampsPath(session.role);
    if (explore) items.push({ label: 'Explore Camps', to: explore });
  }
  return items;
}

/**
 * 'Schedule Consultation' is for visitors and parents: hidden for specialists and camp
 * directors (spec section 2) and for admins, who are not its audience either (decision 0032).
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
    { key: 'profile', label: 'Profile', to: '/profile', gated: false },
    {
      key: 'calendar',
      label: 'Calendar',
      to: '/profile/calendar',
      gated: calendarGated(session),
    },
    { key: 'itineraries', label: 'Itineraries', to: '/profile/itineraries', gated: false },
    {
      key: 'questionnaire',
      label: 'Questionnaire',
      to: '/questionnaire',
      gated: questionnaireGated(session),
    },
  ];
  if (session.friends_itineraries) {
    items.push({
      key: 'share',
      label: 'Share with me',
      to: '/profile/itineraries-friends',
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
 * The camp director's area navigation (second document, section 2: programs, orders, profile;
 * Payouts, the ledger of issue 16, after Orders).
 */
export const DIRECTOR_MENU_ITEMS: readonly DirectorMenuItem[] = [
  { key: 'programs', label: 'Programs', to: '/camp-director/programs' },
  { key: 'orders', label: 'Orders', to: '/camp-director/orders' },
  { key: 'payouts', label: 'Payouts', to: '/camp-director/payouts' },
  { key: 'profile', label: 'Profile', to: '/camp-director/profile' },
];

/** The sign-in page a user of this role is sent to when the session expires. */
export function signInPathFor(role: Role | null | undefined): string {
  switch (role) {
    case 'CampDirector':
      return '/camp-director/sign-in';
    case 'Specialist':
      return '/specialist/sign-in';
    case 'Admin':
      return '/admin/sign-in';
    default:
      return '/sign-in';
  }
}

export const SIGN_IN_CHOICES: readonly SiteLink[] = [
  { label: 'Parent / Guardian', to: '/sign-in' },
  { label: 'Provider', to: '/camp-director/sign-in' },
];
