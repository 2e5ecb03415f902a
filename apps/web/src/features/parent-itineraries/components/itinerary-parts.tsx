import { Alert, AlertTitle, Avatar, Box, List, ListItem, Paper, Typography } from '@mui/material';
import type { ItineraryStatus } from '@camp/shared/enums';
import type { ParentItinerary } from '@camp/shared/parent-itinerary';
import type { ScheduleCheck } from '@camp/shared/schedule-check';
import { formatListDate } from '../../../lib/format';
import { StatusChip } from '../../../components/ui/status-chip';

/** Draft is displayed 'New'; the other statuses humanised. */
export const STATUS_LABELS: Record<ItineraryStatus, string> = {
  draft: 'New',
  in_progress: 'In progress',
  review: 'Review',
  alternate_request: 'Alternate request',
  accepted: 'Accepted',
  approved: 'Approved',
  canceled: 'Canceled',
};

/** The specialist who builds the plan: photo, name, e-mail, and their message to the parent. */
export function SpecialistNote({
  specialist,
  message,
}: {
  specialist: ParentItinerary['specialist'];
  message: string | null;
}) {
  if (!specialist) {
    return (
      <Typography variant="body2" color="text.secondary">
        A program specialist will be assigned to this itinerary soon.
      </Typography>
    );
  }
  return (
    <Box
      component="section"
      aria-label="Your specialist"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
    >
      <Avatar src={specialist.photo ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
        {specialist.name.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{specialist.name}</Typography>
        <Typography
          variant="body2"
          component="a"
          href={`mailto:${specialist.email}`}
          sx={{ color: 'primary.main', overflowWrap: 'anywhere' }}
        >
          {specialist.email}
        </Typography>
        {message && (
          <Paper
            variant="outlined"
            sx={{ mt: 1, p: 1.2, bgcolor: 'background.default', whiteSpace: 'pre-line' }}
          >
            <Typography variant="body2" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {message}
            </Typography>
          </Paper>
        )}
      </Box>
    </Box>
  );
}

/** The itinerary's schedule checks (overlaps, travel, empty weeks), each sentence as the API wrote it. */
export function ScheduleChecks({ checks }: { checks: ScheduleCheck[] }) {
  if (checks.length === 0) return null;
  return (
    <Alert severity="warning" role="region" aria-label="Schedule checks">
      <AlertTitle>Check the schedule</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {checks.map((c, i) => (
          <li key={`${c.kind}-${i}`}>{c.message}</li>
        ))}
      </Box>
    </Alert>
  );
}

/** The parent's comments (change requests) on this itinerary, pending or answered. */
export function ChangeRequestList({ requests }: { requests: ParentItinerary['change_requests'] }) {
  if (requests.length === 0) return null;
  return (
    <Box component="section" aria-label="Your comments">
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        Your comments
      </Typography>
      <List disablePadding>
        {requests.map((r) => (
          <ListItem key={r.id} divider sx={{ px: 0, display: 'block' }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {r.activity.name}
              </Typography>
              <StatusChip
                size="small"
                label={r.resolved_at ? 'Answered' : 'Waiting for your specialist'}
                tone={r.resolved_at ? 'success' : 'warning'}
              />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {r.reason} · {formatListDate(r.created_at)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {r.more_information}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

const INVITATION_LABELS = { draft: 'Pending', accepted: 'Accepted', declined: 'Declined' } as const;
const INVITATION_COLORS = { draft: 'warning', accepted: 'success', declined: 'default' } as const;

/** Friends invited to this itinerary and their answers ('Friends Invitation'). */
export function InvitationList({
  invitations,
}: {
  invitations: ParentItinerary['parents_itineraries'];
}) {
  if (invitations.length === 0) return null;
  return (
    <Box component="section" aria-label="Friends Invitation">
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        Friends Invitation
      </Typography>
      <List disablePadding>
        {invitations.map((inv) => (
          <ListItem key={inv.id} divider sx={{ px: 0, display: 'block' }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {inv.friend_name}
              </Typography>
              <StatusChip
                size="small"
                label={INVITATION_LABELS[inv.status]}
                tone={INVITATION_COLORS[inv.status]}
              />
            </Box>
            {inv.comment && (
              <Typography
                variant="body2"
                sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.3 }}
              >
                “{inv.comment}”
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
