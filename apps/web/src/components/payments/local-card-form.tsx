import { useRef, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Alert, Box } from '@mui/material';
import {
  CARD_ERROR_FIELDS,
  CARD_VALIDATION_MESSAGES,
  TEST_CARDS,
  cardDigits,
  cardErrors,
  parseExpiry,
  type LocalCardInput,
} from '@camp/shared/payment';
import { ApiError } from '../../lib/api-client';
import { ROOT_SERVER_ERROR, failureMessage } from '../../lib/form-support';
import { CardFormFooter } from './card-form-footer';
import { formatCardNumber, formatCvc, formatExpiry } from './card-input-format';
import { FormTextField } from '../ui/form-text-field';

interface CardValues {
  number: string;
  /** 'MM / YY' as typed. */
  exp: string;
  cvc: string;
}

const CARD_FIELDS = ['number', 'exp', 'cvc'] as const;
type CardField = (typeof CARD_FIELDS)[number];

/**
 * The form's field for a card field the shared rules (or the server) name: the payment-method
 * endpoint says `number`, the local checkout's pay endpoint `card_number`.
 */
const formField = (name: string): CardField | null =>
  name === 'number' || name === 'card_number'
    ? 'number'
    : name === 'cvc'
      ? 'cvc'
      : name.startsWith('exp')
        ? 'exp'
        : null;

/**
 * The shared card rules as the form's resolver: every field's problem under that field (number,
 * expiry and security code each show their own message at once).
 */
const cardResolver: Resolver<CardValues> = (values) => {
  const codes = cardErrors(values);
  if (codes.length === 0) return { values, errors: {} };
  const errors: FieldErrors<CardValues> = {};
  for (const code of codes) {
    const field = formField(CARD_ERROR_FIELDS[code]) ?? 'number';
    errors[field] = { type: code, message: CARD_VALIDATION_MESSAGES[code] };
  }
  return { values: {}, errors };
};

const TEST_CARD_HINT = `${formatCardNumber(TEST_CARDS.succeeds)} pays; ${formatCardNumber(TEST_CARDS.declined)} is declined. Use any future date and any CVC.`;

export interface LocalCardFormProps {
  /** The Pay button's text, with the amount ('Pay $12'). */
  payLabel: string;
  /** Already paid (or nothing left to pay): Pay stays disabled whatever is typed. */
  paid: boolean;
  /**
   * Charges the checked card (digits only, month and four-digit year as strings). Rejects with
   * the failure: an ApiError's card fields go under their fields, anything else above Pay.
   */
  onCard: (card: LocalCardInput) => Promise<unknown>;
  /** The test-card note; the package checkout's one-line hint when absent. */
  testCards?: ReactNode;
}

/**
 * The built-in local provider's card form (no Stripe key): number, expiry and CVC, checked with
 * the card element's rules and messages, then handed to `onCard` (the package checkout makes a
 * local payment method of it, the activities' checkout page pays its session with it). What was
 * typed lives in this form's state only: it is never stored, and stays as typed after a decline.
 */
export function LocalCardForm({ payLabel, paid, onCard, testCards }: LocalCardFormProps) {
  const form = useForm<CardValues>({
    mode: 'onTouched',
    defaultValues: { number: '', exp: '', cvc: '' },
    resolver: cardResolver,
  });
  const { control, handleSubmit, setError, clearErrors, formState } = form;
  const values = useWatch({ control });
  const previousExp = useRef('');
  const empty = CARD_FIELDS.some((f) => !values[f]);
  const formError = formState.errors.root?.server?.message ?? null;

  const onSubmit = handleSubmit(async (card) => {
    clearErrors(ROOT_SERVER_ERROR);
    const expiry = parseExpiry(card);
    try {
      await onCard({
        number: cardDigits(card.number),
        exp_month: expiry ? String(expiry.month) : '',
        exp_year: expiry ? String(expiry.year) : '',
        cvc: card.cvc,
      });
    } catch (err) {
      showCardErrors(err);
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
      {testCards ?? (
        <Alert severity="info" variant="outlined" role="note">
          Test mode: no real card is charged. {TEST_CARD_HINT}
        </Alert>
      )}
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
