/** Query keys of the specialist's activity and provider pages. */
export const detailKeys = {
  all: ['specialist-details'] as const,
  activity: (id: number) => [...detailKeys.all, 'activity', id] as const,
  providers: (id: number) => [...detailKeys.all, 'provider', id] as const,
  provider: (id: number, page: number, itineraryId: number | null) =>
    [...detailKeys.providers(id), page, itineraryId] as const,
};
