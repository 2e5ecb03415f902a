import { describe, expect, it } from 'vitest';
import type { Session } from '@camp/shared/auth';
import type { Role } from '@camp/shared/enums';
import {
  guestOnlyGuard,
  parentOrVisitorGuard,
  parseAccountType,
  postConfirmationRedirect,
  postSignInRedirect,
  roleGuard,
  safeReturnPath,
  verifyPageGuard,
} from './redirects';

type Flags = Pick<
  Session,
  'role' | 'confirmed' | 'invited' | 'premium' | 'invited_to_itinerary' | 'package_type' | 'token'
>;

function session(overrides: Partial<Flags> = {}): Flags {
  return {
    token: 'jwt',
    role: 'Parent',
    confirmed: true,
    invited: false,
    premium: false,
    invited_to_itinerary: false,
    package_type: 'Basic',
    ...overrides,
  };
}

describe('postSignInRedirect', () => {
  it('sends an unconfirmed parent to the verification page without the director flag', () => {
    expect(postSignInRedirect(session({ confirmed: false }), 'password', '/profile')).toEqual({
      to: '/sign-up/verify',
      state: { isDirector: false },
    });
  });

  it('sends an unconfirmed director to the verification page with the director flag', () => {
    const s = session({ role: 'CampDirector', confirmed: false });
    expect(postSignInRedirect(s, 'password', null)).toEqual({
      to: '/sign-up/verify',
      state: { isDirector: true },
    });
  });

  it('sends an invited parent to the shared itineraries before anything else', () => {
    const s = session({ invited: true, premium: true });
    expect(postSignInRedirect(s, 'password', '/profile/calendar').to).toBe(
      '/profile/itineraries-friends',
    );
  });

  it('sends a premium parent home, ignoring the return path', () => {
    expect(postSignInRedirect(session({ premium: true }), 'google', '/profile/calendar').to).toBe(
      '/',
    );
  });

  it('uses the stored return path for other parents', () => {
    expect(postSignInRedirect(session(), 'password', '/profile/calendar?month=5').to).toBe(
      '/profile/calendar?month=5',
    );
    expect(postSignInRedirect(session(), 'google', '/profile').to).toBe('/profile');
  });

  it('without a return path: congratulations after Google, home after e-mail sign-in', () => {
    expect(postSignInRedirect(session(), 'google', null).to).toBe('/congratulations');
    expect(postSignInRedirect(session(), 'password', null).to).toBe('/');
  });

  it('ignores unsafe or looping return paths', () => {
    expect(postSignInRedirect(session(), 'password', '//evil.example/x').to).toBe('/');
    expect(postSignInRedirect(session(), 'password', 'https://evil.example').to).toBe('/');
    expect(postSignInRedirect(session(), 'password', '/sign-in').to).toBe('/');
  });

  it('sends a director home after Google and to the director area otherwise', () => {
    const director = session({ role: 'CampDirector' });
    expect(postSignInRedirect(director, 'google', '/camp-director/orders').to).toBe('/');
    expect(postSignInRedirect(director, 'password', '/camp-director/orders').to).toBe(
      '/camp-director/orders',
    );
    expect(postSignInRedirect(director, 'password', '/profile').to).toBe('/camp-director');
    expect(postSignInRedirect(director, 'login_link', null).to).toBe('/camp-director');
  });

  it('sends specialists and admins to their areas, keeping a return path inside them', () => {
    const specialist = session({ role: 'Specialist', package_type: null });
    expect(postSignInRedirect(specialist, 'password', null).to).toBe('/specialist');
    expect(postSignInRedirect(specialist, 'password', '/specialist/search').to).toBe(
      '/specialist/search',
    );
    expect(postSignInRedirect(specialist, 'password', '/specialists-x').to).toBe('/specialist');
    const admin = session({ role: 'Admin', package_type: null });
    expect(postSignInRedirect(admin, 'password', '/profile').to).toBe('/admin');
  });
});

describe('postConfirmationRedirect', () => {
  it('sends a director home', () => {
    expect(postConfirmationRedirect(session({ role: 'CampDirector' }), 'director', '/x').to).toBe(
      '/',
    );
  });

  it('parent: invited → friends, premium → profile, else return path or profile', () => {
    expect(postConfirmationRedirect(session({ invited: true }), 'parent', null).to).toBe(
      '/profile/itineraries-friends',
    );
    expect(postConfirmationRedirect(session({ premium: true }), 'parent', '/pricing').to).toBe(
      '/profile',
    );
    expect(postConfirmationRedirect(session(), 'parent', '/pricing').to).toBe('/pricing');
    expect(postConfirmationRedirect(session(), 'parent', null).to).toBe('/profile');
    expect(postConfirmationRedirect(session(), 'parent', '/confirmation/abc').to).toBe('/profile');
  });
});

