import { describe, expect, it } from 'vitest';
import {
  addMonths,
  couponAppliesTo,
  couponFaceValue,
  couponUsable,
  discountCents,
  intervalMonths,
  trialMonths,
} from '../../../src/modules/payments/subscriptions/pricing.js';
import { localDecline } from '../../../src/modules/payments/subscriptions/local-gateway.js';

const NOW = new Date('2026-05-15T12:00:00Z');
const coupon = (over: Partial<Parameters<typeof couponUsable>[0]> = {}) => ({
  active: true,
  expiresAt: null,
  maxRedemptions: null,
  redemptionsCount: 0,
  reservedCount: 0,
  appliesTo: [] as ('one_time' | 'monthly' | 'annually')[],
  discountType: 'percent' as 'percent' | 'fixed',
  amount: 10,
  freeMonths: 0,
  ...over,
});

describe('coupon rules', () => {
  it('is usable while active, before its expiry and below its limit', () => {
    expect(couponUsable(coupon(), NOW)).toBe(true);
    expect(couponUsable(coupon({ active: false }), NOW)).toBe(false);
    expect(couponUsable(coupon({ expiresAt: NOW }), NOW)).toBe(false);
    expect(couponUsable(coupon({ expiresAt: new Date(NOW.getTime() + 1) }), NOW)).toBe(true);
    expect(couponUsable(coupon({ maxRedemptions: 3, redemptionsCount: 2 }), NOW)).toBe(true);
    expect(couponUsable(coupon({ maxRedemptions: 3, redemptionsCount: 3 }), NOW)).toBe(false);
    // Uses held by payments still running count as used.
    expect(
      couponUsable(coupon({ maxRedemptions: 3, redemptionsCount: 2, reservedCount: 1 }), NOW),
    ).toBe(false);
    expect(couponUsable(coupon({ maxRedemptions: 0 }), NOW)).toBe(false);
  });

  it('applies to every plan without a list, else to the listed ones', () => {
    expect(couponAppliesTo(coupon(), 'annually')).toBe(true);
    expect(couponAppliesTo(coupon({ appliesTo: ['monthly'] }), 'monthly')).toBe(true);
    expect(couponAppliesTo(coupon({ appliesTo: ['monthly'] }), 'one_time')).toBe(false);
  });

  it('takes a rounded percentage or a fixed amount, never more than the price', () => {
    expect(discountCents(coupon({ amount: 10 }), 9900)).toBe(990);
    expect(discountCents(coupon({ amount: 15 }), 1299)).toBe(195);
    expect(discountCents(coupon({ amount: 100 }), 1200)).toBe(1200);
    expect(discountCents(coupon({ discountType: 'fixed', amount: 500 }), 3600)).toBe(500);
    expect(discountCents(coupon({ discountType: 'fixed', amount: 5000 }), 3600)).toBe(3600);
    expect(couponFaceValue(coupon({ discountType: 'fixed', amount: 550 }))).toBe(5.5);
    expect(couponFaceValue(coupon({ amount: 25 }))).toBe(25);
  });

  it('gives free months on renewing plans only', () => {
    expect(trialMonths(coupon({ freeMonths: 1 }), 'monthly')).toBe(1);
    expect(trialMonths(coupon({ freeMonths: 1 }), 'one_time')).toBe(0);
    expect(trialMonths(null, 'monthly')).toBe(0);
  });
});

describe('periods', () => {
  it('adds months in UTC, clamping to the end of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    expect(addMonths(new Date('2026-12-15T00:00:00Z'), 1).toISOString()).toBe(
      '2027-01-15T00:00:00.000Z',
    );
    expect(addMonths(new Date('2026-05-15T12:00:00Z'), 12).toISOString()).toBe(
      '2027-05-15T12:00:00.000Z',
    );
    expect(intervalMonths('month')).toBe(1);
    expect(intervalMonths('year')).toBe(12);
  });
});

describe('local card behaviour', () => {
  const card = (behaviour: Parameters<typeof localDecline>[0]['behaviour'], expYear = 2034) => ({
    behaviour,
    expMonth: 12,
    expYear,
  });
  it('declines by test card, and 0341 only on renewals', () => {
    expect(localDecline(card('succeeds'), NOW, true)).toBeNull();
    expect(localDecline(card('card_declined'), NOW, false)).toBe('card_declined');
    expect(localDecline(card('insufficient_funds'), NOW, false)).toBe('insufficient_funds');
    expect(localDecline(card('renewals_declined'), NOW, false)).toBeNull();
    expect(localDecline(card('renewals_declined'), NOW, true)).toBe('card_declined');
  });
  it('declines a card that has expired since it was saved', () => {
    expect(localDecline(card('succeeds', 2026), NOW, true)).toBeNull();
    expect(localDecline({ behaviour: 'succeeds', expMonth: 4, expYear: 2026 }, NOW, true)).toBe(
      'expired_card',
    );
  });
});
