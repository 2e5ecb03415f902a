import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import {
  CHECKOUT_MESSAGES,
  LOCAL_CHECKOUT_TEST_CARDS,
  type LocalCheckout,
  type LocalCheckoutPayInput,
} from '@camp/shared/checkout';
import { ERROR_TITLE, OOPS_SOMETHING_WENT_WRONG } from '@camp/shared/messages';
import type { LocalCardInput } from '@camp/shared/payment';
import { formatCardNumber } from '../../../components/payments/card-input-format';
import { LocalCardForm } from '../../../components/payments/local-card-form';
import { PageContainer } from '../../../components/ui/page-container';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/form-support';
import { formatCents } from '../../../lib/format';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { paymentKeys } from '../api/keys';
import {
  localCheckoutQueryOptions,
  useCancelLocalCheckoutMutation,
  usePayLocalCheckoutMutation,
} from '../api/local-checkout';
import { ThreeDSecureDialog, type ChallengeAnswer } from '../components/three-d-secure-dialog';
import { ITINERARIES_PATH } from '../payable';

/** What each test card does on this page (Stripe's numbers; decision 0057). */
const TEST_CARD_ROWS: [string, string][] = [
  [LOCAL_CHECKOUT_TEST_CARDS.succeeds, 'Pays'],
  [LOCAL_CHECKOUT_TEST_CARDS.declined, 'Declined'],
  [LOCAL_CHECKOUT_TEST_CARDS.insufficientFunds, 'Insufficient funds'],
  [LOCAL_CHECKOUT_TEST_CARDS.threeDSecure, 'Asks for 3-D Secure confirmation'],
];

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' });

/**
 * /pay/{sessionId}: the built-in payment provider's checkout page (no Stripe keys), where the
 * checkout URL leads. The order (each activity, its provider and child, the amount), the test
 * cards, the shared local card form; Pay sends the card to the session and the browser goes to
 * the return URL ('Payment Successful!'); Cancel releases the seats and goes back to the
 * itinerary's payment summary. A load failure goes back to the itineraries page.
 */
export function LocalCheckoutPage() {
  const sessionId = useParams().sessionId ?? '';
  const query = useQuery(localCheckoutQueryOptions(sessionId));
  const failed = query.isError;
  useEffect(() => {
    if (failed) toast.error(failureMessage(query.error), ERROR_TITLE);
  }, [failed, query.error]);

  if (failed) return <Navigate to={ITINERARIES_PATH} replace />;
  return (
    <PageContainer title="Checkout" subtitle="Camp Concierge test payments" maxWidth="md">
      {query.isPending ? (
        <Skeleton variant="rounded" height={420} aria-label="Loading the checkout" />
      ) : (
        <Checkout checkout={query.data} />
      )}
    </PageContainer>
  );
}

function Checkout({ checkout }: { checkout: LocalCheckout }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        gap: { xs: 2.5, md: 3 },
        alignItems: 'start',
      }}
    >
      <OrderItems checkout={checkout} />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="payment-title"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: '18px' }}
      >
        <Typography
          variant="h2"
          id="payment-title"
          sx={{ fontSize: '1.35rem', fontWeight: 800, mb: 2 }}
        >
          Payment
        </Typography>
        {checkout.status === 'open' ? (
          <PaymentForm checkout={checkout} />
        ) : (
          <Closed checkout={checkout} />
        )}
      </Paper>
    </Box>
  );
}

function OrderItems({ checkout }: { checkout: LocalCheckout }) {
  const inFull = checkout.list_amount_cents !== null;
  const byChild = new Map<string, LocalCheckout['items']>();
  for (const item of checkout.items)
    byChild.set(item.child_name, [...(byChild.get(item.child_name) ?? []), item]);
  const children = [...byChild.entries()];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="order-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: '18px', display: 'grid', gap: 2 }}
    >
      <Typography variant="h2" id="order-title" sx={{ fontSize: '1.35rem', fontWeight: 800 }}>
        Your order
      </Typography>
      {children.length > 1 ? (
        // A family checkout (decision 0111): each child's activities under the child's name.
        children.map(([child, items], n) => (
          <Box
            component="section"
            key={child}
            aria-labelledby={`order-child-${n}`}
            sx={{ display: 'grid', gap: 1 }}
          >
            <Typography id={`order-child-${n}`} component="h3" sx={{ fontWeight: 800 }}>
              For {child}
            </Typography>
            <OrderLines items={items} inFull={inFull} />
          </Box>
        ))
      ) : (
        <OrderLines items={checkout.items} inFull={inFull} />
      )}
      <Totals checkout={checkout} />
      {checkout.status === 'open' && (
        <Typography variant="body2" color="text.secondary">
          Your seats are held until {timeFormat.format(new Date(checkout.expires_at))}.
        </Typography>
      )}
    </Paper>
  );
}

