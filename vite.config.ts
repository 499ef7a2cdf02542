import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The browser client. Built into dist/client, which the worker serves as static assets
// (single-page-application mode: every unknown path gets index.html).
// In `vite` dev mode, API and room traffic go to a `wrangler dev` on WRANGLER_PORT (default 8787).
const backend = `http://127.0.0.1:${process.env.WRANGLER_PORT ?? '8787'}`;

export default defineConfig({
  root: 'client',
  plugins: [tailwindcss()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    proxy: {
      '/api': backend,
      '/parties': { target: backend, ws: true },
    },
  },
});
