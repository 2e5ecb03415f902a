import { useQuery } from '@tanstack/react-query';
import { paymentPlansQueryOptions } from '../api/payment-plans';

/**
 * What each itinerary activity bought through a payment plan has paid so far, by itinerary
 * activity (decision 0070): the cancellation block shows it beside 'Request cancellation'. An
 * activity whose cancellation was approved has left its plan and is not listed. Asked only when
 * something is paid (a plan exists only then).
 */
export function usePlanPaidSoFar(
  itineraryId: number,
  enabled: boolean,
): ReadonlyMap<number, number> {
  const { data } = useQuery({ ...paymentPlansQueryOptions(itineraryId), enabled });
  const paid = new Map<number, number>();
  for (const plan of data ?? [])
    for (const item of plan.items)
      if (item.itinerary_activity_id !== null && !item.canceled)
        paid.set(item.itinerary_activity_id, item.paid_cents);
  return paid;
}
