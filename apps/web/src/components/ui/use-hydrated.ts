import { useSyncExternalStore } from 'react';

/** Nothing to subscribe to: the value differs only while React hydrates. */
const noSubscription = () => () => {};

/**
 * False while React hydrates a pre-rendered page (and on the build's render of it), true on
 * every other render, the first one after hydration included: what a first render shows
 * differently once the app runs goes by it, so the hydrated markup is the pre-rendered one.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
