import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeDueInstalments } from '../../src/modules/payments/plans/use-cases/charge-due-instalments.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';
import { makeApprovedItinerary, makeProviders } from '../payments/checkout/helpers.js';
import { ledgerOf as ledgerOfCharge, planRows, setNow } from '../payments/plans/helpers.js';
import {
  ADMIN_URL,
  DIRECTOR_URL,
  PARENT_URL,
  ledgerOf,
  payDepositLocally,
  refundsOf,
  requestRow,
} from '../payments/refunds/helpers.js';

// Cancellations of places paid in instalments through two API instances on one database
// (decision 0070): deciders at once refund each charge once; a decision racing the instalment
// job never lets the job charge the old amount after the activity left the plan, and whatever
// the job charged first is refunded with the rest.
//
// Lake Week (9002 of the deposit, 9001 of each instalment) and Hill Week (5000 of each charge),
// bought on 2026-11-25; the first instalment is due on 2027-04-08.

const FAMILIES = 4;

describe('cancelling places paid in instalments through two instances at once', () => {
  let two: TestApps;
  let a: TestApp;
  let b: TestApp;
  let p: Awaited<ReturnType<typeof makeProviders>>;
  type Fam = Awaited<ReturnType<typeof makeApprovedItinerary>> & { requestId: number };
  const racing: Fam[] = [];
  let deciders: Fam;

  async function askToCancelHill(app: TestApp) {
    const fam = await makeApprovedItinerary(app, [p.lake.id, p.hill.id]);
    await payDepositLocally(app, fam);
    const asked = await call(
      app,
      'POST',
      PARENT_URL,
      { itinerary_activity_id: fam.items[1]!.id, reason: 'Race' },
      { token: fam.token },
    );
    expect(asked.statusCode, asked.body).toBe(201);
    return {
      ...fam,
      requestId: asked.json<{ cancellation_request: { id: number } }>().cancellation_request.id,
    };
  }

  beforeAll(async () => {
    two = await createTestApps(2);
    [a, b] = [two.apps[0]!, two.apps[1]!];
    setNow(a, '2026-11-25T12:00:00Z');
    p = await makeProviders(a);
    for (let n = 0; n < FAMILIES; n += 1) racing.push(await askToCancelHill(a));
    deciders = await askToCancelHill(a);
    setNow(a, '2027-04-08T00:00:01Z');
  }, 60_000);
  afterAll(async () => {
    await two.close();
  });

  it('of six deciders one wins; each charge is refunded and reversed once', async () => {
    const oak = (await signIn(a, 'CampDirector', p.oakDirector)).token;
    const admin = (await signIn(a, 'Admin', await makeUser(a, { role: 'Admin' }))).token;
    const id = deciders.requestId;
    const tries = [
      [DIRECTOR_URL, oak, { decision: 'approve' }],
      [ADMIN_URL, admin, { decision: 'approve', refund_amount_cents: 1_000 }],
      [DIRECTOR_URL, oak, { decision: 'decline' }],
      [ADMIN_URL, admin, { decision: 'approve' }],
      [DIRECTOR_URL, oak, { decision: 'approve', refund_amount_cents: 0 }],
      [ADMIN_URL, admin, { decision: 'approve' }],
    ] as const;
    const results = await Promise.all(
      tries.map(([url, token, body], n) =>
        call(two.apps[n % 2]!, 'PUT', `${url}/${id}`, body, { token }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(
      codes.filter((c) => c === 200),
      codes.join(','),
    ).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(tries.length - 1);
    const row = await requestRow(a, id);
    const hill = deciders.items[1]!.id;
    const ledger = await ledgerOf(a, hill);
    const instalments = (await planRows(a, deciders.itinerary.id)).instalments;
    if (row.status === 'declined') {
      expect(await refundsOf(a, id)).toEqual([]);
      expect(ledger.map((e) => e.kind)).toEqual(['sale']);
      expect(instalments.map((i) => i.amountCents)).toEqual([14_002, 14_001, 14_001, 14_001]);
    } else {
      expect(row.status).toBe('refunded');
      const refunds = await refundsOf(a, id);
      expect(refunds.reduce((s, r) => s + r.amountCents, 0)).toBe(row.refundAmountCents);
      expect(new Set(refunds.map((r) => r.saleEntryId)).size).toBe(refunds.length);
      expect(ledger.filter((e) => e.kind === 'reversal')).toHaveLength(refunds.length);
      expect(instalments.map((i) => i.amountCents)).toEqual([14_002, 9_001, 9_001, 9_001]);
    }
  });

  it('a decision racing the instalment job: the job never charges a departed activity; what it charged first is refunded', async () => {
    const oak = (await signIn(a, 'CampDirector', p.oakDirector)).token;
    const results = await Promise.all([
      chargeDueInstalments(a.ctx),
      ...racing.map((fam, n) =>
        call(
          two.apps[n % 2]!,
          'PUT',
          `${DIRECTOR_URL}/${fam.requestId}`,
          { decision: 'approve' },
          { token: oak },
        ),
      ),
      chargeDueInstalments(b.ctx),
    ]);
    for (const r of results.slice(1, -1))
      if (typeof r !== 'number') expect(r.statusCode, r.body).toBe(200);
    // Whatever a pass skipped while a decision held its plan is charged by the next pass.
    await chargeDueInstalments(a.ctx);

    for (const fam of racing) {
      const { plan, instalments } = await planRows(a, fam.itinerary.id);
      const april = instalments[1]!;
      expect(april.status).toBe('paid');
      const charged = await ledgerOfCharge(a, april.id);
      // The charge's sales add up to what the card paid, and Hill Week has one only if the
      // job charged before the decision (then the old amount, refunded with the deposit's part).
      expect(charged.reduce((s, e) => s + e.grossCents, 0)).toBe(april.amountCents);
      const hillInApril = charged.some((e) => e.itineraryActivityId === fam.items[1]!.id);
      expect(april.amountCents).toBe(hillInApril ? 14_001 : 9_001);
      const request = await requestRow(a, fam.requestId);
      expect(request.status).toBe('refunded');
      expect(request.paidCents).toBe(hillInApril ? 10_000 : 5_000);
      expect(request.refundAmountCents).toBe(request.paidCents);
      const hill = await ledgerOf(a, fam.items[1]!.id);
      expect(hill.reduce((s, e) => s + e.grossCents, 0)).toBe(0);
      expect(instalments.slice(2).map((i) => [i.amountCents, i.status])).toEqual([
        [9_001, 'scheduled'],
        [9_001, 'scheduled'],
      ]);
      expect(plan!.totalCents).toBe(instalments.reduce((s, i) => s + i.amountCents, 0));
    }
  });
});
