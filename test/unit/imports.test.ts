// No import circles in shared/, party/ and client/ (the brief: "a satellite module depends on a
// narrow interface, not on the whole class that owns it"). Type imports count too: a circle of types
// is still two modules that cannot be understood, or changed, one without the other; so do lazy
// `import()`s (a board that imports the registry that loads it). Every relative import of a .ts or
// .tsx file is an edge, followed out of those folders too (party/server.ts imports test/games).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const ROOTS = ['shared', 'party', 'client'];
const SOURCE = /\.tsx?$/;

/** The file a relative specifier names, among `exists`: `./x` is x.ts, x.tsx or x/index.ts(x). */
export function resolveImport(from: string, spec: string, exists: (file: string) => boolean): string | null {
  if (!spec.startsWith('.')) return null;
  const base = join(dirname(from), spec);
  const bare = base.replace(/\.(js|jsx)$/, '');
  for (const c of [base, `${bare}.ts`, `${bare}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) if (SOURCE.test(c) && exists(c)) return c;
  return null;
}

/**
 * Statements at the start of a line (`import`, `import type`, `export ... from`, over several lines,
 * and side-effect imports), and `import('...')` anywhere (lazy imports, type queries). Prettier
 * keeps every static import at a line's start, ended by `;`, so comments and strings are not
 * mistaken for imports. These found exactly what TypeScript's own scanner (`ts.preProcessFile`)
 * finds in every module of shared, party, client, test and bench (checked when this was written),
 * in about 30 ms instead of a second or more on a loaded machine (TypeScript's loading alone).
 */
const IMPORTS = [/^[ \t]*(?:import|export)\b[^;]*?\bfrom\s*(['"])(\.[^'"]*)\1/gm, /^[ \t]*import\s*(['"])(\.[^'"]*)\1/gm, /\bimport\s*\(\s*(['"])(\.[^'"]*)\1\s*\)/g];

/** Every relative import of a module's text, type-only ones included. */
export function importsOf(text: string): string[] {
  return IMPORTS.flatMap((re) => [...text.matchAll(re)].map((m) => m[2]!));
}

/** The import graph from `start` (file -> the files it imports), following imports wherever they lead. */
export function importGraph(start: string[], read: (file: string) => string | null): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const texts = new Map<string, string | null>();
  const text = (f: string) => (texts.has(f) ? texts.get(f)! : (texts.set(f, read(f)), texts.get(f)!));
  const exists = (f: string) => text(f) !== null;
  const todo = [...start];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (graph.has(file)) continue;
    const source = text(file);
    if (source === null) continue;
    const deps = [...new Set(importsOf(source).flatMap((spec) => resolveImport(file, spec, exists) ?? []))];
    graph.set(file, deps);
    todo.push(...deps);
  }
  return graph;
}

/**
 * Every circle, one per strongly connected group of modules (Tarjan), each named as a path
 * `a -> b -> a` through that group, then the group's other modules. Iterative, so a long chain
 * cannot overflow the stack.
 */
export function circles(graph: Map<string, string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[] = [];
  let next = 0;
  for (const root of [...graph.keys()].sort()) {
    if (index.has(root)) continue;
    const frames: { v: string; i: number }[] = [{ v: root, i: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (frames.length > 0) {
      const top = frames.at(-1)!;
      const deps = graph.get(top.v) ?? [];
      if (top.i < deps.length) {
        const w = deps[top.i++]!;
        if (!index.has(w)) {
          index.set(w, next);
          low.set(w, next++);
          stack.push(w);
          onStack.add(w);
          frames.push({ v: w, i: 0 });
        } else if (onStack.has(w)) low.set(top.v, Math.min(low.get(top.v)!, index.get(w)!));
        continue;
      }
      frames.pop();
      const parent = frames.at(-1);
      if (parent) low.set(parent.v, Math.min(low.get(parent.v)!, low.get(top.v)!));
      if (low.get(top.v) !== index.get(top.v)) continue;
      const group = new Set<string>();
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.add(w);
      } while (w !== top.v);
      const selfLoop = (graph.get(top.v) ?? []).includes(top.v);
      if (group.size === 1 && !selfLoop) continue;
      const path = pathThrough(graph, group);
      const rest = [...group].filter((f) => !path.split(' -> ').includes(f)).sort();
      found.push(rest.length === 0 ? path : `${path} (in one circle with ${rest.join(', ')})`);
    }
  }
  return found.sort();
}

/** A shortest circle through the group's first module (by name), staying inside the group. */
function pathThrough(graph: Map<string, string[]>, group: Set<string>): string {
  const first = [...group].sort()[0]!;
  const from = new Map<string, string>();
  const queue = [first];
  for (let k = 0; k < queue.length; k++) {
    const v = queue[k]!;
    for (const w of graph.get(v) ?? []) {
      if (!group.has(w)) continue;
      if (w === first) {
        const back: string[] = [];
        for (let u = v; u !== first; u = from.get(u)!) back.unshift(u);
        return [first, ...back, first].join(' -> ');
      }
      if (!from.has(w)) {
        from.set(w, v);
        queue.push(w);
      }
    }
  }
  return [...group].sort().join(' <-> ');
}

/** The project's modules under `dirs` (relative to ROOT), tests included. */
function sourcesUnder(dirs: string[]): string[] {
  return dirs.flatMap((d) =>
    readdirSync(join(ROOT, d), { recursive: true, encoding: 'utf8' })
      .filter((f) => SOURCE.test(f) && !f.endsWith('.d.ts') && !f.split(/[\\/]/).includes('node_modules'))
      .map((f) => join(d, f)),
  );
}

const readFrom = (files: Record<string, string>) => (f: string) => files[f] ?? null;

describe('import circles', () => {
  it('finds none in shared/, party/ and client/ (type imports included)', () => {
    const graph = importGraph(sourcesUnder(ROOTS), (f) => {
      const abs = join(ROOT, f);
      return existsSync(abs) ? readFileSync(abs, 'utf8') : null;
    });
    // The graph is real: the table imports its satellites, the FotMK board its controls.
    expect(graph.get(join('party', 'table.ts'))).toContain(join('party', 'lobby.ts'));
    expect(graph.get(join('client', 'boards', 'fotmk', 'Board.tsx'))).toContain(join('client', 'boards', 'fotmk', 'Controls.tsx'));
    expect(graph.size).toBeGreaterThan(200);
    expect(circles(graph), 'import circles (break each with a narrow interface or a shared module)').toEqual([]);
  });

  it('names a circle of type imports, through .tsx files and index modules', () => {
    const files = {
      'p/table.ts': "import { Lobby } from './lobby';\nexport class Table {}",
      'p/lobby.ts': "import type { Table } from './table';\nexport class Lobby {}",
      'c/Board.tsx': "import { Controls } from './Controls';",
      'c/Controls.tsx': "import {\n  type A,\n  B,\n} from './lazy';\nexport type { Choice } from './parts';",
      'c/lazy.ts': "export const load = () => import('./leaf');",
      'c/parts/index.ts': "import '../Board';",
      'c/leaf.ts': "// import { Table } from '../p/table';\nconst s = \"import './Board'\";",
      'c/self.ts': "import type { X } from './self.js';",
    };
    const graph = importGraph(Object.keys(files), readFrom(files));
    expect(circles(graph)).toEqual(['c/Board.tsx -> c/Controls.tsx -> c/parts/index.ts -> c/Board.tsx', 'c/self.ts -> c/self.ts', 'p/lobby.ts -> p/table.ts -> p/lobby.ts']);
    // Imports over several lines, lazy ones; comments and strings are not imports.
    expect(graph.get('c/Controls.tsx')).toEqual(['c/lazy.ts', 'c/parts/index.ts']);
    expect(graph.get('c/lazy.ts')).toEqual(['c/leaf.ts']);
    expect(graph.get('c/leaf.ts')).toEqual([]);
  });

  it('finds no circle where imports only go one way', () => {
    const files = { 'a.ts': "import './b';\nimport './c';", 'b.ts': "import './c';", 'c.ts': "import type { X } from './d';\nimport 'zod';", 'd.ts': '' };
    const graph = importGraph(['a.ts'], readFrom(files));
    expect(graph.get('a.ts')).toEqual(['b.ts', 'c.ts']);
    expect(graph.get('c.ts')).toEqual(['d.ts']);
    expect(circles(graph)).toEqual([]);
  });
});
