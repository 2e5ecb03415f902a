import { SectionCard } from '../../../components/ui/section-card';
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { CHECKOUT_MESSAGES } from '@camp/shared/checkout';
import { EMPTY, ERROR_TITLE } from '@camp/shared/messages';
import type { ParentItinerary } from '@camp/shared/parent-itinerary';
import { formatDateRange } from '../../../lib/format';
import { PageContainer } from '../../../components/ui/page-container';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/form-support';
import { itineraryQueryOptions } from '../api/itineraries';
import { waitlistQueryOptions } from '../api/waitlist';
import { BookingDialog } from '../components/booking-dialog';
import { PaymentLines, PaymentTotals } from '../components/payment-lines';
import { PaymentPlanPanel } from '../components/payment-plan-panel';
import { usePlanOutstanding } from '../hooks/use-plan-outstanding';
import { WaitlistControl } from '../components/waitlist-control';
import { WaiverSigning, unsignedRequired } from '../components/waiver-signing';
import { itineraryWaiversQueryOptions } from '../api/waivers';
import { WAIVER_MESSAGES } from '@camp/shared/waivers';
import { ITINERARIES_PATH, PAYMENTS_PATH, paymentSummary } from '../payable';

const itineraryId = (raw: string | undefined): number | null =>
  raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;

/**
 * /profile/payment/{id}: one itinerary's payment summary (each activity, its price,
 * fee and total, what is already paid) and 'Book and pay', which opens the booking dialog. A
 * load failure goes back to the itineraries page with the error toast. The checkout's
 * cancel URL comes back here.
 */
export function PaymentSummaryPage({ extra }: { extra?: Extra } = {}) {
  const id = itineraryId(useParams().id);
  if (id === null) return <Navigate to={ITINERARIES_PATH} replace />;
  return <Summary id={id} extra={extra} />;
}

/** What the route adds below the summary (the cancellations, composed in app/routes). */
type Extra = (itinerary: ParentItinerary) => ReactNode;

function Summary({ id, extra }: { id: number; extra?: Extra | undefined }) {
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
        <SummaryBody itinerary={query.data} extra={extra} />
      )}
    </PageContainer>
  );
}

const childTitle = (it: ParentItinerary) =>
  it.child ? `${it.child.first_name}'s itinerary` : 'Itinerary';

function SummaryBody({
  itinerary: it,
  extra,
}: {
  itinerary: ParentItinerary;
  extra?: Extra | undefined;
}) {
  const [open, setOpen] = useState(false);
  const summary = paymentSummary(it);
  const approved = it.status === 'approved';
  const canPay = approved && summary.payable.length > 0;
  const inInstalments = usePlanOutstanding(it.id, summary.paid.length > 0);
  // Paid for the places the family still has (a plan's instalments still due are not).
  const paidNow = summary.paidTotal - inInstalments / 100;
  // The family's waitlist entries (decision 0063): only an approved itinerary can wait.
  const waitlist = useQuery({ ...waitlistQueryOptions(), enabled: approved });
  // The programs' waivers: a required one unsigned keeps Pay disabled (the API refuses too).
  const waivers = useQuery({ ...itineraryWaiversQueryOptions(it.id), enabled: approved });
  const toSign = waivers.data ? unsignedRequired(waivers.data.waivers) : [];
  const childName = waivers.data?.child_name ?? it.child?.first_name ?? null;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {!approved && <Alert severity="info">{CHECKOUT_MESSAGES.notApproved}</Alert>}
      <SectionCard title="Activities">
        {it.itinerary_activities.length === 0 ? (
          <Typography color="text.secondary">{EMPTY.noActivitiesAdded}</Typography>
        ) : (
          <PaymentLines
            items={it.itinerary_activities}
            extra={(item) => (
              <WaitlistControl
                item={item}
                approved={approved && waitlist.isSuccess}
                entry={waitlist.data?.find((e) => e.itinerary_activity_id === item.id)}
              />
            )}
          />
        )}
      </SectionCard>
      {waivers.data && waivers.data.waivers.length > 0 && (
        <WaiverSigning itineraryId={it.id} childName={childName} waivers={waivers.data.waivers} />
      )}
      <SectionCard title="Summary">
        <PaymentTotals
          total={it.totals.total}
          paid={paidNow + summary.canceledPaidTotal}
          due={summary.payableTotal}
          refund={
            summary.canceled.length > 0
              ? { refunded: summary.refundedTotal, left: it.totals.total - paidNow }
              : undefined
          }
        />
        {approved && !canPay && (
          <Typography color="text.secondary">
            {inInstalments > 0
              ? 'The rest is paid in instalments: see the payment plan below.'
              : summary.paid.length > 0 &&
                  summary.paid.length + summary.canceled.length === it.itinerary_activities.length
                ? 'Every activity of this itinerary is paid.'
                : 'Nothing in this itinerary can be paid here right now.'}
          </Typography>
        )}
        {canPay && toSign.length > 0 && (
          <Alert severity="warning">
            {toSign
              .map((w) =>
                WAIVER_MESSAGES.missingSignature(
                  w.program_name,
                  childName ?? 'your child',
                  w.season,
                ),
              )
              .join('. ')}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: { xs: 'stretch', sm: 'flex-end' } }}>
          <Button
            variant="contained"
            size="large"
            disabled={!canPay || toSign.length > 0}
            onClick={() => setOpen(true)}
            sx={{ width: { xs: '100%', sm: 'auto' }, borderRadius: 999, px: 4 }}
          >
            {summary.paid.length > 0 ? 'Pay' : 'Book and pay'}
          </Button>
        </Box>
      </SectionCard>
      {summary.paid.length > 0 && <PaymentPlanPanel itineraryId={it.id} />}
      {extra?.(it)}
      {open && <BookingDialog itinerary={it} open={open} onClose={() => setOpen(false)} />}
    </Box>
  );
}
