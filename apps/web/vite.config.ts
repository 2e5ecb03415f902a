import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
      // The real-time websocket (GET /cable?token=…).
      '/cable': { target: 'http://localhost:3000', ws: true },
      '/rails': 'http://localhost:3000',
      '/health': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    // The build compresses every file itself, at the strongest settings (scripts/precompress.mjs):
    // Vite's gzip pass for its size report would only repeat that work.
    reportCompressedSize: false,
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // No test depends on the machine's speed. A test that takes seconds alone took minutes beside
    // other work on a loaded 2-core machine (the program form's longest: 98 s at a load average
    // of 17-22, 314 s at 25), so the limits only catch a test that hangs: ten minutes for a test,
    // two for a hook, the same for every test, none set per test. findBy*/waitFor
    // (test-setup.ts) and expect.poll wait up to a minute.
    testTimeout: 600_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 60_000 } },
    // Worker threads start faster than forked processes, and the files of a worker share one
    // jsdom window and module graph instead of building them anew per file (most of the suite's
    // CPU time went there). test-setup.ts resets what a file could leave behind.
    pool: 'threads',
    isolate: false,
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI
    // machine, which then runs the files one after another on one core.
    maxWorkers: '100%',
  },
});
