import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ordersResponseSchema, type OrdersResponse } from '@camp/shared/order';
import { apiFetch } from '../../../lib/api-client';

/** Query keys of the director's orders. */
export const orderKeys = {
  all: ['director-orders'] as const,
  page: (page: number) => [...orderKeys.all, 'page', page] as const,
};

/** GET /api/v1/camp_directors/orders?page= → { orders, pagy }. */
export async function fetchOrders(page: number, signal?: AbortSignal): Promise<OrdersResponse> {
  const res = await apiFetch<unknown>('/api/v1/camp_directors/orders', {
    query: { page },
    signal,
  });
  return ordersResponseSchema.parse(res);
}

export function ordersQueryOptions(page: number) {
  return queryOptions({
    queryKey: orderKeys.page(page),
    queryFn: ({ signal }) => fetchOrders(page, signal),
    placeholderData: keepPreviousData,
  });
}
