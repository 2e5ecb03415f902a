import type { RouteObject } from 'react-router-dom';
import { RequireRole, type GuardHandle } from '../guards/require-role';
import { paths } from '../../lib/paths';

/**
 * The parent area (role Parent, confirmed), listening to the itinerary channel. The layout that
 * listens is a lazy route of its own: its socket, realtime schemas and caches load with the
 * area, never with the public pages.
 */
export const parentRoutes: RouteObject[] = [
  {
    element: <RequireRole role="Parent" />,
    children: [
      {
        lazy: async () => ({
          Component: (await import('../layouts/parent-layout')).ParentLayout,
        }),
        children: [
          {
            path: paths.parent.profile,
            // The profile is where a parent without a package sees 'Not Subscribed' and can upgrade.
            handle: { allowWithoutPackage: true } satisfies GuardHandle,
            lazy: async () => ({
              Component: (await import('../../features/parent-profile/pages/profile-page'))
                .ProfilePage,
            }),
          },
          // The children's profiles: part of the account, open without a package.
          {
            path: paths.parent.children,
            handle: { allowWithoutPackage: true } satisfies GuardHandle,
            lazy: async () => ({
              Component: (await import('../../features/parent-profile/pages/children-page'))
                .ChildrenPage,
            }),
          },
          {
            path: paths.parent.newChild,
            handle: { allowWithoutPackage: true } satisfies GuardHandle,
            lazy: async () => ({
              Component: (await import('../../features/parent-profile/pages/child-profile-page'))
                .NewChildPage,
            }),
          },
          {
            path: paths.parent.child.pattern,
            handle: { allowWithoutPackage: true } satisfies GuardHandle,
            lazy: async () => ({
              Component: (await import('../../features/parent-profile/pages/child-profile-page'))
                .EditChildPage,
            }),
          },
          // The calendar shows the upgrade dialog itself to a parent without a package.
          {
            path: paths.parent.calendar,
            handle: { allowWithoutPackage: true } satisfies GuardHandle,
            lazy: async () => ({
              Component: (await import('../../features/parent-calendar/pages/calendar-page'))
                .CalendarPage,
            }),
          },
          // Choosing and paying for a package: open to a parent who has none yet.
          {
            path: paths.parent.congratulations,
            handle: { allowWithoutPackage: true } satisfies GuardHandle,
            lazy: async () => ({
              Component: (await import('../../features/packages/pages/congratulations-page'))
                .CongratulationsPage,
            }),
          },
          {
            path: paths.parent.packages,
            handle: { allowWithoutPackage: true } satisfies GuardHandle,
            lazy: async () => ({
              Component: (await import('../../features/packages/pages/packages-page')).PackagesPage,
            }),
          },
          {
            path: paths.parent.checkout.pattern,
            handle: { allowWithoutPackage: true } satisfies GuardHandle,
            lazy: async () => ({
              Component: (await import('../../features/packages/pages/checkout-page')).CheckoutPage,
            }),
          },
          {
            path: paths.parent.confirm,
            handle: { allowWithoutPackage: true } satisfies GuardHandle,
            lazy: async () => ({
              Component: (await import('../../features/packages/pages/confirm-page')).ConfirmPage,
            }),
          },
          // The parent's itineraries and the friends'.
          {
            path: paths.parent.itineraries,
            lazy: async () => {
              const route = await import('./parent-itineraries-route');
              return {
                Component: route.ParentItinerariesRoute,
                loader: route.prefetchParentItineraries,
                // Asked for once per visit: a tab change (?tab=) leaves the list to the page.
                shouldRevalidate: () => false,
              };
            },
          },
          {
            path: paths.parent.itinerary.pattern,
            lazy: async () => ({
              Component: (await import('../../features/parent-itineraries/pages/comment-page'))
                .CommentPage,
            }),
          },
          // Paying for an approved itinerary's activities: the payment area, one
          // itinerary's summary (the checkout's cancel URL), and the built-in provider's checkout.
          {
            path: paths.parent.payments,
            lazy: async () => ({
              Component: (await import('../../features/activity-payment/pages/payments-page'))
                .PaymentsPage,
            }),
          },
          // Receipts (packages' too) and statements: open to a parent whose package ended.
          {
            path: paths.parent.receipts,
            handle: { allowWithoutPackage: true } satisfies GuardHandle,
            lazy: async () => ({
              Component: (await import('../../features/receipts/pages/receipts-page')).ReceiptsPage,
            }),
          },
          {
            path: paths.parent.payment.pattern,
            lazy: async () => ({
              Component: (await import('./payment-summary-route')).PaymentSummaryRoute,
            }),
          },
          {
            path: paths.parent.pay.pattern,
            lazy: async () => ({
              Component: (await import('../../features/activity-payment/pages/local-checkout-page'))
                .LocalCheckoutPage,
            }),
          },
          {
            path: paths.parent.friendsItineraries,
            // A friend who signed up from an invitation has no package yet: the invitation is the
            // reason they came, so the page is open to them
            // (docs/features/0051-parent-itineraries-web.md).
            handle: { allowWithoutPackage: true } satisfies GuardHandle,
            lazy: async () => ({
              Component: (await import('./friends-itineraries-route')).FriendsItinerariesRoute,
            }),
          },
        ],
      },
    ],
  },
];
