import type { RouteObject } from 'react-router-dom';
import { RequireRole, type GuardHandle } from '../guards/require-role';

/** The parent area (role Parent, confirmed). */
export const parentRoutes: RouteObject[] = [
  {
    element: <RequireRole role="Parent" />,
    children: [
      {
        path: 'profile',
        // The profile is where a parent without a package sees 'Not Subscribed' and can upgrade.
        handle: { allowWithoutPackage: true } satisfies GuardHandle,
        lazy: async () => ({
          Component: (await import('../../features/parent-home/profile-page')).ProfilePage,
        }),
      },
    ],
  },
];
