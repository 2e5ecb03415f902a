import { Outlet } from 'react-router-dom';
import { useSpecialistUpdates } from '../../features/specialist-dashboard/hooks/use-specialist-updates';
import { miaKeys } from '../../features/mia/api/keys';
import { itineraryKeys } from '../../features/specialist-itinerary/api/keys';

const ALSO_REFETCH = [itineraryKeys.all, miaKeys.all] as const;

/**
 * The specialist's pages, listening to SpecialistItinerariesChannel while any of them is open:
 * when a parent acts, the dashboard and the itinerary page (and the search's side panel) refetch,
 * and so do the questions parents handed over from MIA's chat.
 */
export function SpecialistLayout() {
  useSpecialistUpdates({ alsoRefetch: ALSO_REFETCH });
  return <Outlet />;
}
