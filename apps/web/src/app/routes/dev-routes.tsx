import type { RouteObject } from 'react-router-dom';

/** Development tools. The API answers them only outside production. */
export const devRoutes: RouteObject[] = [
  {
    path: 'dev/mailbox',
    lazy: async () => ({
      Component: (await import('../../features/dev-mailbox/mailbox-page')).MailboxPage,
    }),
  },
];
