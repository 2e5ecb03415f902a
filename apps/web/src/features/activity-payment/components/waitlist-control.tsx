import { Box, Button, Typography } from '@mui/material';
import type { ParentItineraryActivity } from '@camp/shared/parent-itinerary';
import type { WaitlistEntry } from '@camp/shared/waitlist';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/form-support';
import { useStartCheckoutMutation } from '../api/checkout-sessions';
import { useJoinWaitlistMutation, useLeaveWaitlistMutation } from '../api/waitlist';
import { formatDateTime } from '../../../lib/format';

/** A full line (the payment status rule's own status): its waitlist is open. */
export const isFull = (item: ParentItineraryActivity) => item.payment_status === 'full';

/**
 * The waitlist of one payment line (decision 0063): a full activity of an approved itinerary
 * (its chip says 'Full') shows 'Join waitlist'; in line, 'On the waitlist: #n' and 'Leave'; an offer, the
 * time the seat is held until and 'Pay' (a checkout for that activity alone).
 */
export function WaitlistControl({
  item,
  entry,
  approved,
}: {
  item: ParentItineraryActivity;
  entry: WaitlistEntry | undefined;
  approved: boolean;
}) {
  const join = useJoinWaitlistMutation();
  const leave = useLeaveWaitlistMutation();
  const pay = useStartCheckoutMutation();
  const busy = join.isPending || leave.isPending || pay.isPending;
  const name = item.activity.name;
  const onError = (err: unknown) => toast.error(failureMessage(err), 'Error');
  const leaveButton = (id: number) => (
    <Button
      size="small"
      variant="text"
      disabled={busy}
      aria-label={`Leave the waitlist for ${name}`}
      onClick={() => leave.mutate(id, { onError })}
    >
      Leave
    </Button>
  );

  if (entry?.status === 'offered') {
    return (
      <Box role="status" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 700, color: 'success.dark' }}>
          Seat held for you until {formatDateTime(entry.offer_expires_at!)}
        </Typography>
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          aria-label={`Pay for ${name}`}
          onClick={() =>
            pay.mutate(
              { itinerary_id: item.itinerary_id, itinerary_activity_ids: [item.id] },
              { onError },
            )
          }
        >
          Pay
        </Button>
        {leaveButton(entry.id)}
      </Box>
    );
  }
  if (entry?.status === 'waiting') {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          On the waitlist: #{entry.position}
        </Typography>
        {leaveButton(entry.id)}
      </Box>
    );
  }
  if (!approved || !isFull(item)) return null;
  return (
    // The line's own status chip says 'Full' (decision 0072): the control adds the way in.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        aria-label={`Join waitlist for ${name}`}
        onClick={() =>
          join.mutate(
            { itinerary_activity_id: item.id },
            {
              onSuccess: (e) =>
                toast.success(`You are #${e.position} on the waitlist for ${name}.`),
              onError,
            },
          )
        }
      >
        Join waitlist
      </Button>
    </Box>
  );
}
