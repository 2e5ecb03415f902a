import { isPayable } from '@camp/shared/checkout';
import type { ParentItinerary, ParentItineraryActivity } from '@camp/shared/parent-itinerary';

/** What the parent pays for one itinerary activity, in dollars: its price plus its fee. */
export const activityAmount = (item: ParentItineraryActivity): number =>
  item.activity.price + item.activity.fee;

const sum = (items: ParentItineraryActivity[]) =>
  items.reduce((total, item) => total + activityAmount(item), 0);

export interface PaymentSummary {
  /** Can go into a checkout now (available_for_payment, decision 0056). */
  payable: ParentItineraryActivity[];
  paid: ParentItineraryActivity[];
  /** Booked on the provider's own site ('Open camp page'): booking_not_available. */
  onCampPage: ParentItineraryActivity[];
  /** Not payable here right now: full or started (booking_available), or not yet approved. */
  unavailable: ParentItineraryActivity[];
  /** Dollars. */
  payableTotal: number;
  paidTotal: number;
}

/** The itinerary's activities split by what the parent can do with each. */
export function paymentSummary(it: Pick<ParentItinerary, 'itinerary_activities'>): PaymentSummary {
  const items = it.itinerary_activities;
  const payable = items.filter((i) => isPayable(i.payment_status));
  const paid = items.filter((i) => i.payment_status === 'paid');
  const onCampPage = items.filter((i) => i.payment_status === 'booking_not_available');
  const unavailable = items.filter(
    (i) => !payable.includes(i) && !paid.includes(i) && !onCampPage.includes(i),
  );
  return {
    payable,
    paid,
    onCampPage,
    unavailable,
    payableTotal: sum(payable),
    paidTotal: sum(paid),
  };
}

/** The itinerary's payment summary page. */
export const paymentPath = (itineraryId: number) => `/profile/payment/${itineraryId}`;
export const PAYMENTS_PATH = '/profile/payment';
export const ITINERARIES_PATH = '/profile/itineraries';
