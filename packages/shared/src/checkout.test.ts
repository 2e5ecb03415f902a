import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  THREE_D_SECURE_CARD,
  activityPaymentStatus,
  checkoutSessionRequestSchema,
  localCheckoutOutcome,
  localCheckoutPaySchema,
  placeStatusLabel,
  type PaymentStatusFacts,
} from './checkout';
import { CARD_VALIDATION_MESSAGES, TEST_CARDS } from './payment';
import type { ActivityPaymentStatus } from './enums';
import { fieldErrors } from './test-support';

const ready = { registrationStatus: 'validated', paymentAccountStatus: 'ready' } as const;
const base: PaymentStatusFacts = {
  paid: false,
  canceled: false,
  itineraryStatus: 'approved',
  provider: ready,
  seats: { total: 10, reserved: 7 },
  holdsSeat: false,
  startDate: '2026-07-01',
  today: '2026-06-01',
};

describe('activityPaymentStatus (decisions 0056 and 0072)', () => {
  const rows: [string, Partial<PaymentStatusFacts>, ActivityPaymentStatus][] = [
    ['approved, ready provider, seats, future', {}, 'available_for_payment'],
    ['no seat limit', { seats: { total: null, reserved: 0 } }, 'available_for_payment'],
    [
      'no seat limit, seats counted',
      { seats: { total: null, reserved: 40 } },
      'available_for_payment',
    ],
    ['last seat free', { seats: { total: 10, reserved: 9 } }, 'available_for_payment'],
    ['not approved yet (review)', { itineraryStatus: 'review' }, 'easy_booking'],
    ['not approved yet (accepted)', { itineraryStatus: 'accepted' }, 'easy_booking'],
    ['canceled itinerary', { itineraryStatus: 'canceled' }, 'easy_booking'],
    ['full (decision 0062)', { seats: { total: 10, reserved: 10 } }, 'full'],
    ['total lowered under the reserved seats', { seats: { total: 8, reserved: 10 } }, 'full'],
    ['no seats at all', { seats: { total: 0, reserved: 0 } }, 'full'],
    [
      'full and not approved',
      { seats: { total: 10, reserved: 10 }, itineraryStatus: 'review' },
      'full',
    ],
    [
      'full and started',
      { seats: { total: 10, reserved: 10 }, startDate: '2026-05-01' },
      'started',
    ],
    [
      "full because of the family's own open hold",
      { seats: { total: 10, reserved: 10 }, holdsSeat: true },
      'available_for_payment',
    ],
    [
      'own hold, total lowered under it',
      { seats: { total: 5, reserved: 10 }, holdsSeat: true },
      'available_for_payment',
    ],
    [
      'own hold but started',
      { seats: { total: 10, reserved: 10 }, holdsSeat: true, startDate: '2026-06-01' },
      'started',
    ],
    [
      'own hold, provider no longer ready',
      { holdsSeat: true, provider: { ...ready, paymentAccountStatus: 'pending' } },
      'booking_not_available',
    ],
    ['starts today', { startDate: '2026-06-01' }, 'started'],
    ['started', { startDate: '2026-05-20' }, 'started'],
    ['started, not approved', { startDate: '2026-05-20', itineraryStatus: 'review' }, 'started'],
    ['provider without account', { provider: null }, 'booking_not_available'],
    [
      'payment account pending',
      { provider: { ...ready, paymentAccountStatus: 'pending' } },
      'booking_not_available',
    ],
    [
      'payment account failed',
      { provider: { ...ready, paymentAccountStatus: 'failed' } },
      'booking_not_available',
    ],
    [
      'director not validated',
      { provider: { ...ready, registrationStatus: 'awaiting_validation' } },
      'booking_not_available',
    ],
    [
      'paid beats everything',
      { paid: true, provider: null, seats: { total: 10, reserved: 10 } },
      'paid',
    ],
    ['paid after start', { paid: true, startDate: '2026-05-01' }, 'paid'],
    ['canceled (decision 0072): never payable again', { canceled: true }, 'canceled'],
    [
      'canceled beats a provider not ready, full and started',
      { canceled: true, provider: null, seats: { total: 1, reserved: 1 }, startDate: '2026-05-01' },
      'canceled',
    ],
    ['canceled, itinerary not approved', { canceled: true, itineraryStatus: 'review' }, 'canceled'],
    ['paid again after a cancellation', { canceled: true, paid: true }, 'paid'],
  ];
  it.each(rows)('%s', (_name, facts, expected) => {
    expect(activityPaymentStatus({ ...base, ...facts })).toBe(expected);
  });
});

describe('placeStatusLabel', () => {
  it('names the refund of a canceled place, and every other status by its chip', () => {
    expect(placeStatusLabel('canceled', 14500)).toBe('Canceled · Refunded $145');
    expect(placeStatusLabel('canceled', 36005)).toBe('Canceled · Refunded $360.05');
    expect(placeStatusLabel('canceled', 0)).toBe('Canceled');
    expect(placeStatusLabel('canceled')).toBe('Canceled');
    expect(placeStatusLabel('full')).toBe('Full');
    expect(placeStatusLabel('started')).toBe('Already started');
    expect(placeStatusLabel('booking_not_available')).toBeNull();
    expect(placeStatusLabel('paid', 14500)).toBe('Paid');
  });
});

