import type { Readable } from 'node:stream';
import {
  PAYMENT_EXPORT_MAX_ROWS,
  type PaymentFilterQuery,
  type PaymentListQuery,
  type PaymentListResponse,
} from '@camp/shared/admin-payments';
import type { AppContext } from '../../../../context.js';
import * as paymentsRepo from '../../../../data/commerce/payments.js';
import { toAdminPayment } from '../view.js';
import { toCsv } from '../../../../lib/csv.js';

const DAY_MS = 86_400_000;

/** The filter as the repository takes it: the last day is included (UTC). */
export function toFilter(q: PaymentFilterQuery): paymentsRepo.PaymentFilter {
  return {
    provider: q.provider,
    kind: q.kind,
    email: q.email || undefined,
    status: q.status,
    from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
    to: q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS) : undefined,
  };
}

/** GET /api/v1/admins/payments: one page of the filtered payments and how many match. */
export async function listPayments(
  ctx: AppContext,
  query: PaymentListQuery,
): Promise<PaymentListResponse> {
  const filter = toFilter(query);
  return ctx.db.transaction(
    async (tx) => {
      const count = await paymentsRepo.countPayments(tx, filter);
      const rows =
        count === 0
          ? []
          : await paymentsRepo.listPayments(tx, filter, {
              offset: (query.page - 1) * query.per_page,
              limit: query.per_page,
              sort: query.sort,
              order: query.order,
            });
      return {
        payments: rows.map(toAdminPayment),
        pagy: { count, pages: Math.max(1, Math.ceil(count / query.per_page)), page: query.page },
      };
    },
    // The count and the page are read from one snapshot, so they agree.
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export const PAYMENT_CSV_COLUMNS = [
  'kind',
  'id',
  'paid_at',
  'provider',
  'parent_name',
  'parent_email',
  'description',
  'status',
  'amount',
  'refunded',
  'refundable',
] as const;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * GET /api/v1/admins/payments/export: the filtered payments as CSV, newest first, at most
 * PAYMENT_EXPORT_MAX_ROWS rows, read in one statement (one snapshot). Amounts in dollars with
 * cents (toCsv keeps formulas from running).
 */
export async function exportPayments(
  ctx: AppContext,
  query: PaymentFilterQuery,
): Promise<Readable> {
  const rows = await paymentsRepo.listPayments(ctx.db, toFilter(query), {
    offset: 0,
    limit: PAYMENT_EXPORT_MAX_ROWS,
    sort: 'paid_at',
    order: 'desc',
  });
  return toCsv(
    PAYMENT_CSV_COLUMNS,
    rows.map((row) => {
      const p = toAdminPayment(row);
      return [
        p.kind,
        p.id,
        p.paid_at,
        p.provider,
        p.parent_name,
        p.parent_email,
        p.description,
        p.status,
        dollars(p.amount_cents),
        dollars(p.refunded_cents),
        dollars(p.refundable_cents),
      ];
    }),
  );
}
