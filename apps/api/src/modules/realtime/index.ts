// Public entry of the realtime module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { type ChatAccess, chatAccess } from './chat-access.js';
export { publishChatEvent } from './chat-events.js';
export { publishDirectorOrdersEvent } from './director-orders-events.js';
export { SPECIALISTS_BUS_CHANNEL, publishItineraryEvent } from './itinerary-events.js';
export { default as realtimePlugin } from './plugin.js';
export { realtimeRoutes } from './routes.js';
