import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ErrorScreen } from '../components/shell/error-screen';
import { RootLayout } from './layouts/root-layout';
import { discoverAreas, routes } from './router';
import { theme } from './theme';

function renderAt(path: string, tree: RouteObject[] = routes) {
  const router = createMemoryRouter(tree, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverAreas,
  });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

function Boom(): never {
  throw new Error('render failed');
}

describe('router', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['/no-such-page', '/404', '/about-us/deeper/still'])(
    'shows the 404 page at %s',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Sorry, page not found' })).toBeTruthy();
      expect(screen.getByText("We couldn't find the page you are looking for")).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).toBe('/');
      // The 404 page sits inside the site layout: header landmark, main, footer.
      expect(screen.getByRole('banner')).toBeTruthy();
      expect(document.getElementById('main')?.tagName).toBe('MAIN');
      expect(screen.getByRole('contentinfo')).toBeTruthy();
    },
  );

  it("shows 'Oops! There's an error' when a page throws", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken', [
      {
        element: <RootLayout />,
        errorElement: <ErrorScreen fullPage />,
        children: [
          { errorElement: <ErrorScreen />, children: [{ path: 'broken', element: <Boom /> }] },
        ],
      },
    ]);
    expect(await screen.findByRole('heading', { name: "Oops! There's an error" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('adds the signed-in areas’ routes when an address needs them, on a first load and later', async () => {
    // A visitor at a parent's page is sent to the parent sign-in page by the area's guard.
    const router = renderAt('/profile/itineraries');
    await expect.poll(() => router.state.location.pathname).toBe('/sign-in');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    // A later navigation to another area and to an address of none.
    await router.navigate('/specialist/search');
    await expect.poll(() => router.state.location.pathname).toBe('/specialist/sign-in');
    await router.navigate('/profile/nowhere/at-all');
    expect(await screen.findByRole('heading', { name: 'Sorry, page not found' })).toBeTruthy();
  });
});
