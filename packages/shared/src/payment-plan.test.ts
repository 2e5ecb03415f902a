import { describe, expect, it } from 'vitest';
import { nextRetryAt, paymentPlanSchedule } from './payment-plan';

describe('paymentPlanSchedule (decision 0065)', () => {
  it.each([
    // total, start, today → deposit, [due, amount]...
    [
      56_005,
      '2027-06-14',
      '2027-04-01',
      14_002,
      [
        ['2027-05-08', 21_002],
        ['2027-06-07', 21_001],
      ],
    ],
    [
      10_000,
      '2027-06-14',
      '2027-01-01',
      2_500,
      [
        ['2027-04-08', 2_500],
        ['2027-05-08', 2_500],
        ['2027-06-07', 2_500],
      ],
    ],
    // 25% of 10,001 is 2,500.25: the deposit rounds up.
    [
      10_001,
      '2027-06-14',
      '2027-01-01',
      2_501,
      [
        ['2027-04-08', 2_500],
        ['2027-05-08', 2_500],
        ['2027-06-07', 2_500],
      ],
    ],
    // 7,501 over three: the odd cent goes to the earliest instalment.
    [
      10_002,
      '2027-06-14',
      '2027-01-01',
      2_501,
      [
        ['2027-04-08', 2_501],
        ['2027-05-08', 2_500],
        ['2027-06-07', 2_500],
      ],
    ],
    // Exactly 45 days: one instalment (the one before it would be 8 days away, under 14).
    [20_000, '2027-06-14', '2027-04-30', 5_000, [['2027-06-07', 15_000]]],
  ] as const)('%i cents starting %s (today %s)', (total, start, today, deposit, parts) => {
    const plan = paymentPlanSchedule({ totalCents: total, earliestStartDate: start, today });
    expect(plan).toEqual({
      totalCents: total,
      depositCents: deposit,
      instalments: parts.map(([dueDate, amountCents]) => ({ dueDate, amountCents })),
    });
    const sum = plan!.depositCents + plan!.instalments.reduce((s, i) => s + i.amountCents, 0);
    expect(sum).toBe(total);
  });

  it.each([
    ['44 days away', 20_000, '2027-06-14', '2027-05-01'],
    ['already started', 20_000, '2027-06-14', '2027-06-14'],
    ['under $100', 9_999, '2027-06-14', '2027-01-01'],
    ['not whole cents', 10_000.5, '2027-06-14', '2027-01-01'],
    ['a bad date', 20_000, 'soon', '2027-01-01'],
  ])('is not offered: %s', (_why, total, start, today) => {
    expect(paymentPlanSchedule({ totalCents: total, earliestStartDate: start, today })).toBeNull();
  });

  it('keeps every part whole and the sum exact over many totals', () => {
    for (let total = 10_000; total < 10_400; total += 1) {
      const plan = paymentPlanSchedule({
        totalCents: total,
        earliestStartDate: '2027-06-14',
        today: '2027-01-01',
      })!;
      const parts = plan.instalments.map((i) => i.amountCents);
      expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      expect(plan.depositCents + parts.reduce((s, a) => s + a, 0)).toBe(total);
    }
  });
});

describe('nextRetryAt', () => {
  const failedAt = new Date('2027-05-08T00:05:00Z');
  it('retries after 1 day, then 3 days, then gives up', () => {
    expect(nextRetryAt(1, failedAt)?.toISOString()).toBe('2027-05-09T00:05:00.000Z');
    expect(nextRetryAt(2, failedAt)?.toISOString()).toBe('2027-05-11T00:05:00.000Z');
    expect(nextRetryAt(3, failedAt)).toBeNull();
  });
});
