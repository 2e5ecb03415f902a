import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { CHECKOUT_HOLD_MINUTES } from '@camp/shared/checkout';
import type { ParentItinerary, ParentItineraryActivity } from '@camp/shared/parent-itinerary';
import { DialogTitleBar } from '../../../components/ui/dialog-title-bar';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/form-support';
import { formatCents, formatPrice } from '../../../lib/format';
import { useStartCheckoutMutation } from '../api/checkout-sessions';
import { paymentKeys } from '../api/keys';
import { activityAmount, paymentSummary } from '../payable';
import { PlanChoice } from './plan-choice';
import { usePlanChoice } from './use-plan-choice';

/**
 * The booking dialog: the itinerary's payable activities, each with the child it is
 * for, its provider and amount, all checked to start with; Pay opens one checkout for the chosen
 * ones (POST checkout_sessions) and the browser goes to it. A refusal (an activity paid, full or
 * started meanwhile) is shown here and the itinerary refetched, so the list shows why.
 */
export function BookingDialog({
  itinerary,
  open,
  onClose,
}: {
  itinerary: ParentItinerary;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const theme = useTheme();
  // Phones get the whole screen, so the activities, the payment choice and Pay fit without the
  // margins of a floating dialog.
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const { payable } = paymentSummary(itinerary);
  const [chosen, setChosen] = useState<number[]>(() => payable.map((i) => i.id));
  const start = useStartCheckoutMutation();
  // The mutation stays pending while the browser leaves for the checkout page.
  const busy = start.isPending || start.isSuccess;
  const selected = payable.filter((i) => chosen.includes(i.id));
  const total = selected.reduce((t, i) => t + activityAmount(i), 0);
  const child = itinerary.child?.first_name ?? null;
  const plan = usePlanChoice(selected);

  const toggle = (id: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  const pay = () =>
    start.mutate(
      {
        itinerary_id: itinerary.id,
        itinerary_activity_ids: selected.map((i) => i.id),
        plan: plan.value,
      },
      {
        onError: (err) => {
          if (err instanceof ApiError && err.status !== 401) {
            void queryClient.invalidateQueries({ queryKey: paymentKeys.itineraries });
          }
        },
      },
    );

  const error = start.error
    ? start.error instanceof ApiError
      ? (start.error.fieldErrors.itinerary_activity_ids?.[0] ??
        start.error.fieldErrors.plan?.[0] ??
        start.error.message)
      : failureMessage(start.error)
    : null;

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitleBar id={titleId} onClose={onClose}>
        Book and pay
      </DialogTitleBar>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {payable.length === 0 ? (
          <Typography>Nothing in this itinerary can be paid here right now.</Typography>
        ) : (
          <FormControl component="fieldset" variant="standard">
            <FormLabel component="legend" sx={{ mb: 1 }}>
              {child ? `Activities to book for ${child}` : 'Activities to book'}
            </FormLabel>
            <FormGroup sx={{ gap: 1 }}>
              {payable.map((item) => (
                <FormControlLabel
                  key={item.id}
                  sx={{
                    alignItems: 'flex-start',
                    m: 0,
                    p: 1,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 2,
                  }}
                  control={
                    <Checkbox
                      checked={chosen.includes(item.id)}
                      onChange={(e) => toggle(item.id, e.target.checked)}
                      disabled={busy}
                      sx={{ mt: -0.75 }}
                    />
                  }
                  label={
                    <Box sx={{ display: 'grid', minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                        {item.activity.name} · {formatPrice(activityAmount(item))}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {item.activity.provider_name}
                        {child ? ` · for ${child}` : ''}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        )}
        <PayNotes items={selected} />
      </DialogContent>
      {/* How to pay stays beside Pay, outside the scrolling list of activities, so the choice of
          instalments is in view however many activities there are; inset as the content is. */}
      {(payable.length > 0 || error) && (
        <Box sx={{ display: 'grid', gap: 1.5, px: '24px', pt: 1.5 }}>
          {payable.length > 0 && (
            <PlanChoice
              value={plan.value}
              onChange={plan.setValue}
              schedule={plan.schedule}
              disabled={busy || selected.length === 0}
            />
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Box>
      )}
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={pay}
          disabled={selected.length === 0 || busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <LockOutlinedIcon />}
        >
          {plan.deposit === null
            ? `Pay ${formatPrice(total)}`
            : `Pay ${formatCents(plan.deposit)} now`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * What happens next: a chosen activity's program discounts are taken off on the checkout page;
 * the seats are held while the family pays.
 */
function PayNotes({ items }: { items: ParentItineraryActivity[] }) {
  return (
    <>
      {items.some((i) => i.activity.discounts) && (
        <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
          Program discounts for your family are taken off on the checkout page, before you pay.
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        Your seats are held for {CHECKOUT_HOLD_MINUTES} minutes while you pay. Providers receive
        their share directly; nothing is charged until you confirm the payment.
      </Typography>
    </>
  );
}
