import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useForm } from 'react-hook-form';
import { cancellationRequestCreateSchema } from '@camp/shared/refunds';
import { toast } from '../../../components/ui/toaster';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { formatCents } from '../../../lib/format';
import { useRequestCancellationMutation } from '../api/cancellation-requests';

const reasonSchema = cancellationRequestCreateSchema.pick({ reason: true });
interface Values {
  reason: string;
}

/**
 * The parent's 'Request cancellation' dialog (decision 0064): the program's cancellation policy
 * as written by the provider, then the reason. The director or an admin decides the refund.
 */
export function RequestCancellationDialog({
  open,
  onClose,
  itineraryActivityId,
  activityName,
  policy,
  paidInInstalmentsCents,
}: {
  open: boolean;
  onClose: () => void;
  itineraryActivityId: number;
  activityName: string;
  policy: string | null;
  /** What was paid so far for a place paid in instalments (decision 0070). */
  paidInInstalmentsCents?: number | undefined;
}) {
  const mutation = useRequestCancellationMutation();
  const form = useForm<Values, unknown, { reason: string }>({
    resolver: sharedResolver<Values, typeof reasonSchema>(reasonSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await mutation.mutateAsync({ itinerary_activity_id: itineraryActivityId, reason });
      toast.success('Your cancellation request was sent');
      onClose();
    } catch (err) {
      applyServerErrors(err, form.setError, ['reason']);
    }
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="cancel-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="cancel-title">Cancel {activityName}?</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <div>
            <Typography component="h3" variant="subtitle2">
              Cancellation Policy
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', color: 'text.secondary' }}>
              {policy?.trim() || 'This program has not published a cancellation policy.'}
            </Typography>
          </div>
          <Typography variant="body2">
            The program's director reviews your request and decides the refund under this policy.
            The activity stays booked until then.
          </Typography>
          {paidInInstalmentsCents !== undefined && (
            <Typography variant="body2">
              You have paid {formatCents(paidInInstalmentsCents)} for it so far in instalments. If
              the cancellation is approved, your later instalments no longer include it.
            </Typography>
          )}
          <TextField
            label="Reason"
            multiline
            minRows={3}
            required
            {...form.register('reason')}
            error={Boolean(errors.reason)}
            helperText={errors.reason?.message}
          />
          {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Keep the activity</Button>
          <Button type="submit" variant="contained" color="error" disabled={isSubmitting}>
            Request cancellation
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
