import type { RouteObject } from 'react-router-dom';
import { RequireRole, type GuardHandle } from '../guards/require-role';
import { ParentLayout } from '../layouts/parent-layout';

/** The parent area (role Parent, confirmed), listening to the itinerary channel. */
export const parentRoutes: RouteObject[] = [
  {
    element: (
      <RequireRole role="Parent">
        <ParentLayout />
      </RequireRole>
    ),
    children: [
      {
        path: 'profile',
        // The profile is where a parent without a package sees 'Not Subscribed' and can upgrade.
        handle: { allowWithoutPackage: true } satisfies GuardHandle,
        lazy: async () => ({
          Component: (await import('../../features/parent-profile/pages/profile-page')).ProfilePage,
        }),
      },
      // The calendar shows the upgrade dialog itself to a parent without a package (section 6).
      {
        path: 'profile/calendar',
        handle: { allowWithoutPackage: true } satisfies GuardHandle,
        lazy: async () => ({
          Component: (await import('../../features/parent-calendar/pages/calendar-page'))
            .CalendarPage,
        }),
      },
      // Choosing and paying for a package: open to a parent who has none yet.
      {
        path: 'congratulations',
        handle: { allowWithoutPackage: true } satisfies GuardHandle,
        lazy: async () => ({
          Component: (await import('../../features/packages/pages/congratulations-page'))
            .CongratulationsPage,
        }),
      },
      {
        path: 'packages',
        handle: { allowWithoutPackage: true } satisfies GuardHandle,
        lazy: async () => ({
          Component: (await import('../../features/packages/pages/packages-page')).PackagesPage,
        }),
      },
      {
        path: 'checkout/:plan',
        handle: { allowWithoutPackage: true } satisfies GuardHandle,
        lazy: async () => ({
          Component: (await import('../../features/packages/pages/checkout-page')).CheckoutPage,
        }),
      },
      {
        path: 'confirm',
        handle: { allowWithoutPackage: true } satisfies GuardHandle,
        lazy: async () => ({
          Component: (await import('../../features/packages/pages/confirm-page')).ConfirmPage,
        }),
      },
      // The parent's itineraries and the friends' (issue 15).
      {
        path: 'profile/itineraries',
        lazy: async () => ({
          Component: (await import('./parent-itineraries-route')).ParentItinerariesRoute,
        }),
      },
      {
        path: 'profile/itineraries/:id',
        lazy: async () => ({
          Component: (await import('../../features/parent-itineraries/pages/comment-page'))
            .CommentPage,
        }),
      },
      // Paying for an approved itinerary's activities (issue 16): the payment area, one
      // itinerary's summary (the checkout's cancel URL), and the built-in provider's checkout.
      {
        path: 'profile/payment',
        lazy: async () => ({
          Component: (await import('../../features/activity-payment/pages/payments-page'))
            .PaymentsPage,
        }),
      },
      {
        path: 'profile/payment/:id',
        lazy: async () => ({
          Component: (await import('./payment-summary-route')).PaymentSummaryRoute,
        }),
      },
      {
        path: 'pay/:sessionId',
        lazy: async () => ({
          Component: (await import('../../features/activity-payment/pages/local-checkout-page'))
            .LocalCheckoutPage,
        }),
      },
      {
        path: 'profile/itineraries-friends',
        // A friend who signed up from an invitation has no package yet: the invitation is the
        // reason they came, so the page is open to them (decision 0051).
        handle: { allowWithoutPackage: true } satisfies GuardHandle,
        lazy: async () => ({
          Component: (await import('./friends-itineraries-route')).FriendsItinerariesRoute,
        }),
      },
    ],
  },
];
