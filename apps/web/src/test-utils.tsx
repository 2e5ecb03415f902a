import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Session } from '@camp/shared/auth';
import { theme } from './app/theme';

/**
 * Renders an element at `path` inside the app's theme, a fresh query client and a memory
 * router. `routes` adds sibling routes (e.g. the pages a link leads to). Returns the router so
 * a test can read `router.state.location`.
 */
export function renderWithShell(
  element: ReactElement,
  { path = '/', routes = [] }: { path?: string; routes?: RouteObject[] } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }, ...routes], {
    initialEntries: [path],
  });
  const view = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, router, queryClient };
}

/** A complete session of the given role (the fields sign-in returns). */
export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    token: 'token-1',
    exp: Math.floor(Date.now() / 1000) + 3600,
    confirmed: true,
    id: 1,
    role: 'Parent',
    email: 'pat.morgan@example.com',
    name: 'Pat Morgan',
    first_name: 'Pat',
    last_name: 'Morgan',
    phone_number: null,
    address: null,
    zip_code: null,
    package: null,
    package_type: null,
    order_status: null,
    friends_itineraries: false,
    from_google: false,
    zoho_profile: null,
    stripe_account_status: null,
    invited_to_itinerary: false,
    has_not_completed_questionnaire: true,
    current_password_required: true,
    invited: false,
    premium: false,
    ...overrides,
  };
}

/**
 * Answers the page's media queries as a screen would: `matches` says which queries hold (a
 * phone: `(q) => q.includes('max-width')`). Undone by `vi.unstubAllGlobals()`.
 */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    })),
  );
}

/**
 * Records the files the page saves (downloadFile's link clicks) as "name blob-url" for the rest
 * of the test; `revoked` is called with each blob URL once the file is saved.
 */
export function captureDownloads() {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  const revoked = vi.fn();
  let n = 0;
  URL.createObjectURL = () => `blob:file-${++n}`;
  URL.revokeObjectURL = revoked;
  const saved: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(`${this.download} ${this.href}`);
  });
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    click.mockRestore();
  });
  return { saved, revoked };
}

/** A CSV answer as the API sends an export, saved as `filename`. */
export function csvAnswer(filename: string, body = 'id\n1\n') {
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
    },
  });
}
