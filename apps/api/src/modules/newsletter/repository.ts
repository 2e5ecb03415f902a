import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { newsletterSubscriptions } from '../../db/schema/newsletter-subscriptions.js';

export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/**
 * Adds the address, or re-activates it if it unsubscribed earlier. One statement, so two
 * simultaneous sign-ups of the same address cannot collide on the unique index.
 */
export async function upsertSubscription(
  db: DbOrTx,
  email: string,
): Promise<NewsletterSubscriptionRow> {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { unsubscribedAt: null },
    })
    .returning();
  return row!;
}

export async function findByEmail(
  db: DbOrTx,
  email: string,
): Promise<NewsletterSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .limit(1);
  return row;
}
