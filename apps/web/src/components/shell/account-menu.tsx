import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { useNavigate } from 'react-router-dom';
import type { Session } from '@camp/shared/auth';
import type { AccountMenuEntry } from './account-menu-entries';
import { useOpenedOnce } from '../ui/lazy-on-open';
import { visuallyHidden } from '../ui/visually-hidden';

/** The menu itself loads when first opened: the header carries only the button. */
const AccountMenuList = lazy(() =>
  import('./account-menu-list').then((m) => ({ default: m.AccountMenuList })),
);

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
  const opened = useOpenedOnce(open);
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
      {opened && (
        <Suspense fallback={null}>
          <AccountMenuList
            id={menuId}
            anchor={anchor}
            labelledBy={buttonId}
            session={session}
            onClose={() => setAnchor(null)}
            onChoose={choose}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </>
  );
}
