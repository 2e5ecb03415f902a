import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A page load on an advertising path, with the app's browser router. The router is created when its
 * module loads, so each test loads it afresh at the address it sets (the web suite shares modules
 * between files: another file may have loaded it already).
 */
describe('a page load on an advertising path', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.resetModules();
  });

  it('is on the home page at once, with its campaign parameters, before any page loads', async () => {
    window.history.replaceState(null, '', '/wcpss?utm_source=flyer#top');
    const entries = window.history.length;
    const router = await (await import('./router')).createAppRouter();
    try {
      // Nothing has rendered or loaded yet: the router starts at home.
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.location.search).toBe('?utm_source=flyer');
      expect(router.state.location.hash).toBe('#top');
      expect(window.location.pathname).toBe('/');
      // Rewritten in place: no history entry added.
      expect(window.history.length).toBe(entries);
    } finally {
      router.dispose();
    }
  });

  it('leaves any other address alone', async () => {
    window.history.replaceState(null, '', '/wcpss-news?utm_source=flyer');
    const router = await (await import('./router')).createAppRouter();
    try {
      expect(router.state.location.pathname).toBe('/wcpss-news');
    } finally {
      router.dispose();
    }
  });
});
