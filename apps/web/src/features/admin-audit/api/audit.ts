import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  auditFacetsSchema,
  auditListResponseSchema,
  type AuditFilterQuery,
  type AuditListQuery,
} from '@camp/shared/audit';
import { apiFetch } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

const EVENTS = '/api/v1/admins/audit-events';

export const auditKeys = {
  all: ['audit'] as const,
  list: (query: AuditListQuery) => [...auditKeys.all, 'list', query] as const,
  facets: () => [...auditKeys.all, 'facets'] as const,
};

export function auditEventsQueryOptions(query: AuditListQuery) {
  return queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: async ({ signal }) =>
      auditListResponseSchema.parse(await apiFetch<unknown>(EVENTS, { query, signal })),
    placeholderData: keepPreviousData,
  });
}

export function auditFacetsQueryOptions() {
  return queryOptions({
    queryKey: auditKeys.facets(),
    queryFn: async ({ signal }) =>
      auditFacetsSchema.parse(await apiFetch<unknown>(`${EVENTS}/facets`, { signal })),
    staleTime: 60_000,
  });
}

/** Saves the filtered trail as audit-trail.csv. */
export function downloadAuditCsv(filter: AuditFilterQuery): Promise<void> {
  return downloadFile(`${EVENTS}/export`, filter, 'audit-trail.csv');
}
