import { useId, useState, type ReactNode } from 'react';
import { Alert, Avatar, Box, Button, Chip, Paper, TextField, Typography } from '@mui/material';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { ItineraryStatus } from '@camp/shared/enums';
import type { FriendItinerary } from '@camp/shared/friends-itinerary';
import { INVITE_MESSAGES, INVITE_TEXT_MAX } from '@camp/shared/invite';
import { EMPTY, invitationAcceptedMessage, invitationDeclinedMessage } from '@camp/shared/messages';
import { formatDateRange } from '../../../lib/format';
import { ParentActivityCard } from '../../../components/itineraries/parent-activity-card';
import { StatusChip } from '../../../components/ui/status-chip';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/form-support';
import { useAnswerInvitationMutation } from '../api/answer-invitation';

/** A friend may answer only while the itinerary is in one of these. */
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
 * One itinerary a friend shared ('Share with me'): who shared it and their message,
 * the specialist, the shared activities only (each marked by whether it suits the child chosen
 * on the page), and, while the invitation is pending and the itinerary open, Accept (the chosen
 * child joins) and Decline, each confirmed in a dialog that takes an optional comment.
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
  const [answering, setAnswering] = useState<Answer | null>(null);
  const it = f.itinerary;
  const approved = it.status === 'approved';
  const canAnswer = f.status === 'draft' && ANSWERABLE_STATUSES.includes(it.status);

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
      {it.specialist && <SpecialistContact specialist={it.specialist} />}

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
          sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1 }}
        >
          <Button variant="contained" onClick={() => setAnswering('accepted')}>
            Accept
          </Button>
          <Button variant="outlined" color="error" onClick={() => setAnswering('declined')}>
            Decline
          </Button>
        </Box>
      )}
      {answering && (
        <AnswerDialog
          invitation={f}
          answer={answering}
          child={child}
          onClose={() => setAnswering(null)}
        />
      )}
      {extra}
    </Paper>
  );
}

/** The specialist who planned the itinerary: photo, name and e-mail. */
function SpecialistContact({
  specialist,
}: {
  specialist: NonNullable<FriendItinerary['itinerary']['specialist']>;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <Avatar src={specialist.photo ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
        {specialist.name.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {specialist.name}
        </Typography>
        <Typography
          variant="body2"
          component="a"
          href={`mailto:${specialist.email}`}
          sx={{ color: 'primary.main', overflowWrap: 'anywhere' }}
        >
          {specialist.email}
        </Typography>
      </Box>
    </Box>
  );
}

type Answer = 'accepted' | 'declined';

/**
 * Accepting or declining an invitation asks first, with an optional comment for the friend who
 * shared it; the answer's toast names the itinerary ('… was successfully accepted!' or, as a
 * warning, '… was successfully declined!'). A refusal shows in the dialog, which stays open.
 */
function AnswerDialog({
  invitation: f,
  answer,
  child,
  onClose,
}: {
  invitation: FriendItinerary;
  answer: Answer;
  child: OwnChild | null;
  onClose: () => void;
}) {
  const mutation = useAnswerInvitationMutation(f.id);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const tooLong = comment.length > INVITE_TEXT_MAX;
  const accepting = answer === 'accepted';
  const name = invitationName(f);

  const confirm = () => {
    setError(null);
    mutation.mutate(
      {
        status: answer,
        comment: comment.trim() === '' ? undefined : comment,
        child_id: accepting && child ? child.id : undefined,
      },
      {
        onSuccess: () => {
          onClose();
          if (accepting) toast.success(invitationAcceptedMessage(name));
          else toast.warning(invitationDeclinedMessage(name));
        },
        onError: (err) => setError(failureMessage(err)),
      },
    );
  };

  return (
    <ConfirmDialog
      open
      title={accepting ? `Accept ${name}?` : `Decline ${name}?`}
      description={
        accepting
          ? child
            ? `Accepting adds ${child.name} to these activities with your friend.`
            : 'Your friend will see that you accepted.'
          : 'It leaves your shared itineraries. Your friend will see that you declined.'
      }
      confirmText={accepting ? 'Accept' : 'Decline'}
      destructive={!accepting}
      busy={mutation.isPending}
      confirmDisabled={tooLong}
      maxWidth="sm"
      onConfirm={confirm}
      onClose={onClose}
    >
      <TextField
        label="Comment (optional)"
        multiline
        minRows={3}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        error={tooLong}
        helperText={tooLong ? INVITE_MESSAGES.commentTooLong : `For ${f.invited_by.name}`}
        fullWidth
        sx={{ mt: 2 }}
      />
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
