import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireRole } from '../guards/require-role';
import { directorGate } from '../../features/director-onboarding/gate';

/**
 * The camp-director area (role CampDirector, confirmed). Its sign-in, sign-up, password and
 * login-link pages are auth routes. The registration status gate (second document, section 4)
 * comes with the director pages, as RequireRole's `gate`.
 */
export const directorRoutes: RouteObject[] = [
  {
    path: 'camp-director',
    element: <RequireRole role="CampDirector" gate={directorGate} />,
    children: [
      // The area base: the gate above sends a director who is not validated with a ready
      // payment account to the right onboarding step; everyone else sees the programs list.
      { index: true, element: <Navigate to="/camp-director/programs" replace /> },
      {
        path: 'orders',
        lazy: async () => ({
          Component: (await import('./director-orders-route')).DirectorOrdersRoute,
        }),
      },
      {
        path: 'payouts',
        lazy: async () => ({
          Component: (await import('../../features/payouts/pages/director-payouts-page'))
            .DirectorPayoutsPage,
        }),
      },
      {
        path: 'profile',
        lazy: async () => ({
          Component: (await import('../../features/director-profile/pages/director-profile-page'))
            .DirectorProfilePage,
        }),
      },
      {
        path: 'programs',
        lazy: async () => ({
          Component: (await import('../../features/director-programs/pages/programs-page'))
            .ProgramsPage,
        }),
      },
      {
        path: 'create-program',
        lazy: async () => ({
          Component: (await import('../../features/director-programs/pages/create-program-page'))
            .CreateProgramPage,
        }),
      },
      {
        // The program page's Activities tab is the activities feature's panel.
        path: 'program/:id',
        lazy: async () => {
          const [{ ProgramPage }, { ProgramActivitiesPanel }] = await Promise.all([
            import('../../features/director-programs/pages/program-page'),
            import('../../features/director-activities/components/program-activities-panel'),
          ]);
          return {
            Component: () => (
              <ProgramPage
                renderActivities={(programId) => <ProgramActivitiesPanel programId={programId} />}
              />
            ),
          };
        },
      },
      {
        path: 'program/:id/create-activity',
        lazy: async () => ({
          Component: (await import('../../features/director-activities/pages/activity-form-pages'))
            .CreateActivityPage,
        }),
      },
      {
        path: 'program/:id/edit-activity/:activityId',
        lazy: async () => ({
          Component: (await import('../../features/director-activities/pages/activity-form-pages'))
            .EditActivityPage,
        }),
      },
      {
        path: 'program/:id/duplicate-activity/:activityId',
        lazy: async () => ({
          Component: (await import('../../features/director-activities/pages/activity-form-pages'))
            .DuplicateActivityPage,
        }),
      },
      // Onboarding (second document, section 4): the gate above routes by registration status.
      {
        path: 'provider',
        lazy: async () => ({
          Component: (await import('../../features/director-onboarding/pages/provider-page'))
            .ProviderPage,
        }),
      },
      {
        path: 'congratulations',
        lazy: async () => ({
          Component: (await import('../../features/director-onboarding/pages/congratulations-page'))
            .CongratulationsPage,
        }),
      },
      {
        path: 'stripe',
        lazy: async () => ({
          Component: (await import('../../features/director-onboarding/pages/stripe-page'))
            .StripePage,
        }),
      },
      {
        path: 'check-status',
        lazy: async () => ({
          Component: (await import('../../features/director-onboarding/pages/check-status-page'))
            .CheckStatusPage,
        }),
      },
      {
        path: 'stripe-pending',
        lazy: async () => ({
          Component: (await import('../../features/director-onboarding/pages/stripe-result-pages'))
            .StripePendingPage,
        }),
      },
      {
        path: 'stripe-failure',
        lazy: async () => ({
          Component: (await import('../../features/director-onboarding/pages/stripe-result-pages'))
            .StripeFailurePage,
        }),
      },
      {
        path: 'local-onboarding',
        lazy: async () => ({
          Component: (
            await import('../../features/director-onboarding/pages/local-onboarding-page')
          ).LocalOnboardingPage,
        }),
      },
      {
        // The simulator's page of a ready payment account (the profile's 'Stripe' button).
        path: 'local-account',
        lazy: async () => ({
          Component: (await import('../../features/director-onboarding/pages/local-account-page'))
            .LocalAccountPage,
        }),
      },
      // Unknown paths inside the area lead to the area base (second document, section 2).
      { path: '*', element: <Navigate to="/camp-director" replace /> },
    ],
  },
];
