import type { PaymentListResponse, PaymentRefundResponse } from '@camp/shared/admin-payments';
import { apiRoute, type Answer } from '../../test-server';

/** The back office's payment endpoints, for this feature's tests. */
export const paymentsApi = {
  list: (answer: Answer<null, PaymentListResponse>) =>
    apiRoute('get', '/api/v1/admins/payments', answer),
  export: (answer: Answer<null, unknown>) =>
    apiRoute('get', '/api/v1/admins/payments/export', answer),
  refund: (answer: Answer<unknown, PaymentRefundResponse>) =>
    apiRoute('post', '/api/v1/admins/payments/:kind/:id/refunds', answer),
};
