// What a game's table page costs to download, from a production build (no browser, no server).
// Prints `name: value unit`:
//   client-js-gzip-kb-<game>  the JS a table page of that game loads: the entry and everything it
//                             imports, plus the game's board chunk (client/boards/<id>/Board.tsx)
//                             with what it imports beyond that, each file gzipped (level 9), summed;
//                             read from vite's manifest (the limit: <= 90 KB)
//   client-js-gzip-kb-entry   the entry's share of it (every page loads it)
//   motion-js-gzip-kb         the motion layer (client/lib/motion.ts + flip.ts) alone, minified and
//                             gzipped, preact left out (the page has it anyway)
// The chat's code (client/collab.ts, Yjs) loads on demand beside the table and is not counted.
// Built into a folder of its own, so dist/ (which the tests serve) is left as it is.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { GAMES } from '../shared/games/index';

const ROOT = resolve(import.meta.dirname, '..');

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, Chunk>;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** Every JS file `key` loads before it runs: itself and its static imports, transitively. */
function closure(m: Manifest, key: string, into = new Set<string>()): Set<string> {
  const c = m[key];
  if (!c || into.has(c.file)) return into;
  into.add(c.file);
  for (const k of c.imports ?? []) closure(m, k, into);
  return into;
}

async function pages(): Promise<void> {
  const out = mkdtempSync(join(tmpdir(), 'trollmoot-weight-'));
  try {
    await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: out, emptyOutDir: true, manifest: true, sourcemap: false } });
    const m = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8')) as Manifest;
    const entryKey = Object.keys(m).find((k) => m[k]!.isEntry)!;
    const entry = closure(m, entryKey);
    const size = (files: Set<string>) => [...files].filter((f) => f.endsWith('.js')).reduce((a, f) => a + gz(join(out, f)), 0);
    console.log(`client-js-gzip-kb-entry: ${kb(size(entry))} KB`);
    for (const id of Object.keys(GAMES)) {
      const board = `boards/${id}/Board.tsx`;
      if (!m[board]) throw new Error(`no chunk for ${board} in the manifest`);
      console.log(`client-js-gzip-kb-${id}: ${kb(size(closure(m, board, new Set(entry))))} KB`);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function motion(): Promise<void> {
  const out = mkdtempSync(join(tmpdir(), 'trollmoot-motion-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      build: {
        outDir: out,
        emptyOutDir: true,
        minify: true,
        lib: { entry: join(ROOT, 'client/lib/motion.ts'), formats: ['es'], fileName: 'motion' },
        rollupOptions: { external: [/^preact/, /^@preact\//] },
      },
    });
    const file = readdirSync(out).find((f) => f.endsWith('.js'))!;
    console.log(`motion-js-gzip-kb: ${kb(gz(join(out, file)))} KB`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

await pages();
await motion();
