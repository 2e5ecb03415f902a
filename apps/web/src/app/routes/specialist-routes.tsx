import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '../guards/require-role';

/** The specialist area (role Specialist). Its sign-in page is an auth route. */
export const specialistRoutes: RouteObject[] = [
  {
    path: 'specialist',
    element: <RequireRole role="Specialist" />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../features/specialist-home/dashboard-page')).DashboardPage,
        }),
      },
    ],
  },
];
