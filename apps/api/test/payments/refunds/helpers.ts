import { eq } from 'drizzle-orm';
import { activities } from '../../../src/db/schema/activities.js';
import { auditLog } from '../../../src/db/schema/audit-log.js';
import {
  cancellationRefunds,
  cancellationRequests,
} from '../../../src/db/schema/cancellation-requests.js';
import { payoutLedgerEntries } from '../../../src/db/schema/payouts.js';
import type { TestApp } from '../../test-app.js';
import { call } from '../../auth/helpers.js';
import { CHECKOUT_URL, GOOD_CARD, localUrl } from '../checkout/helpers.js';

export const PARENT_URL = '/api/v1/parents/cancellation_requests';
export const DIRECTOR_URL = '/api/v1/camp_directors/cancellation_requests';
export const ADMIN_URL = '/api/v1/admins/cancellation_requests';

/** Pays every payable activity of the family's itinerary through the built-in provider. */
export async function payLocally(t: TestApp, fam: { token: string; itinerary: { id: number } }) {
  const res = await call(
    t,
    'POST',
    CHECKOUT_URL,
    { itinerary_id: fam.itinerary.id },
    { token: fam.token },
  );
  if (res.statusCode !== 201) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  const id = res.json<{ checkout_session_id: string }>().checkout_session_id;
  const paid = await call(t, 'POST', localUrl(id, 'pay'), GOOD_CARD, { token: fam.token });
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.statusCode} ${paid.body}`);
  return id;
}

/** Pays the deposit of a payment plan for every payable activity (built-in provider). */
export async function payDepositLocally(
  t: TestApp,
  fam: { token: string; itinerary: { id: number } },
) {
  const res = await call(
    t,
    'POST',
    CHECKOUT_URL,
    { itinerary_id: fam.itinerary.id, plan: 'instalments' },
    { token: fam.token },
  );
  if (res.statusCode !== 201) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  const id = res.json<{ checkout_session_id: string }>().checkout_session_id;
  const paid = await call(t, 'POST', localUrl(id, 'pay'), GOOD_CARD, { token: fam.token });
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.statusCode} ${paid.body}`);
  return id;
}

/** A plan request's refunds, one per charge, in the order made. */
export function refundsOf(t: TestApp, requestId: number) {
  return t.db
    .select()
    .from(cancellationRefunds)
    .where(eq(cancellationRefunds.cancellationRequestId, requestId))
    .orderBy(cancellationRefunds.id);
}

export async function reservedSeats(t: TestApp, activityId: number) {
  const [row] = await t.db.select().from(activities).where(eq(activities.id, activityId));
  return row!.reservedSeats;
}

export async function ledgerOf(t: TestApp, itineraryActivityId: number) {
  return t.db
    .select()
    .from(payoutLedgerEntries)
    .where(eq(payoutLedgerEntries.itineraryActivityId, itineraryActivityId))
    .orderBy(payoutLedgerEntries.id);
}

export async function requestRow(t: TestApp, id: number) {
  const [row] = await t.db
    .select()
    .from(cancellationRequests)
    .where(eq(cancellationRequests.id, id));
  return row!;
}

export async function auditOf(t: TestApp, id: number) {
  return (
    await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'cancellation_requests'))
  )
    .filter((a) => a.entityId === id)
    .map((a) => a.action);
}
