import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { FriendItinerary } from '@camp/shared/friends-itinerary';
import type { Questionnaire } from '@camp/shared/questionnaire';
import { EMPTY } from '@camp/shared/messages';
import { PageContainer } from '../../../components/ui/page-container';
import { EmptyCard, LoadError, LoadingBlock } from '../../../components/ui/paged-list';
import { ProfileTabs } from '../../../components/parent-profile/profile-tabs';
import { questionnairesQueryOptions } from '../../../lib/parent-questionnaires';
import { useSession } from '../../../lib/session';
import { friendsItinerariesQueryOptions } from '../api/friends-itineraries';
import { refreshSessionAfterInvitations } from '../api/refresh-session';
import { FriendItineraryCard, type OwnChild } from '../components/friend-itinerary-card';

/** The parent's own children: their submitted questionnaires that name a child. */
export function ownChildren(questionnaires: Questionnaire[]): OwnChild[] {
  const seen = new Set<number>();
  const children: OwnChild[] = [];
  for (const q of questionnaires) {
    if (q.status !== 'submitted' || q.child_id === null || seen.has(q.child_id)) continue;
    seen.add(q.child_id);
    children.push({
      id: q.child_id,
      name: q.fields.child_first_name ?? 'Your child',
      age: typeof q.fields.age === 'number' ? q.fields.age : null,
    });
  }
  return children;
}

export interface FriendsItinerariesPageProps {
  /** What else each shared itinerary's card carries (MIA's chat panel, composed by the route). */
  itineraryExtra?: (invitation: FriendItinerary) => ReactNode;
}

/**
 * /profile/itineraries-friends, 'Share with me' (friend access only): 'Choose a child' (the
 * parent's own children), then the itineraries friends shared, with the shared activities only,
 * each to accept or decline with a comment. Declined ones leave the list. Opening the page
 * clears the invited flag (the API does on GET; the stored session follows).
 */
export function FriendsItinerariesPage({ itineraryExtra }: FriendsItinerariesPageProps = {}) {
  const session = useSession();
  const query = useQuery(friendsItinerariesQueryOptions());
  const children = useQuery(questionnairesQueryOptions());
  const [childId, setChildId] = useState('');
  const flagged = Boolean(session?.invited_to_itinerary || session?.invited);
  const refreshed = useRef(false);

  useEffect(() => {
    if (query.isSuccess && flagged && !refreshed.current) {
      refreshed.current = true;
      void refreshSessionAfterInvitations();
    }
  }, [query.isSuccess, flagged]);

  if (!session) return null;
  const own = ownChildren(children.data ?? []);
  const chosen = own.find((c) => String(c.id) === childId) ?? (own.length === 1 ? own[0]! : null);

  return (
    <PageContainer
      title="Share with me"
      subtitle="Itineraries your friends shared with you. Choose a child to see which activities fit, then accept or decline."
      maxWidth="lg"
    >
      <ProfileTabs session={session} />
      <Stack spacing={3}>
        {children.isSuccess &&
          (own.length === 0 ? (
            <Typography color="text.secondary">{EMPTY.noChildren}</Typography>
          ) : (
            <TextField
              select
              label="Choose a child"
              value={chosen ? String(chosen.id) : ''}
              onChange={(e) => setChildId(e.target.value)}
              sx={{ maxWidth: { sm: 320 } }}
            >
              {own.map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          ))}
        {query.isPending ? (
          <LoadingBlock label="Loading shared itineraries" />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <EmptyCard>{EMPTY.noResults}</EmptyCard>
        ) : (
          query.data.map((f) => (
            <FriendItineraryCard
              key={f.id}
              invitation={f}
              child={chosen}
              extra={itineraryExtra?.(f)}
            />
          ))
        )}
      </Stack>
    </PageContainer>
  );
}
