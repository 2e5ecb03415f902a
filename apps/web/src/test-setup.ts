import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s instead of 1 s: on the 2-core CI machine, running the suites in
// parallel, a lazily imported page can take longer than a second to transform and render. A
// passing test still finishes as soon as its element appears.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// jsdom has no layout: its scrollTo only logs "Not implemented". The shell scrolls to the top
// on every route change, so give it a silent version (tests may still spy on it).
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'scrollTo', {
    value: () => undefined,
    writable: true,
    configurable: true,
  });
}