describe('checkoutSessionRequestSchema', () => {
  it('accepts an itinerary alone, or with distinct ids', () => {
    expect(checkoutSessionRequestSchema.parse({ itinerary_id: 4 })).toEqual({ itinerary_id: 4 });
    expect(
      checkoutSessionRequestSchema.parse({ itinerary_id: '4', itinerary_activity_ids: [2, 2, 3] }),
    ).toEqual({ itinerary_id: 4, itinerary_activity_ids: [2, 3] });
    expect(
      checkoutSessionRequestSchema.parse({ itinerary_id: 4, itinerary_activity_ids: [] }),
    ).toEqual({ itinerary_id: 4, itinerary_activity_ids: undefined });
  });

  it('refuses a missing itinerary and bad ids under their fields', () => {
    expect(fieldErrors(checkoutSessionRequestSchema, {})).toEqual({
      itinerary_id: [CHECKOUT_MESSAGES.itineraryRequired],
    });
    expect(
      fieldErrors(checkoutSessionRequestSchema, {
        itinerary_id: 0,
        itinerary_activity_ids: ['x'],
      }),
    ).toEqual({
      itinerary_id: [CHECKOUT_MESSAGES.itineraryInvalid],
      'itinerary_activity_ids.0': [CHECKOUT_MESSAGES.activitiesInvalid],
    });
    expect(
      fieldErrors(checkoutSessionRequestSchema, { itinerary_id: 1, itinerary_activity_ids: 5 }),
    ).toEqual({ itinerary_activity_ids: [CHECKOUT_MESSAGES.activitiesInvalid] });
  });

  it('a family checkout: 2 to 10 distinct itineraries, not beside a single one, never a plan', () => {
    expect(
      checkoutSessionRequestSchema.parse({
        itineraries: [{ itinerary_id: 1 }, { itinerary_id: '2', itinerary_activity_ids: [5, 5] }],
      }),
    ).toMatchObject({
      itineraries: [{ itinerary_id: 1 }, { itinerary_id: 2, itinerary_activity_ids: [5] }],
    });
    expect(
      fieldErrors(checkoutSessionRequestSchema, { itineraries: [{ itinerary_id: 1 }] }),
    ).toEqual({ itineraries: [CHECKOUT_MESSAGES.familyInvalid] });
    const two = [{ itinerary_id: 1 }, { itinerary_id: 1 }];
    expect(
      fieldErrors(checkoutSessionRequestSchema, { itineraries: two, plan: 'instalments' }),
    ).toEqual({
      itineraries: [CHECKOUT_MESSAGES.familyTwice],
      plan: [CHECKOUT_MESSAGES.familyNoPlan],
    });
    expect(
      fieldErrors(checkoutSessionRequestSchema, { itinerary_id: 1, itineraries: two }),
    ).toEqual({ itineraries: [CHECKOUT_MESSAGES.familyOrOne] });
  });
});

describe('the built-in provider', () => {
  it('maps the test cards to outcomes', () => {
    expect(localCheckoutOutcome('4242 4242 4242 4242')).toBe('succeeds');
    expect(localCheckoutOutcome(TEST_CARDS.declined)).toBe('card_declined');
    expect(localCheckoutOutcome(TEST_CARDS.insufficientFunds)).toBe('insufficient_funds');
    expect(localCheckoutOutcome(TEST_CARDS.renewalsDeclined)).toBe('succeeds');
    expect(localCheckoutOutcome(THREE_D_SECURE_CARD)).toBe('three_d_secure');
  });

  it('checks the card under the body fields', () => {
    const good = { card_number: TEST_CARDS.succeeds, exp_month: 12, exp_year: 2040, cvc: '123' };
    expect(fieldErrors(localCheckoutPaySchema, good)).toEqual({});
    expect(fieldErrors(localCheckoutPaySchema, { ...good, card_number: '4242' })).toEqual({
      card_number: [CARD_VALIDATION_MESSAGES.incomplete_number],
    });
    expect(fieldErrors(localCheckoutPaySchema, { ...good, exp_month: 13 })).toEqual({
      exp_month: [CARD_VALIDATION_MESSAGES.invalid_expiry_month],
    });
    expect(fieldErrors(localCheckoutPaySchema, { ...good, cvc: '1' })).toEqual({
      cvc: [CARD_VALIDATION_MESSAGES.incomplete_cvc],
    });
    expect(
      fieldErrors(localCheckoutPaySchema, { card_number: '4242', exp_month: 12, exp_year: '' }),
    ).toEqual({
      card_number: [CARD_VALIDATION_MESSAGES.incomplete_number],
      exp_month: [CARD_VALIDATION_MESSAGES.incomplete_expiry],
      cvc: [CARD_VALIDATION_MESSAGES.incomplete_cvc],
    });
    expect(
      fieldErrors(localCheckoutPaySchema, { ...good, three_d_secure: 'maybe' }),
    ).toHaveProperty('three_d_secure');
  });
});
