import type { RouteObject } from 'react-router-dom';
import { paths } from '../../lib/paths';

/** Development tools. The API answers them only outside production. */
export const devRoutes: RouteObject[] = [
  {
    path: paths.devMailbox,
    lazy: async () => ({
      Component: (await import('../../features/dev-mailbox/mailbox-page')).MailboxPage,
    }),
  },
];
