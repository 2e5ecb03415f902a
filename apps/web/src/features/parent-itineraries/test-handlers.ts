import type { ParentItineraryList } from '@camp/shared/parent-itinerary';
import { apiRoute, type Answer } from '../../test-server';

/** The parent's itineraries' endpoints, answered with the shared types. */
export const parentItinerariesApi = {
  /** GET /api/v1/parents/itineraries → { itineraries }, newest first. */
  list: (answer: Answer<null, ParentItineraryList>) =>
    apiRoute('get', '/api/v1/parents/itineraries', answer),
};
