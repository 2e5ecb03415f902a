import type { ToolResult } from '../../types.js';
import { fail, ok, type ToolActivity, type ToolReads } from '../shared.js';
import type { ToolArgs } from '../specs.js';

const sum = (xs: ToolActivity[]) => Math.round(xs.reduce((s, a) => s + a.total, 0) * 100) / 100;
const line = (a: ToolActivity) => ({
  activity_id: a.activity_id,
  name: a.name,
  total: a.total,
  payment_status: a.payment_status,
  payment_status_label: a.payment_status_label,
});

/** An itinerary's cost: paid, unpaid, payable online now, and the canceled places apart. */
export async function payments(
  reads: ToolReads,
  { itinerary_id }: ToolArgs<'payments'>,
): Promise<ToolResult> {
  const it = await reads.target(itinerary_id);
  if (typeof it === 'string') return fail(it);
  // A canceled place costs nothing more and is never unpaid: it is listed apart (decision 0072).
  const all = await reads.activitiesOf(it);
  const acts = all.filter((a) => !a.canceled);
  const unpaid = acts.filter((a) => !a.paid);
  return ok({
    itinerary_id: it.id,
    total_cost: sum(acts),
    paid_total: sum(acts.filter((a) => a.paid)),
    unpaid_total: sum(unpaid),
    payable_online_now: sum(unpaid.filter((a) => a.payment_status === 'available_for_payment')),
    paid: acts.filter((a) => a.paid).map(line),
    unpaid: unpaid.map(line),
    canceled: all.filter((a) => a.canceled).map(line),
  });
}
