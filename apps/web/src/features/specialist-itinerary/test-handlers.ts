import type {
  ItineraryMessageInput,
  SendItineraryInput,
  SpecialistItineraryResponse,
} from '@camp/shared/specialist-itinerary';
import type { ChildProfile } from '@camp/shared/child-profile';
import { apiRoute, type Answer } from '../../test-server';

/** The specialist's itinerary page's endpoints, answered with the shared types. */
export const specialistItineraryApi = {
  /** GET /api/v1/specialists/itineraries/:id. */
  itinerary: (answer: Answer<null, SpecialistItineraryResponse>) =>
    apiRoute('get', '/api/v1/specialists/itineraries/:id', answer),
  /** DELETE /api/v1/specialists/itinerary_activities/:id → the whole itinerary. */
  removeActivity: (answer: Answer<null, SpecialistItineraryResponse>) =>
    apiRoute('delete', '/api/v1/specialists/itinerary_activities/:id', answer),
  /** POST /api/v1/specialists/itineraries/:id/send_to_parent { alternate_request }. */
  send: (answer: Answer<SendItineraryInput, SpecialistItineraryResponse>) =>
    apiRoute('post', '/api/v1/specialists/itineraries/:id/send_to_parent', answer),
  /** POST /api/v1/specialists/itineraries/:id/message { message }. */
  message: (answer: Answer<ItineraryMessageInput, SpecialistItineraryResponse>) =>
    apiRoute('post', '/api/v1/specialists/itineraries/:id/message', answer),
  /** GET /api/v1/specialists/children/:id (audited; another family's child: 404). */
  childProfile: (answer: Answer<null, ChildProfile>) =>
    apiRoute('get', '/api/v1/specialists/children/:id', answer),
};
