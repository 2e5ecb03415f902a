import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  List,
  ListItem,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, type Control } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  changeRequestFormSchema,
  toChangeRequest,
  type ChangeRequest,
  type ChangeRequestForm,
} from '@camp/shared/change-request';
import { CHANGE_REQUEST_REASONS, type ChangeRequestReason } from '@camp/shared/enums';
import { COMMENTS_ADDED, EMPTY } from '@camp/shared/messages';
import type { ParentItinerary } from '@camp/shared/parent-itinerary';
import { FormTextField } from '../../../components/ui/form-text-field';
import { PageContainer } from '../../../components/ui/page-container';
import { LoadError, LoadingBlock } from '../../../components/ui/paged-list';
import { ProfileTabs } from '../../../components/parent-profile/profile-tabs';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, sharedResolver } from '../../../lib/form-support';
import { useSession } from '../../../lib/session';
import { parentItineraryQueryOptions } from '../api/itinerary';
import { useRequestChangesMutation } from '../api/update-itinerary';
import { COMMENT_STATUSES, childTitle } from '../components/itinerary-block';
import { ChangeRequestList } from '../components/itinerary-parts';
import { paths } from '../../../lib/paths';

const ITINERARIES_PATH = paths.parent.itineraries;

interface Values {
  activity_id: string;
  reasons: ChangeRequestReason[];
  more_information: string;
}

const BLANK: Values = { activity_id: '', reasons: [], more_information: '' };

const isBlank = (v: Values) =>
  v.activity_id === '' && v.reasons.length === 0 && v.more_information.trim() === '';

/**
 * /profile/itineraries/:id, the comment page: the parent picks an
 * activity, ticks reasons and writes a comment, may add several, and sends them together (the
 * itinerary goes to alternate_request). Open only in review or alternate_request; otherwise,
 * and for an itinerary that is not theirs, back to the itineraries page.
 */
export function CommentPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const session = useSession();
  const query = useQuery({ ...parentItineraryQueryOptions(id), enabled: valid });
  if (!valid) return <Navigate to={ITINERARIES_PATH} replace />;
  if (!session) return null;
  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return <Navigate to={ITINERARIES_PATH} replace />;
  }
  if (query.data && !COMMENT_STATUSES.includes(query.data.status)) {
    return <Navigate to={ITINERARIES_PATH} replace />;
  }
  return (
    <PageContainer
      title="Request changes"
      subtitle={query.data ? childTitle(query.data) : undefined}
      backLink={{ to: ITINERARIES_PATH, label: 'Back to Itineraries' }}
      maxWidth="md"
    >
      <ProfileTabs session={session} />
      {query.isPending ? (
        <LoadingBlock label="Loading itinerary" />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <CommentForm itinerary={query.data} />
      )}
    </PageContainer>
  );
}

