import { useEffect, useState } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { CHECKOUT_MESSAGES } from '@camp/shared/checkout';
import { EMPTY, ERROR_TITLE } from '@camp/shared/messages';
import type { ParentItinerary } from '@camp/shared/parent-itinerary';
import { formatDateRange } from '../../../components/activity-format';
import { PageContainer } from '../../../components/page-container';
import { toast } from '../../../components/toaster';
import { failureMessage } from '../../../lib/form-support';
import { itineraryQueryOptions } from '../api/itineraries';
import { BookingDialog } from '../components/booking-dialog';
import { PaymentLines, PaymentTotals } from '../components/payment-lines';
import { ITINERARIES_PATH, PAYMENTS_PATH, paymentSummary } from '../payable';

const itineraryId = (raw: string | undefined): number | null =>
  raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;

/**
 * /profile/payment/{id} (section 2): one itinerary's payment summary (each activity, its price,
 * fee and total, what is already paid) and 'Book and pay', which opens the booking dialog. A
 * load failure goes back to the itineraries page with the error toast (section 8). The checkout's
 * cancel URL comes back here.
 */
export function PaymentSummaryPage() {
  const id = itineraryId(useParams().id);
  if (id === null) return <Navigate to={ITINERARIES_PATH} replace />;
  return <Summary id={id} />;
}

function Summary({ id }: { id: number }) {
  const query = useQuery(itineraryQueryOptions(id));
  const failed = query.isError;
  useEffect(() => {
    if (failed) toast.error(failureMessage(query.error), ERROR_TITLE);
  }, [failed, query.error]);

  if (failed) return <Navigate to={ITINERARIES_PATH} replace />;
  return (
    <PageContainer
      eyebrow="Payment summary"
      title={query.data ? childTitle(query.data) : 'Payment summary'}
      subtitle={
        query.data?.activity_dates
          ? formatDateRange(query.data.activity_dates.start, query.data.activity_dates.end)
          : undefined
      }
      backLink={{ to: PAYMENTS_PATH, label: 'Back to Payments' }}
      maxWidth="md"
    >
      {query.isPending ? (
        <Skeleton variant="rounded" height={360} aria-label="Loading the payment summary" />
      ) : (
        <SummaryBody itinerary={query.data} />
      )}
    </PageContainer>
  );
}

const childTitle = (it: ParentItinerary) =>
  it.child ? `${it.child.first_name}'s itinerary` : 'Itinerary';

function SummaryBody({ itinerary: it }: { itinerary: ParentItinerary }) {
  const [open, setOpen] = useState(false);
  const summary = paymentSummary(it);
  const approved = it.status === 'approved';
  const canPay = approved && summary.payable.length > 0;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {!approved && <Alert severity="info">{CHECKOUT_MESSAGES.notApproved}</Alert>}
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="activities-title"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: '18px', display: 'grid', gap: 2 }}
      >
        <Typography id="activities-title" component="h2" variant="h6">
          Activities
        </Typography>
        {it.itinerary_activities.length === 0 ? (
          <Typography color="text.secondary">{EMPTY.noActivitiesAdded}</Typography>
        ) : (
          <PaymentLines items={it.itinerary_activities} />
        )}
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="totals-title"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: '18px', display: 'grid', gap: 2 }}
      >
        <Typography id="totals-title" component="h2" variant="h6">
          Summary
        </Typography>
        <PaymentTotals
          total={it.totals.total}
          paid={summary.paidTotal}
          due={summary.payableTotal}
        />
        {approved && !canPay && (
          <Typography color="text.secondary">
            {summary.paid.length > 0 && summary.paid.length === it.itinerary_activities.length
              ? 'Every activity of this itinerary is paid.'
              : 'Nothing in this itinerary can be paid here right now.'}
          </Typography>
        )}
        <Box sx={{ display: 'flex', justifyContent: { xs: 'stretch', sm: 'flex-end' } }}>
          <Button
            variant="contained"
            size="large"
            disabled={!canPay}
            onClick={() => setOpen(true)}
            sx={{ width: { xs: '100%', sm: 'auto' }, borderRadius: 999, px: 4 }}
          >
            {summary.paid.length > 0 ? 'Pay' : 'Book and pay'}
          </Button>
        </Box>
      </Paper>
      {open && <BookingDialog itinerary={it} open={open} onClose={() => setOpen(false)} />}
    </Box>
  );
}
