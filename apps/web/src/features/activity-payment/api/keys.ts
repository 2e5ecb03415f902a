/**
 * Query keys of the payment pages. The itineraries' keys are the parent-itineraries feature's
 * own (['parent-itineraries', …]): the same answers, cached once, and the itinerary channel's
 * real-time event (a payment fulfilled) invalidates them for these pages too.
 */
export const paymentKeys = {
  itineraries: ['parent-itineraries'] as const,
  list: () => [...paymentKeys.itineraries, 'list'] as const,
  detail: (id: number) => [...paymentKeys.itineraries, 'detail', id] as const,
  localCheckout: (id: string) => ['local-checkout', id] as const,
  /** The family's waitlist entries (decision 0063). */
  waitlist: () => ['waitlist'] as const,
  /** The waivers an itinerary asks for and the child's signatures. */
  allWaivers: () => ['itinerary-waivers'] as const,
  waivers: (itineraryId: number) => [...paymentKeys.allWaivers(), itineraryId] as const,
  /** The signing mutations (of every itinerary, then of one). */
  signings: () => ['waiver-signing'] as const,
  signing: (itineraryId: number) => [...paymentKeys.signings(), itineraryId] as const,
};
