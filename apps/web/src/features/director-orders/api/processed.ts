import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  processedOrderResponseSchema,
  type OrdersResponse,
  type ProcessedOrderInput,
  type ProcessedOrderResponse,
} from '@camp/shared/order';
import { apiFetch } from '../../../lib/api-client';
import { orderKeys } from './orders';

/** POST /api/v1/camp_directors/processed_itinerary_activities { itinerary_activity_id, processed }. */
export async function setOrderProcessed(
  body: ProcessedOrderInput,
): Promise<ProcessedOrderResponse> {
  const res = await apiFetch<unknown>('/api/v1/camp_directors/processed_itinerary_activities', {
    method: 'POST',
    body,
  });
  return processedOrderResponseSchema.parse(res);
}

/** Writes the new flag into every cached page at once, then refetches the lists. */
export function useSetProcessedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderProcessed,
    onSuccess: (result) => {
      queryClient.setQueriesData<OrdersResponse>({ queryKey: orderKeys.all }, (data) =>
        data
          ? {
              ...data,
              orders: data.orders.map((o) =>
                o.id === result.id ? { ...o, processed: result.processed } : o,
              ),
            }
          : data,
      );
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
