import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Box, FormHelperText, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import {
  loadStripe,
  type Stripe,
  type StripeElementChangeEvent,
  type StripeElementStyle,
} from '@stripe/stripe-js';
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import { CARD_VALIDATION_MESSAGES, type CardValidationCode } from '@camp/shared/payment';
import { SOMETHING_WENT_WRONG } from '@camp/shared/messages';
import { failureMessage } from '../../../lib/form-support';
import { CardFormFooter } from '../../../components/payments/card-form-footer';
import type { CardFormProps } from './card-form';

// Stripe.js loads once per publishable key (loadStripe adds Stripe's script to the page); this
// module is only imported by the checkout route, so no other page pulls it in.
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripes.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripes.set(publishableKey, promise);
  }
  return promise;
}

/** The spec's wording for the element's error codes; Stripe's own text for any other. */
function cardMessage(error: { code?: string; message?: string } | undefined): string | null {
  if (!error) return null;
  const code = error.code as CardValidationCode | undefined;
  return (code && CARD_VALIDATION_MESSAGES[code]) || error.message || SOMETHING_WENT_WRONG;
}

const STRIPE_FIELDS = ['number', 'exp', 'cvc'] as const;
type StripeField = (typeof STRIPE_FIELDS)[number];
interface FieldState {
  empty: boolean;
  complete: boolean;
  error: string | null;
}

/** The message a field that is not filled in completely shows when Pay is pressed. */
const INCOMPLETE: Record<StripeField, CardValidationCode> = {
  number: 'incomplete_number',
  exp: 'incomplete_expiry',
  cvc: 'incomplete_cvc',
};
const ELEMENTS = { number: CardNumberElement, exp: CardExpiryElement, cvc: CardCvcElement };

export interface StripeCardFormProps extends CardFormProps {
  publishableKey: string;
}

/** The card form with Stripe Elements (a Stripe publishable key is configured). */
export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields({ payLabel, paid, pay }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [fields, setFields] = useState<Record<StripeField, FieldState>>({
    number: { empty: true, complete: false, error: null },
    exp: { empty: true, complete: false, error: null },
    cvc: { empty: true, complete: false, error: null },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const empty = Object.values(fields).some((f) => f.empty);

  const track = (field: StripeField) => (event: StripeElementChangeEvent) =>
    setFields((prev) => ({
      ...prev,
      [field]: { empty: event.empty, complete: event.complete, error: cardMessage(event.error) },
    }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardNumberElement);
    if (!stripe || !card) return;
    // Every field that is not complete shows its own message at once (Stripe would name only
    // the first), and the first of them takes the focus; nothing is sent.
    const unfinished = STRIPE_FIELDS.filter((field) => !fields[field].complete);
    const [firstUnfinished] = unfinished;
    if (firstUnfinished) {
      setFields((prev) => {
        const next = { ...prev };
        for (const field of unfinished) {
          next[field] = {
            ...prev[field],
            error: prev[field].error ?? CARD_VALIDATION_MESSAGES[INCOMPLETE[field]],
          };
        }
        return next;
      });
      elements?.getElement(ELEMENTS[firstUnfinished])?.focus();
      return;
    }
    setSubmitting(true);
    setFormError(null);
    try {
      const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
      if (error || !paymentMethod) {
        setFormError(cardMessage(error));
        return;
      }
      await pay(paymentMethod.id);
    } catch (err) {
      setFormError(failureMessage(err));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      aria-label="Card details"
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <ElementField label="Card number" error={fields.number.error}>
        {(options) => <CardNumberElement options={options} onChange={track('number')} />}
      </ElementField>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <ElementField label="Expiration date" error={fields.exp.error}>
          {(options) => <CardExpiryElement options={options} onChange={track('exp')} />}
        </ElementField>
        <ElementField label="CVC" error={fields.cvc.error}>
          {(options) => <CardCvcElement options={options} onChange={track('cvc')} />}
        </ElementField>
      </Box>
      <CardFormFooter
        payLabel={payLabel}
        error={formError}
        disabled={!stripe || empty || paid}
        submitting={submitting}
      />
    </Box>
  );
}

interface ElementOptions {
  style: StripeElementStyle;
}

/** A Stripe element framed like the app's outlined text fields, with its label and error. */
function ElementField({
  label,
  error,
  children,
}: {
  label: string;
  error: string | null;
  children: (options: ElementOptions) => ReactNode;
}) {
  const theme = useTheme();
  const labelId = useId();
  const options: ElementOptions = {
    style: {
      base: {
        fontSize: '16px',
        fontFamily: String(theme.typography.fontFamily),
        color: theme.palette.text.primary,
        '::placeholder': { color: theme.palette.text.secondary },
      },
      invalid: { color: theme.palette.error.main },
    },
  };
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} component="span" sx={{ display: 'block', mb: 0.5, fontWeight: 600 }}>
        {label} *
      </Typography>
      <Box
        sx={{
          px: 1.75,
          py: 2,
          borderRadius: 1,
          border: '1px solid',
          borderColor: error ? 'error.main' : 'rgba(0, 0, 0, 0.23)',
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: `0 0 0 1px ${theme.palette.primary.main}`,
          },
        }}
      >
        {children(options)}
      </Box>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
