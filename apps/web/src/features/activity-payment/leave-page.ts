/**
 * Leaving the single-page app for a payment provider's page or coming back from one: a full
 * navigation, as Stripe Checkout needs (another origin), and the built-in provider's pages
 * follow the same path so both providers behave alike. An object, so that tests replace the
 * method with `vi.spyOn` on the one instance every importer shares (a `vi.mock` of the module is
 * not seen by modules another test file in the same worker imported first: web tests share
 * their module cache).
 */
export const pageExit = {
  leave(url: string): void {
    window.location.assign(url);
  },
};
