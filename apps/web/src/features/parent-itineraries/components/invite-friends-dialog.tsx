import { useId } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { inviteFriendSchema, type InviteFriend } from '@camp/shared/invite';
import { invitationSentMessage } from '@camp/shared/messages';
import type { ParentItinerary } from '@camp/shared/parent-itinerary';
import { FormTextField } from '../../../components/ui/form-text-field';
import { toast } from '../../../components/ui/toaster';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { useSession } from '../../../lib/session';
import { useInviteFriendMutation } from '../api/invite-friend';

interface Values {
  itinerary_id: number;
  email: string;
  activity_ids: number[];
  text: string;
}

const FIELDS = ['email', 'activity_ids', 'text'] as const;

/** The message the form starts with: a default text is prefilled. */
export function defaultInvitationText(childName: string | null, parentName: string): string {
  const whose = childName ? `${childName}'s` : 'our';
  return `Hi! I'm planning ${whose} camps and activities with Camp Concierge and thought our kids could join some of them together. Have a look at the activities I picked and let me know what you think.\n\n${parentName}`;
}

/**
 * Invite friends: an e-mail, the activities of this itinerary to share
 * (all checked to start with; at least one) and a prefilled message; POST invite_friends. The
 * server's errors (inviting oneself, twice, activities not in the itinerary) land on the fields.
 */
export function InviteFriendsDialog({
  itinerary,
  open,
  onClose,
}: {
  itinerary: ParentItinerary;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const session = useSession();
  const mutation = useInviteFriendMutation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<Values, unknown, InviteFriend>({
    resolver: sharedResolver<Values, typeof inviteFriendSchema>(inviteFriendSchema),
    mode: 'onTouched',
    defaultValues: {
      itinerary_id: itinerary.id,
      email: '',
      activity_ids: itinerary.activities.map((a) => a.id),
      text: defaultInvitationText(
        itinerary.child?.first_name ?? null,
        session?.first_name || session?.name || '',
      ).trim(),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const invitation = await mutation.mutateAsync(values);
      toast.success(invitationSentMessage(invitation.email));
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, FIELDS);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Invite friends</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 0.5 }}>
          <FormTextField
            control={control}
            name="email"
            label="Friend's e-mail"
            type="email"
            autoComplete="off"
            required
            transform={(v) => v.toLowerCase()}
          />
          <Controller
            control={control}
            name="activity_ids"
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
                <FormLabel component="legend">Activities to share</FormLabel>
                <FormGroup>
                  {itinerary.activities.map((a) => (
                    <FormControlLabel
                      key={a.id}
                      label={a.name}
                      control={
                        <Checkbox
                          checked={field.value.includes(a.id)}
                          onChange={(e) => {
                            field.onChange(
                              e.target.checked
                                ? [...field.value, a.id]
                                : field.value.filter((id) => id !== a.id),
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
          <FormTextField control={control} name="text" label="Message" multiline minRows={4} />
          {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} disabled={isSubmitting} variant="outlined">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Send invitation
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
