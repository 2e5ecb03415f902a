import { useId, useState, type MouseEvent } from 'react';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Link as RouterLink } from 'react-router-dom';
import { SIGN_IN_CHOICES } from './header-nav';

const ICONS = [FamilyRestroomIcon, StorefrontIcon];
const HINTS = ['Plan camps for your children', 'Publish programs and take bookings'];

/** 'Sign in' with the choice of Parent / Guardian or Provider (camp director). */
export function SignInMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = Boolean(anchor);
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        color="primary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={
          <KeyboardArrowDownIcon
            sx={{ transition: 'transform .2s', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Sign in
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': buttonId, dense: false },
          paper: { sx: { mt: 1, minWidth: 260 } },
        }}
      >
        {SIGN_IN_CHOICES.map((choice, i) => {
          const Icon = ICONS[i] ?? FamilyRestroomIcon;
          return (
            <MenuItem
              key={choice.to}
              component={RouterLink}
              to={choice.to}
              onClick={() => setAnchor(null)}
            >
              <ListItemIcon>
                <Icon fontSize="small" color="primary" />
              </ListItemIcon>
              <ListItemText
                primary={choice.label}
                secondary={HINTS[i]}
                slotProps={{ primary: { sx: { fontWeight: 700 } } }}
              />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
