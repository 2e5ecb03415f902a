import {
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Stack,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { NavLink, useNavigate } from 'react-router-dom';
import type { Session } from '@camp/shared/auth';
import { BrandLogo } from './brand-logo';
import { mainNavItems, showsScheduleConsultation } from './header-nav';
import { accountMenuEntries, type AccountMenuEntry } from './account-menu-entries';
import { paths } from '../../lib/paths';

export interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  session: Session | null;
  onScheduleConsultation: () => void;
  onGated: () => void;
  onLogout: () => void;
}

const navItemSx = {
  borderRadius: 2,
  mx: 1,
  py: 1.1,
  '&.active': { bgcolor: 'rgba(31, 95, 91, 0.1)', color: 'primary.main', fontWeight: 800 },
  '& .MuiListItemText-primary': { fontWeight: 'inherit', fontSize: '1.05rem' },
} as const;

/** The side drawer below md: navigation, consultation and sign-in/account actions. */
export function MobileNavDrawer({
  open,
  onClose,
  session,
  onScheduleConsultation,
  onGated,
  onLogout,
}: MobileNavDrawerProps) {
  const navigate = useNavigate();
  const chooseAccountItem = (item: AccountMenuEntry) => {
    onClose();
    if (item.gated) onGated();
    else void navigate(item.to);
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-label': 'Site menu',
          sx: { width: 'min(86vw, 340px)', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1.5,
        }}
      >
        <BrandLogo size={34} onClick={onClose} />
        <IconButton aria-label="Close menu" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Main" sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        <List disablePadding>
          {mainNavItems(session).map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton component={NavLink} to={item.to} onClick={onClose} sx={navItemSx}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {(session?.role === 'Parent' || session?.role === 'CampDirector') && (
          <List
            disablePadding
            aria-labelledby="drawer-account-heading"
            subheader={
              <ListSubheader
                id="drawer-account-heading"
                component="div"
                sx={{ bgcolor: 'transparent', lineHeight: '36px', mt: 1, fontWeight: 800 }}
              >
                My account
              </ListSubheader>
            }
          >
            {accountMenuEntries(session).map((item) => {
              const Icon = item.Icon;
              return (
                <ListItem key={item.key} disablePadding>
                  <ListItemButton onClick={() => chooseAccountItem(item)} sx={navItemSx}>
                    <ListItemIcon sx={{ minWidth: 40 }}>
                      <Icon />
                    </ListItemIcon>
                    <ListItemText primary={item.label} />
                    {item.gated && (
                      <LockOutlinedIcon
                        fontSize="small"
                        sx={{ color: 'text.secondary' }}
                        titleAccess="Premium"
                      />
                    )}
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </Box>
      <Divider />
      <Stack spacing={1.2} sx={{ p: 2, pb: 3 }}>
        {showsScheduleConsultation(session) && (
          <Button
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<EventAvailableIcon />}
            onClick={() => {
              onClose();
              onScheduleConsultation();
            }}
          >
            Schedule Consultation
          </Button>
        )}
        {session ? (
          <Button
            variant="outlined"
            size="large"
            startIcon={<LogoutIcon />}
            onClick={() => {
              onClose();
              onLogout();
            }}
          >
            {session.role === 'Parent' ? 'Log out' : 'Log Out'}
          </Button>
        ) : (
          <>
            <Button
              variant="contained"
              size="large"
              component={NavLink}
              to={paths.signIn}
              onClick={onClose}
            >
              Sign in Parent
            </Button>
            <Button
              variant="outlined"
              size="large"
              component={NavLink}
              to={paths.director.signIn}
              onClick={onClose}
            >
              Sign in Camp Director
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
