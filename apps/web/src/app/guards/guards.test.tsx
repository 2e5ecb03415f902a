import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import type { Session } from '@camp/shared/auth';
import { clearSession, getSession, setSession } from '../../lib/session';
import { STORAGE_KEYS, readStorage } from '../../lib/storage';
import { makeSession } from '../../test-utils';
import { GuestOnly, type SignInHandle } from './guest-only';
import { ParentOrVisitor } from './parent-or-visitor';
import { RequireRole, type GuardHandle } from './require-role';

function session(overrides: Partial<Session> = {}): Session {
  return makeSession({ token: 'jwt', ...overrides });
}

/** Shows where the router ended up, and the navigation state it carried. */
function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p data-testid="where">
      {name} {location.pathname} {JSON.stringify(location.state ?? null)}
    </p>
  );
}

const tree: RouteObject[] = [
  { path: '/', element: <Where name="home" /> },
  { path: '/congratulations', element: <Where name="congratulations" /> },
  { path: '/sign-up/verify', element: <Where name="verify" /> },
  {
    element: <GuestOnly />,
    children: [
      {
        path: '/sign-in',
        handle: { signInRole: 'Parent' } satisfies SignInHandle,
        element: <Where name="parent sign-in" />,
      },
      {
        path: '/specialist/sign-in',
        handle: { signInRole: 'Specialist' } satisfies SignInHandle,
        element: <Where name="specialist sign-in" />,
      },
      {
        path: '/camp-director/sign-in',
        handle: { signInRole: 'CampDirector' } satisfies SignInHandle,
        element: <Where name="director sign-in" />,
      },
      {
        path: '/admin/sign-in',
        handle: { signInRole: 'Admin' } satisfies SignInHandle,
        element: <Where name="admin sign-in" />,
      },
      { path: '/forgot-password', element: <Where name="forgot" /> },
    ],
  },
  {
    element: <RequireRole role="Parent" />,
    children: [
      {
        path: '/profile',
        handle: { allowWithoutPackage: true } satisfies GuardHandle,
        element: <Where name="profile" />,
      },
      { path: '/profile/calendar', element: <Where name="calendar" /> },
      { path: '/profile/itineraries-friends', element: <Where name="friends" /> },
    ],
  },
  {
    element: <ParentOrVisitor />,
    children: [{ path: '/questionnaire', element: <Where name="questionnaire" /> }],
  },
  {
    path: '/specialist',
    element: <RequireRole role="Specialist" />,
    children: [{ index: true, element: <Where name="dashboard" /> }],
  },
  {
    path: '/camp-director',
    element: (
      <RequireRole
        role="CampDirector"
        gate={(s, pathname) =>
          s.zoho_profile === 'awaiting_validation' && pathname !== '/congratulations'
            ? { to: '/congratulations' }
            : null
        }
      />
    ),
    children: [{ index: true, element: <Where name="director" /> }],
  },
  {
    path: '/admin',
    element: <RequireRole role="Admin" />,
    children: [{ index: true, element: <Where name="admin" /> }],
  },
];

function renderAt(path: string) {
  const router = createMemoryRouter(tree, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const where = () => screen.getByTestId('where').textContent;

describe('RequireRole', () => {
  afterEach(() => clearSession());

  it('sends a visitor to the sign-in page of the role and remembers the path', async () => {
    renderAt('/profile/calendar?month=5');
    expect(await screen.findByText(/parent sign-in/)).toBeTruthy();
    expect(readStorage(STORAGE_KEYS.returnPath)).toBe('/profile/calendar?month=5');
  });

  it.each([
    ['Parent', '/specialist', 'specialist sign-in /specialist/sign-in'],
    ['Specialist', '/camp-director', 'director sign-in /camp-director/sign-in'],
    ['CampDirector', '/admin', 'admin sign-in /admin/sign-in'],
    ['Admin', '/profile/calendar', 'parent sign-in /sign-in'],
  ] as const)(
    'sends a signed-in %s opening %s to the sign-in page of that area',
    async (role, path, shown) => {
      setSession(session({ role, package_type: 'Basic' }));
      renderAt(path);
      expect(await screen.findByText(new RegExp(shown))).toBeTruthy();
      expect(readStorage(STORAGE_KEYS.returnPath)).toBe(path);
    },
  );

  it('sends an unconfirmed director to verification with the director flag', async () => {
    setSession(session({ role: 'CampDirector', confirmed: false }));
    renderAt('/camp-director');
    expect(await screen.findByText(/verify/)).toBeTruthy();
    expect(where()).toContain('{"isDirector":true}');
  });

  it('shows the page when the role matches, applying the parent package rule per route', async () => {
    setSession(session());
    const router = renderAt('/profile');
    expect(await screen.findByText(/profile \/profile/)).toBeTruthy();
    await act(() => router.navigate('/profile/calendar'));
    expect(where()).toContain('congratulations');
  });

  it('sends a parent with the invited-to-itinerary flag to the friends page', async () => {
    setSession(session({ invited_to_itinerary: true, package_type: 'Premium' }));
    renderAt('/profile');
    expect(await screen.findByText(/friends/)).toBeTruthy();
  });

  it('applies the area gate after the role check', async () => {
    setSession(session({ role: 'CampDirector', zoho_profile: 'awaiting_validation' }));
    renderAt('/camp-director');
    expect(await screen.findByText(/congratulations/)).toBeTruthy();
  });

  it('leaves navigation to whoever ends the session on a page already shown', async () => {
    setSession(session({ role: 'Specialist' }));
    const router = renderAt('/specialist');
    expect(await screen.findByText(/dashboard/)).toBeTruthy();
    // What Log out does: clear the session, then go home.
    await act(async () => {
      clearSession();
      await router.navigate('/');
    });
    expect(where()).toContain('home /');
    expect(readStorage(STORAGE_KEYS.returnPath)).toBeNull();
  });
});

describe('ParentOrVisitor', () => {
  afterEach(() => clearSession());

  it('shows the page to visitors and to parents without a package', async () => {
    renderAt('/questionnaire');
    expect(await screen.findByText(/questionnaire \/questionnaire/)).toBeTruthy();
    act(() => setSession(session({ package_type: null })));
    expect(where()).toContain('questionnaire /questionnaire');
  });

  it.each(['Specialist', 'CampDirector'] as const)('sends a %s home', async (role) => {
    setSession(session({ role }));
    renderAt('/questionnaire');
    expect(await screen.findByText(/home \//)).toBeTruthy();
  });
});

describe('GuestOnly', () => {
  afterEach(() => clearSession());

  it('sends a signed-in, confirmed user home from the sign-in of their own role and other auth pages', async () => {
    setSession(session({ role: 'Specialist' }));
    renderAt('/specialist/sign-in');
    expect(await screen.findByText(/home \//)).toBeTruthy();
    cleanup();
    renderAt('/forgot-password');
    expect(await screen.findByText(/home \//)).toBeTruthy();
  });

  it('lets visitors and unconfirmed users in', async () => {
    setSession(session({ confirmed: false }));
    renderAt('/sign-in');
    expect(await screen.findByText(/parent sign-in/)).toBeTruthy();
  });

  it('does not pre-empt the post-login navigation when the session appears on the page', async () => {
    const router = renderAt('/sign-in');
    expect(await screen.findByText(/parent sign-in/)).toBeTruthy();
    await act(async () => {
      setSession(session({ package_type: 'Basic' }));
      await router.navigate('/profile/calendar');
    });
    expect(where()).toContain('calendar /profile/calendar');
    expect(getSession()?.role).toBe('Parent');
  });
});
