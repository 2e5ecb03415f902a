import { randomBytes } from 'node:crypto';
import {
  CHECKOUT_HOLD_MINUTES,
  CHECKOUT_MESSAGES as M,
  checkoutCancelPath,
  checkoutSuccessPath,
  localCheckoutPath,
  type CheckoutSessionRequest,
  type CheckoutSessionResponse,
} from '@camp/shared/checkout';
import { discountLabel } from '@camp/shared/discounts';
import type { AppContext } from '../../../../context.js';
import type { DbOrTx } from '../../../../db/client.js';
import { AppError } from '../../../../lib/app-error.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import * as catalogRepo from '../../../../data/catalog/repository.js';
import * as checkoutsRepo from '../../../../data/commerce/checkouts.js';
import type * as paymentsRepo from '../../../../data/itineraries/payments.js';
import * as plans from '../../plans/deposit.js';
import { checkoutGatewayFor, type CheckoutGateway } from '../../gateways/checkout-gateway.js';
import { replacingCheckout } from '../../../waitlist/index.js';
import { takeCheckoutSeats } from '../../seats/seats.js';
import { expireCheckout } from '../expiry.js';
import { priceCheckout, type PricedLine } from '../discounts.js';
import { linesToPay, targetsOf } from './checkout-lines.js';

// Starting one checkout for an itinerary (decisions 0056-0058), or for several of a family's
// itineraries at once (decision 0111).

const sameItems = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

type Schedule = ReturnType<typeof plans.scheduleFor>;

type Prepared =
  | { kind: 'reuse'; open: checkoutsRepo.CheckoutRow }
  | {
      kind: 'new';
      checkout: checkoutsRepo.CheckoutRow;
      chosen: PricedLine[];
      replaced: string[];
      /** A payment plan's deposit (decision 0065). */
      depositCents?: number;
    };

/**
 * POST /api/v1/payment/checkout_sessions. The itinerary's row lock serialises a family's
 * checkouts: the same choice again (a double click, two tabs) answers the open checkout; another
 * choice replaces it (its hold ends). Nothing is held or charged on any refusal.
 */
export async function startCheckout(
  ctx: AppContext,
  user: CurrentUser,
  input: CheckoutSessionRequest,
): Promise<CheckoutSessionResponse> {
  const gateway = checkoutGatewayFor(ctx);
  const prepared = await ctx.db.transaction((tx) =>
    prepareCheckout(tx, ctx, user, input, gateway.kind),
  );
  if (prepared.kind === 'reuse') return answer(prepared.open);
  return openProviderPage(ctx, user, gateway, prepared);
}

/**
 * In the family's lock, then the itineraries': the open checkout again, or a new one holding the
 * chosen seats, priced with the programs' discounts (one itinerary, or a family checkout of
 * several children's itineraries priced together, decision 0111).
 */
async function prepareCheckout(
  tx: DbOrTx,
  ctx: AppContext,
  user: CurrentUser,
  input: CheckoutSessionRequest,
  provider: CheckoutGateway['kind'],
): Promise<Prepared> {
  const now = ctx.now();
  // First, before any row lock, linesToPay takes the family's checkout lock: a family's
  // checkouts are priced one at a time (decision 0106).
  const asked = targetsOf(input);
  const groups = await linesToPay(tx, user.id, asked, now);
  const itineraryIds = groups.map((g) => g.itineraryId);
  const opens = await checkoutsRepo.openCheckoutsOf(tx, user.id, itineraryIds);
  const chosen = await priceCheckout(
    tx,
    user.id,
    groups,
    opens.map((o) => o.id),
    now,
  );
  // In instalments: the schedule's rule (422 under plan when not offered); the deposit is charged now.
  const schedule =
    input.plan === 'instalments'
      ? plans.scheduleFor(
          chosen.map((l) => ({ amountCents: l.amountCents, startDate: l.startDate })),
          now,
        )
      : null;
  const same = await sameOpenCheckout(tx, opens, chosen, schedule, now);
  if (same.open) return { kind: 'reuse', open: same.open };
  const replaced = await replaceOpenCheckouts(tx, ctx, opens, same.replacedItems, chosen);
  // A family checkout is started for its first itinerary: its cancel page and metadata.
  const lead = itineraryIds[0]!;
  const checkout = await insertCheckout(tx, ctx, { user, itineraryId: lead, provider }, chosen, {
    schedule,
    now,
  });
  if (schedule) await plans.createPendingPlan(tx, checkout, schedule);
  // Last, so the activity rows' locks (the contended part) are held only until the commit.
  await takeCheckoutSeats(
    tx,
    ctx,
    { parentId: user.id, itineraryId: lead },
    chosen.map((l) => ({ itineraryActivityId: l.id, activityId: l.activityId, name: l.name })),
  );
  return { kind: 'new', checkout, chosen, replaced, depositCents: schedule?.depositCents };
}

/**
 * The open checkout of the same choice (same activities, same plan or none), still before its
 * expiry; else the items of the open checkouts the new one replaces.
 */
