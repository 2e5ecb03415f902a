import { useSyncExternalStore } from 'react';

/**
 * Service worker registration (production builds only, see main.tsx). The worker caches the
 * app shell; a new build registers /sw.js with a new version query, the new worker installs
 * and waits, and the update bar offers to activate it. The page reloads only when the user
 * asked for the update, never on the first install.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let waiting: ServiceWorker | null = null;
let updateRequested = false;

function setWaiting(worker: ServiceWorker | null) {
  waiting = worker;
  listeners.forEach((l) => l());
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True when a new version is installed and waiting to take over. */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting !== null,
    () => false,
  );
}

/** Activates the waiting worker; the page reloads once it takes control. */
export function applyUpdate(): void {
  if (!waiting) {
    window.location.reload();
    return;
  }
  updateRequested = true;
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

const HOURLY = 60 * 60 * 1000;

export function registerServiceWorker(version: string): void {
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;

  sw.addEventListener('controllerchange', () => {
    if (updateRequested) window.location.reload();
  });

  const track = (worker: ServiceWorker) => {
    worker.addEventListener('statechange', () => {
      // With no controller this is the first install: nothing to update.
      if (worker.state === 'installed' && sw.controller) setWaiting(worker);
    });
  };

  const register = async () => {
    const reg = await sw.register(`/sw.js?v=${encodeURIComponent(version)}`, { scope: '/' });
    if (reg.waiting && sw.controller) setWaiting(reg.waiting);
    if (reg.installing) track(reg.installing);
    reg.addEventListener('updatefound', () => {
      if (reg.installing) track(reg.installing);
    });
    const check = () => {
      reg.update().catch(() => undefined);
    };
    window.setInterval(check, HOURLY);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  };

  const start = () => {
    register().catch((err: unknown) => console.warn('Service worker registration failed', err));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
