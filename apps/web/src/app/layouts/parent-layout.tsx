import { Outlet } from 'react-router-dom';
import { useItineraryUpdates } from '../../features/parent-itineraries/hooks/use-itinerary-updates';

/**
 * The signed-in parent's pages: they render as they are, and while any of them is open the
 * itinerary channel is listened to (toast and refetch when a specialist sends or writes).
 */
export function ParentLayout() {
  useItineraryUpdates();
  return <Outlet />;
}
