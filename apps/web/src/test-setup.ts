import { createElement } from 'react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure, render } from '@testing-library/react';
import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { toast } from './components/toaster';
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

// Test files share a worker's modules and jsdom window (isolate: false in vite.config.ts, which
// saves setting up jsdom and importing MUI per file). Each file starts from the same state:
// whatever a file left in storage, the toast store, stubbed globals or fake timers goes with it.
afterAll(() => {
  server.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.clear();
  localStorage.clear();
  sessionStorage.clear();
  clearEmotionStyles();
});

/**
 * Removes the style rules MUI's emotion cache inserted into the shared document, and makes the
 * cache forget it inserted them, so the next file renders into an empty <head> as it would in a
 * window of its own. Otherwise the rules of every earlier file pile up (one <style> each, some
 * thousands by the end of a worker), and jsdom's getComputedStyle, which walks every rule for
 * each element getByRole and the accessible-name computation look at, grows slower file by file.
 */
let emotionCache: EmotionCache | undefined;
function clearEmotionStyles() {
  if (typeof document === 'undefined') return;
  if (!emotionCache) {
    const Probe = () => {
      emotionCache = useEmotionCache() ?? undefined;
      return null;
    };
    render(createElement(Probe)).unmount();
  }
  if (!emotionCache) return;
  emotionCache.sheet.flush();
  for (const key of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[key];
}

// jsdom has no layout: its scrollTo only logs "Not implemented". The shell scrolls to the top
// on every route change, so give it a silent version (tests may still spy on it).
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'scrollTo', {
    value: () => undefined,
    writable: true,
    configurable: true,
  });
}
