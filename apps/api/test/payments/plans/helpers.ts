import { eq } from 'drizzle-orm';
import { paymentPlanInstalments, paymentPlans } from '../../../src/db/schema/payment-plans.js';
import { payoutLedgerEntries } from '../../../src/db/schema/payouts.js';
import type { TestApp } from '../../test-app.js';

export const PLANS_URL = '/api/v1/payment/plans';
export const payNowUrl = (planId: number, instalmentId: number) =>
  `${PLANS_URL}/${planId}/instalments/${instalmentId}/pay`;

/** The clocks that `setNow` has set once (identified by their shared `advance`). */
const started = new WeakSet<TestApp['advance']>();

/**
 * Sets the shared clock to `iso`. A file's story starts on a fixed date, which real time may
 * already have passed, so the first call may move the clock back; after that it only moves
 * forward, so the story's steps stay in order.
 */
export function setNow(t: Pick<TestApp, 'advance' | 'ctx'>, iso: string) {
  const ms = Date.parse(iso) - t.ctx.now().getTime();
  if (ms < 0 && started.has(t.advance)) throw new Error(`the clock is already past ${iso}`);
  started.add(t.advance);
  t.advance(ms);
}

export async function planRows(t: TestApp, itineraryId: number) {
  const [plan] = await t.db
    .select()
    .from(paymentPlans)
    .where(eq(paymentPlans.itineraryId, itineraryId));
  if (!plan) return { plan: null, instalments: [] };
  const instalments = await t.db
    .select()
    .from(paymentPlanInstalments)
    .where(eq(paymentPlanInstalments.planId, plan.id))
    .orderBy(paymentPlanInstalments.sequence);
  return { plan, instalments };
}

export async function ledgerOf(t: TestApp, instalmentId: number) {
  return t.db
    .select()
    .from(payoutLedgerEntries)
    .where(eq(payoutLedgerEntries.planInstalmentId, instalmentId));
}
