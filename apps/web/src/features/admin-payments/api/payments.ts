import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  paymentListResponseSchema,
  paymentRefundResponseSchema,
  type PaymentFilterQuery,
  type PaymentKind,
  type PaymentListQuery,
  type PaymentRefundInput,
  type PaymentRefundResponse,
} from '@camp/shared/admin-payments';
import { apiFetch } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

const PAYMENTS = '/api/v1/admins/payments';

export const paymentKeys = {
  all: ['admin-payments'] as const,
  list: (query: PaymentListQuery) => [...paymentKeys.all, 'list', query] as const,
};

export function paymentsQueryOptions(query: PaymentListQuery) {
  return queryOptions({
    queryKey: paymentKeys.list(query),
    queryFn: async ({ signal }) =>
      paymentListResponseSchema.parse(await apiFetch<unknown>(PAYMENTS, { query, signal })),
    placeholderData: keepPreviousData,
    // Parents pay and refunds land at any moment: a page shown again is asked for again.
    staleTime: 0,
  });
}

export async function refundPayment(
  kind: PaymentKind,
  id: number,
  body: PaymentRefundInput,
): Promise<PaymentRefundResponse> {
  return paymentRefundResponseSchema.parse(
    await apiFetch<unknown>(`${PAYMENTS}/${kind}/${id}/refunds`, { method: 'POST', body }),
  );
}

/** Saves the filtered payments as payments.csv. */
export function downloadPaymentsCsv(filter: PaymentFilterQuery): Promise<void> {
  return downloadFile(`${PAYMENTS}/export`, filter, 'payments.csv');
}
