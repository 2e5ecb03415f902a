import { useId, useState, type ReactNode } from 'react';
import { Alert, Avatar, Box, Button, Chip, Paper, TextField, Typography } from '@mui/material';
import type { ItineraryStatus } from '@camp/shared/enums';
import type { FriendItinerary } from '@camp/shared/friends-itinerary';
import { INVITE_MESSAGES, INVITE_TEXT_MAX } from '@camp/shared/invite';
import { EMPTY, invitationAcceptedMessage, invitationDeclinedMessage } from '@camp/shared/messages';
import { formatDateRange } from '../../../components/activity-format';
import { ParentActivityCard } from '../../../components/parent-activity-card';
import { StatusChip } from '../../../components/status-chip';
import { toast } from '../../../components/toaster';
import { failureMessage } from '../../../lib/form-support';
import { useAnswerInvitationMutation } from '../api/answer-invitation';

/** Section 4: a friend may answer only while the itinerary is in one of these. */
export const ANSWERABLE_STATUSES: readonly ItineraryStatus[] = [
  'review',
  'alternate_request',
  'accepted',
  'approved',
];

/** One of the signed-in parent's own children (from their questionnaires). */
export interface OwnChild {
  id: number;
  name: string;
  age: number | null;
}

/** Whether the child's age is within the activity's bounds; null when either is unknown. */
export function ageFits(
  age: number | null,
  activity: { age_min: number | null; age_max: number | null },
): boolean | null {
  if (age === null || (activity.age_min === null && activity.age_max === null)) return null;
  return (activity.age_min ?? 0) <= age && age <= (activity.age_max ?? Infinity);
}

/** The name the answer's toast gives the invitation: the friend's child's itinerary. */
export const invitationName = (f: FriendItinerary): string =>
  `${f.itinerary.child.name}'s itinerary`;

/**
 * One itinerary a friend shared (section 2, 'Share with me'): who shared it and their message,
 * the specialist, the shared activities only (each marked by whether it suits the child chosen
 * on the page), and, while the invitation is pending and the itinerary open, a comment, Accept
 * (the chosen child joins) and Decline.
 */
export function FriendItineraryCard({
  invitation: f,
  child,
  extra,
}: {
  invitation: FriendItinerary;
  /** The page's 'Choose a child' choice. */
  child: OwnChild | null;
  /** Composed by the route at the end of the card (MIA's chat panel on an accepted one). */
  extra?: ReactNode;
}) {
  const headingId = useId();
  const mutation = useAnswerInvitationMutation(f.id);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const it = f.itinerary;
  const approved = it.status === 'approved';
  const canAnswer = f.status === 'draft' && ANSWERABLE_STATUSES.includes(it.status);
  const tooLong = comment.length > INVITE_TEXT_MAX;

  const answer = (status: 'accepted' | 'declined') => {
    setError(null);
    mutation.mutate(
      {
        status,
        comment: comment.trim() === '' ? undefined : comment,
        child_id: status === 'accepted' && child ? child.id : undefined,
      },
      {
        onSuccess: () => {
          if (status === 'accepted') toast.success(invitationAcceptedMessage(invitationName(f)));
          else toast.warning(invitationDeclinedMessage(invitationName(f)));
        },
        onError: (err) => setError(failureMessage(err)),
      },
    );
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          id={headingId}
          component="h2"
          variant="h5"
          sx={{ flex: '1 1 auto', overflowWrap: 'anywhere' }}
        >
          {invitationName(f)}
        </Typography>
        <StatusChip
          label={f.status === 'accepted' ? 'You accepted' : 'Invitation pending'}
          tone={f.status === 'accepted' ? 'success' : 'warning'}
        />
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mt: -1.5, overflowWrap: 'anywhere' }}
      >
        Shared by {f.invited_by.name} ({f.invited_by.email})
        {it.activity_dates
          ? ` · ${formatDateRange(it.activity_dates.start, it.activity_dates.end)}`
          : ''}
      </Typography>
      {f.text && (
        <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'background.default' }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {f.text}
          </Typography>
        </Paper>
      )}
      {it.specialist && (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar src={it.specialist.photo ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
            {it.specialist.name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {it.specialist.name}
            </Typography>
            <Typography
              variant="body2"
              component="a"
              href={`mailto:${it.specialist.email}`}
              sx={{ color: 'primary.main', overflowWrap: 'anywhere' }}
            >
              {it.specialist.email}
            </Typography>
          </Box>
        </Box>
      )}

      <Box>
        <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
          Shared activities
        </Typography>
        {it.activities.length === 0 ? (
          <Typography color="text.secondary">{EMPTY.noSharedActivities}</Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              alignItems: 'start',
            }}
          >
            {it.activities.map((a) => {
              const fits = child ? ageFits(child.age, a) : null;
              return (
                <ParentActivityCard key={a.id} activity={a} approved={approved}>
                  {fits !== null && (
                    <Chip
                      size="small"
                      sx={{ alignSelf: 'flex-start' }}
                      color={fits ? 'success' : 'default'}
                      variant="outlined"
                      label={fits ? `Fits ${child!.name}'s age` : `Not for ${child!.name}'s age`}
                    />
                  )}
                </ParentActivityCard>
              );
            })}
          </Box>
        )}
      </Box>

      {f.status === 'accepted' && f.comment && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          Your comment: “{f.comment}”
        </Typography>
      )}

      {f.status === 'draft' && !canAnswer && (
        <Alert severity="info">{INVITE_MESSAGES.answerClosed}</Alert>
      )}
      {canAnswer && (
        <Box
          role="group"
          aria-label="Your answer"
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {child && (
            <Typography variant="body2">
              Accepting adds {child.name} to these activities with your friend.
            </Typography>
          )}
          <TextField
            label="Comment"
            multiline
            minRows={2}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            error={tooLong}
            helperText={tooLong ? INVITE_MESSAGES.commentTooLong : undefined}
            fullWidth
          />
          {error && <Alert severity="error">{error}</Alert>}
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1 }}>
            <Button
              variant="contained"
              disabled={mutation.isPending || tooLong}
              onClick={() => answer('accepted')}
            >
              Accept
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={mutation.isPending || tooLong}
              onClick={() => answer('declined')}
            >
              Decline
            </Button>
          </Box>
        </Box>
      )}
      {extra}
    </Paper>
  );
}
