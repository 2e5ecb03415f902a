import type { AuditFacets, AuditListResponse } from '@camp/shared/audit';
import { apiRoute, type Answer } from '../../test-server';

/** The audit trail's endpoints, for this feature's tests. */
export const auditApi = {
  list: (answer: Answer<null, AuditListResponse>) =>
    apiRoute('get', '/api/v1/admins/audit-events', answer),
  facets: (answer: Answer<null, AuditFacets>) =>
    apiRoute('get', '/api/v1/admins/audit-events/facets', answer),
  export: (answer: Answer<null, unknown>) =>
    apiRoute('get', '/api/v1/admins/audit-events/export', answer),
};