describe('guestOnlyGuard and verifyPageGuard', () => {
  it('let visitors and unconfirmed users stay, send confirmed users home', () => {
    expect(guestOnlyGuard(null)).toEqual({ kind: 'allow' });
    expect(guestOnlyGuard(session({ confirmed: false }))).toEqual({ kind: 'allow' });
    expect(guestOnlyGuard(session())).toEqual({ kind: 'redirect', to: '/' });
    // A role's sign-in page: home for that role, open to a user signed in with another one.
    expect(guestOnlyGuard(session(), 'Parent')).toEqual({ kind: 'redirect', to: '/' });
    expect(guestOnlyGuard(session(), 'Specialist')).toEqual({ kind: 'allow' });
    expect(guestOnlyGuard(session({ role: 'Admin' }), 'CampDirector')).toEqual({ kind: 'allow' });
    expect(verifyPageGuard(null)).toEqual({ kind: 'allow' });
    expect(verifyPageGuard(session({ confirmed: false }))).toEqual({ kind: 'allow' });
    expect(verifyPageGuard(session({ role: 'CampDirector' }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });
});

describe('roleGuard', () => {
  const signIns: [Role, string][] = [
    ['Parent', '/sign-in'],
    ['CampDirector', '/camp-director/sign-in'],
    ['Specialist', '/specialist/sign-in'],
    ['Admin', '/admin/sign-in'],
  ];

  it.each(signIns)('sends a visitor of a %s page to %s, remembering the path', (role, to) => {
    expect(roleGuard(null, role, '/x')).toEqual({ kind: 'redirect', to, rememberReturnPath: true });
  });

  it('sends a user of another role to the sign-in page of the route role', () => {
    expect(roleGuard(session(), 'Specialist', '/specialist')).toEqual({
      kind: 'redirect',
      to: '/specialist/sign-in',
      rememberReturnPath: true,
    });
  });

  it('sends an unconfirmed user to verification with the director flag, whatever the route', () => {
    expect(
      roleGuard(
        session({ confirmed: false, role: 'CampDirector' }),
        'CampDirector',
        '/camp-director',
      ),
    ).toEqual({
      kind: 'redirect',
      to: '/sign-up/verify',
      state: { isDirector: true },
    });
    expect(roleGuard(session({ confirmed: false }), 'Specialist', '/specialist')).toEqual({
      kind: 'redirect',
      to: '/sign-up/verify',
      state: { isDirector: false },
    });
  });

  it('shows the page when role and confirmation match', () => {
    expect(roleGuard(session({ role: 'Specialist' }), 'Specialist', '/specialist')).toEqual({
      kind: 'allow',
    });
    expect(roleGuard(session(), 'Parent', '/profile')).toEqual({ kind: 'allow' });
  });

  it('sends a parent without a package type to congratulations unless the route allows viewing', () => {
    const free = session({ package_type: null });
    expect(roleGuard(free, 'Parent', '/profile/calendar')).toEqual({
      kind: 'redirect',
      to: '/congratulations',
    });
    expect(roleGuard(free, 'Parent', '/profile', { allowWithoutPackage: true })).toEqual({
      kind: 'allow',
    });
  });

  it('sends a parent with the invited-to-itinerary flag to the friends page, except on it', () => {
    const invited = session({ invited_to_itinerary: true, package_type: null });
    expect(roleGuard(invited, 'Parent', '/profile', { allowWithoutPackage: true })).toEqual({
      kind: 'redirect',
      to: '/profile/itineraries-friends',
    });
    expect(
      roleGuard(invited, 'Parent', '/profile/itineraries-friends', { allowWithoutPackage: true }),
    ).toEqual({ kind: 'allow' });
  });

  it('does not apply the parent rules to other roles', () => {
    const director = session({
      role: 'CampDirector',
      package_type: null,
      invited_to_itinerary: true,
    });
    expect(roleGuard(director, 'CampDirector', '/camp-director')).toEqual({ kind: 'allow' });
  });
});

describe('parentOrVisitorGuard', () => {
  it('lets visitors and parents without a package in', () => {
    expect(parentOrVisitorGuard(null, '/questionnaire')).toEqual({ kind: 'allow' });
    expect(parentOrVisitorGuard(session({ package_type: null }), '/questionnaire')).toEqual({
      kind: 'allow',
    });
  });

  it.each<Role>(['Specialist', 'CampDirector', 'Admin'])('sends a confirmed %s home', (role) => {
    expect(parentOrVisitorGuard(session({ role }), '/questionnaire')).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends an unconfirmed account to verification and an invited parent to the friends page', () => {
    expect(
      parentOrVisitorGuard(session({ role: 'CampDirector', confirmed: false }), '/questionnaire'),
    ).toEqual({ kind: 'redirect', to: '/sign-up/verify', state: { isDirector: true } });
    expect(parentOrVisitorGuard(session({ invited_to_itinerary: true }), '/questionnaire')).toEqual(
      { kind: 'redirect', to: '/profile/itineraries-friends' },
    );
  });
});

describe('safeReturnPath and parseAccountType', () => {
  it('accepts site paths only', () => {
    expect(safeReturnPath('/profile?tab=1')).toBe('/profile?tab=1');
    expect(safeReturnPath('profile')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('/sign-up/verify')).toBeNull();
    expect(safeReturnPath('/confirmation-parent?form_id=1')).toBeNull();
    expect(safeReturnPath('/sign-inside')).toBe('/sign-inside');
    expect(safeReturnPath(null)).toBeNull();
  });

  it('knows the two account types of the e-mail links', () => {
    expect(parseAccountType('parent')).toBe('parent');
    expect(parseAccountType('director')).toBe('director');
    expect(parseAccountType('Parent')).toBeNull();
    expect(parseAccountType(null)).toBeNull();
  });
});
