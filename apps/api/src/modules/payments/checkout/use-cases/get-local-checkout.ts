import type { LocalCheckout } from '@camp/shared/checkout';
import { discountLabel } from '@camp/shared/discounts';
import type { AppContext } from '../../../../context.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import * as checkoutsRepo from '../../../../data/commerce/checkouts.js';
import * as paymentsRepo from '../../../../data/itineraries/payments.js';
import * as plans from '../../plans/deposit.js';
import { expireCheckout } from '../expiry.js';
import { assertLocalProvider, ownLocalCheckout, urls } from '../local-page.js';

/** GET /api/v1/payment/local_checkout/{id}: the built-in provider's checkout page's data. */
export async function getLocalCheckout(
  ctx: AppContext,
  user: CurrentUser,
  token: string,
): Promise<{ checkout: LocalCheckout }> {
  assertLocalProvider(ctx);
  return ctx.db.transaction(async (tx) => {
    let checkout = await ownLocalCheckout(tx, token, user.id);
    // A page opened after the hold ended shows it expired (the sweep may not have run yet).
    if (checkout.status === 'open' && checkout.expiresAt <= ctx.now())
      checkout = (await expireCheckout(tx, ctx, checkout.id)) ?? checkout;
    const items = await checkoutsRepo.itemsOf(tx, checkout.id);
    const lines = new Map(
      (await paymentsRepo.paymentLinesOf(tx, await checkoutsRepo.itineraryIdsOf(tx, checkout))).map(
        (l) => [l.id, l],
      ),
    );
    // A plan's deposit shows what it charges now per activity (decision 0065).
    const charged = await plans.chargedNow(tx, checkout.id, items);
    const inFull = charged.every((i) => i.label === '');
    return {
      checkout: {
        id: checkout.token,
        status: checkout.status,
        amount_cents: checkout.amountCents,
        list_amount_cents: inFull ? items.reduce((s, i) => s + i.listAmountCents, 0) : null,
        currency: 'usd',
        expires_at: checkout.expiresAt.toISOString(),
        ...urls(ctx, checkout),
        items: charged.map((i, n) => {
          const line = lines.get(i.itineraryActivityId);
          return {
            itinerary_activity_id: i.itineraryActivityId,
            name: `${i.label}${line?.name ?? ''}`,
            provider_name: line?.providerName ?? '',
            child_name: line?.childName ?? '',
            amount_cents: i.amountCents,
            discount:
              i.discountKind && i.discountPercent
                ? discountLabel(i.discountKind, i.discountPercent)
                : null,
            list_amount_cents: i.listAmountCents,
            // The whole place's discount (`items`, not the deposit's share of it).
            discount_cents: i.listAmountCents - items[n]!.amountCents,
          };
        }),
      },
    };
  });
}
