// The islands entry's own client build (src/islands.tsx, for the pages pre-rendered as islands):
// apart from the app's, so that these pages load only what their islands import, not the app's
// framework chunk (React Router's data router, the app's shell) or its entry. scripts/build.mjs
// runs it into the staged build; scripts/prerender.mjs reads its manifest.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

if (process.argv.includes('build')) process.env.NODE_ENV = 'production';

export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    // Built into the app's staged build, beside its files.
    emptyOutDir: false,
    sourcemap: true,
    reportCompressedSize: false,
    manifest: 'islands-manifest.json',
    rolldownOptions: { input: 'src/islands.tsx' },
  },
});
