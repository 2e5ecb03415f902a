import { describe, expect, it } from 'vitest';
import { couponCheckSchema } from './coupon';
import {
  CARD_VALIDATION_MESSAGES,
  TEST_CARDS,
  cardBrand,
  cardErrors,
  declinedPaymentMessage,
  localCardBehaviour,
  localCardSchema,
  luhnValid,
  packagesResponseSchema,
  parseExpiry,
  subscriptionRequestSchema,
  validateCard,
} from './payment';
import { fieldErrors } from './test-support';

const NOW = new Date('2026-05-15T12:00:00Z');
const good = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };

describe('validateCard', () => {
  it('accepts a complete valid card, with either expiry form', () => {
    expect(validateCard(good, NOW)).toBeNull();
    expect(
      validateCard({ number: TEST_CARDS.succeeds, exp: '05 / 26', cvc: '123' }, NOW),
    ).toBeNull();
    expect(validateCard({ ...good, number: '3782 822463 10005', cvc: '1234' }, NOW)).toBeNull();
  });

  it('reports the number first: incomplete, then invalid (Luhn, letters, too long)', () => {
    expect(validateCard({ ...good, number: '' }, NOW)).toBe('incomplete_number');
    expect(validateCard({ ...good, number: '4242 4242' }, NOW)).toBe('incomplete_number');
    expect(validateCard({ ...good, number: '4242 4242 4242 4241' }, NOW)).toBe('invalid_number');
    expect(validateCard({ ...good, number: '4242 abcd 4242 4242' }, NOW)).toBe('invalid_number');
    expect(validateCard({ number: '42424', exp: '', cvc: '' }, NOW)).toBe('incomplete_number');
  });

  it('reports the expiry: incomplete, invalid month or year, in the past', () => {
    expect(validateCard({ ...good, exp_month: '', exp_year: '' }, NOW)).toBe('incomplete_expiry');
    expect(validateCard({ number: good.number, exp: '12 / 3', cvc: '123' }, NOW)).toBe(
      'incomplete_expiry',
    );
    expect(validateCard({ ...good, exp_month: 13 }, NOW)).toBe('invalid_expiry_month');
    expect(validateCard({ ...good, exp_year: 'ab' }, NOW)).toBe('invalid_expiry_year');
    expect(validateCard({ ...good, exp_year: 2099 }, NOW)).toBe('invalid_expiry_year');
    expect(validateCard({ ...good, exp_year: 25 }, NOW)).toBe('invalid_expiry_year_past');
    expect(validateCard({ ...good, exp_month: 4, exp_year: 2026 }, NOW)).toBe(
      'invalid_expiry_month_past',
    );
    // Valid through the last day of the expiry month.
    expect(validateCard({ ...good, exp_month: 5, exp_year: 26 }, NOW)).toBeNull();
  });

  it('reports the security code last', () => {
    expect(validateCard({ ...good, cvc: '' }, NOW)).toBe('incomplete_cvc');
    expect(validateCard({ ...good, cvc: '12' }, NOW)).toBe('incomplete_cvc');
    expect(validateCard({ ...good, cvc: '12a' }, NOW)).toBe('invalid_cvc');
    expect(validateCard({ ...good, number: '378282246310005', cvc: '123' }, NOW)).toBe(
      'incomplete_cvc',
    );
  });

  it('reports every incomplete field at once, in the order the card shows them', () => {
    const partial = { number: '4242 4242', exp: '12 / 3', cvc: '1' };
    expect(cardErrors(partial, NOW)).toEqual([
      'incomplete_number',
      'incomplete_expiry',
      'incomplete_cvc',
    ]);
    expect(cardErrors({ ...good, number: '4242 4242 4242 4241', cvc: '' }, NOW)).toEqual([
      'invalid_number',
      'incomplete_cvc',
    ]);
    expect(cardErrors(good, NOW)).toEqual([]);
  });

  it("uses the spec's exact messages", () => {
    expect(CARD_VALIDATION_MESSAGES.incomplete_number).toBe('Your card number is incomplete.');
    expect(CARD_VALIDATION_MESSAGES.invalid_number).toBe('Your card number is invalid.');
    expect(CARD_VALIDATION_MESSAGES.invalid_expiry_year).toBe('Your card date is invalid.');
    expect(CARD_VALIDATION_MESSAGES.incomplete_expiry).toBe(
      "Your card's expiration date is incomplete.",
    );
    expect(CARD_VALIDATION_MESSAGES.incomplete_cvc).toBe(
      "Your card's security code is incomplete.",
    );
    expect(declinedPaymentMessage()).toBe('Payment failed. Your card was declined.');
  });
});

