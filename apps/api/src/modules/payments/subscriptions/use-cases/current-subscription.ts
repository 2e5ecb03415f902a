import type { ParentSubscription } from '@camp/shared/payment';
import type { AppContext } from '../../../../context.js';
import * as repo from '../../../../data/commerce/repository.js';
import { toParentSubscription } from '../orders.js';

/** GET /api/v1/payment/subscription: the parent's newest subscription, or null. */
export async function currentSubscription(
  ctx: AppContext,
  userId: number,
): Promise<{ subscription: ParentSubscription | null }> {
  const row = await repo.findLatestSubscription(ctx.db, userId);
  return { subscription: row ? toParentSubscription(row.subscription, row.packageName) : null };
}
