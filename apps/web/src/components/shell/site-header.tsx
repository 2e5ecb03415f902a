import { useState } from 'react';
import { AppBar, Box, Button, Container, IconButton, Toolbar } from '@mui/material';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import LogoutIcon from '@mui/icons-material/Logout';
import { NavLink, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { AccountMenu } from './account-menu';
import { BrandLogo } from './brand-logo';
import { mainNavItems, showsScheduleConsultation } from './header-nav';
import { SignInMenu } from './sign-in-menu';
import { useLogout } from './use-logout';
import { HEADER_SOLID_AFTER_PX, useScrollPast } from '../ui/use-scroll-past';
import { lazyOnOpen } from '../ui/lazy-on-open';

// The drawer and the dialogs load when first opened: the header of every page carries none.
const MobileNavDrawer = lazyOnOpen(() =>
  import('./mobile-nav-drawer').then((m) => m.MobileNavDrawer),
);
const ConsultationDialog = lazyOnOpen(() =>
  import('./consultation-dialog').then((m) => m.ConsultationDialog),
);
const UpgradeDialog = lazyOnOpen(() =>
  import('../premium/upgrade-dialog').then((m) => m.UpgradeDialog),
);

/** Between md and 1024 px the visitor bar has room for the logo mark but not the word mark. */
const MID_WIDTHS = '@media (min-width: 894px) and (max-width: 1023.95px)';

/** Toolbar height; pages that need to offset fixed content use it. */
export const HEADER_HEIGHT = { xs: 64, md: 76 } as const;

const navLinkSx = {
  position: 'relative',
  color: 'text.primary',
  fontWeight: 700,
  fontSize: '0.95rem',
  // Tighter from lg to xl: the signed-in bar (two more links, the account button) must fit
  // 1280 px.
  px: { md: 1, xl: 1.5 },
  minWidth: 0,
  borderRadius: 2,
  whiteSpace: 'nowrap',
  '&::after': {
    content: '""',
    position: 'absolute',
    left: '50%',
    bottom: 4,
    width: 0,
    height: 3,
    borderRadius: 2,
    bgcolor: 'secondary.main',
    transition: 'width .2s ease, left .2s ease',
  },
  '&:hover': { bgcolor: 'rgba(31, 95, 91, 0.06)' },
  '&:hover::after, &.active::after': { width: 22, left: 'calc(50% - 11px)' },
  '&.active': { color: 'primary.main' },
} as const;

/**
 * The site header: logo, main navigation, 'Schedule Consultation', and the sign-in menu or the
 * signed-in actions; a side drawer below md. Transparent (a soft gradient on the home page) at
 * the top of the page, solid once the page has scrolled past 85 px.
 */
export function SiteHeader() {
  const session = useSession();
  const hasAccountMenu = session?.role === 'Parent' || session?.role === 'CampDirector';
  const { pathname } = useLocation();
  const solid = useScrollPast(HEADER_SOLID_AFTER_PX);
  const logout = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [consultationOpen, setConsultationOpen] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const isHome = pathname === '/';
  // Signed-in navigation has two more links and the account button: below lg it would not fit
  // on one line, so the drawer takes over there (visitors keep the bar down to md).
  const desktopDisplay = session ? { xs: 'none', lg: 'flex' } : { xs: 'none', md: 'flex' };
  const mobileDisplay = session
    ? { xs: 'inline-flex', lg: 'none' }
    : { xs: 'inline-flex', md: 'none' };
  const canConsult = showsScheduleConsultation(session);

  // At the top of the home page the header is see-through over the hero's mint gradient
  // (the hero starts at #eef6f2); elsewhere over the page background.
  const topBackground = isHome
    ? `linear-gradient(180deg, ${alpha('#e9f3ef', 0.92)} 0%, ${alpha('#eef6f2', 0.88)} 100%)`
    : alpha('#fbfaf6', 0.9);

  return (
    <>
      <AppBar
        position="sticky"
        elevation={0}
        color="transparent"
        data-solid={solid ? 'true' : 'false'}
        sx={{
          color: 'text.primary',
          background: solid ? '#ffffff' : topBackground,
          backdropFilter: 'saturate(160%) blur(10px)',
          boxShadow: solid ? '0 6px 24px rgba(14, 62, 59, 0.10)' : 'none',
          borderBottom: 1,
          borderColor: solid || isHome ? 'transparent' : 'rgba(29, 42, 42, 0.06)',
          transition: 'background .25s ease, box-shadow .25s ease, border-color .25s ease',
        }}
      >
        <Container maxWidth="lg" sx={{ px: { xs: 2, sm: 3, lg: 4 } }}>
          <Toolbar
            disableGutters
            sx={{
              minHeight: { xs: HEADER_HEIGHT.xs, md: HEADER_HEIGHT.md },
              gap: { xs: 1, lg: 2 },
            }}
          >
            <BrandLogo
              size={38}
              wordmarkSx={session ? undefined : { [MID_WIDTHS]: { display: 'none' } }}
            />
            <Box
              component="nav"
              aria-label="Main"
              sx={{
                display: desktopDisplay,
                alignItems: 'center',
                gap: { md: 0, lg: 0.5 },
                ml: { md: 1, xl: 3 },
              }}
            >
              {mainNavItems(session).map((item) => (
                <Button key={item.to} component={NavLink} to={item.to} sx={navLinkSx}>
                  {item.label}
                </Button>
              ))}
            </Box>
            <Box sx={{ flexGrow: 1 }} />
            <Box sx={{ display: desktopDisplay, alignItems: 'center', gap: { md: 1, lg: 1.5 } }}>
              {canConsult && (
                <Button
                  variant="contained"
                  color="secondary"
                  startIcon={<EventAvailableIcon />}
                  onClick={() => setConsultationOpen(true)}
                  sx={{
                    whiteSpace: 'nowrap',
                    '& .MuiButton-startIcon': { display: { md: 'none', lg: 'inherit' } },
                  }}
                >
                  Schedule Consultation
                </Button>
              )}
              {!session && <SignInMenu />}
              {hasAccountMenu && (
                <AccountMenu
                  session={session}
                  onGated={() => setUpgradeOpen(true)}
                  onLogout={logout}
                />
              )}
              {/* Staff have no account menu; parents and directors log out from theirs. */}
              {session && !hasAccountMenu && (
                <Button
                  variant="outlined"
                  startIcon={<LogoutIcon />}
                  onClick={logout}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  Log Out
                </Button>
              )}
            </Box>
            <IconButton
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
              sx={{
                display: mobileDisplay,
                color: 'primary.dark',
                bgcolor: 'rgba(31, 95, 91, 0.08)',
              }}
            >
              <MenuIcon />
            </IconButton>
          </Toolbar>
        </Container>
      </AppBar>
      <MobileNavDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        session={session}
        onScheduleConsultation={() => setConsultationOpen(true)}
        onGated={() => setUpgradeOpen(true)}
        onLogout={logout}
      />
      <ConsultationDialog open={consultationOpen} onClose={() => setConsultationOpen(false)} />
      <UpgradeDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
    </>
  );
}
