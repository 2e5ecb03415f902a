import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { CookieNotice } from '../../components/cookie-notice';
import { OfflineToast } from '../../components/offline-toast';
import { ScrollReset } from '../../components/scroll-reset';
import { ScrollToTopButton } from '../../components/scroll-to-top-button';
import { SessionWatcher } from '../../components/session-watcher';
import { SiteFooter } from '../../components/site-footer';
import { SiteHeader } from '../../components/site-header';
import { SkipLink } from '../../components/skip-link';
import { Toaster } from '../../components/toaster';
import { UpdateBar } from '../../components/update-bar';

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
      <SiteHeader />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}
      >
        <Outlet />
      </Box>
      <SiteFooter />
      <CookieNotice />
      <ScrollToTopButton />
      <Toaster />
    </Box>
  );
}
