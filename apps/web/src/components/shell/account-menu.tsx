import { useId, useState, type MouseEvent } from 'react';
import {
  Avatar,
  Box,
  Button,
  Divider,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import HolidayVillageOutlinedIcon from '@mui/icons-material/HolidayVillageOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { useNavigate } from 'react-router-dom';
import type { Session } from '@camp/shared/auth';
import {
  DIRECTOR_MENU_ITEMS,
  parentMenuItems,
  type DirectorMenuKey,
  type ParentMenuKey,
  type ParentMenuSession,
} from './header-nav';
import { visuallyHidden } from '../ui/visually-hidden';

export const PARENT_MENU_ICONS: Record<ParentMenuKey, SvgIconComponent> = {
  profile: PersonOutlineIcon,
  calendar: CalendarMonthIcon,
  itineraries: MapOutlinedIcon,
  questionnaire: AssignmentOutlinedIcon,
  share: GroupOutlinedIcon,
};

export const DIRECTOR_MENU_ICONS: Record<DirectorMenuKey, SvgIconComponent> = {
  programs: HolidayVillageOutlinedIcon,
  orders: ReceiptLongOutlinedIcon,
  payouts: AccountBalanceWalletOutlinedIcon,
  profile: PersonOutlineIcon,
};

export interface AccountMenuEntry {
  key: string;
  label: string;
  to: string;
  gated: boolean;
  Icon: SvgIconComponent;
}

/** The account menu of a session: the parent's entries, or the camp director's area. */
export function accountMenuEntries(
  session: Pick<Session, 'role'> & ParentMenuSession,
): AccountMenuEntry[] {
  if (session.role === 'CampDirector') {
    return DIRECTOR_MENU_ITEMS.map((i) => ({
      ...i,
      gated: false,
      Icon: DIRECTOR_MENU_ICONS[i.key],
    }));
  }
  return parentMenuItems(session).map((i) => ({ ...i, Icon: PARENT_MENU_ICONS[i.key] }));
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

export interface AccountMenuProps {
  session: Session;
  onGated: () => void;
  onLogout: () => void;
}

/**
 * The signed-in account menu: a parent's Profile, Calendar, Itineraries, Questionnaire, Share
 * with me; a camp director's Programs, Orders, Payouts, Profile; then Log out.
 */
export function AccountMenu({ session, onGated, onLogout }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const menuId = useId();
  const buttonId = useId();
  const open = Boolean(anchor);
  const displayName = session.first_name || session.name || session.email;

  const choose = (item: AccountMenuEntry) => {
    setAnchor(null);
    if (item.gated) onGated();
    else void navigate(item.to);
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        endIcon={
          <KeyboardArrowDownIcon
            sx={{ transition: 'transform .2s', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
        sx={{
          pl: 0.5,
          pr: 1.5,
          py: 0.5,
          bgcolor: 'rgba(31, 95, 91, 0.08)',
          '&:hover': { bgcolor: 'rgba(31, 95, 91, 0.14)' },
        }}
      >
        {/* The name comes from the button's text (WCAG 2.5.3: it contains what is shown): a
            hidden 'Account menu for' before the first name; the initials are decoration. */}
        <Box component="span" sx={visuallyHidden}>
          Account menu for{' '}
        </Box>
        <Avatar
          aria-hidden
          sx={{
            width: 34,
            height: 34,
            bgcolor: 'primary.main',
            fontSize: '0.9rem',
            fontWeight: 800,
            mr: 1,
          }}
        >
          {initialsOf(session.name || session.email)}
        </Avatar>
        <Box
          component="span"
          sx={{ maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {displayName}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': buttonId },
          paper: { sx: { mt: 1, minWidth: 240 } },
        }}
      >
        <Box sx={{ px: 2, pt: 1, pb: 1.25 }} role="presentation">
          <Typography sx={{ fontWeight: 800 }} noWrap>
            {session.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {session.email}
          </Typography>
        </Box>
        <Divider />
        {accountMenuEntries(session).map((item) => {
          const Icon = item.Icon;
          return (
            <MenuItem key={item.key} onClick={() => choose(item)}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={item.label} />
              {item.gated && (
                <LockOutlinedIcon
                  fontSize="small"
                  sx={{ color: 'text.secondary', ml: 1 }}
                  titleAccess="Premium"
                />
              )}
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Log out" />
        </MenuItem>
      </Menu>
    </>
  );
}
