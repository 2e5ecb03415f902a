import type { DbOrTx } from '../../db/client.js';
import { paymentEvents } from '../../db/schema/payment-events.js';

/** Records a webhook event; false when (provider, event id) was already recorded. */
export async function insertPaymentEvent(
  db: DbOrTx,
  values: { eventId: string; type: string; payload: Record<string, unknown>; processedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ provider: 'stripe', ...values })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}
