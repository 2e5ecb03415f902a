import type { AppContext } from '../../context.js';
import * as repo from './repository.js';

export interface SubscriptionResult {
  email: string;
  subscribed: true;
}

/**
 * Subscribes an address (already validated and lowercased by the shared schema). Signing up
 * twice is not an error: the visitor sees the same thank-you, and nothing reveals whether the
 * address was already on the list.
 */
export async function subscribe(ctx: AppContext, email: string): Promise<SubscriptionResult> {
  const row = await repo.upsertSubscription(ctx.db, email);
  return { email: row.email, subscribed: true };
}
