/** Query keys of MIA's conversations (a reconnect of the socket invalidates `all`). */
export const miaKeys = {
  all: ['mia'] as const,
  messages: (itineraryId: number) => [...miaKeys.all, 'messages', itineraryId] as const,
  /** The specialist's pending hand-overs of one itinerary. */
  questions: (itineraryId: number) => [...miaKeys.all, 'questions', itineraryId] as const,
};
