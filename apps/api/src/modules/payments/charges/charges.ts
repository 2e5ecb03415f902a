import { allocateFee, simulatedCardFeeCents, splitSale } from '@camp/shared/payouts';
import type { AppContext } from '../../../context.js';
import type { DbOrTx, Tx } from '../../../db/client.js';
import { recordSales, type Sale } from '../payouts/service.js';
import * as accountsRepo from '../../../data/accounts/repository.js';
import type * as checkoutsRepo from '../../../data/commerce/checkouts.js';
import { checkoutGatewayFor } from '../gateways/checkout-gateway.js';

// The money of one charge over the activities it pays for (decision 0058): the payment
// provider's fee shared over them, and Stripe's transfer per provider. A checkout is one charge;
// a payment plan's deposit and each instalment are one charge each (decision 0065).

/** What a charge pays per activity: the item, with this charge's part of it as amountCents. */
export type ChargedItem = Pick<
  checkoutsRepo.CheckoutItemRow,
  'itineraryActivityId' | 'providerUserId' | 'amountCents'
>;

/**
 * The payment provider's fee on the charge, shared over its items by payouts' rule (decision
 * 0060's allocateFee). Stripe: the charge's balance transaction says it; the built-in provider
 * simulates Stripe's US card price (simulatedCardFeeCents).
 */
export async function paymentFees(
  ctx: AppContext,
  checkout: checkoutsRepo.CheckoutRow,
  paymentId: string,
  items: ChargedItem[],
): Promise<{ chargeId: string | null; perItem: number[] }> {
  const amounts = items.map((i) => i.amountCents);
  let fee = simulatedCardFeeCents(amounts.reduce((s, a) => s + a, 0));
  let chargeId: string | null = null;
  if (checkout.provider === 'stripe') {
    const charge = await checkoutGatewayFor(ctx).chargeOf(paymentId);
    chargeId = charge?.chargeId ?? null;
    fee = charge?.feeCents ?? fee;
  }
  return { chargeId, perItem: allocateFee(fee, amounts) };
}

/**
 * Stripe: one transfer per provider, the sum of its sales' net (decision 0060's split, so the
 * transfer equals its ledger), from the charge, in the checkout's transfer group. `chargeKey`
 * names the charge in the idempotency key (the checkout's own charge by default; a plan's
 * instalment adds its sequence). Answers the transfer id by provider.
 */
export async function transfers(
  tx: DbOrTx,
  ctx: AppContext,
  checkout: checkoutsRepo.CheckoutRow,
  items: ChargedItem[],
  fees: { chargeId: string | null; perItem: number[] },
  chargeKey: string = checkout.token,
): Promise<Map<number, string>> {
  const ids = new Map<number, string>();
  if (checkout.provider !== 'stripe') return ids;
  const gateway = checkoutGatewayFor(ctx);
  const byProvider = new Map<number, number>();
  items.forEach((item, n) => {
    if (item.providerUserId === null) return;
    const net = splitSale(item.amountCents, fees.perItem[n]!).netCents;
    byProvider.set(item.providerUserId, (byProvider.get(item.providerUserId) ?? 0) + net);
  });
  for (const [providerUserId, amountCents] of byProvider) {
    const profile = await accountsRepo.findDirectorProfile(tx, providerUserId);
    if (!profile?.stripeAccountId || amountCents <= 0) continue;
    ids.set(
      providerUserId,
      await gateway.transfer({
        destination: profile.stripeAccountId,
        amountCents,
        transferGroup: checkout.token,
        sourceTransaction: fees.chargeId,
        idempotencyKey: `camp-transfer-${chargeKey}-${providerUserId}`,
        metadata: { checkout_token: checkout.token, provider_user_id: String(providerUserId) },
      }),
    );
  }
  return ids;
}

/**
 * Books one paid charge, inside the caller's fulfilment transaction: the provider's fee shared
 * over its items, Stripe's transfer per provider, and one ledger sale per item with a director
 * (the 10% rule, decision 0060). The checkout's own charge, a plan's deposit and each instalment
 * all go through here; a plan's charges name their instalment on the sales.
 */
export async function bookCharge(
  tx: Tx,
  ctx: AppContext,
  checkout: checkoutsRepo.CheckoutRow,
  paymentId: string,
  charged: ChargedItem[],
  opts: { chargeKey?: string; planInstalmentId?: number } = {},
): Promise<void> {
  const fees = await paymentFees(ctx, checkout, paymentId, charged);
  const transferIds = await transfers(tx, ctx, checkout, charged, fees, opts.chargeKey);
  await recordSales(
    tx,
    charged.flatMap((item, n): Sale[] =>
      item.providerUserId === null
        ? []
        : [
            {
              itineraryActivityId: item.itineraryActivityId,
              providerUserId: item.providerUserId,
              grossCents: item.amountCents,
              paymentProviderFeeCents: fees.perItem[n]!,
              provider: checkout.provider,
              transferId: transferIds.get(item.providerUserId) ?? null,
              ...(opts.planInstalmentId === undefined
                ? {}
                : { planInstalmentId: opts.planInstalmentId }),
            },
          ],
    ),
  );
}
