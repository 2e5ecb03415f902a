import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PaymentRefundResponse } from '@camp/shared/admin-payments';
import { auditLog } from '../../../src/db/schema/audit-log.js';
import { checkoutSessions } from '../../../src/db/schema/checkout-sessions.js';
import { orders } from '../../../src/db/schema/orders.js';
import { packages } from '../../../src/db/schema/packages.js';
import type { TestApp } from '../../test-app.js';
import { call } from '../../auth/helpers.js';

export const PAYMENTS_URL = '/api/v1/admins/payments';
export const PROVIDERS_URL = '/api/v1/admins/payouts/providers';

export const refundUrl = (kind: 'activity' | 'package', id: number) =>
  `${PAYMENTS_URL}/${kind}/${id}/refunds`;

/** A paid package order of the parent through the built-in provider, of `amountCents`. */
export async function paidOrder(t: TestApp, userId: number, amountCents: number) {
  const [pkg] = await t.db.select().from(packages).where(eq(packages.name, 'one_time'));
  const [row] = await t.db
    .insert(orders)
    .values({
      userId,
      packageId: pkg!.id,
      status: 'paid',
      amountCents,
      provider: 'local',
      providerPaymentId: `pay_local_${randomBytes(8).toString('hex')}`,
      paidAt: new Date(),
    })
    .returning();
  return row!;
}

export async function orderRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** The checkout's numeric id from its token. */
export async function checkoutId(t: TestApp, token: string) {
  const [row] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.token, token));
  return row!.id;
}

export function refundsAudited(t: TestApp, entityType: string, id: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, entityType),
        eq(auditLog.entityId, id),
        eq(auditLog.action, 'payment_refunded'),
      ),
    )
    .orderBy(auditLog.id);
}

export function refund(
  t: TestApp,
  token: string,
  kind: 'activity' | 'package',
  id: number,
  amount_cents: number,
  reason = 'Goodwill',
) {
  return call(t, 'POST', refundUrl(kind, id), { amount_cents, reason }, { token });
}

export type RefundAnswer = PaymentRefundResponse;
