// Public entry of the payments module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { checkoutExpiryTask } from './checkout/expiry-worker.js';
export { activityCheckoutRoutes } from './checkout/routes.js';
export { endCheckoutsForProvider, endCheckoutsOfParent } from './checkout/expiry.js';
export { paymentConnectRoutes } from './connect/routes.js';
export { syncAccountStatus, toOnboardingStatus } from './connect/service.js';
export { adminMoneyRoutes } from './admin/routes.js';
export { adminCouponRoutes } from './coupons/routes.js';
export { packageRoutes } from './packages/routes.js';
export { payoutRoutes } from './payouts/routes.js';
export { payoutsTask } from './payouts/worker-plugin.js';
export { paymentPlanRoutes } from './plans/routes.js';
export { cancelPlansOfParent } from './plans/deposit.js';
export { paymentPlanInstalmentsTask } from './plans/worker-plugin.js';
export { receiptRoutes } from './receipts/routes.js';
export { activityRefundRoutes } from './refunds/routes.js';
export { withdrawRequestsOfParent } from './refunds/use-cases/withdraw-request.js';
export { heldPlaces, seatsTakenThroughUs, statusOfLine } from './seats/seats.js';
export { orphanOrdersTask } from './subscriptions/orphan-orders-worker.js';
export { renewalsTask } from './subscriptions/renewal-worker.js';
export { parentPaymentRoutes } from './subscriptions/routes.js';
export { stopSubscriptionsAtProvider } from './subscriptions/use-cases/stop-subscriptions-at-provider.js';
export { changePackageOfParent } from './subscriptions/use-cases/operator-package-change.js';
