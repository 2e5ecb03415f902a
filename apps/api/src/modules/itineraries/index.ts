// Public entry of the itineraries module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { friendsItineraryRoutes } from './friends/routes.js';
export { parentItineraryRoutes } from './parent/routes.js';
export { specialistItineraryRoutes } from './specialist/routes.js';
export { assertClashesKept } from './specialist/rules.js';
export { itineraryForMatch } from './specialist/use-cases/itinerary-for-match.js';
export { parentCalendarRoutes } from './calendar/routes.js';
export { forgetFeedInTx } from './calendar/service.js';
export { specialistDashboardRoutes } from './queue/routes.js';
