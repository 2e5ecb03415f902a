import { CHECKOUT_MESSAGES as M, type LocalCheckoutCancelResponse } from '@camp/shared/checkout';
import type { AppContext } from '../../../../context.js';
import { AppError } from '../../../../lib/app-error.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import { handleCheckoutEvent } from '../events.js';
import { assertLocalProvider, localEvent, ownLocalCheckout, urls } from '../local-page.js';

/** POST /api/v1/payment/local_checkout/{id}/cancel: the hold ends now (checkout.session.expired). */
export async function cancelLocalCheckout(
  ctx: AppContext,
  user: CurrentUser,
  token: string,
): Promise<LocalCheckoutCancelResponse> {
  assertLocalProvider(ctx);
  const checkout = await ctx.db.transaction(async (tx) => {
    const row = await ownLocalCheckout(tx, token, user.id, true);
    if (row.status === 'complete') throw AppError.conflict(M.checkoutComplete);
    if (row.status === 'open')
      await handleCheckoutEvent(
        tx,
        ctx,
        localEvent('checkout.session.expired', row, null),
        'local',
      );
    return row;
  });
  return { status: 'expired', redirect_url: urls(ctx, checkout).cancel_url };
}
