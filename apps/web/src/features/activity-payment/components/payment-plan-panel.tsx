import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogContent,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { LocalCheckoutPayInput } from '@camp/shared/checkout';
import { ERROR_TITLE } from '@camp/shared/messages';
import type { LocalCardInput } from '@camp/shared/payment';
import {
  INSTALMENT_RETURN_PARAM,
  PLAN_CARD_RETURN_PARAM,
  type Instalment,
  type PaymentPlan,
} from '@camp/shared/payment-plan';
import { DialogTitleBar } from '../../../components/ui/dialog-title-bar';
import { LocalCardForm } from '../../../components/payments/local-card-form';
import { toast } from '../../../components/ui/toaster';
import { formatCents, formatListDate } from '../../../lib/format';
import { failureMessage } from '../../../lib/form-support';
import {
  paymentPlansQueryOptions,
  useChangePlanCardMutation,
  usePayInstalmentMutation,
} from '../api/payment-plans';
import { pageExit } from '../leave-page';

const PLAN_CHIP: Record<
  PaymentPlan['status'],
  { label: string; color: 'success' | 'info' | 'error' }
> = {
  pending: { label: 'Deposit pending', color: 'info' },
  active: { label: 'Deposit paid', color: 'info' },
  paid: { label: 'Paid', color: 'success' },
  defaulted: { label: 'Overdue', color: 'error' },
  canceled: { label: 'Canceled', color: 'info' },
};

function instalmentState(i: Instalment): string {
  if (i.status === 'paid') {
    // The paid day only when it is not the due day (a 'Pay now', a retry).
    const day = i.paid_at?.slice(0, 10);
    return day && day !== i.due_date ? `Paid ${formatListDate(day)}` : 'Paid';
  }
  if (i.status === 'failed')
    return i.next_attempt_at
      ? `Failed: ${i.last_error ?? 'the charge was refused'} We try again ${formatListDate(i.next_attempt_at.slice(0, 10))}.`
      : `Failed: ${i.last_error ?? 'the charge was refused'} Overdue.`;
  return 'Due';
}

/** An activity of the plan; one whose cancellation was approved has left it (decision 0070). */
const itemLabel = (i: PaymentPlan['items'][number]) =>
  i.canceled ? `${i.name} (canceled)` : i.name;

/**
 * The itinerary's payment plans on its payment summary (decision 0065): what is paid and due,
 * each instalment's state, and 'Pay now' for a failed one: the built-in provider's card form, or
 * for a Stripe plan Stripe's Checkout page (decision 0071), whose return says the payment went
 * through. Nothing shows when the itinerary has no plan.
 */
