import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { routePreloads } from './scripts/route-preloads.ts';

// A build makes production assets whatever NODE_ENV the shell has (`npm start` run with
// NODE_ENV=development would otherwise bundle React's development build): Vite takes the mode's
// NODE_ENV only when the environment sets none.
if (process.argv.includes('build')) process.env.NODE_ENV = 'production';

/**
 * Adds <link rel="preload" as="font"> to the built index.html for each emitted font file whose
 * source name matches one of `patterns`, so the browser fetches it with the page instead of
 * after the stylesheet has been applied to rendered text (the text then paints in its own face
 * sooner, with less swapping). Build only: the dev server serves the fonts unhashed.
 */
function preloadFonts(patterns: readonly RegExp[]): Plugin {
  return {
    name: 'camp:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const assets = Object.values(ctx.bundle ?? {}).filter((f) => f.type === 'asset');
        const fonts = assets.filter((a) =>
          [a.fileName, ...a.originalFileNames].some((name) => patterns.some((p) => p.test(name))),
        );
        return fonts.map((font) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
            href: `/${font.fileName}`,
          },
          injectTo: 'head-prepend' as const,
        }));
      },
    },
  };
}

/** The libraries every page runs before its first paint (their own modules, not their users'). */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-is|@emotion[\\/][^\\/]+|@tanstack[\\/](query-core|react-query)|@mui[\\/](system|utils|styled-engine|private-theming|material[\\/](styles|utils|zero-styled|DefaultPropsProvider))|stylis|prop-types|clsx|@babel[\\/]runtime|hoist-non-react-statics|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    // The text face of the Latin subset, which every page's first paint uses.
    preloadFonts([/nunito-sans-latin-wght-normal\.woff2$/]),
    // route-preloads.json: the chunks of each address's page, which the server preloads with it.
    routePreloads(fileURLToPath(new URL('./src/app/routes', import.meta.url))),
  ],
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
    // The build compresses every file itself, at the strongest settings (scripts/precompress.mjs):
    // Vite's gzip pass for its size report would only repeat that work.
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, React Router, emotion, MUI's styling core and TanStack Query in one chunk:
            // every page runs them first, and as some twenty small chunks they were as many
            // requests queued on the browser's six connections before the first paint.
            {
              name: 'framework',
              test: FRAMEWORK,
            },
          ],
        },
      },
    },
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
