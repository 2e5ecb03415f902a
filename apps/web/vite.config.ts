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
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 700 },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
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
