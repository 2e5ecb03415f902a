import type { Session } from '@camp/shared/auth';
import type { Role } from '@camp/shared/enums';
import { paths } from '../../lib/paths';

/**
 * Where people go around signing in: the route guards and the post-login and confirmation
 * redirects, as pure functions so every rule has a unit test.
 */

/** The account types of the e-mail links (`?user_type=`) and of the stored account type. */
export const ACCOUNT_TYPES = ['parent', 'director'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export function parseAccountType(value: string | null | undefined): AccountType | null {
  return value === 'parent' || value === 'director' ? value : null;
}

export const PATHS = {
  home: paths.home,
  signIn: paths.signIn,
  signUp: paths.signUp,
  verify: paths.signUpVerify,
  forgotPassword: paths.forgotPassword,
  forgotPasswordVerify: paths.forgotPasswordVerify,
  resetPassword: paths.resetPassword,
  profile: paths.parent.profile,
  friendsItineraries: paths.parent.friendsItineraries,
  congratulations: paths.parent.congratulations,
  packages: paths.parent.packages,
  directorBase: paths.director.home,
  directorSignIn: paths.director.signIn,
  directorSignUp: paths.director.signUp,
  directorForgotPassword: paths.director.forgotPassword,
  directorResetPassword: paths.director.resetPassword,
  specialistBase: paths.specialist.home,
  specialistSignIn: paths.specialist.signIn,
  adminBase: paths.admin.home,
  adminSignIn: paths.admin.signIn,
} as const;

export const SIGN_IN_PATH: Record<Role, string> = {
  Parent: PATHS.signIn,
  CampDirector: PATHS.directorSignIn,
  Specialist: PATHS.specialistSignIn,
  Admin: PATHS.adminSignIn,
};

/** Each role's own area: where a signed-in user of that role has a page. */
export const AREA_PATH: Record<Role, string> = {
  Parent: PATHS.profile,
  CampDirector: PATHS.directorBase,
  Specialist: PATHS.specialistBase,
  Admin: PATHS.adminBase,
};

/** Navigation state of the verification-sent page (spec: "hide" flag, director flag). */
export interface VerifyPageState {
  /** Hide the Resend email button (the forgot-password flow). */
  hide?: boolean;
  /** The unconfirmed account is a camp director's (resend goes to the director endpoint). */
  isDirector?: boolean;
}

export interface Redirect {
  to: string;
  state?: VerifyPageState;
}

export type GuardResult =
  | { kind: 'allow' }
  | (Redirect & {
      kind: 'redirect';
      /** store the current path to come back after sign-in */ rememberReturnPath?: boolean;
    });

type SessionFlags = Pick<
  Session,
  'role' | 'confirmed' | 'invited' | 'premium' | 'invited_to_itinerary' | 'package_type' | 'token'
>;

const AUTH_PAGE_PREFIXES = [
  PATHS.signIn,
  PATHS.signUp,
  PATHS.forgotPassword,
  PATHS.resetPassword,
  '/confirmation',
  paths.confirmationParent,
  PATHS.directorSignIn,
  PATHS.directorSignUp,
  PATHS.directorForgotPassword,
  PATHS.directorResetPassword,
  paths.director.loginLink,
  PATHS.specialistSignIn,
  PATHS.adminSignIn,
];

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * A stored return path is used only when it is a path on this site (never `//host` or a URL,
 * which would make the redirect an open redirect) and not a sign-in page (a loop).
 */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (AUTH_PAGE_PREFIXES.some((p) => isUnder(pathname, p))) return null;
  return path;
}

function verifyRedirect(session: Pick<Session, 'role'>): Redirect {
  return { to: PATHS.verify, state: { isDirector: session.role === 'CampDirector' } };
}

export type SignInMethod = 'password' | 'google' | 'login_link';

/**
 * Post-login redirect. Unconfirmed accounts go to the verification page.
 * Parent: invited → shared itineraries; premium → home; else the stored return path, or
 * congratulations after Google, home after an e-mail sign-in. Director: Google → home; otherwise
 * the return path inside the director area, or the area itself. Specialist and admin: the return
 * path inside their area, or the area. The caller clears the stored return path.
 */
