/** Query keys of the itineraries friends shared with this parent (a real-time event invalidates `all`). */
export const friendsItineraryKeys = {
  all: ['friends-itineraries'] as const,
  list: () => [...friendsItineraryKeys.all, 'list'] as const,
};
