import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from './router';
import { theme } from './theme';

/**
 * The first load of the real route tree. Its own file: React Router prints the hydration
 * warning once per module load, so it must be the first render of the router in the process.
 */
function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

const routerWarnings = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls
    .map((args) => String(args[0]))
    .filter((m) => /HydrateFallback|does not have an element|No routes matched/.test(m));

describe('the first load of a page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the layout while the lazy page loads, without router warnings', async () => {
    const warn = vi.spyOn(console, 'warn');
    renderAt('/about-us');
    // Before the page's chunk arrives the frame is already there.
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(routerWarnings(warn)).toEqual([]);
  });

  it('sends /wcpss home with its campaign parameters, without router warnings', async () => {
    const warn = vi.spyOn(console, 'warn');
    const router = renderAt('/wcpss?utm_source=flyer');
    await expect.poll(() => router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?utm_source=flyer');
    expect(routerWarnings(warn)).toEqual([]);
  });
});
