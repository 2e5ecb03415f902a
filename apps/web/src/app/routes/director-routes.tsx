import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireRole } from '../guards/require-role';
import { directorGate } from '../../features/director-onboarding/gate';
import { paths } from '../../lib/paths';

/**
 * The camp-director area (role CampDirector, confirmed). Its sign-in, sign-up, password and
 * login-link pages are auth routes. The registration status gate (docs/decisions/0013)
 * comes with the director pages, as RequireRole's `gate`.
 */
export const directorRoutes: RouteObject[] = [
  {
    path: paths.director.home,
    element: <RequireRole role="CampDirector" gate={directorGate} />,
    children: [
      {
        // The standing banner above every page of the area loads with the area.
        lazy: async () => ({
          Component: (await import('../../features/director-home/standing-banner')).DirectorArea,
        }),
        children: [
          // The area base: the gate above sends a director who is not validated with a ready
          // payment account to the right onboarding step; everyone else sees the programs list.
          { index: true, element: <Navigate to={paths.director.programs} replace /> },
          {
            path: paths.director.orders,
            lazy: async () => ({
              Component: (await import('./director-orders-route')).DirectorOrdersRoute,
            }),
          },
          {
            path: paths.director.payouts,
            lazy: async () => ({
              Component: (await import('../../features/payouts/pages/director-payouts-page'))
                .DirectorPayoutsPage,
            }),
          },
          {
            path: paths.director.profile,
            lazy: async () => ({
              Component: (
                await import('../../features/director-profile/pages/director-profile-page')
              ).DirectorProfilePage,
            }),
          },
          {
            path: paths.director.programs,
            lazy: async () => ({
              Component: (await import('../../features/director-programs/pages/programs-page'))
                .ProgramsPage,
            }),
          },
          {
            path: paths.director.createProgram,
            lazy: async () => ({
              Component: (
                await import('../../features/director-programs/pages/create-program-page')
              ).CreateProgramPage,
            }),
          },
          {
            // The program page's Activities tab is the activities feature's panel.
            path: paths.director.program.pattern,
            lazy: async () => {
              const [{ ProgramPage }, { ProgramActivitiesPanel }] = await Promise.all([
                import('../../features/director-programs/pages/program-page'),
                import('../../features/director-activities/components/program-activities-panel'),
              ]);
              return {
                Component: () => (
                  <ProgramPage
                    renderActivities={(programId) => (
                      <ProgramActivitiesPanel programId={programId} />
                    )}
                  />
                ),
              };
            },
          },
          {
            path: paths.director.createActivity.pattern,
            lazy: async () => ({
              Component: (
                await import('../../features/director-activities/pages/activity-form-pages')
              ).CreateActivityPage,
            }),
          },
          {
            path: paths.director.editActivity.pattern,
            lazy: async () => ({
              Component: (
                await import('../../features/director-activities/pages/activity-form-pages')
              ).EditActivityPage,
            }),
          },
          {
            path: paths.director.duplicateActivity.pattern,
            lazy: async () => ({
              Component: (
                await import('../../features/director-activities/pages/activity-form-pages')
              ).DuplicateActivityPage,
            }),
          },
          {
            path: paths.director.activityRoster.pattern,
            lazy: async () => ({
              Component: (await import('../../features/director-roster/pages/roster-page'))
                .RosterPage,
            }),
          },
          // Onboarding (decision 0013): the gate above routes by registration status.
          {
            path: paths.director.provider,
            lazy: async () => ({
              Component: (await import('../../features/director-onboarding/pages/provider-page'))
                .ProviderPage,
            }),
          },
          {
            path: paths.director.congratulations,
            lazy: async () => ({
              Component: (
                await import('../../features/director-onboarding/pages/congratulations-page')
              ).CongratulationsPage,
            }),
          },
          {
            path: paths.director.stripe,
            lazy: async () => ({
              Component: (await import('../../features/director-onboarding/pages/stripe-page'))
                .StripePage,
            }),
          },
          {
            path: paths.director.checkStatus,
            lazy: async () => ({
              Component: (
                await import('../../features/director-onboarding/pages/check-status-page')
              ).CheckStatusPage,
            }),
          },
          {
            path: paths.director.stripePending,
            lazy: async () => ({
              Component: (
                await import('../../features/director-onboarding/pages/stripe-result-pages')
              ).StripePendingPage,
            }),
          },
          {
            path: paths.director.stripeFailure,
            lazy: async () => ({
              Component: (
                await import('../../features/director-onboarding/pages/stripe-result-pages')
              ).StripeFailurePage,
            }),
          },
          {
            path: paths.director.localOnboarding,
            lazy: async () => ({
              Component: (
                await import('../../features/director-onboarding/pages/local-onboarding-page')
              ).LocalOnboardingPage,
            }),
          },
          {
            // The simulator's page of a ready payment account (the profile's 'Stripe' button).
            path: paths.director.localAccount,
            lazy: async () => ({
              Component: (
                await import('../../features/director-onboarding/pages/local-account-page')
              ).LocalAccountPage,
            }),
          },
          // Unknown paths inside the area lead to the area base.
          { path: '*', element: <Navigate to={paths.director.home} replace /> },
        ],
      },
    ],
  },
];
