import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancellationRequestResponseSchema,
  cancellationRequestsResponseSchema,
  type CancellationDecisionInput,
  type CancellationRequest,
  type CancellationRequestCreate,
  type CancellationRequestsResponse,
} from '@camp/shared/refunds';
import { apiFetch } from '../../../lib/api-client';

/** Who reads the list: the family, a director (their programs') or an admin (all). */
export type CancellationArea = 'parents' | 'camp_directors' | 'admins';

export const cancellationKeys = {
  all: ['cancellation-requests'] as const,
  list: (area: CancellationArea, page: number) => [...cancellationKeys.all, area, page] as const,
};

const base = (area: CancellationArea) => `/api/v1/${area}/cancellation_requests`;

export async function fetchCancellationRequests(
  area: CancellationArea,
  page: number,
  signal?: AbortSignal,
): Promise<CancellationRequestsResponse> {
  const res = await apiFetch<unknown>(base(area), { query: { page }, signal });
  return cancellationRequestsResponseSchema.parse(res);
}

export function cancellationRequestsQueryOptions(area: CancellationArea, page = 1) {
  return queryOptions({
    queryKey: cancellationKeys.list(area, page),
    queryFn: ({ signal }) => fetchCancellationRequests(area, page, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * What a cancellation changes reaches the itinerary (paid or not), the payment pages and the
 * director's orders, so every one of those lists refetches after a mutation.
 */
function useInvalidateAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [cancellationKeys.all, ['parent-itineraries'], ['director-orders']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** POST /api/v1/parents/cancellation_requests. */
export function useRequestCancellationMutation() {
  const invalidate = useInvalidateAfter();
  return useMutation({
    mutationFn: async (body: CancellationRequestCreate): Promise<CancellationRequest> =>
      cancellationRequestResponseSchema.parse(
        await apiFetch<unknown>(base('parents'), { method: 'POST', body }),
      ).cancellation_request,
    onSuccess: invalidate,
  });
}

/** DELETE /api/v1/parents/cancellation_requests/{id}. */
export function useWithdrawCancellationMutation() {
  const invalidate = useInvalidateAfter();
  return useMutation({
    mutationFn: async (id: number): Promise<CancellationRequest> =>
      cancellationRequestResponseSchema.parse(
        await apiFetch<unknown>(`${base('parents')}/${id}`, { method: 'DELETE' }),
      ).cancellation_request,
    onSuccess: invalidate,
  });
}

/** PUT /api/v1/{camp_directors|admins}/cancellation_requests/{id}. */
export function useDecideCancellationMutation(area: Exclude<CancellationArea, 'parents'>) {
  const invalidate = useInvalidateAfter();
  return useMutation({
    mutationFn: async ({
      id,
      ...body
    }: CancellationDecisionInput & { id: number }): Promise<CancellationRequest> =>
      cancellationRequestResponseSchema.parse(
        await apiFetch<unknown>(`${base(area)}/${id}`, { method: 'PUT', body }),
      ).cancellation_request,
    onSuccess: invalidate,
  });
}
