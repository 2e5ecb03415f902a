import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // As many workers as the web project (apps/web/vite.config.ts): `npm run test:unit` runs the
    // two projects together, and Vitest schedules projects with different worker counts only in
    // separate groups.
    maxWorkers: '100%',
  },
});