/** A checkout's lines: each activity, its program and child, its discount and amount. */
function OrderLines({ items, inFull }: { items: LocalCheckout['items']; inFull: boolean }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.itinerary_activity_id}
          sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{item.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {item.provider_name} · for {item.child_name}
            </Typography>
            {item.discount && (
              <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
                {item.discount}
                {item.discount_cents > 0 && `: −${formatCents(item.discount_cents)}`}
              </Typography>
            )}
          </Box>
          <ItemAmount item={item} inFull={inFull} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * A place's amount; a discounted place paid in full shows its list price struck through above
 * it (read out as "List price $X, now $Y").
 */
function ItemAmount({ item, inFull }: { item: LocalCheckout['items'][number]; inFull: boolean }) {
  const amount = formatCents(item.amount_cents);
  if (!inFull || item.discount_cents <= 0)
    return <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{amount}</Typography>;
  const list = formatCents(item.list_amount_cents);
  return (
    <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
      <Box aria-hidden>
        <Typography component="s" variant="body2" color="text.secondary">
          {list}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{amount}</Typography>
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {`List price ${list}, now ${amount}`}
      </Box>
    </Box>
  );
}

/**
 * The total; when program discounts lowered a checkout paid in full, the list prices' sum and
 * the discounts above it, so the total is explained.
 */
function Totals({ checkout }: { checkout: LocalCheckout }) {
  const list = checkout.list_amount_cents;
  const off = list === null ? 0 : list - checkout.amount_cents;
  const rows: [string, string][] = [
    ...(list !== null && off > 0
      ? ([
          ['Price before discounts', formatCents(list)],
          ['Program discounts', `−${formatCents(off)}`],
        ] as [string, string][])
      : []),
    ['Total', formatCents(checkout.amount_cents)],
  ];
  return (
    <Box
      component="ul"
      aria-label="Totals"
      sx={{ listStyle: 'none', m: 0, p: 0, pt: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      {rows.map(([label, value]) => {
        const total = label === 'Total';
        const sx = total ? { fontWeight: 800 } : { color: 'text.secondary' };
        return (
          <Box
            component="li"
            key={label}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
          >
            <Typography sx={sx}>{label}</Typography>
            <Typography sx={{ ...sx, whiteSpace: 'nowrap' }}>{value}</Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** A checkout no longer open: paid already, or expired / canceled. */
function Closed({ checkout }: { checkout: LocalCheckout }) {
  const complete = checkout.status === 'complete';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity={complete ? 'success' : 'warning'}>
        {complete ? CHECKOUT_MESSAGES.checkoutComplete : CHECKOUT_MESSAGES.checkoutExpired}
      </Alert>
      <Button
        variant="contained"
        href={complete ? checkout.return_url : checkout.cancel_url}
        sx={{ borderRadius: 999 }}
      >
        {complete ? 'Go to my itineraries' : 'Back to the payment summary'}
      </Button>
    </Box>
  );
}

function PaymentForm({ checkout }: { checkout: LocalCheckout }) {
  const queryClient = useQueryClient();
  const pay = usePayLocalCheckoutMutation(checkout.id);
  const cancel = useCancelLocalCheckoutMutation(checkout.id);
  const [challenge, setChallenge] = useState(false);
  const answer = useRef<((a: ChallengeAnswer) => void) | null>(null);
  const amount = formatCents(checkout.amount_cents);
  // Once paid or canceled the browser is leaving: nothing more to press.
  const leaving = pay.isSuccess || cancel.isSuccess;

  /** Waits for the challenge's answer (the dialog resolves it). */
  const askBank = () =>
    new Promise<ChallengeAnswer>((resolve) => {
      answer.current = resolve;
      setChallenge(true);
    });

  const onCard = async (card: LocalCardInput) => {
    const body: LocalCheckoutPayInput = {
      card_number: card.number,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      cvc: card.cvc,
    };
    try {
      await pay.mutateAsync(body);
    } catch (err) {
      if (err instanceof ApiError && err.status === 402 && err.fieldErrors.three_d_secure) {
        const bank = await askBank();
        return pay.mutateAsync({ ...body, three_d_secure: bank }).catch(onFailure);
      }
      return onFailure(err);
    }
  };

  /**
   * A refused payment raises the 'Error' / 'Oops something went wrong!' toast
   * while the form shows the reason; a card the server finds wrong is only marked on its field.
   * A checkout that closed meanwhile (expired, paid in another tab) is reloaded.
   */
  const onFailure = (err: unknown): never => {
    if (!(err instanceof ApiError && err.status === 422)) {
      toast.error(OOPS_SOMETHING_WENT_WRONG, ERROR_TITLE);
    }
    if (err instanceof ApiError && err.status === 409) {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.localCheckout(checkout.id) });
    }
    throw err;
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <LocalCardForm
        payLabel={`Pay ${amount}`}
        paid={leaving}
        onCard={onCard}
        testCards={
          <Alert severity="info" variant="outlined" role="note" aria-label="Test cards">
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              Test mode: no real card is charged. Use any future date and any CVC.
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, fontSize: '0.875rem' }}>
              {TEST_CARD_ROWS.map(([digits, outcome]) => (
                <li key={digits}>
                  <Box component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                    {formatCardNumber(digits)}
                  </Box>
                  : {outcome}
                </li>
              ))}
            </Box>
          </Alert>
        }
      />
      <Button
        onClick={() =>
          cancel.mutate(undefined, {
            onError: (err) => toast.error(failureMessage(err), ERROR_TITLE),
          })
        }
        disabled={leaving || cancel.isPending || pay.isPending}
        sx={{ justifySelf: 'center' }}
      >
        Cancel and go back
      </Button>
      <ThreeDSecureDialog
        open={challenge}
        amount={amount}
        onAnswer={(a) => {
          setChallenge(false);
          answer.current?.(a);
          answer.current = null;
        }}
      />
    </Box>
  );
}
