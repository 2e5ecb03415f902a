import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Link as RouterLink } from 'react-router-dom';
import { SIGN_IN_CHOICES } from './header-nav';

const ICONS = [FamilyRestroomIcon, StorefrontIcon];
const HINTS = ['Plan camps for your children', 'Publish programs and take bookings'];

export interface SignInMenuListProps {
  id: string;
  /** The 'Sign in' button while the menu is open, null when closed. */
  anchor: HTMLElement | null;
  labelledBy: string;
  onClose: () => void;
}

/** The choices of 'Sign in': Parent / Guardian or Provider (camp director). */
export function SignInMenuList({ id, anchor, labelledBy, onClose }: SignInMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        list: { 'aria-labelledby': labelledBy, dense: false },
        paper: { sx: { mt: 1, minWidth: 260 } },
      }}
    >
      {SIGN_IN_CHOICES.map((choice, i) => {
        const Icon = ICONS[i] ?? FamilyRestroomIcon;
        return (
          <MenuItem key={choice.to} component={RouterLink} to={choice.to} onClick={onClose}>
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
  );
}
