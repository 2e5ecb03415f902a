import { useCallback } from 'react';
import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import type { CatalogActivity } from '@camp/shared/catalog-search';
import { isPlanningStatus } from '@camp/shared/specialist-itinerary';
import { ActivityCardTools } from '../../features/specialist-details/components/activity-card-tools';
import { ItineraryBlock } from '../../features/specialist-itinerary/components/itinerary-block';
import { itineraryQueryOptions } from '../../features/specialist-itinerary/api/itinerary';
import { useAddItineraryActivityMutation } from '../../features/specialist-itinerary/api/add-itinerary-activity';
import { useRemoveItineraryActivityMutation } from '../../features/specialist-itinerary/api/remove-itinerary-activity';
import {
  itineraryPagePath,
  NOT_FOUND_PATH,
} from '../../features/specialist-itinerary/pages/itinerary-page';
import { itineraryIdOf, SearchPage } from '../../features/specialist-search/pages/search-page';
import { paths } from '../../lib/paths';

/** Every search result carries the note buttons and the activity's and program's pages. */
const searchCardTools = (a: CatalogActivity, itineraryId: number | null) => (
  <ActivityCardTools
    activity={{ ...a, provider_id: a.activity_provider_id }}
    itineraryId={itineraryId}
    notes={{ activity: a.specialist_notes, provider: a.provider_specialist_notes }}
  />
);

export const NO_ITINERARY_TEXT =
  'To create itinerary for the parent and their child go to the dashboard tab.';

/**
 * /specialist/search: the catalog search (specialist-search) composed with the itinerary it
 * plans (specialist-itinerary), so neither feature reaches into the other.
 */
export function SpecialistSearchRoute() {
  const [params] = useSearchParams();
  const id = itineraryIdOf(params);
  if (params.has('itinerary_id') && id === null) return <Navigate to={NOT_FOUND_PATH} replace />;
  if (id === null) {
    return (
      <SearchPage
        cardTools={searchCardTools}
        side={
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <Typography sx={{ mb: 2 }}>{NO_ITINERARY_TEXT}</Typography>
            <Button component={RouterLink} to={paths.specialist.home} variant="contained" fullWidth>
              Go to the dashboard
            </Button>
          </Paper>
        }
      />
    );
  }
  return <PlanningSearch id={id} />;
}

function PlanningSearch({ id }: { id: number }) {
  const itinerary = useQuery(itineraryQueryOptions(id));
  const add = useAddItineraryActivityMutation();
  const remove = useRemoveItineraryActivityMutation();
  const { mutateAsync: addAsync } = add;
  // The same function across renders: the search's cards render again only for their own state.
  const addActivity = useCallback(
    (activityId: number) => addAsync({ itinerary_id: id, activity_id: activityId }),
    [addAsync, id],
  );
  // A load failure of the itinerary goes to notFound.
  if (itinerary.isError) return <Navigate to={NOT_FOUND_PATH} replace />;
  const it = itinerary.data;
  const point = it?.coordinates;
  const planning = isPlanningStatus(it?.status ?? 'draft');
  return (
    <SearchPage
      cardTools={searchCardTools}
      center={point ? [point.latitude, point.longitude] : null}
      planning={
        it && planning
          ? {
              itineraryId: id,
              addedActivityIds: new Set(it.itinerary_activities.map((i) => i.activity.id)),
              addActivity,
            }
          : undefined
      }
      side={
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1.5 }}>
            Itinerary
          </Typography>
          {!it ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
              <CircularProgress aria-label="Loading the itinerary" />
            </Box>
          ) : (
            <>
              <Typography variant="body2">
                Parent: {it.parent.name} ({it.parent.email})
              </Typography>
              {it.child && (
                <Typography variant="body2">
                  Child: {it.child.first_name}
                  {it.child.age !== null ? `, age ${it.child.age}` : ''}
                </Typography>
              )}
              {it.location && <Typography variant="body2">Location: {it.location}</Typography>}
              {it.change_requests.length > 0 && (
                <Box sx={{ mt: 1.5 }}>
                  <Typography variant="subtitle2">Change requests</Typography>
                  {it.change_requests.map((r) => (
                    <Typography key={r.id} variant="body2">
                      {r.activity.name}: {r.reason.split(',').join(', ')}
                      {r.more_information ? ` (${r.more_information})` : ''}
                      {r.resolved_at ? ' · Resolved' : ' · Pending'}
                    </Typography>
                  ))}
                </Box>
              )}
              <Button
                component={RouterLink}
                to={itineraryPagePath(id)}
                size="small"
                sx={{ mt: 1, ml: -1 }}
              >
                Questionnaire and details
              </Button>
              <Box sx={{ mt: 2 }}>
                <ItineraryBlock
                  itinerary={it}
                  activityTools={(a) => <ActivityCardTools activity={a} itineraryId={id} />}
                  onRemove={planning ? (itemId) => remove.mutate(itemId) : undefined}
                  removingId={remove.isPending ? (remove.variables ?? null) : null}
                  prepareTo={planning ? itineraryPagePath(id, true) : undefined}
                />
              </Box>
            </>
          )}
        </Paper>
      }
    />
  );
}
