import type {
  ParentItineraryList,
  ParentItineraryResponse,
  ParentItineraryUpdateInput,
} from '@camp/shared/parent-itinerary';
import type { ParentAttendance } from '@camp/shared/attendance';
import { apiRoute, type Answer } from '../../test-server';

/** The parent's itineraries' endpoints, answered with the shared types. */
export const parentItinerariesApi = {
  /** GET /api/v1/parents/itineraries/:id/attendance → { attendance }, newest day first. */
  attendance: (answer: Answer<null, ParentAttendance>) =>
    apiRoute('get', '/api/v1/parents/itineraries/:id/attendance', answer),
  /** GET /api/v1/parents/itineraries → { itineraries }, newest first. */
  list: (answer: Answer<null, ParentItineraryList>) =>
    apiRoute('get', '/api/v1/parents/itineraries', answer),
  /** PUT /api/v1/parents/itineraries/:id { id, itinerary } → { itinerary }. */
  update: (answer: Answer<ParentItineraryUpdateInput, ParentItineraryResponse>) =>
    apiRoute('put', '/api/v1/parents/itineraries/:id', answer),
};
