import { afterEach, describe, expect, it } from 'vitest';
import { http } from 'msw';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { clearSession, setSession } from '../../lib/session';
import { makeSession } from '../../test-utils';
import { server } from '../../test-server';
import { theme } from '../theme';
import { parentRoutes } from './parent-routes';

/** The API never answers: the pages render their loading state. */
function loadForever() {
  server.use(http.all('*/api/v1/*', () => new Promise<never>(() => undefined)));
}

function renderAt(path: string) {
  const router = createMemoryRouter([...parentRoutes, { path: '*', element: <h1>Elsewhere</h1> }], {
    initialEntries: [path],
  });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

afterEach(() => {
  clearSession();
});

describe('parent package routes', () => {
  it.each([
    ['/congratulations', 'Congratulations!'],
    ['/packages', 'Package'],
    ['/checkout/monthly', 'Checkout'],
  ])('open %s to a parent without a package', async (path, title) => {
    setSession(makeSession({ package_type: null }));
    loadForever();
    const router = renderAt(path);
    // The first lazy page import is slow on a cold transform.
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('sends a visitor to sign in', async () => {
    const router = renderAt('/checkout/monthly');
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});

describe('parent itinerary routes', () => {
  it.each(['/profile/itineraries', '/profile/itineraries/5', '/profile/itineraries-friends'])(
    'send a visitor on %s to sign in, not to a 404',
    async (path) => {
      const router = renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/sign-in');
    },
  );

  it("open 'Share with me' to a friend who signed up from an invitation and has no package", async () => {
    setSession(makeSession({ package_type: null, invited_to_itinerary: true }));
    loadForever();
    const router = renderAt('/profile/itineraries-friends');
    expect(await screen.findByRole('heading', { level: 1, name: 'Share with me' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/itineraries-friends');
  });

  it('opens the itineraries page to a parent with a package', async () => {
    setSession(makeSession({ package_type: 'Premium', premium: true }));
    loadForever();
    renderAt('/profile/itineraries');
    expect(await screen.findByRole('heading', { level: 1, name: 'Itineraries' })).toBeTruthy();
  });
});
