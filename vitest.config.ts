import { defineConfig } from 'vitest/config';

// Each workspace keeps its own test config; `npm test` runs them as projects.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/web', 'apps/api', 'apps/api/vitest.alone.config.ts'],
  },
});
