import { useQuery } from '@tanstack/react-query';
import { paymentPlansQueryOptions } from '../api/payment-plans';

/**
 * What the itinerary's payment plans still have to collect, in cents (decision 0065): their
 * activities read paid from the deposit on, so the summary's 'Already paid' takes this off.
 * Asked only when something is paid (a plan exists only then).
 */
export function usePlanOutstanding(itineraryId: number, enabled: boolean): number {
  const { data } = useQuery({ ...paymentPlansQueryOptions(itineraryId), enabled });
  return (data ?? []).reduce((sum, p) => sum + p.total_cents - p.paid_cents, 0);
}
