import { Suspense } from 'react';
import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { CookieNotice } from '../../components/shell/cookie-notice';
import { OfflineToast } from '../../components/shell/offline-toast';
import { ScrollReset } from '../../components/ui/scroll-reset';
import { ScrollToTopButton } from '../../components/ui/scroll-to-top-button';
import { SessionWatcher } from '../../components/shell/session-watcher';
import { SiteFooter } from '../../components/shell/site-footer';
import { HEADER_HEIGHT, SiteHeader } from '../../components/shell/site-header';
import { HydrateWhenVisible } from '../../components/ui/hydrate-when-visible';
import { SkipLink } from '../../components/ui/skip-link';
import { Toaster } from '../../components/ui/toaster';
import { UpdateBar } from '../../components/shell/update-bar';
import { Island } from '../../islands/island';

/**
 * The frame of every page: skip link, update bar, header, <main id="main">, footer, and the
 * app-wide toasts, cookie notice, offline toast and scroll-to-top control. Area routes render
 * inside <main> through the Outlet.
 */
export function RootLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <ScrollReset />
      <SessionWatcher />
      <OfflineToast />
      <UpdateBar />
      {/* Header, page and footer are hydrated one after another (a pre-rendered page): shorter
          tasks instead of one long one, each committed as soon as it is ready. */}
      <Suspense>
        <Island name="header" component={SiteHeader} />
      </Suspense>
      {/* At least a screen below the header: the footer starts below the fold on every page,
          so nothing in view moves when a page's chunk or data arrives and the page grows. */}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          outline: 'none',
          minHeight: {
            xs: `calc(100vh - ${HEADER_HEIGHT.xs}px)`,
            md: `calc(100vh - ${HEADER_HEIGHT.md}px)`,
          },
        }}
      >
        <Suspense>
          <Outlet />
        </Suspense>
      </Box>
      {/* Below the fold on every page (main is a screen tall): hydrated when near the view. */}
      <HydrateWhenVisible>
        <SiteFooter />
      </HydrateWhenVisible>
      <Island name="cookie-notice" component={CookieNotice} />
      <Island name="scroll-to-top" component={ScrollToTopButton} />
      <Island name="toaster" component={Toaster} />
    </Box>
  );
}
