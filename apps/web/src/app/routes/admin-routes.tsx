import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '../guards/require-role';
import { paths } from '../../lib/paths';

/** The admin area (role Admin). Its sign-in page is an auth route. */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.home,
    element: <RequireRole role="Admin" />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../features/admin-home/admin-home-page')).AdminHomePage,
        }),
      },
      {
        path: paths.admin.providers,
        lazy: async () => ({
          Component: (await import('../../features/admin-providers/pages/admin-providers-page'))
            .AdminProvidersPage,
        }),
      },
      {
        path: paths.admin.provider.pattern,
        lazy: async () => ({
          Component: (await import('../../features/admin-providers/pages/admin-provider-page'))
            .AdminProviderPage,
        }),
      },
      {
        path: paths.admin.payouts,
        lazy: async () => ({
          Component: (await import('../../features/payouts/pages/admin-payouts-page'))
            .AdminPayoutsPage,
        }),
      },
      {
        path: paths.admin.cancellations,
        lazy: async () => ({
          Component: (await import('../../features/cancellations/pages/admin-cancellations-page'))
            .AdminCancellationsPage,
        }),
      },
      {
        path: paths.admin.dashboard,
        lazy: async () => ({
          Component: (await import('../../features/admin-dashboard/pages/admin-dashboard-page'))
            .AdminDashboardPage,
        }),
      },
      {
        path: paths.admin.staff,
        lazy: async () => ({
          Component: (await import('../../features/admin-staff/pages/admin-staff-page'))
            .AdminStaffPage,
        }),
      },
      {
        path: paths.admin.taxonomy,
        lazy: async () => ({
          Component: (await import('../../features/admin-taxonomy/pages/admin-taxonomy-page'))
            .AdminTaxonomyPage,
        }),
      },
      {
        path: paths.admin.audit,
        lazy: async () => ({
          Component: (await import('../../features/admin-audit/pages/admin-audit-page'))
            .AdminAuditPage,
        }),
      },
      {
        path: paths.admin.coupons,
        lazy: async () => ({
          Component: (await import('../../features/admin-coupons/pages/admin-coupons-page'))
            .AdminCouponsPage,
        }),
      },
    ],
  },
];
