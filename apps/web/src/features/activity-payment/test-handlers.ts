import type {
  CheckoutSessionRequestInput,
  CheckoutSessionResponse,
  LocalCheckoutCancelResponse,
  LocalCheckoutPayInput,
  LocalCheckoutPayResponse,
  LocalCheckoutResponse,
} from '@camp/shared/checkout';
import type { ParentItineraryList, ParentItineraryResponse } from '@camp/shared/parent-itinerary';
import { apiRoute, type Answer } from '../../test-server';

/** The payment pages' endpoints, answered with the shared types. */
export const activityPaymentApi = {
  /** GET /api/v1/parents/itineraries → { itineraries }. */
  itineraries: (answer: Answer<null, ParentItineraryList>) =>
    apiRoute('get', '/api/v1/parents/itineraries', answer),
  /** GET /api/v1/parents/itineraries/{id} → { itinerary }. */
  itinerary: (answer: Answer<null, ParentItineraryResponse>) =>
    apiRoute('get', '/api/v1/parents/itineraries/:id', answer),
  /** POST /api/v1/payment/checkout_sessions → 201 { url, checkout_session_id }. */
  startCheckout: (answer: Answer<CheckoutSessionRequestInput, CheckoutSessionResponse>) =>
    apiRoute('post', '/api/v1/payment/checkout_sessions', answer),
  /** GET /api/v1/payment/local_checkout/{id} → { checkout }. */
  localCheckout: (answer: Answer<null, LocalCheckoutResponse>) =>
    apiRoute('get', '/api/v1/payment/local_checkout/:id', answer),
  /** POST /api/v1/payment/local_checkout/{id}/pay → { status: 'complete', redirect_url } | 402. */
  pay: (answer: Answer<LocalCheckoutPayInput, LocalCheckoutPayResponse>) =>
    apiRoute('post', '/api/v1/payment/local_checkout/:id/pay', answer),
  /** POST /api/v1/payment/local_checkout/{id}/cancel → { status: 'expired', redirect_url }. */
  cancel: (answer: Answer<null, LocalCheckoutCancelResponse>) =>
    apiRoute('post', '/api/v1/payment/local_checkout/:id/cancel', answer),
};
