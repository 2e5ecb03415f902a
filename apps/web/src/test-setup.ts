import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './test-server';

// findBy*/waitFor wait up to 5 s instead of 1 s: on the 2-core CI machine, running the suites in
// parallel, a lazily imported page can take longer than a second to transform and render. A
// passing test still finishes as soon as its element appears.
configure({ asyncUtilTimeout: 5000 });

// Testing Library's async wrapper (used by userEvent and waitFor) ends with a zero-delay
// setTimeout, which it advances itself only when it sees Jest's fake timers. Under Vitest's fake
// timers it would wait forever, so give it the one Jest call it makes.
(globalThis as { jest?: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};

// One mock HTTP server for every web test (test-server.ts); a request nobody answers is an error.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
});

afterAll(() => server.close());

// jsdom has no layout: its scrollTo only logs "Not implemented". The shell scrolls to the top
// on every route change, so give it a silent version (tests may still spy on it).
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'scrollTo', {
    value: () => undefined,
    writable: true,
    configurable: true,
  });
}
