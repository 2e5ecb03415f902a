import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DASHBOARD_MESSAGES,
  dashboardItineraryResponseSchema,
  type DashboardAction,
  type DashboardItinerary,
  type DashboardUpdateInput,
} from '@camp/shared/specialist-dashboard';
import { apiFetch } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toaster';
import { dashboardKeys } from './keys';

export type DashboardMove = 'assign' | DashboardAction;

/** GET /api/v1/specialists/itineraries/{id}/apply ('Assign to me'). */
export async function assignItinerary(id: number): Promise<DashboardItinerary> {
  const res = await apiFetch<unknown>(`/api/v1/specialists/itineraries/${id}/apply`);
  return dashboardItineraryResponseSchema.parse(res).itinerary;
}

/**
 * PUT /api/v1/specialists/itineraries/{id} { itinerary_action: 'cancel' | 'approve',
 * acknowledged_clashes? }: the clashes kept are sent only when there are some.
 */
export async function updateItinerary(
  id: number,
  action: DashboardAction,
  acknowledgedClashes: number[][] = [],
): Promise<DashboardItinerary> {
  const body: DashboardUpdateInput = { itinerary_action: action };
  if (acknowledgedClashes.length) body.acknowledged_clashes = acknowledgedClashes;
  const res = await apiFetch<unknown>(`/api/v1/specialists/itineraries/${id}`, {
    method: 'PUT',
    body,
  });
  return dashboardItineraryResponseSchema.parse(res).itinerary;
}

const SUCCESS: Record<DashboardMove, string> = {
  assign: DASHBOARD_MESSAGES.assigned,
  cancel: DASHBOARD_MESSAGES.canceled,
  approve: DASHBOARD_MESSAGES.approved,
};

/**
 * One status move. Success refetches every tab (the row leaves its list, counts change); a
 * refusal shows the server's sentence in the 'Error' toast.
 */
export function useMoveItinerary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      move,
      acknowledgedClashes,
    }: {
      id: number;
      move: DashboardMove;
      /** Approve: the schedule's clashes kept ('Keep both'). */
      acknowledgedClashes?: number[][];
    }) =>
      move === 'assign' ? assignItinerary(id) : updateItinerary(id, move, acknowledgedClashes),
    onSuccess: (_data, { move }) => {
      toast.success(SUCCESS[move]);
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
    onError: (error) => {
      toast.error(error.message || 'Something went wrong', 'Error');
    },
  });
}
