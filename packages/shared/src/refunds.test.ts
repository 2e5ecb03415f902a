import { describe, expect, it } from 'vitest';
import { splitSale } from './payouts';
import {
  cancellationDecisionSchema,
  cancellationRequestCreateSchema,
  spreadRefund,
  splitRefund,
} from './refunds';

/** What a reversal row holds for a part taken back (`0 - x`: never a negative zero). */
const back = (x: number) => 0 - x;

describe('splitRefund (decision 0064)', () => {
  const lake = {
    grossCents: 36_005,
    platformFeeCents: 3_601,
    paymentProviderFeeCents: 1_063,
    netCents: 31_341,
  };

  it.each([
    // refund, platform, fee, net (all taken back, shown positive)
    [18_000, 1_800, 532, 15_668], // 1800.25 → 1800; 15668.47 → 15668
    [36_005, 3_601, 1_063, 31_341], // a full refund reverses the sale exactly
    [1, 0, 0, 1], // 0.1 → 0; 0.87 → 1
    [5, 1, 0, 4], // 0.50 → 1 (half up); 4.35 → 4
    [0, 0, 0, 0],
  ])(
    'refund %i of $360.05 takes back platform %i, fee %i, net %i',
    (refund, platform, fee, net) => {
      expect(splitRefund(lake, refund)).toEqual({
        grossCents: back(refund),
        platformFeeCents: back(platform),
        paymentProviderFeeCents: back(fee),
        netCents: back(net),
      });
    },
  );

  it('adds up, never gives back more than the sale, never a positive part, for every amount', () => {
    for (const [gross, fee] of [
      [20_000, 591],
      [999, 329],
      [35, 31],
      [1, 0],
    ] as const) {
      const sale = splitSale(gross, fee);
      for (let refund = 0; refund <= gross; refund += Math.max(1, Math.floor(gross / 97))) {
        const r = splitRefund(sale, refund);
        expect(r.grossCents).toBe(r.platformFeeCents + r.paymentProviderFeeCents + r.netCents);
        expect(-r.netCents).toBeLessThanOrEqual(sale.netCents);
        expect(-r.platformFeeCents).toBeLessThanOrEqual(sale.platformFeeCents);
        for (const v of Object.values(r)) expect(v).toBeLessThanOrEqual(0);
        expect(Object.values(r).some((v) => Object.is(v, -0))).toBe(false);
      }
      expect(splitRefund(sale, gross)).toEqual({
        grossCents: back(sale.grossCents),
        platformFeeCents: back(sale.platformFeeCents),
        paymentProviderFeeCents: back(sale.paymentProviderFeeCents),
        netCents: back(sale.netCents),
      });
    }
  });

  it('refuses more than the sale or a fraction of a cent', () => {
    expect(() => splitRefund(lake, 36_006)).toThrow(RangeError);
    expect(() => splitRefund(lake, 1.5)).toThrow(RangeError);
    expect(() => splitRefund(lake, -1)).toThrow(RangeError);
  });
});

describe('cancellation schemas', () => {
  it('trims the reason and refuses a blank one', () => {
    expect(
      cancellationRequestCreateSchema.parse({ itinerary_activity_id: 3, reason: ' x ' }).reason,
    ).toBe('x');
    expect(
      cancellationRequestCreateSchema.safeParse({ itinerary_activity_id: 3, reason: '  ' }).success,
    ).toBe(false);
  });
  it('takes an approval with or without an amount, never a negative or fractional one', () => {
    expect(cancellationDecisionSchema.safeParse({ decision: 'approve' }).success).toBe(true);
    expect(
      cancellationDecisionSchema.safeParse({ decision: 'approve', refund_amount_cents: 0 }).success,
    ).toBe(true);
    expect(
      cancellationDecisionSchema.safeParse({ decision: 'approve', refund_amount_cents: -1 })
        .success,
    ).toBe(false);
    expect(
      cancellationDecisionSchema.safeParse({ decision: 'approve', refund_amount_cents: 1.5 })
        .success,
    ).toBe(false);
    expect(cancellationDecisionSchema.safeParse({ decision: 'maybe' }).success).toBe(false);
  });
});

describe('spreadRefund (decision 0070)', () => {
  it.each([
    // charges newest first, refund, parts
    [[14_001, 14_001, 14_002], 42_004, [14_001, 14_001, 14_002]],
    [[14_001, 14_001, 14_002], 20_000, [14_001, 5_999, 0]],
    [[14_001, 14_002], 14_001, [14_001, 0]],
    [[14_001, 14_002], 0, [0, 0]],
    [[0, 500], 300, [0, 300]],
    [[], 0, []],
  ])('%j refunding %i takes %j', (charges, refund, parts) => {
    expect(spreadRefund(charges, refund)).toEqual(parts);
    expect(spreadRefund(charges, refund).reduce((s, p) => s + p, 0)).toBe(refund);
  });
  it('refuses more than the charges paid, a negative or a fractional refund', () => {
    expect(() => spreadRefund([100, 200], 301)).toThrow(RangeError);
    expect(() => spreadRefund([100], -1)).toThrow(RangeError);
    expect(() => spreadRefund([100], 1.5)).toThrow(RangeError);
  });
});
