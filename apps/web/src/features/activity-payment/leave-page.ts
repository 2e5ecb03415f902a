/**
 * Leaves the single-page app for a payment provider's page or comes back from one: a full
 * navigation, as Stripe Checkout needs (another origin), and the built-in provider's pages
 * follow the same path so both providers behave alike. Tests replace window.location.assign.
 */
export function leavePage(url: string): void {
  window.location.assign(url);
}
