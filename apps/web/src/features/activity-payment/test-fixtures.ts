import type { ActivityPaymentStatus } from '@camp/shared/enums';
import type { LocalCheckout } from '@camp/shared/checkout';
import type { ParentItinerary } from '@camp/shared/parent-itinerary';
import type { ItineraryWaiver, WaiverSignature } from '@camp/shared/waivers';
import {
  makeActivityCard,
  makeItineraryActivity,
  makeParentItinerary,
} from '../../test-itineraries';

/**
 * An approved itinerary of Emma's with two providers' activities payable (Robotics $330, Art
 * $220), one paid (Swim $110) and one booked on the camp's page (Chess $90): ids 131, 132, 133,
 * 134. `statuses` overrides the activities' payment statuses in that order.
 */
export function approvedItinerary(
  over: Partial<ParentItinerary> = {},
  statuses: ActivityPaymentStatus[] = [
    'available_for_payment',
    'available_for_payment',
    'paid',
    'booking_not_available',
  ],
): ParentItinerary {
  const cards = [
    makeActivityCard({ id: 31, name: 'Robotics Camp', price: 300, fee: 30 }),
    makeActivityCard({
      id: 32,
      name: 'Art Studio',
      provider_id: 7,
      provider_name: 'Raleigh Art House',
      price: 200,
      fee: 20,
    }),
    makeActivityCard({ id: 33, name: 'Swim Week', price: 100, fee: 10 }),
    makeActivityCard({
      id: 34,
      name: 'Chess Club',
      provider_id: 9,
      provider_name: 'Knight Moves',
      price: 90,
      fee: 0,
      url: 'https://chess.example/club',
    }),
  ];
  return makeParentItinerary({
    id: 5,
    status: 'approved',
    activities: cards,
    itinerary_activities: cards.map((a, i) =>
      makeItineraryActivity(a, { payment_status: statuses[i] ?? 'available_for_payment' }),
    ),
    totals: { total: 750, online_payment: 660 },
    ...over,
  });
}

/**
 * Emma's itinerary with Art Studio (132, $220) paid and then canceled with a full refund
 * (decision 0072): Robotics payable, Swim paid, Chess on its camp page. The API's total leaves
 * the canceled place out.
 */
export function withCanceledArt(refundedCents = 22_000): ParentItinerary {
  const it = approvedItinerary({ totals: { total: 530, online_payment: 440 } }, [
    'available_for_payment',
    'canceled',
    'paid',
    'booking_not_available',
  ]);
  return {
    ...it,
    itinerary_activities: it.itinerary_activities.map((item) =>
      item.id === 132
        ? { ...item, cancellation: { paid_cents: 22_000, refunded_cents: refundedCents } }
        : item,
    ),
  };
}

export function makeLocalCheckout(over: Partial<LocalCheckout> = {}): LocalCheckout {
  return {
    id: 'cs_local_abc',
    status: 'open',
    amount_cents: 55_050,
    list_amount_cents: 55_050,
    currency: 'usd',
    expires_at: '2026-07-01T15:30:00.000Z',
    return_url: 'http://localhost/profile/itineraries?payment=success&session=cs_local_abc',
    cancel_url: 'http://localhost/profile/payment/5',
    items: [
      {
        itinerary_activity_id: 131,
        name: 'Robotics Camp',
        provider_name: 'Oak City Makers Lab',
        child_name: 'Emma',
        amount_cents: 33_050,
        discount: null,
        list_amount_cents: 33_050,
        discount_cents: 0,
      },
      {
        itinerary_activity_id: 132,
        name: 'Art Studio',
        provider_name: 'Raleigh Art House',
        child_name: 'Emma',
        amount_cents: 22_000,
        discount: null,
        list_amount_cents: 22_000,
        discount_cents: 0,
      },
    ],
    ...over,
  };
}

/** Pine Lake Camp's required written waiver (version 2) for the 2027 season, signed or not. */
export function itineraryWaiver(
  signature: WaiverSignature | null = null,
  over: Partial<ItineraryWaiver> = {},
): ItineraryWaiver {
  return {
    program_id: 7,
    program_name: 'Pine Lake Camp',
    season: 2027,
    activity_names: ['Robotics Camp'],
    waiver: {
      id: 3,
      version: 2,
      title: 'Pine waiver',
      kind: 'text',
      body: 'I allow my child to take part.',
      document: null,
      document_url: null,
      document_filename: null,
      sha256: 'a'.repeat(64),
      required: true,
      created_at: '2026-11-01T00:00:00.000Z',
    },
    signature,
    ...over,
  };
}

/** Jamie Fox's signature of that waiver for Emma, on `signedOn`. */
export function waiverSignature(
  signedOn: string,
  over: Partial<WaiverSignature> = {},
): WaiverSignature {
  return {
    id: 11,
    program_id: 7,
    program_name: 'Pine Lake Camp',
    child_name: 'Emma',
    parent_name: 'Jamie Fox',
    signer_name: 'Jamie Fox',
    signed_on: signedOn,
    signed_at: '2026-11-28T12:00:00.000Z',
    season: 2027,
    waiver_version: 2,
    document_sha256: 'a'.repeat(64),
    current: true,
    pdf_path: '/api/v1/waiver_signatures/11/pdf',
    ...over,
  };
}