function CommentForm({ itinerary }: { itinerary: ParentItinerary }) {
  const navigate = useNavigate();
  const mutation = useRequestChangesMutation(itinerary.id);
  const [added, setAdded] = useState<ChangeRequest[]>([]);
  const [sendError, setSendError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, ChangeRequestForm>({
    resolver: sharedResolver<Values, typeof changeRequestFormSchema>(changeRequestFormSchema),
    mode: 'onTouched',
    defaultValues: BLANK,
  });
  const nameOf = new Map(itinerary.activities.map((a) => [a.id, a.name]));
  const blocked = !itinerary.actions.can_request_changes;

  const send = async (requests: ChangeRequest[]) => {
    setSendError(null);
    try {
      await mutation.mutateAsync(requests);
      toast.success(COMMENTS_ADDED);
      void navigate(ITINERARIES_PATH);
    } catch (err) {
      setSendError(failureMessage(err));
    }
  };

  const addAnother = handleSubmit((values) => {
    setAdded((list) => [...list, toChangeRequest(values)]);
    reset(BLANK);
  });

  // Send what was added plus the comment being written; a half-written comment is checked
  // (and its errors shown) rather than dropped. With nothing added, the form must be valid.
  const onSubmit = async () => {
    if (added.length > 0 && isBlank(getValues())) return send(added);
    await handleSubmit((values) => send([...added, toChangeRequest(values)]))();
  };

  if (itinerary.activities.length === 0) {
    return <Alert severity="info">{EMPTY.noActivitiesAdded}</Alert>;
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {blocked && itinerary.actions.blocked_reason && (
        <Alert severity="info">{itinerary.actions.blocked_reason}</Alert>
      )}
      <Paper
        component="form"
        noValidate
        aria-label="Comment"
        variant="outlined"
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
        sx={{
          p: { xs: 2, sm: 3 },
          borderRadius: '18px',
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
        }}
      >
        <ActivityField control={control} activities={itinerary.activities} />
        <ReasonsField control={control} />
        <FormTextField
          control={control}
          name="more_information"
          label="Comment"
          required
          multiline
          minRows={3}
        />
        {added.length > 0 && (
          <AddedComments
            added={added}
            nameOf={nameOf}
            onRemove={(i) => setAdded((list) => list.filter((_, j) => j !== i))}
          />
        )}
        {(sendError ?? errors.root?.server?.message) && (
          <Alert severity="error">{sendError ?? errors.root?.server?.message}</Alert>
        )}
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1,
            justifyContent: 'flex-end',
          }}
        >
          <Button
            variant="outlined"
            disabled={blocked || isSubmitting || mutation.isPending}
            onClick={() => void addAnother()}
          >
            Add another comment
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={blocked || isSubmitting || mutation.isPending}
          >
            Send {added.length > 0 ? 'comments' : 'comment'}
          </Button>
        </Box>
      </Paper>
      <ChangeRequestList requests={itinerary.change_requests} />
    </Box>
  );
}
/** The activity the comment is about. */
function ActivityField({
  control,
  activities,
}: {
  control: Control<Values, unknown, ChangeRequestForm>;
  activities: ParentItinerary['activities'];
}) {
  return (
    <Controller
      control={control}
      name="activity_id"
      render={({ field, fieldState }) => (
        <TextField
          select
          label="Activity"
          required
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          fullWidth
        >
          {activities.map((a) => (
            <MenuItem key={a.id} value={String(a.id)}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** What the parent would like changed: one or more reasons. */
function ReasonsField({ control }: { control: Control<Values, unknown, ChangeRequestForm> }) {
  return (
    <Controller
      control={control}
      name="reasons"
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
          <FormLabel component="legend">What would you like to change?</FormLabel>
          <FormGroup row>
            {CHANGE_REQUEST_REASONS.map((reason) => (
              <FormControlLabel
                key={reason}
                label={reason}
                control={
                  <Checkbox
                    checked={field.value.includes(reason)}
                    onChange={(e) => {
                      field.onChange(
                        e.target.checked
                          ? [...field.value, reason]
                          : field.value.filter((r) => r !== reason),
                      );
                      field.onBlur();
                    }}
                  />
                }
              />
            ))}
          </FormGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/** The comments added so far, each removable, sent together. */
function AddedComments({
  added,
  nameOf,
  onRemove,
}: {
  added: ChangeRequest[];
  nameOf: Map<number, string>;
  onRemove: (index: number) => void;
}) {
  return (
    <Box component="section" aria-label="Comments to send">
      <Typography sx={{ fontWeight: 700 }}>Comments to send ({added.length})</Typography>
      <List disablePadding>
        {added.map((r, i) => (
          <ListItem
            key={i}
            divider
            sx={{ px: 0, pr: 6 }}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Remove the comment on ${nameOf.get(r.activity_id) ?? 'the activity'}`}
                onClick={() => onRemove(i)}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            }
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {nameOf.get(r.activity_id)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {r.reason}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {r.more_information}
              </Typography>
            </Box>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
