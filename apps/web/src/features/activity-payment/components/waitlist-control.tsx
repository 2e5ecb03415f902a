import { Box, Button, Chip, Typography } from '@mui/material';
import type { ParentItineraryActivity } from '@camp/shared/parent-itinerary';
import type { WaitlistEntry } from '@camp/shared/waitlist';
import { toast } from '../../../components/toaster';
import { failureMessage } from '../../../lib/form-support';
import { useStartCheckoutMutation } from '../api/checkout-sessions';
import { useJoinWaitlistMutation, useLeaveWaitlistMutation } from '../api/waitlist';

const today = () => new Date().toISOString().slice(0, 10);

/** "Nov 26, 2026, 9:00 AM" in the parent's own time zone. */
const formatHeldUntil = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/**
 * Whether a line is full rather than started: booking_available (decision 0056) means full or
 * started, and a camp that has not begun can only be full. The API checks again on join.
 */
export const isFull = (item: ParentItineraryActivity) =>
  item.payment_status === 'booking_available' &&
  (item.activity.start_date === null || item.activity.start_date > today());

/**
 * The waitlist of one payment line (decision 0063): a full activity of an approved itinerary
 * shows 'Full' and 'Join waitlist'; in line, 'On the waitlist: #n' and 'Leave'; an offer, the
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
          Seat held for you until {formatHeldUntil(entry.offer_expires_at!)}
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
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {/* warning.main text on white is under 4.5:1 (axe in e2e/waitlist.spec.ts): dark text. */}
      <Chip
        label="Full"
        size="small"
        color="warning"
        variant="outlined"
        sx={{ color: 'warning.dark' }}
      />
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
