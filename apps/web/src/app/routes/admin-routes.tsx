import type { RouteObject } from 'react-router-dom';
import { RequireRole, type AreaGate } from '../guards/require-role';
import { paths } from '../../lib/paths';

/**
 * An admin without two-step sign-in has a session that opens only its set-up: every admin page
 * leads there until it is done.
 */
export const adminTwoFactorGate: AreaGate = (session, pathname) =>
  session.two_factor_enrolment_required && pathname !== paths.admin.twoFactorSetup
    ? { to: paths.admin.twoFactorSetup }
    : null;

/** The admin area (role Admin). Its sign-in page is an auth route. */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.home,
    element: <RequireRole role="Admin" gate={adminTwoFactorGate} />,
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
        path: paths.admin.payments,
        lazy: async () => ({
          Component: (await import('../../features/admin-payments/pages/admin-payments-page'))
            .AdminPaymentsPage,
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
        path: paths.admin.families,
        lazy: async () => ({
          Component: (await import('../../features/admin-families/pages/admin-families-page'))
            .AdminFamiliesPage,
        }),
      },
      {
        path: paths.admin.family.pattern,
        lazy: async () => ({
          Component: (await import('../../features/admin-families/pages/admin-family-page'))
            .AdminFamilyPage,
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
        path: paths.admin.twoFactorSetup,
        lazy: async () => ({
          Component: (await import('../../features/auth/pages/two-factor-setup-page'))
            .TwoFactorSetupPage,
        }),
      },
      {
        path: paths.admin.twoFactor,
        lazy: async () => ({
          Component: (await import('../../features/auth/pages/two-factor-page')).TwoFactorPage,
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
