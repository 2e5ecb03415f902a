import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { Session } from '@camp/shared/auth';
import { UpgradeDialog } from '../premium/upgrade-dialog';
import { calendarGated, type UpgradeGateSession } from '../premium/upgrade-gate';
import { paths } from '../../lib/paths';

export type ProfileTabKey = 'profile' | 'children' | 'calendar' | 'itineraries' | 'friends';

export interface ProfileTab {
  key: ProfileTabKey;
  label: string;
  to: string;
  /** Behind the upgrade gate: the upgrade dialog opens instead. */
  gated: boolean;
}

/**
 * The profile's tabs: Profile, Children (the children's profiles), Calendar, Itineraries, and 'Share with me' only
 * for a parent with friend access.
 */
export function profileTabs(
  session: UpgradeGateSession & Pick<Session, 'friends_itineraries'>,
): ProfileTab[] {
  const tabs: ProfileTab[] = [
    { key: 'profile', label: 'Profile', to: paths.parent.profile, gated: false },
    { key: 'children', label: 'Children', to: paths.parent.children, gated: false },
    {
      key: 'calendar',
      label: 'Calendar',
      to: paths.parent.calendar,
      gated: calendarGated(session),
    },
    { key: 'itineraries', label: 'Itineraries', to: paths.parent.itineraries, gated: false },
  ];
  if (session.friends_itineraries) {
    tabs.push({
      key: 'friends',
      label: 'Share with me',
      to: paths.parent.friendsItineraries,
      gated: false,
    });
  }
  return tabs;
}

/**
 * The tabs as a navigation bar of links (they lead to pages, so links with aria-current rather
 * than an ARIA tab list).
 */
export function ProfileTabs({
  session,
}: {
  session: UpgradeGateSession & Pick<Session, 'friends_itineraries'>;
}) {
  const { pathname } = useLocation();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const tabs = profileTabs(session);
  return (
    <Box
      component="nav"
      aria-label="Profile sections"
      sx={{
        display: 'flex',
        // The four tabs fit a 375 px screen side by side; narrower ones scroll.
        gap: { xs: 0, sm: 0.5 },
        borderBottom: 1,
        borderColor: 'divider',
        mb: 3,
        overflowX: 'auto',
      }}
    >
      {tabs.map((tab) => {
        // The comment page /profile/itineraries/:id belongs to the Itineraries tab.
        const current =
          pathname === tab.to || (tab.key !== 'profile' && pathname.startsWith(`${tab.to}/`));
        return (
          <Button
            key={tab.key}
            {...(tab.gated
              ? { onClick: () => setUpgradeOpen(true) }
              : { component: RouterLink, to: tab.to })}
            aria-current={current ? 'page' : undefined}
            sx={{
              borderRadius: 0,
              px: { xs: 1, sm: 2 },
              py: 1.2,
              minWidth: 0,
              fontSize: { xs: '0.85rem', sm: undefined },
              flexShrink: 0,
              color: current ? 'primary.main' : 'text.secondary',
              fontWeight: 700,
              borderBottom: 3,
              borderColor: current ? 'primary.main' : 'transparent',
              mb: '-1px',
            }}
          >
            {tab.label}
          </Button>
        );
      })}
      <UpgradeDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
    </Box>
  );
}