export function PaymentPlanPanel({ itineraryId }: { itineraryId: number }) {
  const query = useQuery(paymentPlansQueryOptions(itineraryId));
  const [paying, setPaying] = useState<{ plan: PaymentPlan; instalment: Instalment } | null>(null);
  const [params, setParams] = useSearchParams();
  // Stripe's returns (decision 0071): they arrive before its webhook may have reached us, so they
  // say what the parent did; the plan below refreshes on its own when the webhook lands.
  const returned =
    params.get(INSTALMENT_RETURN_PARAM) === 'paid'
      ? 'Thank you: your instalment payment went through. The plan below shows it as paid as soon as Stripe confirms it.'
      : params.get(PLAN_CARD_RETURN_PARAM) === 'saved'
        ? 'Your new card is saved: the rest of the plan is charged to it as soon as Stripe confirms it.'
        : null;
  const toStripe = usePayInstalmentMutation(itineraryId);
  const changeCard = useChangePlanCardMutation();
  const onChangeCard = (plan: PaymentPlan) =>
    changeCard.mutate(plan.id, {
      onSuccess: (answer) => pageExit.leave(answer.url),
      onError: (err) => toast.error(failureMessage(err), ERROR_TITLE),
    });
  const payNow = (plan: PaymentPlan, instalment: Instalment) => {
    if (plan.provider !== 'stripe') {
      setPaying({ plan, instalment });
      return;
    }
    toStripe.mutate(
      { planId: plan.id, instalmentId: instalment.id },
      {
        onSuccess: (answer) => {
          if ('url' in answer) pageExit.leave(answer.url);
        },
        onError: (err) => toast.error(failureMessage(err), ERROR_TITLE),
      },
    );
  };
  if (!query.data || query.data.length === 0) return null;
  return (
    <>
      {returned && (
        <Alert
          severity="success"
          onClose={() =>
            setParams(
              (p) => {
                p.delete(INSTALMENT_RETURN_PARAM);
                p.delete(PLAN_CARD_RETURN_PARAM);
                return p;
              },
              { replace: true },
            )
          }
        >
          {returned}
        </Alert>
      )}
      {query.data.map((plan) => (
        <Paper
          key={plan.id}
          variant="outlined"
          component="section"
          aria-labelledby={`plan-${plan.id}-title`}
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: '18px', display: 'grid', gap: 2 }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={`plan-${plan.id}-title`} component="h2" variant="h6">
              Payment plan
            </Typography>
            <Chip
              size="small"
              label={PLAN_CHIP[plan.status].label}
              color={PLAN_CHIP[plan.status].color}
            />
          </Box>
          <Typography>
            {plan.items.map(itemLabel).join(', ')}: {formatCents(plan.paid_cents)} of{' '}
            {formatCents(plan.total_cents)} paid
            {plan.card && plan.status !== 'canceled'
              ? ` · charged to ${plan.card.brand} •••• ${plan.card.last4}`
              : ''}
          </Typography>
          {plan.provider === 'stripe' &&
            (plan.status === 'active' || plan.status === 'defaulted') && (
              <Box>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => onChangeCard(plan)}
                  disabled={changeCard.isPending}
                >
                  Change card
                </Button>
              </Box>
            )}
          {plan.items.some((i) => i.canceled) && (
            <Typography variant="body2" color="text.secondary">
              {plan.status === 'canceled'
                ? 'Every activity of this plan was canceled: nothing more will be charged. Refunds are listed under Cancellations.'
                : 'A canceled activity is no longer part of this plan: the payments still to come are for the others only. Its refund is listed under Cancellations.'}
            </Typography>
          )}
          <InstalmentTable
            plan={plan}
            onPayNow={(i) => payNow(plan, i)}
            payDisabled={toStripe.isPending}
          />
        </Paper>
      ))}
      {paying && (
        <PayNowDialog itineraryId={itineraryId} {...paying} onClose={() => setPaying(null)} />
      )}
    </>
  );
}

/** A plan's deposit and instalments, each with its date, amount and state; a failed one can be paid now. */
function InstalmentTable({
  plan,
  onPayNow,
  payDisabled,
}: {
  plan: PaymentPlan;
  onPayNow: (instalment: Instalment) => void;
  payDisabled: boolean;
}) {
  // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label="Instalments, scrollable">
      <Table
        size="small"
        aria-label="Instalments"
        sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Payment</TableCell>
            <TableCell>Date</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plan.instalments.map((i) => (
            <TableRow key={i.id}>
              <TableCell>{i.sequence === 0 ? 'Deposit' : `Instalment ${i.sequence}`}</TableCell>
              <TableCell>{formatListDate(i.due_date)}</TableCell>
              <TableCell align="right">{formatCents(i.amount_cents)}</TableCell>
              <TableCell>
                {instalmentState(i)}
                {i.status === 'failed' && (
                  <Box sx={{ mt: 1 }}>
                    <Button
                      size="small"
                      variant="contained"
                      onClick={() => onPayNow(i)}
                      disabled={payDisabled}
                      aria-label={`Pay instalment ${i.sequence} now`}
                    >
                      Pay now
                    </Button>
                  </Box>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** 'Pay now' with the built-in provider's card form; the card becomes the plan's for the rest. */
function PayNowDialog({
  itineraryId,
  plan,
  instalment,
  onClose,
}: {
  itineraryId: number;
  plan: PaymentPlan;
  instalment: Instalment;
  onClose: () => void;
}) {
  const titleId = useId();
  const pay = usePayInstalmentMutation(itineraryId);
  const onCard = async (card: LocalCardInput) => {
    const body: LocalCheckoutPayInput = {
      card_number: card.number,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      cvc: card.cvc,
    };
    await pay.mutateAsync({ planId: plan.id, instalmentId: instalment.id, card: body });
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitleBar id={titleId} onClose={onClose}>
        Pay instalment {instalment.sequence} now
      </DialogTitleBar>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>
          {formatCents(instalment.amount_cents)} for {plan.items.map((i) => i.name).join(', ')}. The
          card you use here is charged for the rest of the plan.
        </Typography>
        <LocalCardForm
          payLabel={`Pay ${formatCents(instalment.amount_cents)}`}
          paid={false}
          onCard={onCard}
        />
      </DialogContent>
    </Dialog>
  );
}
