import { describe, expect, it } from 'vitest';
import { allocateFee, platformFeeCents, simulatedCardFeeCents, splitSale } from './payouts';

describe('platformFeeCents (10%, half up to the cent, decision 0060)', () => {
  it.each([
    [0, 0],
    [1, 0],
    [4, 0],
    [5, 1],
    [14, 1],
    [15, 2],
    [99, 10],
    [100, 10],
    [1_995, 200],
    [1_994, 199],
    [12_345, 1_235],
    [49_999, 5_000],
    [2_147_483_647, 214_748_365],
  ])('%i cents → %i', (gross, fee) => {
    expect(platformFeeCents(gross)).toBe(fee);
  });

  it('refuses amounts that are not whole, non-negative cents', () => {
    expect(() => platformFeeCents(10.5)).toThrow(RangeError);
    expect(() => platformFeeCents(-1)).toThrow(RangeError);
    expect(() => platformFeeCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('splitSale', () => {
  it.each([
    // gross, payment-provider fee → platform, provider fee borne by the director, net
    [10_000, 320, 1_000, 320, 8_680],
    [19_995, 610, 2_000, 610, 17_385],
    [12_345, 0, 1_235, 0, 11_110],
    // The payment-provider fee beyond what is left after the platform fee is the platform's.
    [50, 31, 5, 31, 14],
    [50, 80, 5, 45, 0],
    [0, 30, 0, 0, 0],
  ])(
    '%i with a %i fee → platform %i, provider fee %i, net %i',
    (gross, ppFee, platform, fee, net) => {
      const split = splitSale(gross, ppFee);
      expect(split).toEqual({
        grossCents: gross,
        platformFeeCents: platform,
        paymentProviderFeeCents: fee,
        netCents: net,
      });
      expect(split.platformFeeCents + split.paymentProviderFeeCents + split.netCents).toBe(gross);
    },
  );

  it('refuses a fractional payment-provider fee', () => {
    expect(() => splitSale(1_000, 0.5)).toThrow(RangeError);
  });
});

describe('simulatedCardFeeCents (2.9% half up + 30¢)', () => {
  it.each([
    [0, 0],
    [1, 30],
    [17, 30],
    [18, 31],
    [10_000, 320],
    [27_500, 828],
    [19_995, 610],
  ])('%i cents → %i', (charge, fee) => {
    expect(simulatedCardFeeCents(charge)).toBe(fee);
  });
});

describe('allocateFee', () => {
  it.each([
    [828, [27_500], [828]],
    [640, [10_000, 10_000], [320, 320]],
    [641, [10_000, 10_000], [321, 320]],
    [100, [1, 1, 1], [34, 33, 33]],
    [1_000, [27_500, 12_000, 500], [688, 300, 12]],
    [30, [0, 0], [30, 0]],
    [0, [5_000, 7_000], [0, 0]],
    [5, [], []],
  ])('%i over %j → %j', (fee, gross, shares) => {
    const got = allocateFee(fee, gross);
    expect(got).toEqual(shares);
    if (gross.length > 0) expect(got.reduce((a, b) => a + b, 0)).toBe(fee);
  });
});
