import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '../guards/require-role';

/** The admin area (role Admin). Its sign-in page is an auth route. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    element: <RequireRole role="Admin" />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../features/admin-home/admin-home-page')).AdminHomePage,
        }),
      },
      {
        path: 'providers',
        lazy: async () => ({
          Component: (await import('../../features/admin-providers/pages/admin-providers-page'))
            .AdminProvidersPage,
        }),
      },
      {
        path: 'payouts',
        lazy: async () => ({
          Component: (await import('../../features/payouts/pages/admin-payouts-page'))
            .AdminPayoutsPage,
        }),
      },
      {
        path: 'cancellations',
        lazy: async () => ({
          Component: (await import('../../features/cancellations/pages/admin-cancellations-page'))
            .AdminCancellationsPage,
        }),
      },
    ],
  },
];
