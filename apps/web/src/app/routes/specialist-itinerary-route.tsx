import { useQueryClient } from '@tanstack/react-query';
import { ParentQuestions } from '../../features/mia/components/parent-questions';
import { ActivityCardTools } from '../../features/specialist-details/components/activity-card-tools';
import { ItineraryStatusActions } from '../../features/specialist-dashboard/components/itinerary-status-actions';
import { itineraryKeys } from '../../features/specialist-itinerary/api/keys';
import { ItineraryPage } from '../../features/specialist-itinerary/pages/itinerary-page';
import { useSession } from '../../lib/session';

/**
 * /specialist/itineraries/:id: the review page (specialist-itinerary) with the dashboard's
 * approve and cancel dialogs (specialist-dashboard) and, on every activity, the note buttons and
 * detail links (specialist-details), and the parent's questions handed over from MIA's chat
 * (mia), composed here so the features stay apart.
 */
export function SpecialistItineraryRoute() {
  const queryClient = useQueryClient();
  const session = useSession();
  return (
    <ItineraryPage
      statusActions={(it) => (
        <ItineraryStatusActions
          id={it.id}
          status={it.status}
          label={`${it.child?.first_name ?? 'No child name'} · ${it.parent_name}`}
          onMoved={() =>
            void queryClient.invalidateQueries({ queryKey: itineraryKeys.detail(it.id) })
          }
        />
      )}
      activityTools={(activity, itineraryId) => (
        <ActivityCardTools activity={activity} itineraryId={itineraryId} />
      )}
      extraSections={(it) => (
        <ParentQuestions
          itineraryId={it.id}
          canAnswer={!it.specialist || it.specialist.id === session?.id}
        />
      )}
    />
  );
}
