/** Query keys of the specialist's catalog search. */
export const searchKeys = {
  all: ['specialist-search'] as const,
  results: (query: string) => [...searchKeys.all, 'results', query] as const,
};
