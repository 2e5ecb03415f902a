import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  familyDetailsSchema,
  familyListResponseSchema,
  type FamilyEraseInput,
  type FamilyFilterQuery,
  type FamilyListQuery,
  type FamilyPackageInput,
} from '@camp/shared/admin-families';
import { apiFetch } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

const FAMILIES = '/api/v1/admins/families';

export const familyKeys = {
  all: ['admin-families'] as const,
  list: (query: FamilyListQuery) => [...familyKeys.all, 'list', query] as const,
  details: (id: number) => [...familyKeys.all, 'details', id] as const,
};

export function familyListQueryOptions(query: FamilyListQuery) {
  return queryOptions({
    queryKey: familyKeys.list(query),
    queryFn: async ({ signal }) =>
      familyListResponseSchema.parse(await apiFetch<unknown>(FAMILIES, { query, signal })),
    placeholderData: keepPreviousData,
  });
}

export function familyDetailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: familyKeys.details(id),
    queryFn: async ({ signal }) =>
      familyDetailsSchema.parse(await apiFetch<unknown>(`${FAMILIES}/${id}`, { signal })),
  });
}

/** Saves the filtered families as families.csv. */
export function downloadFamiliesCsv(filter: FamilyFilterQuery): Promise<void> {
  return downloadFile(`${FAMILIES}/export`, filter, 'families.csv');
}

/** Saves one family's data as family-<id>.json (the API records who downloaded it). */
export function downloadFamilyJson(id: number): Promise<void> {
  return downloadFile(`${FAMILIES}/${id}/export`, undefined, `family-${id}.json`);
}

export function useChangeFamilyPackage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: FamilyPackageInput) =>
      familyDetailsSchema.parse(
        await apiFetch<unknown>(`${FAMILIES}/${id}/package`, { method: 'PUT', body }),
      ),
    onSuccess: (details) => client.setQueryData(familyKeys.details(id), details),
    onSettled: () => client.invalidateQueries({ queryKey: [...familyKeys.all, 'list'] }),
  });
}

export function useEraseFamily(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FamilyEraseInput) =>
      apiFetch<{ message: string }>(`${FAMILIES}/${id}/erasure`, { method: 'POST', body }),
    onSuccess: () => {
      client.removeQueries({ queryKey: familyKeys.details(id) });
      return client.invalidateQueries({ queryKey: [...familyKeys.all, 'list'] });
    },
  });
}
