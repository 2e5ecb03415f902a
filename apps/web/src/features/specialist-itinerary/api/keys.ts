/** Query keys of the specialist's itineraries as the review page reads them. */
export const itineraryKeys = {
  all: ['specialist-itinerary'] as const,
  detail: (id: number) => [...itineraryKeys.all, 'detail', id] as const,
};
