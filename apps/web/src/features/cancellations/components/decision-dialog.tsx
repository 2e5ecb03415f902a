import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  TextField,
  Typography,
} from '@mui/material';
import { useForm } from 'react-hook-form';
import { CANCELLATION_MESSAGES, type CancellationRequest } from '@camp/shared/refunds';
import { toast } from '../../../components/ui/toaster';
import { applyServerErrors } from '../../../lib/form-support';
import { formatCents } from '../../../lib/format';
import { useDecideCancellationMutation } from '../api/cancellation-requests';

interface Values {
  amount: string;
  note: string;
}

/** Dollars as typed ('180', '180.5', '180.50') to cents, or null when not an amount. */
function toCents(text: string): number | null {
  const t = text.trim().replace(/^\$/, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/**
 * Approve (with the refund, the full amount paid by default, never more) or decline a
 * cancellation request, with a note for the parent (decision 0064).
 */
export function DecisionDialog({
  area,
  request: r,
  decision,
  onClose,
}: {
  area: 'camp_directors' | 'admins';
  request: CancellationRequest;
  decision: 'approve' | 'decline';
  onClose: () => void;
}) {
  const mutation = useDecideCancellationMutation(area);
  const form = useForm<Values>({
    defaultValues: { amount: (r.paid_cents / 100).toFixed(2), note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const approve = decision === 'approve';

  const submit = form.handleSubmit(async ({ amount, note }) => {
    let cents: number | undefined;
    if (approve) {
      const parsed = toCents(amount);
      if (parsed === null) {
        form.setError('amount', { message: CANCELLATION_MESSAGES.amountInvalid });
        return;
      }
      if (parsed > r.paid_cents) {
        form.setError('amount', { message: CANCELLATION_MESSAGES.overPaid });
        return;
      }
      cents = parsed;
    }
    try {
      await mutation.mutateAsync({
        id: r.id,
        decision,
        ...(cents === undefined ? {} : { refund_amount_cents: cents }),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      toast.success(approve ? 'The refund was issued' : 'The request was declined');
      onClose();
    } catch (err) {
      applyServerErrors(err, form.setError, ['note']);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="decide-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="decide-title">
          {approve ? 'Approve and refund' : 'Decline the cancellation'}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography>
            {r.parent_name ?? 'A parent'} asks to cancel {r.activity_name}
            {r.child_name ? ` for ${r.child_name}` : ''} (paid {formatCents(r.paid_cents)}
            {r.in_instalments ? ' so far in instalments' : ''}).
          </Typography>
          {r.in_instalments && approve && (
            // Decision 0070: the refund goes over the plan's payments, newest first, and the
            // instalments still to come stop collecting this activity's part.
            <Typography variant="body2" color="text.secondary">
              The refund is taken from the latest instalment first and the deposit last. The
              family's later instalments no longer include this activity.
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            Reason: {r.reason}
          </Typography>
          {r.cancellation_policy && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              Policy: {r.cancellation_policy}
            </Typography>
          )}
          {approve && (
            <TextField
              label="Refund amount"
              required
              inputMode="decimal"
              {...form.register('amount')}
              error={Boolean(errors.amount)}
              helperText={
                errors.amount?.message ??
                `At most ${formatCents(r.paid_cents)}${r.in_instalments ? ' (paid so far)' : ''}; 0 refunds nothing.`
              }
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
            />
          )}
          <TextField
            label="Note to the parent"
            multiline
            minRows={2}
            {...form.register('note')}
            error={Boolean(errors.note)}
            helperText={errors.note?.message}
          />
          {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Back</Button>
          <Button
            type="submit"
            variant="contained"
            color={approve ? 'primary' : 'error'}
            disabled={isSubmitting}
          >
            {approve ? 'Approve and refund' : 'Decline'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