export function postSignInRedirect(
  session: SessionFlags,
  method: SignInMethod,
  storedReturnPath: string | null,
): Redirect {
  if (!session.confirmed) return verifyRedirect(session);
  const returnPath = safeReturnPath(storedReturnPath);
  switch (session.role) {
    case 'Parent':
      if (session.invited) return { to: PATHS.friendsItineraries };
      if (session.premium) return { to: PATHS.home };
      if (returnPath) return { to: returnPath };
      return { to: method === 'google' ? PATHS.congratulations : PATHS.home };
    case 'CampDirector':
      if (method === 'google') return { to: PATHS.home };
      return { to: returnInside(returnPath, PATHS.directorBase) };
    case 'Specialist':
      return { to: returnInside(returnPath, PATHS.specialistBase) };
    case 'Admin':
      return { to: returnInside(returnPath, PATHS.adminBase) };
  }
}

function returnInside(returnPath: string | null, area: string): string {
  return returnPath && isUnder(returnPath.split(/[?#]/)[0] ?? '', area) ? returnPath : area;
}

/**
 * After the e-mail confirmation link: a director goes home; a parent to the
 * friends' itineraries if invited, to the profile if premium, else to the stored return path or
 * the profile.
 */
export function postConfirmationRedirect(
  session: SessionFlags,
  accountType: AccountType,
  storedReturnPath: string | null,
): Redirect {
  if (accountType === 'director' || session.role === 'CampDirector') return { to: PATHS.home };
  if (session.invited) return { to: PATHS.friendsItineraries };
  if (session.premium) return { to: PATHS.profile };
  return { to: safeReturnPath(storedReturnPath) ?? PATHS.profile };
}

/**
 * Auth pages (sign-in, sign-up, forgot and reset password) send a signed-in, confirmed user home.
 * The sign-in page of a role is the exception for a user signed in with another role: it is
 * where roleGuard sends them from that role's pages (a role mismatch goes to sign-in; decision
 * 0032), and signing in there replaces the session.
 */
export function guestOnlyGuard(session: SessionFlags | null, signInRole?: Role): GuardResult {
  if (!session?.token || !session.confirmed) return { kind: 'allow' };
  if (signInRole && session.role !== signInRole) return { kind: 'allow' };
  return { kind: 'redirect', to: PATHS.home };
}

/** The verification-sent page redirects away once the account is confirmed. */
export function verifyPageGuard(session: SessionFlags | null): GuardResult {
  if (session?.token && session.confirmed) return { kind: 'redirect', to: PATHS.home };
  return { kind: 'allow' };
}

/**
 * Pages for visitors and parents (the questionnaire, congratulations), which send other roles
 * away: specialists, camp directors and admins go home; a parent passes
 * the parent rules of roleGuard except the package one (these pages come before a package).
 */
export function parentOrVisitorGuard(session: SessionFlags | null, pathname: string): GuardResult {
  if (!session?.token) return { kind: 'allow' };
  if (session.confirmed && session.role !== 'Parent') {
    return { kind: 'redirect', to: PATHS.home };
  }
  return roleGuard(session, 'Parent', pathname, { allowWithoutPackage: true });
}

export interface RoleGuardOptions {
  /** A parent without a package type may still open this page (otherwise: congratulations). */
  allowWithoutPackage?: boolean;
}

/**
 * Role-protected pages:
 * token but unconfirmed → verification page (with the director flag); role matches and
 * confirmed → the page, after the parent rules (invited-to-itinerary flag → friends page;
 * no package type → congratulations unless the route allows viewing); otherwise → the role's
 * sign-in page, remembering where the user was going.
 */
export function roleGuard(
  session: SessionFlags | null,
  role: Role,
  pathname: string,
  options: RoleGuardOptions = {},
): GuardResult {
  if (session?.token && !session.confirmed) return { kind: 'redirect', ...verifyRedirect(session) };
  if (!session?.token || session.role !== role) {
    return { kind: 'redirect', to: SIGN_IN_PATH[role], rememberReturnPath: true };
  }
  if (role === 'Parent') {
    if (session.invited_to_itinerary && pathname !== PATHS.friendsItineraries) {
      return { kind: 'redirect', to: PATHS.friendsItineraries };
    }
    if (!session.package_type && !options.allowWithoutPackage) {
      return { kind: 'redirect', to: PATHS.congratulations };
    }
  }
  return { kind: 'allow' };
}
