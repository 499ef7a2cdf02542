// The code that decides a game's bot games, as one hash: the engine's and the game's own source
// (shared/engine, shared/games/<game>, tests left out), bots and content included. The benches that
// keep games between sittings (bench/bots.ts' BOT_LOG, bench/dwarfs-goals.ts' log) count a kept game
// only under the hash it was played on: a change to the rules, the content or the bots sets the
// games played before aside, while a comment or a blank line changed does not (the source is hashed
// as TypeScript prints it without comments; `legacy`: the raw text, as bots.ts' keys were once made).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const root = new URL('../shared/', import.meta.url).pathname;
const printer = ts.createPrinter({ removeComments: true });
const codeOnly = (name: string, text: string): string => printer.printFile(ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));

/** 16 hex digits of sha256 over the game's and the engine's sources, then `extra` (e.g. a search's tuning). */
export function gameCode(game: string, { legacy = false, extra = '' } = {}): string {
  const h = createHash('sha256');
  for (const dir of ['engine', `games/${game}`])
    for (const f of (readdirSync(join(root, dir), { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort()) {
      const text = readFileSync(join(root, dir, f), 'utf8');
      h.update(f).update(legacy ? text : codeOnly(f, text));
    }
  h.update(extra);
  return h.digest('hex').slice(0, 16);
}
