import type {
  CancellationDecisionInput,
  CancellationRequestCreate,
  CancellationRequestResponse,
  CancellationRequestsResponse,
} from '@camp/shared/refunds';
import { apiRoute, type Answer } from '../../test-server';

/** The cancellation endpoints (decision 0064), answered with the shared types. */
export const cancellationsApi = {
  list: (
    area: 'parents' | 'camp_directors' | 'admins',
    answer: Answer<null, CancellationRequestsResponse>,
  ) => apiRoute('get', `/api/v1/${area}/cancellation_requests`, answer),
  create: (answer: Answer<CancellationRequestCreate, CancellationRequestResponse>) =>
    apiRoute('post', '/api/v1/parents/cancellation_requests', answer),
  withdraw: (answer: Answer<null, CancellationRequestResponse>) =>
    apiRoute('delete', '/api/v1/parents/cancellation_requests/:id', answer),
  decide: (
    area: 'camp_directors' | 'admins',
    answer: Answer<CancellationDecisionInput, CancellationRequestResponse>,
  ) => apiRoute('put', `/api/v1/${area}/cancellation_requests/:id`, answer),
};
