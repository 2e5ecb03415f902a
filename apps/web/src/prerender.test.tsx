import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from './prerender';

/**
 * The pages the build renders ahead. Their rendering is not run here: React's server renderer
 * leaves the shared context objects holding its last values, and the web suite's files share
 * their modules (a router rendered by a later file would find itself inside the server's). The
 * build renders them (and fails on a page it cannot render or that needs an inline script), and
 * the accessibility journey checks on the built product that each is sent rendered and hydrates
 * without an error.
 */
describe('the pre-rendered pages', () => {
  it('are the public pages, each an address without parameters', () => {
    expect(PRERENDERED_PATHS).toEqual(expect.arrayContaining(['/', '/sign-in', '/pricing']));
    for (const path of PRERENDERED_PATHS) {
      expect(path).toMatch(/^\/[\w/-]*$/);
      expect(path.startsWith('/profile') || path.startsWith('/specialist')).toBe(false);
    }
  });
});
