import { useEffect, useMemo } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useForm } from 'react-hook-form';
import {
  paymentRefundFormSchema,
  type AdminPayment,
  type PaymentRefundInput,
  type PaymentRefundResponse,
} from '@camp/shared/admin-payments';
import { FormTextField } from '../../../components/ui/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { formatCents } from '../../../lib/format';
import { refundPayment } from '../api/payments';

type RefundFormValues = { amount: string; reason: string };
const EMPTY: RefundFormValues = { amount: '', reason: '' };
const money = (cents: number) => formatCents(cents, { cents: 'always' });

/**
 * A refund of one payment, in full or in part, with its reason: at most what can still be
 * refunded (the API checks it again, under the payment's lock). An activity payment's refund
 * cancels the places it takes from, newest first, as an approved cancellation would.
 */
export function RefundDialog({
  payment,
  onClose,
  onRefunded,
}: {
  payment: AdminPayment | null;
  onClose: () => void;
  onRefunded: (answer: PaymentRefundResponse) => void;
}) {
  const schema = useMemo(
    () => paymentRefundFormSchema(payment?.refundable_cents),
    [payment?.refundable_cents],
  );
  const form = useForm<RefundFormValues, unknown, PaymentRefundInput>({
    defaultValues: EMPTY,
    mode: 'onTouched',
    resolver: sharedResolver<RefundFormValues, typeof schema>(schema),
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  useEffect(() => {
    if (payment) reset(EMPTY);
  }, [payment, reset]);

  const submit = handleSubmit(async (input) => {
    if (!payment) return;
    try {
      onRefunded(await refundPayment(payment.kind, payment.id, input));
    } catch (err) {
      // The API names the amount in cents; the form shows it in dollars.
      if (err instanceof ApiError && err.fieldErrors.amount_cents?.[0])
        setError('amount', { type: 'server', message: err.fieldErrors.amount_cents[0] });
      else applyServerErrors(err, setError, ['reason']);
    }
  });
  const rootError = formState.errors.root?.server?.message;
  const busy = formState.isSubmitting;

  return (
    <Dialog
      open={payment !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby="refund-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="refund-title">
        <DialogTitle id="refund-title">Refund a payment</DialogTitle>
        {payment && (
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {payment.description} · {payment.parent_email}
              <br />
              Paid {money(payment.amount_cents)}, refunded {money(payment.refunded_cents)}; up to{' '}
              <strong>{money(payment.refundable_cents)}</strong> can be refunded.
            </Typography>
            {payment.kind === 'activity' && (
              <Alert severity="info">
                Each activity the refund takes from (newest first) is canceled and its seat freed.
              </Alert>
            )}
            <FormTextField
              control={control}
              name="amount"
              label="Amount (dollars)"
              required
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormTextField
              control={control}
              name="reason"
              label="Reason"
              required
              multiline
              minRows={2}
              hint="Kept in the audit trail; an activity's refund shows it to its director."
            />
            {rootError && <Alert severity="error">{rootError}</Alert>}
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            Refund
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
