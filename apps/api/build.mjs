// Bundle the API into dist/ with esbuild. npm dependencies stay external (installed by npm ci);
// the workspace's own TypeScript package (@camp/shared) is bundled in, since Node cannot run .ts.
// Code shared by the entries is split into chunks loaded when imported: dist/server.js takes its
// stop signals before it loads the rest (src/server.ts).
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@camp/'));

// The previous build's chunks go: their names change with their contents.
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/server.ts', cli: 'src/cli/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  external: [...external, ...external.map((n) => `${n}/*`)],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
