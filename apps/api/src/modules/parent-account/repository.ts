import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { localPaymentMethods } from '../../db/schema/local-payment-methods.js';

export async function cancelSubscriptions(db: DbOrTx, parentId: number, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'canceled', canceledAt: now, cancelAtPeriodEnd: false })
    .where(and(eq(subscriptions.userId, parentId), ne(subscriptions.status, 'canceled')));
  // No renewal can be charged any more, so no subscription keeps a card.
  await db
    .update(subscriptions)
    .set({ paymentMethodId: null })
    .where(eq(subscriptions.userId, parentId));
}

/** Cards saved with the local provider (brand, last four, expiry): nothing left to charge. */
export async function deleteLocalPaymentMethods(db: DbOrTx, parentId: number): Promise<void> {
  await db.delete(localPaymentMethods).where(eq(localPaymentMethods.userId, parentId));
}
