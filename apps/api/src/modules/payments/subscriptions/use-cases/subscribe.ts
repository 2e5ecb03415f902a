import { SUBSCRIPTION_MESSAGES, type SubscriptionResponse } from '@camp/shared/payment';
import type { AppContext } from '../../../../context.js';
import { AppError } from '../../../../lib/app-error.js';
import type { IssuedToken } from '../../../../lib/jwt.js';
import { buildSession } from '../../../auth/index.js';
import * as packages from '../../packages/service.js';
import * as repo from '../../../../data/commerce/repository.js';
import { charge } from '../charge.js';
import { openDraft, planPayment } from '../draft.js';
import { paymentGatewayFor } from '../gateway-for.js';
import type { PaymentMethodHandle } from '../gateway.js';
import { resolveOrphanOrders } from '../orphans.js';
import { PAYMENT_METHOD_NOT_FOUND, providerUnavailable } from '../refusals.js';

/**
 * POST /api/v1/payment/subscriptions: buys a package. The order is opened as a draft (openDraft),
 * charged while the request holds the draft's row lock (so the orphan job knows it is alive;
 * the order's idempotency key makes a retried provider call safe), and settled in that same
 * transaction: paid with the coupon counted, the subscription and the receipt; or
 * payment_failed with the provider's reason (402) and the coupon use given back.
 */
export async function subscribe(
  ctx: AppContext,
  user: repo.UserRow,
  token: Pick<IssuedToken, 'token' | 'exp'>,
  input: { package_id: number; payment_method_id: string; promocode: string | null },
): Promise<SubscriptionResponse> {
  const gateway = paymentGatewayFor(ctx);
  const pkg = await packages.findActivePackage(ctx.db, input.package_id);
  if (!pkg) throw AppError.field('package_id', SUBSCRIPTION_MESSAGES.packageInvalid);
  // A draft this parent's earlier request left behind would hold the coupon use the checks
  // below count; it is resolved first.
  await resolveOrphanOrders(ctx, user.id);
  // A payment of this parent still running: 'in progress' rather than what it holds (its
  // coupon use) refusing this one. openDraft checks again under the lock.
  if (await repo.findDraftOrder(ctx.db, user.id)) {
    throw AppError.conflict(SUBSCRIPTION_MESSAGES.inProgress);
  }
  await planPayment(ctx.db, user.id, pkg, input.promocode, ctx.now());

  let method: PaymentMethodHandle | null;
  try {
    method = await gateway.findPaymentMethod(ctx, user, input.payment_method_id);
  } catch (err) {
    throw providerUnavailable(ctx, err, user.id);
  }
  if (!method) throw AppError.notFound(PAYMENT_METHOD_NOT_FOUND);

  const { order, plan } = await openDraft(ctx, gateway, user, pkg, input.promocode);
  const settled = await charge(ctx, gateway, { user, pkg, method, order, plan });
  const session = await buildSession(ctx.db, user, token);
  return { ...settled, session };
}
