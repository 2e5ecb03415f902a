import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '../guards/require-role';
import { SpecialistLayout } from '../layouts/specialist-layout';

/** The specialist area (role Specialist). Its sign-in page is an auth route. */
export const specialistRoutes: RouteObject[] = [
  {
    path: 'specialist',
    element: (
      <RequireRole role="Specialist">
        <SpecialistLayout />
      </RequireRole>
    ),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../features/specialist-dashboard/pages/dashboard-page'))
            .DashboardPage,
        }),
      },
      {
        path: 'itineraries/:id',
        lazy: async () => ({
          Component: (await import('./specialist-itinerary-route')).SpecialistItineraryRoute,
        }),
      },
      {
        path: 'activities/:id',
        lazy: async () => ({
          Component: (await import('../../features/specialist-details/pages/activity-page'))
            .ActivityPage,
        }),
      },
      {
        path: 'providers/:id',
        lazy: async () => ({
          Component: (await import('../../features/specialist-details/pages/provider-page'))
            .ProviderPage,
        }),
      },
      {
        path: 'search',
        lazy: async () => ({
          Component: (await import('./specialist-search-route')).SpecialistSearchRoute,
        }),
      },
    ],
  },
];
