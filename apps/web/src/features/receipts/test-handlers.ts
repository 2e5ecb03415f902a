import type { ReceiptsResponse, Statement } from '@camp/shared/receipts';
import { apiRoute, type Answer } from '../../test-server';

/** The receipts page's endpoints, answered with the shared types. */
export const receiptsApi = {
  /** GET /api/v1/parents/receipts → { receipts }. */
  list: (answer: Answer<null, ReceiptsResponse>) =>
    apiRoute('get', '/api/v1/parents/receipts', answer),
  /** GET /api/v1/parents/statements/{year} → { statement }. */
  statement: (answer: Answer<null, { statement: Statement }>) =>
    apiRoute('get', '/api/v1/parents/statements/:year', answer),
  /** POST /api/v1/parents/receipts/{key}/email → 202 { message }. */
  email: (answer: Answer<null, { message: string }>) =>
    apiRoute('post', '/api/v1/parents/receipts/:key/email', answer),
};
