/** Query keys of the parent's itineraries (a real-time event invalidates `all`). */
export const parentItineraryKeys = {
  all: ['parent-itineraries'] as const,
  list: () => [...parentItineraryKeys.all, 'list'] as const,
  detail: (id: number) => [...parentItineraryKeys.all, 'detail', id] as const,
};
