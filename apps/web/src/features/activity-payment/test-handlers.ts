import type {
  CheckoutSessionRequestInput,
  CheckoutSessionResponse,
  LocalCheckoutCancelResponse,
  LocalCheckoutPayInput,
  LocalCheckoutPayResponse,
  LocalCheckoutResponse,
} from '@camp/shared/checkout';
import type {
  ChangePlanCardResponse,
  PayInstalmentAnswer,
  PaymentPlansResponse,
} from '@camp/shared/payment-plan';
import type { ParentItineraryList, ParentItineraryResponse } from '@camp/shared/parent-itinerary';
import type {
  JoinWaitlistInput,
  WaitlistEntriesResponse,
  WaitlistEntryResponse,
} from '@camp/shared/waitlist';
import type {
  ItineraryWaiversResponse,
  SignWaiverInput,
  WaiverSignature,
} from '@camp/shared/waivers';
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
  /** GET /api/v1/payment/plans?itinerary_id= → { plans } (decision 0065). */
  plans: (answer: Answer<null, PaymentPlansResponse>) =>
    apiRoute('get', '/api/v1/payment/plans', answer),
  /**
   * POST /api/v1/payment/plans/{id}/instalments/{instalment_id}/pay → { plan } | 402 (built-in
   * provider's card), or { url } of Stripe's Checkout page for a Stripe plan (decision 0071).
   */
  payInstalment: (
    answer: Answer<LocalCheckoutPayInput | Record<string, never>, PayInstalmentAnswer>,
  ) => apiRoute('post', '/api/v1/payment/plans/:id/instalments/:instalmentId/pay', answer),
  /** POST /api/v1/payment/plans/{id}/card → { url } of Stripe's setup-mode page (decision 0071). */
  changeCard: (answer: Answer<Record<string, never>, ChangePlanCardResponse>) =>
    apiRoute('post', '/api/v1/payment/plans/:id/card', answer),
  /** GET /api/v1/parents/waitlist_entries → { waitlist_entries }. */
  waitlist: (answer: Answer<null, WaitlistEntriesResponse>) =>
    apiRoute('get', '/api/v1/parents/waitlist_entries', answer),
  /** GET /api/v1/parents/itineraries/{id}/waivers → { child_name, waivers }. */
  waivers: (answer: Answer<null, ItineraryWaiversResponse>) =>
    apiRoute('get', '/api/v1/parents/itineraries/:id/waivers', answer),
  /** POST /api/v1/parents/itineraries/{id}/waiver_signatures → 201 { signature }. */
  signWaiver: (answer: Answer<SignWaiverInput, { signature: WaiverSignature }>) =>
    apiRoute('post', '/api/v1/parents/itineraries/:id/waiver_signatures', answer),
  /** POST /api/v1/parents/waitlist_entries → 201 { waitlist_entry }. */
  joinWaitlist: (answer: Answer<JoinWaitlistInput, WaitlistEntryResponse>) =>
    apiRoute('post', '/api/v1/parents/waitlist_entries', answer),
  /** DELETE /api/v1/parents/waitlist_entries/{id} → 204. */
  leaveWaitlist: (answer: Answer<null, null>) =>
    apiRoute('delete', '/api/v1/parents/waitlist_entries/:id', answer),
};
