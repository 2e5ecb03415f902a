import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '../guards/require-role';
import { paths } from '../../lib/paths';

/** The specialist area (role Specialist). Its sign-in page is an auth route. */
export const specialistRoutes: RouteObject[] = [
  {
    path: paths.specialist.home,
    element: <RequireRole role="Specialist" />,
    children: [
      {
        // The layout's socket and realtime schemas load with the area, never with public pages.
        lazy: async () => ({
          Component: (await import('../layouts/specialist-layout')).SpecialistLayout,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../../features/specialist-dashboard/pages/dashboard-page'))
                .DashboardPage,
            }),
          },
          {
            path: paths.specialist.itinerary.pattern,
            lazy: async () => ({
              Component: (await import('./specialist-itinerary-route')).SpecialistItineraryRoute,
            }),
          },
          {
            path: paths.specialist.activity.pattern,
            lazy: async () => ({
              Component: (await import('../../features/specialist-details/pages/activity-page'))
                .ActivityPage,
            }),
          },
          {
            path: paths.specialist.provider.pattern,
            lazy: async () => ({
              Component: (await import('../../features/specialist-details/pages/provider-page'))
                .ProviderPage,
            }),
          },
          {
            path: paths.specialist.search,
            lazy: async () => ({
              Component: (await import('./specialist-search-route')).SpecialistSearchRoute,
            }),
          },
        ],
      },
    ],
  },
];
