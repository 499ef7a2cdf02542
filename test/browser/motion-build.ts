// The motion layer's fixture board (motion-fixture.ts) as one script for a page (vite library
// build, preact bundled in), for test/browser/motion.test.ts and bench/motion.ts; flip.test.ts's
// flip-entry.ts the same way.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const buildMotionFixture = (): Promise<string> => buildScript('motion-fixture.ts');

/** A module of this folder (and what it imports) as one script for a page. */
export async function buildScript(entry: string): Promise<string> {
  const { build } = await import('vite');
  const out = mkdtempSync(join(tmpdir(), 'motion-fixture-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      build: { outDir: out, emptyOutDir: true, minify: false, lib: { entry: resolve(import.meta.dirname, entry), formats: ['iife'], name: 'motionFixtureModule', fileName: 'fixture' } },
    });
    const file = readdirSync(out).find((f) => f.endsWith('.js'))!;
    return readFileSync(join(out, file), 'utf8');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
