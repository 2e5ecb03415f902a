// Public entry of the waitlist module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { waitlistOfferExpiryTask } from './offer-expiry-worker.js';
export { waitlistRoutes } from './routes.js';
export {
  leaveAllOfParent,
  leaveWithItineraryActivity,
  offerFreedSeats,
  offeredPlace,
  offeredPlaces,
  replacingCheckout,
  seatFreed,
  seatsHeldByOffers,
  takeSeatForCheckout,
} from './service.js';