describe('card helpers', () => {
  it('knows brands, Luhn, expiry parsing and the test cards', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999')).toBe('unknown');
    expect(luhnValid(TEST_CARDS.declined)).toBe(true);
    expect(luhnValid(TEST_CARDS.renewalsDeclined)).toBe(true);
    expect(luhnValid('4000000000000001')).toBe(false);
    expect(parseExpiry({ exp: '07 / 29' })).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry({ exp_month: '7', exp_year: '2031' })).toEqual({ month: 7, year: 2031 });
    expect(parseExpiry({ exp_month: '0', exp_year: '2031' })).toBeNull();
    expect(localCardBehaviour(TEST_CARDS.succeeds)).toBe('succeeds');
    expect(localCardBehaviour(TEST_CARDS.declined)).toBe('card_declined');
    expect(localCardBehaviour(TEST_CARDS.renewalsDeclined)).toBe('renewals_declined');
    expect(localCardBehaviour('5555555555554444')).toBe('succeeds');
  });
});

describe('localCardSchema', () => {
  it("puts each field's problem under that field", () => {
    expect(fieldErrors(localCardSchema, { ...good, number: '4242' })).toEqual({
      number: ['Your card number is incomplete.'],
    });
    expect(fieldErrors(localCardSchema, { ...good, exp_year: '2' })).toEqual({
      exp_month: ["Your card's expiration date is incomplete."],
    });
    expect(fieldErrors(localCardSchema, { ...good, exp_year: 1999 })).toEqual({
      exp_year: ["Your card's expiration year is in the past."],
    });
    expect(fieldErrors(localCardSchema, { ...good, cvc: undefined })).toEqual({
      cvc: ["Your card's security code is incomplete."],
    });
    expect(fieldErrors(localCardSchema, {})).toEqual({
      number: ['Your card number is incomplete.'],
      exp_month: ["Your card's expiration date is incomplete."],
      cvc: ["Your card's security code is incomplete."],
    });
    expect(fieldErrors(localCardSchema, good)).toEqual({});
  });
});

describe('subscriptionRequestSchema', () => {
  it('takes a package id, a payment method and an optional code', () => {
    expect(
      subscriptionRequestSchema.parse({ package_id: 2, payment_method_id: 'pm_local_x' }),
    ).toEqual({ package_id: 2, payment_method_id: 'pm_local_x', promocode: null });
    expect(
      subscriptionRequestSchema.parse({
        package_id: '2',
        payment_method_id: ' pm_1 ',
        promocode: ' MYTRIAL ',
      }),
    ).toEqual({ package_id: 2, payment_method_id: 'pm_1', promocode: 'MYTRIAL' });
    expect(
      subscriptionRequestSchema.parse({ package_id: 1, payment_method_id: 'p', promocode: ' ' }),
    ).toMatchObject({ promocode: null });
  });
  it('reports missing values', () => {
    expect(fieldErrors(subscriptionRequestSchema, {})).toEqual({
      package_id: ['Package is required'],
      payment_method_id: ['Payment method is required'],
    });
    expect(
      fieldErrors(subscriptionRequestSchema, { package_id: 0, payment_method_id: 'x' }),
    ).toEqual({ package_id: ['Package is invalid'] });
  });
});

describe('packages and coupon plan', () => {
  it('parses the packages answer', () => {
    const body = {
      packages: [
        {
          id: 1,
          name: 'one_time',
          price: 36,
          price_cents: 3600,
          package_type: 'Basic',
          interval: 'one_time',
        },
      ],
    };
    expect(packagesResponseSchema.parse(body)).toEqual(body);
  });
  it('accepts an optional plan on the coupon check', () => {
    expect(couponCheckSchema.parse({ promocode: 'MYTRIAL', price: 12, plan: 'monthly' })).toEqual({
      promocode: 'MYTRIAL',
      price: 12,
      plan: 'monthly',
    });
    expect(fieldErrors(couponCheckSchema, { promocode: 'X', price: 1, plan: 'weekly' })).toEqual({
      plan: ['Plan is invalid'],
    });
  });
});
