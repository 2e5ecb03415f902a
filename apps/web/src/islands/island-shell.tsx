import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';
import { queryClient } from '../app/providers';
import { theme } from '../app/theme';
import { useHydrated } from '../components/ui/use-hydrated';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * An island's navigation is a page load: the page around it is plain HTML that no router
 * renders, so a link or a redirect inside an island opens its address as a link does.
 */
const pageLoads: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

interface IslandShellProps {
  /** The page's address as the build rendered it (its path; no query or hash). */
  pathname: string;
  children: ReactNode;
}

/**
 * What an island renders in: the theme, the query client and a router at the page's address.
 * The global styles (CssBaseline's) are the page's, not each island's. While hydrating, the
 * router's location is the address as the build rendered it (no query or hash, no history
 * state), so the island hydrates the markup the build made; then the browser's.
 */
export function IslandShell({ pathname, children }: IslandShellProps) {
  const hydrated = useHydrated();
  const location =
    hydrated && typeof window !== 'undefined'
      ? {
          pathname: window.location.pathname,
          search: window.location.search,
          hash: window.location.hash,
          state: (window.history.state as { usr?: unknown } | null)?.usr ?? null,
          key: 'default',
        }
      : { pathname, search: '', hash: '', state: null, key: 'default' };
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        {/* Never `static`: React Router's links run a layout effect only when not static, so
            switching it after hydration would change their hooks. */}
        <Router location={location} navigator={pageLoads}>
          {children}
        </Router>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
