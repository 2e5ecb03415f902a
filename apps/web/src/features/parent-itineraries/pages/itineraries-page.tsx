import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Box, Button, Stack, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { ItineraryStatus } from '@camp/shared/enums';
import { EMPTY } from '@camp/shared/messages';
import type { ParentItinerary } from '@camp/shared/parent-itinerary';
import { PageContainer } from '../../../components/ui/page-container';
import { PAYMENT_RETURN_PARAM, PaymentSuccessDialog } from '../components/payment-success-dialog';
import { EmptyCard, LoadError, LoadingBlock } from '../../../components/ui/paged-list';
import { ProfileTabs } from '../../../components/parent-profile/profile-tabs';
import { useSession } from '../../../lib/session';
import { parentItinerariesQueryOptions } from '../api/itineraries';
import { ItineraryBlock } from '../components/itinerary-block';
import { paths } from '../../../lib/paths';

export type ItinerariesTab = 'in-progress' | 'approved';

/** The 'in progress' tab holds these; 'approved' the approved ones. */
export const IN_PROGRESS_STATUSES: readonly ItineraryStatus[] = [
  'draft',
  'in_progress',
  'review',
  'alternate_request',
  'accepted',
];

/** The tab's itineraries, newest first (created_at, then id). */
export function itinerariesOfTab(list: ParentItinerary[], tab: ItinerariesTab): ParentItinerary[] {
  return list
    .filter((it) =>
      tab === 'approved' ? it.status === 'approved' : IN_PROGRESS_STATUSES.includes(it.status),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** The page's heading and the line under it (also in the page the server sends before the app). */
export const ITINERARIES_TITLE = 'Itineraries';
export const ITINERARIES_SUBTITLE =
  'Review the plans your specialist builds for your children, ask for changes and share them with friends.';

const TABS: { key: ItinerariesTab; label: string; empty: string }[] = [
  { key: 'in-progress', label: 'In Progress', empty: EMPTY.noResults },
  { key: 'approved', label: 'Approved', empty: EMPTY.noApprovedItineraries },
];

export interface ItinerariesPageProps {
  /** What else each itinerary's block carries (MIA's chat panel, composed by the route). */
  itineraryExtra?: (itinerary: ParentItinerary) => ReactNode;
}

/**
 * /profile/itineraries: the tabs 'in progress' and 'approved' (the tab in ?tab=,
 * so a link or a reload keeps it), one block per child's itinerary.
 */
export function ItinerariesPage({ itineraryExtra }: ItinerariesPageProps = {}) {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab: ItinerariesTab = params.get('tab') === 'approved' ? 'approved' : 'in-progress';
  const query = useQuery(parentItinerariesQueryOptions());
  // The answer's blocks (each with its activities, attendance and MIA's chat) render in a
  // render the browser can interrupt: TanStack Query's update is synchronous, and drawing every
  // block in one task kept a phone's main thread busy for most of a second after the list came.
  // The loading circle stays until that render is done.
  const list = useDeferredValue(query.data);
  // Back from paying: what was paid is on the approved tab, so the return opens it (and keeps
  // it once 'Payment Successful!' is closed).
  const returning = params.has(PAYMENT_RETURN_PARAM) && !params.has('tab');
  useEffect(() => {
    if (!returning) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', 'approved');
        return next;
      },
      { replace: true },
    );
  }, [returning, setParams]);
  if (!session) return null;
  const current = TABS.find((t) => t.key === tab)!;
  const shown = itinerariesOfTab(list?.itineraries ?? [], tab);

  return (
    <PageContainer
      title={ITINERARIES_TITLE}
      subtitle={ITINERARIES_SUBTITLE}
      maxWidth="lg"
      // The payment area: what can be paid across the approved itineraries.
      actions={
        <Button component={RouterLink} to={paths.parent.payments} variant="outlined">
          Payments
        </Button>
      }
    >
      <ProfileTabs session={session} />
      <Tabs
        value={tab}
        onChange={(_, next: ItinerariesTab) =>
          setParams(next === 'in-progress' ? {} : { tab: next }, { replace: true })
        }
        aria-label="Itinerary status"
        sx={{ mb: 2 }}
      >
        {TABS.map((t) => (
          <Tab
            key={t.key}
            value={t.key}
            label={t.label}
            id={`itineraries-tab-${t.key}`}
            aria-controls="itineraries-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="itineraries-panel" aria-labelledby={`itineraries-tab-${tab}`}>
        {query.isPending || (query.isSuccess && list === undefined) ? (
          <LoadingBlock label="Loading itineraries" />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyCard>{current.empty}</EmptyCard>
        ) : (
          <Stack spacing={3}>
            {shown.map((it) => (
              <ItineraryBlock key={it.id} itinerary={it} extra={itineraryExtra?.(it)} />
            ))}
          </Stack>
        )}
      </Box>
      {/* The payment provider's return URL (?payment=success&session=…) opens it. */}
      <PaymentSuccessDialog />
    </PageContainer>
  );
}
