import type {
  DashboardItinerary,
  DashboardList,
  DashboardUpdateInput,
} from '@camp/shared/specialist-dashboard';
import type { SpecialistItineraryResponse } from '@camp/shared/specialist-itinerary';
import { apiRoute, type Answer } from '../../test-server';

type ItineraryAnswer = { itinerary: DashboardItinerary };

/** The specialist dashboard's endpoints, answered with the shared types. */
export const dashboardApi = {
  /** GET /api/v1/specialists/itineraries?by_status=&page=&sort=. */
  list: (answer: Answer<null, DashboardList>) =>
    apiRoute('get', '/api/v1/specialists/itineraries', answer),
  /** GET /api/v1/specialists/itineraries/:id/apply (assign to me). */
  apply: (answer: Answer<null, ItineraryAnswer>) =>
    apiRoute('get', '/api/v1/specialists/itineraries/:id/apply', answer),
  /** PUT /api/v1/specialists/itineraries/:id { itinerary_action, acknowledged_clashes? }. */
  update: (answer: Answer<DashboardUpdateInput, ItineraryAnswer>) =>
    apiRoute('put', '/api/v1/specialists/itineraries/:id', answer),
  /** GET /api/v1/specialists/itineraries/:id: the approve dialog reads the schedule checks. */
  itinerary: (answer: Answer<null, SpecialistItineraryResponse>) =>
    apiRoute('get', '/api/v1/specialists/itineraries/:id', answer),
};
