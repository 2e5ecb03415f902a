/** Query keys of the parent's packages and checkout. */
export const packageKeys = {
  all: ['packages'] as const,
  list: () => [...packageKeys.all, 'list'] as const,
};
