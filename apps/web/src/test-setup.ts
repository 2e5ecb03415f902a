import { createElement } from 'react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure, render } from '@testing-library/react';
import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { toast } from './components/ui/toaster';
import { clearSession } from './lib/session';
import { server } from './test-server';

// No test depends on the machine's speed: findBy*/waitFor wait up to a minute instead of 1 s. On
// a loaded 2-core machine a lazily imported page can take many seconds to transform and render,
// and it is still found; a passing test still goes on as soon as its element appears, so only a
// failing wait takes the whole minute. A whole test's limit is set once for the project
// (testTimeout in vite.config.ts), above this; no test asks for a shorter wait of its own.
configure({ asyncUtilTimeout: 60_000 });
// For the same reason a toast stays until the test ends (every test starts without one): its
// 4 s on screen can pass while the test's own click is still returning on a loaded machine.
toast.setDuration(10 * 60_000);

// Testing Library's async wrapper (used by userEvent and waitFor) ends with a zero-delay
// setTimeout, which it advances itself only when it sees Jest's fake timers. Under Vitest's fake
// timers it would wait forever, so give it the one Jest call it makes.
(globalThis as { jest?: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};

// One mock HTTP server for every web test (test-server.ts). A request nobody answers is an error:
// MSW logs it and the app's fetch rejects, and the test that sent it fails (below), since an app
// that swallows the failed fetch would otherwise pass on an answer nobody wrote.
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      unhandled.push(`${request.method} ${url.pathname}${url.search}`);
      print.error();
    },
  }),
);

/** Fails the test (or file) that sent a request no handler answers, naming each request. */
function failOnUnhandledRequests() {
  const missed = unhandled.splice(0);
  if (missed.length > 0) {
    throw new Error(
      `Requests without a handler (answer them with the feature's test-handlers.ts): ${missed.join(', ')}`,
    );
  }
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  toast.clear();
  server.resetHandlers();
  server.events.removeAllListeners();
  failOnUnhandledRequests();
});

// Test files share a worker's modules and jsdom window (isolate: false in vite.config.ts, which
// saves setting up jsdom and importing MUI per file). Each file starts from the same state:
// whatever a file left in storage, the session, the toast store, stubbed globals or fake timers
// goes with it.
afterAll(() => {
  server.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.clear();
  // The signed-in session lives in memory too, not only in localStorage.
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  clearEmotionStyles();
  // A request sent after the file's last test ended fails the file.
  failOnUnhandledRequests();
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