async function sameOpenCheckout(
  tx: DbOrTx,
  opens: checkoutsRepo.CheckoutRow[],
  chosen: paymentsRepo.PaymentLine[],
  schedule: Schedule | null,
  now: Date,
): Promise<{ open?: checkoutsRepo.CheckoutRow; replacedItems: checkoutsRepo.CheckoutItemRow[] }> {
  const ids = chosen.map((l) => l.id);
  const replacedItems: checkoutsRepo.CheckoutItemRow[] = [];
  for (const open of opens) {
    const items = await checkoutsRepo.itemsOf(tx, open.id);
    // Another request is still opening the provider's page for it: never end a checkout
    // that may become payable under us.
    if (!open.url) throw AppError.conflict(M.inProgress);
    if (
      open.expiresAt > now &&
      sameItems(
        items.map((i) => i.itineraryActivityId),
        ids,
      ) &&
      (await plans.isPlanCheckout(tx, open.id)) === (schedule !== null)
    )
      return { open, replacedItems: [] };
    replacedItems.push(...items);
  }
  return { replacedItems };
}

/** Ends the open checkouts the new one replaces; answers their provider sessions to expire. */
async function replaceOpenCheckouts(
  tx: DbOrTx,
  ctx: AppContext,
  opens: checkoutsRepo.CheckoutRow[],
  replacedItems: checkoutsRepo.CheckoutItemRow[],
  chosen: paymentsRepo.PaymentLine[],
): Promise<string[]> {
  // Giving seats back and taking others in one transaction: lock every row involved in one
  // order first, so two families swapping activities cannot deadlock (decision 0062).
  if (replacedItems.length > 0)
    await catalogRepo.lockActivities(tx, [
      ...replacedItems.map((i) => i.activityId),
      ...chosen.map((l) => l.activityId),
    ]);
  // The seats of activities chosen again are retaken, not offered to a waitlist (0063).
  if (opens.length > 0)
    replacingCheckout(
      tx,
      chosen.map((l) => l.id),
    );
  const replaced: string[] = [];
  for (const open of opens) {
    await expireCheckout(tx, ctx, open.id);
    if (open.providerSessionId) replaced.push(open.providerSessionId);
  }
  return replaced;
}

async function insertCheckout(
  tx: DbOrTx,
  ctx: AppContext,
  owner: { user: CurrentUser; itineraryId: number; provider: CheckoutGateway['kind'] },
  chosen: PricedLine[],
  { schedule, now }: { schedule: Schedule | null; now: Date },
): Promise<checkoutsRepo.CheckoutRow> {
  const token = `cs_local_${randomBytes(12).toString('hex')}`;
  return checkoutsRepo.insertCheckout(
    tx,
    {
      token,
      provider: owner.provider,
      parentId: owner.user.id,
      itineraryId: owner.itineraryId,
      amountCents: schedule?.depositCents ?? chosen.reduce((sum, l) => sum + l.amountCents, 0),
      // The app's clock, as for the expiry: a plan's deposit is due on the day the checkout opens.
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHECKOUT_HOLD_MINUTES * 60_000),
      // The built-in provider's page is known now; Stripe's once its session exists.
      url: owner.provider === 'local' ? `${ctx.config.APP_URL}${localCheckoutPath(token)}` : null,
    },
    chosen.map((l) => ({
      itineraryActivityId: l.id,
      activityId: l.activityId,
      providerUserId: l.directorId,
      amountCents: l.amountCents,
      listAmountCents: l.listCents,
      discountKind: l.discount?.kind ?? null,
      discountPercent: l.discount?.percent ?? null,
    })),
  );
}

/**
 * After the commit: the replaced provider sessions expire and the provider opens the new
 * checkout's page. When it cannot, the hold ends at once, and its seats with it.
 */
async function openProviderPage(
  ctx: AppContext,
  user: CurrentUser,
  gateway: CheckoutGateway,
  { checkout, chosen, replaced, depositCents }: Extract<Prepared, { kind: 'new' }>,
): Promise<CheckoutSessionResponse> {
  for (const id of replaced) await gateway.expireSession(id);
  try {
    const customerId =
      depositCents === undefined
        ? undefined
        : await plans.stripeCustomerFor(ctx, checkout, user.email);
    const created = await gateway.createSession({
      customerId,
      chargeCents: depositCents,
      token: checkout.token,
      itineraryId: checkout.itineraryId,
      customerEmail: user.email,
      expiresAt: checkout.expiresAt,
      successUrl: `${ctx.config.APP_URL}${checkoutSuccessPath(
        gateway.kind === 'stripe' ? '{CHECKOUT_SESSION_ID}' : checkout.token,
      ).replace('%7BCHECKOUT_SESSION_ID%7D', '{CHECKOUT_SESSION_ID}')}`,
      cancelUrl: `${ctx.config.APP_URL}${checkoutCancelPath(checkout.itineraryId)}`,
      lines: chosen.map((l) => ({
        name: `${l.name} (${l.providerName})${l.discount ? ` · ${discountLabel(l.discount.kind, l.discount.percent)}` : ''}`,
        amountCents: l.amountCents,
        itineraryActivityId: l.id,
      })),
    });
    const url = created.url;
    // The built-in provider's page was stored with the checkout: no second transaction.
    if (created.providerSessionId !== null || url !== checkout.url)
      await ctx.db.transaction((tx) =>
        checkoutsRepo.setProviderSession(tx, checkout.id, {
          providerSessionId: created.providerSessionId ?? checkout.token,
          url,
        }),
      );
    return { url, checkout_session_id: created.providerSessionId ?? checkout.token };
  } catch (err) {
    await ctx.db.transaction((tx) => expireCheckout(tx, ctx, checkout.id));
    throw err;
  }
}

const answer = (c: checkoutsRepo.CheckoutRow): CheckoutSessionResponse => ({
  url: c.url!,
  checkout_session_id: c.providerSessionId ?? c.token,
});
