import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { CookieNotice } from '../../components/shell/cookie-notice';
import { OfflineToast } from '../../components/shell/offline-toast';
import { ScrollReset } from '../../components/ui/scroll-reset';
import { ScrollToTopButton } from '../../components/ui/scroll-to-top-button';
import { SessionWatcher } from '../../components/shell/session-watcher';
import { SiteFooter } from '../../components/shell/site-footer';
import { SiteHeader } from '../../components/shell/site-header';
import { SkipLink } from '../../components/ui/skip-link';
import { Toaster } from '../../components/ui/toaster';
import { UpdateBar } from '../../components/shell/update-bar';

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
