import { SectionCard } from '../../../components/ui/section-card';
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ParentItinerary, ParentItineraryActivity } from '@camp/shared/parent-itinerary';
import type { CancellationRequest } from '@camp/shared/refunds';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/form-support';
import { formatCents } from '../../../lib/format';
import {
  cancellationRequestsQueryOptions,
  useWithdrawCancellationMutation,
} from '../api/cancellation-requests';
import { CancellationStatusChip } from './cancellation-status-chip';
import { RequestCancellationDialog } from './request-cancellation-dialog';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The 'Cancellations' block of an itinerary's payment summary (decision 0064): each paid
 * activity that has not started gets 'Request cancellation'; each request of the itinerary shows
 * its status, the refund once decided, and 'Withdraw request' while pending. A place paid in
 * instalments shows what was paid for it so far (`paidInInstalments`, by itinerary activity,
 * from the payment plans: decision 0070).
 */
export function ParentCancellations({
  itinerary,
  paidInInstalments,
}: {
  itinerary: ParentItinerary;
  paidInInstalments?: ReadonlyMap<number, number> | undefined;
}) {
  const requests = useQuery(cancellationRequestsQueryOptions('parents'));
  const [asking, setAsking] = useState<ParentItineraryActivity | null>(null);
  const mine = (requests.data?.cancellation_requests ?? []).filter(
    (r) => r.itinerary_id === itinerary.id,
  );
  const open = new Set(
    mine
      .filter((r) => r.status === 'pending' || r.status === 'approved')
      .map((r) => r.itinerary_activity_id),
  );
  const cancellable = itinerary.itinerary_activities.filter(
    (a) =>
      a.payment_status === 'paid' &&
      !open.has(a.id) &&
      (a.start_date === null || a.start_date > today()),
  );
  if (cancellable.length === 0 && mine.length === 0) return null;

  return (
    <SectionCard title="Cancellations">
      {cancellable.length > 0 && (
        <Box
          component="ul"
          aria-label="Paid activities"
          sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {cancellable.map((a) => (
            <Box
              component="li"
              key={a.id}
              sx={{
                listStyle: 'none',
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
                justifyContent: 'space-between',
              }}
            >
              <Box>
                <Typography>{a.activity.name}</Typography>
                {paidInInstalments?.has(a.id) && (
                  <Typography variant="body2" color="text.secondary">
                    Paid {formatCents(paidInInstalments.get(a.id)!)} so far in instalments
                  </Typography>
                )}
              </Box>
              <Button
                variant="outlined"
                color="error"
                size="small"
                onClick={() => setAsking(a)}
                aria-label={`Request cancellation of ${a.activity.name}`}
              >
                Request cancellation
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {mine.length > 0 && (
        <Box
          component="ul"
          aria-label="Cancellation requests"
          sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {mine.map((r) => (
            <RequestRow key={r.id} request={r} />
          ))}
        </Box>
      )}
      {asking && (
        <RequestCancellationDialog
          open
          onClose={() => setAsking(null)}
          itineraryActivityId={asking.id}
          activityName={asking.activity.name}
          policy={asking.activity.cancellation_policy}
          paidInInstalmentsCents={paidInInstalments?.get(asking.id)}
        />
      )}
    </SectionCard>
  );
}

function RequestRow({ request: r }: { request: CancellationRequest }) {
  const withdraw = useWithdrawCancellationMutation();
  return (
    <Box component="li" sx={{ listStyle: 'none', display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{r.activity_name}</Typography>
        <CancellationStatusChip status={r.status} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {r.status === 'refunded'
          ? `Refunded ${formatCents(r.refund_amount_cents ?? 0)} of ${formatCents(r.paid_cents)} paid.`
          : `Paid ${formatCents(r.paid_cents)}${r.in_instalments ? ' so far in instalments' : ''}. Reason: ${r.reason}`}
        {r.decision_note ? ` Note: ${r.decision_note}` : ''}
      </Typography>
      {r.status === 'pending' && (
        <Box>
          <Button
            size="small"
            disabled={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(r.id, {
                onSuccess: () => toast.success('Your request was withdrawn'),
                onError: (err) => toast.error(failureMessage(err), 'Error'),
              })
            }
          >
            Withdraw request
          </Button>
        </Box>
      )}
    </Box>
  );
}
