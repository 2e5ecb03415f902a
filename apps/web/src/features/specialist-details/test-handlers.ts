import type {
  ActivityNoteUpdate,
  ProviderNoteUpdate,
  SpecialistActivityResponse,
  SpecialistProviderResponse,
  SpecialistProviderUpdateResponse,
} from '@camp/shared/specialist-details';
import type {
  AddItineraryActivityInput,
  AddItineraryActivityResponse,
} from '@camp/shared/specialist-itinerary';
import { apiRoute, type Answer } from '../../test-server';

/** The specialist's activity and provider pages' endpoints, answered with the shared types. */
export const specialistDetailsApi = {
  /** GET /api/v1/specialists/activities/:id. */
  activity: (answer: Answer<null, SpecialistActivityResponse>) =>
    apiRoute('get', '/api/v1/specialists/activities/:id', answer),
  /** PUT /api/v1/specialists/activities/:id { activity: { specialist_notes } }. */
  activityNote: (answer: Answer<ActivityNoteUpdate, SpecialistActivityResponse>) =>
    apiRoute('put', '/api/v1/specialists/activities/:id', answer),
  /** GET /api/v1/specialists/activity_providers/:id?page=&itinerary_id=. */
  provider: (answer: Answer<null, SpecialistProviderResponse>) =>
    apiRoute('get', '/api/v1/specialists/activity_providers/:id', answer),
  /** PUT /api/v1/specialists/activity_providers/:id { activity_provider: { specialist_notes } }. */
  providerNote: (answer: Answer<ProviderNoteUpdate, SpecialistProviderUpdateResponse>) =>
    apiRoute('put', '/api/v1/specialists/activity_providers/:id', answer),
  /** POST /api/v1/specialists/itinerary_activities → 201. */
  addToItinerary: (answer: Answer<AddItineraryActivityInput, AddItineraryActivityResponse>) =>
    apiRoute('post', '/api/v1/specialists/itinerary_activities', answer),
};
