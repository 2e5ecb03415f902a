import type { RouteObject } from 'react-router-dom';

/** Marketing and static pages (home, about-us, faqs, terms, ...). */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('../../features/marketing/home-page')).HomePage,
    }),
  },
];
