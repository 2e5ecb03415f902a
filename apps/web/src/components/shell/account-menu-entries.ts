import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import HolidayVillageOutlinedIcon from '@mui/icons-material/HolidayVillageOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Session } from '@camp/shared/auth';
import {
  DIRECTOR_MENU_ITEMS,
  parentMenuItems,
  type DirectorMenuKey,
  type ParentMenuKey,
  type ParentMenuSession,
} from './header-nav';

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
