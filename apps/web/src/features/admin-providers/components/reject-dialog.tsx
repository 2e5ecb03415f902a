import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { PROVIDER_VALIDATION_MESSAGES, REJECTION_REASON_MAX } from '@camp/shared/provider-profile';

const reasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, PROVIDER_VALIDATION_MESSAGES.reasonRequired)
    .max(REJECTION_REASON_MAX, PROVIDER_VALIDATION_MESSAGES.reasonTooLong),
});
type Values = z.infer<typeof reasonSchema>;

export interface RejectDialogProps {
  open: boolean;
  organisation: string;
  busy: boolean;
  /** A server message for the reason field (e.g. 'Reason is required'). */
  serverError?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Rejecting a provider needs a reason: it is e-mailed to the director. */
export function RejectDialog({
  open,
  organisation,
  busy,
  serverError,
  onConfirm,
  onClose,
}: RejectDialogProps) {
  const form = useForm<Values>({
    defaultValues: { reason: '' },
    mode: 'onTouched',
    resolver: zodResolver(reasonSchema),
  });
  useEffect(() => {
    if (open) form.reset({ reason: '' });
  }, [open, form]);
  useEffect(() => {
    if (serverError) form.setError('reason', { type: 'server', message: serverError });
  }, [serverError, form]);
  const error = form.formState.errors.reason?.message;
  const submit = form.handleSubmit((v) => onConfirm(v.reason));

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="reject-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="reject-title">Reject {organisation}?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The director receives this reason by e-mail and sees it on their registration page.
          </DialogContentText>
          <TextField
            {...form.register('reason')}
            label="Reason"
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            error={Boolean(error)}
            helperText={error}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={busy}>
            Reject
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
