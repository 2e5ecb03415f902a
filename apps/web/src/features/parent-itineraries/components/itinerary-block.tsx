import { useId, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { isPayable } from '@camp/shared/checkout';
import type { ItineraryStatus } from '@camp/shared/enums';
import { EMPTY } from '@camp/shared/messages';
import { PARENT_ITINERARY_MESSAGES, type ParentItinerary } from '@camp/shared/parent-itinerary';
import { ClashConfirmDialog } from '../../../components/itineraries/clash-confirm-dialog';
import { ParentActivityCard } from '../../../components/itineraries/parent-activity-card';
import { StatusChip } from '../../../components/ui/status-chip';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/form-support';
import { formatDateRange, formatListDate, formatPrice } from '../../../lib/format';
import { useAcceptItineraryMutation } from '../api/update-itinerary';
import { AttendanceList } from './attendance-list';
import { InviteFriendsDialog } from './invite-friends-dialog';
import {
  ChangeRequestList,
  InvitationList,
  STATUS_LABELS,
  ScheduleChecks,
  SpecialistNote,
} from './itinerary-parts';
import { paths } from '../../../lib/paths';

/** Statuses in which the comment page is open: else it goes back to the list. */
export const COMMENT_STATUSES: readonly ItineraryStatus[] = ['review', 'alternate_request'];
/** Statuses in which the parent has something to share with friends. */
const INVITE_STATUSES: readonly ItineraryStatus[] = [
  'review',
  'alternate_request',
  'accepted',
  'approved',
];

export const childTitle = (it: Pick<ParentItinerary, 'child'>): string =>
  it.child ? `${it.child.first_name}'s itinerary` : 'Itinerary';

/**
 * One child's itinerary on the itineraries page: status, dates, the specialist and
 * their message, the schedule checks, the actions (Accept Itinerary, Request changes, Invite
 * friends; disabled with the server's reason while blocked), the activity cards, the parent's
 * comments and the friends' invitations.
 */
export function ItineraryBlock({
  itinerary: it,
  extra,
}: {
  itinerary: ParentItinerary;
  /** Composed by the route below the rest (MIA's chat panel). */
  extra?: ReactNode;
}) {
  const headingId = useId();
  const reasonId = useId();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);
  const accept = useAcceptItineraryMutation(it.id);
  const { actions } = it;
  const approved = it.status === 'approved';
  const showsReview = COMMENT_STATUSES.includes(it.status);
  const showsInvite = INVITE_STATUSES.includes(it.status);
  const blocked = actions.blocked_reason;
  const describedBy = blocked ? reasonId : undefined;
  // Something can go into a checkout: the payment summary page takes it from there.
  const payable = approved && it.itinerary_activities.some((a) => isPayable(a.payment_status));
  const somePaid = it.itinerary_activities.some((a) => a.payment_status === 'paid');

  const onAccept = (acknowledgedClashes: number[][]) => {
    accept.mutate(acknowledgedClashes, {
      onSuccess: () => {
        setConfirmOpen(false);
        toast.success(PARENT_ITINERARY_MESSAGES.accepted);
      },
      onError: (err) => {
        setConfirmOpen(false);
        toast.error(failureMessage(err), 'Error');
      },
    });
  };

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: '18px',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <ItineraryHeading itinerary={it} headingId={headingId} />

      <SpecialistNote specialist={it.specialist} message={it.message} />
      <ScheduleChecks checks={it.schedule_checks} />

      {(showsReview || showsInvite || payable || blocked) && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1, flexWrap: 'wrap' }}
            role="group"
            aria-label="Itinerary actions"
          >
            {showsReview && (
              <Button
                variant="contained"
                disabled={!actions.can_accept || accept.isPending}
                aria-describedby={describedBy}
                onClick={() => setConfirmOpen(true)}
              >
                Accept Itinerary
              </Button>
            )}
            {showsReview && (
              <Button
                variant="outlined"
                {...(actions.can_request_changes
                  ? { component: RouterLink, to: paths.parent.itinerary(it.id) }
                  : { disabled: true })}
                aria-describedby={describedBy}
              >
                Request changes
              </Button>
            )}
            {payable && (
              <Button variant="contained" component={RouterLink} to={paths.parent.payment(it.id)}>
                {somePaid ? 'Pay' : 'Book and pay'}
              </Button>
            )}
            {showsInvite && (
              <Button
                variant="outlined"
                disabled={!actions.can_invite || it.activities.length === 0}
                aria-describedby={describedBy}
                onClick={() => setInviteOpen(true)}
              >
                Invite friends
              </Button>
            )}
          </Stack>
          {blocked && (
            <Alert severity="info" id={reasonId}>
              {blocked}
            </Alert>
          )}
        </Box>
      )}

      <Divider />
      <ActivitiesSection itinerary={it} approved={approved} />
      {somePaid && <AttendanceList itinerary={it} />}

      <ChangeRequestList requests={it.change_requests} />
      <InvitationList invitations={it.parents_itineraries} />
      {extra}

      <ClashConfirmDialog
        open={confirmOpen}
        checks={it.schedule_checks}
        title={PARENT_ITINERARY_MESSAGES.acceptConfirmation}
        description="Your specialist will then review it once more and release it for registration."
        confirmText="Accept Itinerary"
        busy={accept.isPending}
        onConfirm={onAccept}
        onClose={() => setConfirmOpen(false)}
      />
      {inviteOpen && (
        <InviteFriendsDialog
          itinerary={it}
          open={inviteOpen}
          onClose={() => setInviteOpen(false)}
        />
      )}
    </Paper>
  );
}
/** The itinerary's title and status, its dates and when it was created. */
function ItineraryHeading({
  itinerary: it,
  headingId,
}: {
  itinerary: ParentItinerary;
  headingId: string;
}) {
  const approved = it.status === 'approved';
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          id={headingId}
          component="h2"
          variant="h5"
          sx={{ flex: '1 1 auto', overflowWrap: 'anywhere' }}
        >
          {childTitle(it)}
        </Typography>
        <StatusChip
          label={STATUS_LABELS[it.status]}
          tone={approved ? 'success' : it.status === 'alternate_request' ? 'warning' : 'primary'}
          filled={approved}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
        {it.activity_dates
          ? `${formatDateRange(it.activity_dates.start, it.activity_dates.end)} · `
          : ''}
        Created {formatListDate(it.created_at)}
      </Typography>
    </>
  );
}

/** The itinerary's activities as cards, with their total. */
function ActivitiesSection({
  itinerary: it,
  approved,
}: {
  itinerary: ParentItinerary;
  approved: boolean;
}) {
  return (
    <Box>
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        Activities
      </Typography>
      {it.itinerary_activities.length === 0 ? (
        <Typography color="text.secondary">{EMPTY.noItineraryActivities}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          {it.itinerary_activities.map((item) => (
            <ParentActivityCard
              key={item.id}
              activity={item.activity}
              paymentStatus={item.payment_status}
              refundedCents={item.cancellation?.refunded_cents ?? null}
              approved={approved}
            />
          ))}
        </Box>
      )}
      {it.itinerary_activities.length > 0 && (
        <Typography sx={{ fontWeight: 700, mt: 1.5, textAlign: 'right' }}>
          Total: {formatPrice(it.totals.total)}
        </Typography>
      )}
    </Box>
  );
}
