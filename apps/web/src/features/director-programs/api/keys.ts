/** Query keys of the director's programs and the interest options. */
export const programKeys = {
  all: ['director-programs'] as const,
  lists: () => [...programKeys.all, 'list'] as const,
  page: (page: number) => [...programKeys.lists(), page] as const,
  detail: (id: number) => [...programKeys.all, 'detail', id] as const,
  interests: ['director-interests'] as const,
};
