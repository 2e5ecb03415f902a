import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { Session } from '@camp/shared/auth';
import { accountMenuEntries, type AccountMenuEntry } from './account-menu-entries';

export interface AccountMenuListProps {
  id: string;
  /** The account button while the menu is open, null when closed. */
  anchor: HTMLElement | null;
  labelledBy: string;
  session: Session;
  onClose: () => void;
  onChoose: (item: AccountMenuEntry) => void;
  onLogout: () => void;
}

/** The account menu's entries: who is signed in, the area's pages, then Log out. */
export function AccountMenuList({
  id,
  anchor,
  labelledBy,
  session,
  onClose,
  onChoose,
  onLogout,
}: AccountMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        list: { 'aria-labelledby': labelledBy },
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
          <MenuItem key={item.key} onClick={() => onChoose(item)}>
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
          onClose();
          onLogout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary="Log out" />
      </MenuItem>
    </Menu>
  );
}
