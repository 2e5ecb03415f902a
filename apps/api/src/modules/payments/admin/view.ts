import type { AdminPayment, PaymentStatus, ProviderPayout } from '@camp/shared/admin-payments';
import type * as paymentsRepo from '../../../data/commerce/payments.js';
import type * as payoutsRepo from '../../../data/commerce/payouts.js';

/** Paid, partly refunded, or refunded in full: from what was given back of what was paid. */
export function statusOf(row: { amountCents: number; refundedCents: number }): PaymentStatus {
  if (row.refundedCents === 0) return 'paid';
  return row.refundedCents >= row.amountCents ? 'refunded' : 'partially_refunded';
}

export function toAdminPayment(row: paymentsRepo.PaymentRow): AdminPayment {
  return {
    key: `${row.kind}-${row.id}`,
    kind: row.kind,
    id: row.id,
    provider: row.provider,
    description: row.description,
    parent_id: row.parentId,
    parent_name: row.parentName,
    parent_email: row.parentEmail,
    amount_cents: row.amountCents,
    refunded_cents: row.refundedCents,
    refundable_cents: row.refundableCents,
    status: statusOf(row),
    paid_at: row.paidAt.toISOString(),
  };
}

/** What an audit record keeps of a payment's money, before and after a refund. */
export const auditMoney = (row: paymentsRepo.PaymentRow) => ({
  status: statusOf(row),
  amount_cents: row.amountCents,
  refunded_cents: row.refundedCents,
  refundable_cents: row.refundableCents,
});

export function toProviderPayout(row: payoutsRepo.ProviderSummaryRow): ProviderPayout {
  return {
    provider_user_id: row.providerUserId,
    provider_name: row.providerName ?? row.email,
    email: row.email,
    gross_cents: row.grossCents,
    platform_fee_cents: row.platformFeeCents,
    net_cents: row.netCents,
    pending_cents: row.pendingCents,
    paid_out_cents: row.paidOutCents,
    transferred_cents: row.transferredCents,
    held: row.hold !== null,
    hold_reason: row.hold?.reason ?? null,
    held_at: row.hold?.createdAt.toISOString() ?? null,
  };
}
