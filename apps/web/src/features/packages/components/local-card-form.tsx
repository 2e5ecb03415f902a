import { useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Alert, Box } from '@mui/material';
import {
  CARD_ERROR_FIELDS,
  CARD_VALIDATION_MESSAGES,
  TEST_CARDS,
  cardDigits,
  parseExpiry,
  validateCard,
} from '@camp/shared/payment';
import { FormTextField } from '../../../components/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { ROOT_SERVER_ERROR, failureMessage } from '../../../lib/form-support';
import { useCreateLocalPaymentMethodMutation } from '../api/local-payment-methods';
import { CardFormFooter, type CardFormProps } from './card-form';
import { formatCardNumber, formatCvc, formatExpiry } from './card-input-format';

interface CardValues {
  number: string;
  /** 'MM / YY' as typed. */
  exp: string;
  cvc: string;
}

const CARD_FIELDS = ['number', 'exp', 'cvc'] as const;
type CardField = (typeof CARD_FIELDS)[number];

/** The form's field for a card field the shared rules (or the server) name. */
const formField = (name: string): CardField | null =>
  name === 'number' || name === 'cvc' ? name : name.startsWith('exp') ? 'exp' : null;

/**
 * The shared validateCard as the form's resolver: like the card element, one message at a time
 * (number, then expiry, then security code), under the field it is about.
 */
const cardResolver: Resolver<CardValues> = (values) => {
  const code = validateCard(values);
  if (!code) return { values, errors: {} };
  const field = formField(CARD_ERROR_FIELDS[code]) ?? 'number';
  return {
    values: {},
    errors: { [field]: { type: code, message: CARD_VALIDATION_MESSAGES[code] } },
  };
};

const TEST_CARD_HINT = `${formatCardNumber(TEST_CARDS.succeeds)} pays; ${formatCardNumber(TEST_CARDS.declined)} is declined. Use any future date and any CVC.`;

/**
 * The built-in local provider's card form (no Stripe key): number, expiry and CVC, checked with
 * the card element's rules and messages, sent to the local payment-method endpoint. What was
 * typed lives in this form's state only: it is never stored, and stays as typed after a decline.
 */
export function LocalCardForm({ payLabel, paid, pay }: CardFormProps) {
  const form = useForm<CardValues>({
    mode: 'onTouched',
    defaultValues: { number: '', exp: '', cvc: '' },
    resolver: cardResolver,
  });
  const { control, handleSubmit, setError, clearErrors, formState } = form;
  const values = useWatch({ control });
  const previousExp = useRef('');
  const createMethod = useCreateLocalPaymentMethodMutation();
  const empty = CARD_FIELDS.some((f) => !values[f]);
  const formError = formState.errors.root?.server?.message ?? null;

  const onSubmit = handleSubmit(async (card) => {
    clearErrors(ROOT_SERVER_ERROR);
    const expiry = parseExpiry(card);
    let methodId: string;
    try {
      const method = await createMethod.mutateAsync({
        number: cardDigits(card.number),
        exp_month: expiry ? String(expiry.month) : '',
        exp_year: expiry ? String(expiry.year) : '',
        cvc: card.cvc,
      });
      methodId = method.id;
    } catch (err) {
      showCardErrors(err);
      return;
    }
    try {
      await pay(methodId);
    } catch (err) {
      setError(ROOT_SERVER_ERROR, { type: 'server', message: failureMessage(err) });
    }
  });

  /** The server's card messages go under their fields; anything else above Pay. */
  function showCardErrors(err: unknown) {
    const fieldErrors = err instanceof ApiError ? Object.entries(err.fieldErrors) : [];
    let shown = 0;
    for (const [name, messages] of fieldErrors) {
      const field = formField(name);
      if (!field || !messages[0]) continue;
      setError(field, { type: 'server', message: messages[0] }, { shouldFocus: shown === 0 });
      shown += 1;
    }
    if (shown === 0) {
      setError(ROOT_SERVER_ERROR, { type: 'server', message: failureMessage(err) });
    }
  }

  return (
    <Box
      component="form"
      noValidate
      aria-label="Card details"
      onSubmit={(e) => void onSubmit(e)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Alert severity="info" variant="outlined" role="note">
        Test mode: no real card is charged. {TEST_CARD_HINT}
      </Alert>
      <FormTextField
        control={control}
        name="number"
        label="Card number"
        required
        placeholder="1234 1234 1234 1234"
        autoComplete="cc-number"
        transform={formatCardNumber}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <FormTextField
          control={control}
          name="exp"
          label="Expiration date"
          required
          placeholder="MM / YY"
          autoComplete="cc-exp"
          transform={(value) => {
            const next = formatExpiry(value, previousExp.current);
            previousExp.current = next;
            return next;
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          control={control}
          name="cvc"
          label="CVC"
          required
          placeholder="CVC"
          autoComplete="cc-csc"
          transform={formatCvc}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <CardFormFooter
        payLabel={payLabel}
        error={formError}
        disabled={empty || paid}
        submitting={formState.isSubmitting}
      />
    </Box>
  );
}
