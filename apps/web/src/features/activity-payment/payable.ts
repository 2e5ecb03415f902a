import { isPayable } from '@camp/shared/checkout';
import type { ParentItinerary, ParentItineraryActivity } from '@camp/shared/parent-itinerary';
import { paths } from '../../lib/paths';

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
  /** Given up by the family (decision 0072): never payable again. */
  canceled: ParentItineraryActivity[];
  /** Not payable here right now: full, started, or not yet approved. */
  unavailable: ParentItineraryActivity[];
  /** Dollars: the places paid now. */
  payableTotal: number;
  paidTotal: number;
  /** Dollars paid for the places since canceled, and what of it came back. */
  canceledPaidTotal: number;
  refundedTotal: number;
}

/** The itinerary's activities split by what the parent can do with each. */
export function paymentSummary(it: Pick<ParentItinerary, 'itinerary_activities'>): PaymentSummary {
  const items = it.itinerary_activities;
  const payable = items.filter((i) => isPayable(i.payment_status));
  const paid = items.filter((i) => i.payment_status === 'paid');
  const onCampPage = items.filter((i) => i.payment_status === 'booking_not_available');
  const canceled = items.filter((i) => i.payment_status === 'canceled');
  const unavailable = items.filter(
    (i) =>
      !payable.includes(i) && !paid.includes(i) && !onCampPage.includes(i) && !canceled.includes(i),
  );
  const cents = (pick: (c: { paid_cents: number; refunded_cents: number }) => number) =>
    canceled.reduce((total, i) => total + (i.cancellation ? pick(i.cancellation) : 0), 0) / 100;
  return {
    payable,
    paid,
    onCampPage,
    canceled,
    unavailable,
    payableTotal: sum(payable),
    paidTotal: sum(paid),
    canceledPaidTotal: cents((c) => c.paid_cents),
    refundedTotal: cents((c) => c.refunded_cents),
  };
}

/** The itinerary's payment summary page. */
export const paymentPath = (itineraryId: number) => paths.parent.payment(itineraryId);
export const PAYMENTS_PATH = paths.parent.payments;
export const ITINERARIES_PATH = paths.parent.itineraries;
