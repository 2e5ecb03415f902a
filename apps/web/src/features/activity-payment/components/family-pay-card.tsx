import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import type { ParentItinerary } from '@camp/shared/parent-itinerary';
import { formatPrice } from '../../../lib/format';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/form-support';
import { useStartCheckoutMutation } from '../api/checkout-sessions';
import { paymentSummary } from '../payable';
import { FamilyWaivers, useFamilyWaivers } from './family-waivers';

/** The approved itineraries with something to pay now, in the payments page's order. */
export const itinerariesToPay = (list: ParentItinerary[]) =>
  list.filter((it) => paymentSummary(it).payable.length > 0);

const childName = (it: ParentItinerary) => it.child?.first_name ?? 'Your child';

/** A refusal's first field message (itineraries, waivers, a full activity), else the toast text. */
function refusalOf(err: unknown): string {
  const fields = err instanceof ApiError ? Object.values(err.fieldErrors).flat() : [];
  return fields[0] ?? failureMessage(err);
}

/**
 * "Pay for all children": one checkout for every approved itinerary with something to pay
 * (decision 0111), shown when there are two or more. The listed prices are before the programs'
 * sibling and multi-week discounts; the checkout page shows each child's lines with them. The
 * waivers each child still has to sign are signed here first: paying waits for them (the API
 * refuses a checkout without them too).
 */
export function FamilyPayCard({ itineraries }: { itineraries: ParentItinerary[] }) {
  const start = useStartCheckoutMutation();
  const waivers = useFamilyWaivers(itineraries);
  const waiting = waivers.pending || waivers.error !== null || waivers.missing.length > 0;
  const total = itineraries.reduce((sum, it) => sum + paymentSummary(it).payableTotal, 0);
  const pay = () =>
    start.mutate({ itineraries: itineraries.map((it) => ({ itinerary_id: it.id })) });
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="family-pay-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: '18px', display: 'grid', gap: 1.5 }}
    >
      <Typography id="family-pay-title" component="h2" variant="h6">
        Pay for all children at once
      </Typography>
      <Box component="ul" aria-label="Children to pay for" sx={{ m: 0, pl: 2.5 }}>
        {itineraries.map((it) => {
          const s = paymentSummary(it);
          return (
            <Typography component="li" variant="body2" key={it.id}>
              {childName(it)}: {s.payable.length}{' '}
              {s.payable.length === 1 ? 'activity' : 'activities'}, {formatPrice(s.payableTotal)}
            </Typography>
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary">
        One payment of up to {formatPrice(total)}. Sibling and multi-week discounts the programs
        offer are taken off at checkout, where each child&apos;s activities are listed.
      </Typography>
      <FamilyWaivers state={waivers} />
      {start.isError && (
        <Alert severity="error" role="alert">
          {refusalOf(start.error)} You can still pay each child&apos;s itinerary below.
        </Alert>
      )}
      <Box>
        <Button
          variant="contained"
          onClick={pay}
          disabled={waiting || start.isPending || start.isSuccess}
          aria-describedby="family-pay-title"
          sx={{ width: { xs: '100%', sm: 'auto' }, borderRadius: 999, px: 3 }}
        >
          {start.isPending || start.isSuccess ? 'Opening checkout…' : 'Pay for all children'}
        </Button>
      </Box>
    </Paper>
  );
}
