import { Box, Button, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { placeStatusLabel } from '@camp/shared/checkout';
import { EMPTY } from '@camp/shared/messages';
import type { ParentItinerary } from '@camp/shared/parent-itinerary';
import { PageContainer } from '../../../components/ui/page-container';
import { EmptyCard, LoadError, LoadingBlock } from '../../../components/ui/paged-list';
import { StatusChip } from '../../../components/ui/status-chip';
import { formatDateRange, formatPrice } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { itinerariesQueryOptions } from '../api/itineraries';
import { ITINERARIES_PATH, paymentPath, paymentSummary } from '../payable';
import { FamilyPayCard, itinerariesToPay } from '../components/family-pay-card';

/** Approved itineraries, newest first (the itineraries page's order). */
export const approvedItineraries = (list: ParentItinerary[]) =>
  list
    .filter((it) => it.status === 'approved')
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

/**
 * /profile/payment (the payment area): the family's approved itineraries with what
 * can be paid in each (the activities' payment_status) and what is already paid; 'Pay' leads to
 * the itinerary's payment summary.
 */
export function PaymentsPage() {
  const query = useQuery(itinerariesQueryOptions());
  const shown = approvedItineraries(query.data?.itineraries ?? []);
  const toPay = itinerariesToPay(shown);
  return (
    <PageContainer
      title="Payments"
      subtitle="Book and pay for the activities of your approved itineraries in one checkout."
      backLink={{ to: ITINERARIES_PATH, label: 'Back to Itineraries' }}
      actions={
        <Button component={RouterLink} to={paths.parent.receipts} variant="outlined">
          Receipts and statements
        </Button>
      }
      maxWidth="md"
    >
      {query.isPending ? (
        <LoadingBlock label="Loading itineraries" />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyCard>{EMPTY.noApprovedItineraries}</EmptyCard>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {/* Two or more children with something to pay: one checkout for all (decision 0111). */}
          {toPay.length > 1 && <FamilyPayCard itineraries={toPay} />}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {shown.map((it) => (
              <ItineraryPayment key={it.id} itinerary={it} />
            ))}
          </Box>
        </Box>
      )}
    </PageContainer>
  );
}

function ItineraryPayment({ itinerary: it }: { itinerary: ParentItinerary }) {
  const s = paymentSummary(it);
  const title = it.child ? `${it.child.first_name}'s itinerary` : 'Itinerary';
  const headingId = `payment-itinerary-${it.id}`;
  const facts = [
    s.payable.length > 0 &&
      `${plural(s.payable.length, 'activity')} to pay: ${formatPrice(s.payableTotal)}`,
    s.paid.length > 0 && `${plural(s.paid.length, 'activity')} paid: ${formatPrice(s.paidTotal)}`,
    s.onCampPage.length > 0 && `${plural(s.onCampPage.length, 'activity')} booked on camp pages`,
    s.unavailable.length > 0 && `${plural(s.unavailable.length, 'activity')} full or started`,
    // Each canceled place with what came back (decision 0072): never payable again.
    ...s.canceled.map(
      (i) =>
        `${i.activity.name}: ${placeStatusLabel(i.payment_status, i.cancellation?.refunded_cents ?? null)}`,
    ),
  ].filter((f): f is string => Boolean(f));
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: '18px',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' },
        gap: 2,
        alignItems: 'center',
      }}
    >
      <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={headingId} component="h2" variant="h6">
            {title}
          </Typography>
          {s.payable.length === 0 && s.paid.length > 0 && (
            <StatusChip label="Paid" tone="success" size="small" filled />
          )}
        </Box>
        {it.activity_dates && (
          <Typography variant="body2" color="text.secondary">
            {formatDateRange(it.activity_dates.start, it.activity_dates.end)}
          </Typography>
        )}
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {(facts.length > 0 ? facts : [EMPTY.noActivitiesAdded]).map((f) => (
            <Typography component="li" variant="body2" key={f}>
              {f}
            </Typography>
          ))}
        </Box>
      </Box>
      <Button
        component={RouterLink}
        to={paymentPath(it.id)}
        variant={s.payable.length > 0 ? 'contained' : 'outlined'}
        sx={{ width: { xs: '100%', sm: 'auto' }, borderRadius: 999, px: 3 }}
        aria-describedby={headingId}
      >
        {s.payable.length > 0 ? `Pay ${formatPrice(s.payableTotal)}` : 'View summary'}
      </Button>
    </Paper>
  );
}

const plural = (n: number, word: string) => `${n} ${n === 1 ? word : word.replace(/y$/, 'ies')}`;
