import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

// The browser client. Built into dist/client, which the worker serves as static assets
// (single-page-application mode: every unknown path gets index.html).
// In `vite` dev mode, API and room traffic go to a `wrangler dev` on WRANGLER_PORT (default 8787).
const backend = `http://127.0.0.1:${process.env.WRANGLER_PORT ?? '8787'}`;

/**
 * Production builds get a service worker (client/sw.js) that precaches every built file, so the
 * site (and pass and play) works offline once loaded; `vite` dev mode never registers one.
 */
function serviceWorker(): Plugin {
  return {
    name: 'trollmoot-service-worker',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: () => [
      {
        tag: 'script',
        injectTo: 'body',
        children: "if ('serviceWorker' in navigator) addEventListener('load', () => navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined));",
      },
    ],
    generateBundle(_, bundle) {
      const files = Object.keys(bundle)
        .filter((f) => !f.endsWith('.map') && f !== 'index.html' && f !== 'sw.js')
        .sort()
        .map((f) => `/${f}`);
      const precache = ['/', ...files];
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(new URL('./client/sw.js', import.meta.url), 'utf8')
        .replace("'__VERSION__'", JSON.stringify(version))
        .replace('__PRECACHE__', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
      // Source maps stay on disk for debugging but are not deployed as public assets: wrangler skips
      // what the assets directory's .assetsignore lists.
      this.emitFile({ type: 'asset', fileName: '.assetsignore', source: '*.map\n**/*.map\n.assetsignore\n' });
    },
  };
}

export default defineConfig({
  root: 'client',
  plugins: [tailwindcss(), serviceWorker()],
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
