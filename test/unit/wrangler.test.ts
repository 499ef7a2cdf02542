// The deploy config against the code: every Durable Object class the Worker exports is bound in
// wrangler.jsonc and created by exactly one migration (a class without one fails at deploy time,
// and a class dropped from the code while still bound breaks every table it held).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** JSON with comments: drop `//` and block comments outside strings, and trailing commas. */
export function parseJsonc(text: string): unknown {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') {
      const end = /"((?:[^"\\]|\\.)*)"/y;
      end.lastIndex = i;
      const m = end.exec(text)!;
      out += m[0];
      i += m[0].length - 1;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 1;
    } else out += c;
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1'));
}

/** Classes a module exports, following `export { X } from './file'` one level into the file. */
export function exportedClasses(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/^export class (\w+)/gm)].map((m) => m[1]!);
  for (const m of text.matchAll(/^export \{([^}]+)\} from '(\.[^']+)'/gm)) {
    const from = join(dirname(file), `${m[2]!}.ts`);
    const theirs = new Set(exportedClasses(from));
    for (const part of m[1]!.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if (name && theirs.has(name)) found.push(alias ?? name);
    }
  }
  return found;
}

interface Config {
  main: string;
  durable_objects?: { bindings?: { name: string; class_name: string; script_name?: string }[] };
  migrations?: { tag: string; new_classes?: string[]; new_sqlite_classes?: string[]; deleted_classes?: string[]; renamed_classes?: { from: string; to: string }[] }[];
}

/** What is wrong between the config and the exported classes (empty when they agree). */
export function durableObjectProblems(config: Config, exported: string[]): string[] {
  const problems: string[] = [];
  const bound = new Set((config.durable_objects?.bindings ?? []).filter((b) => !b.script_name).map((b) => b.class_name));
  const migrations = config.migrations ?? [];
  const tags = migrations.map((m) => m.tag);
  if (new Set(tags).size !== tags.length) problems.push('two migrations share a tag');
  const live = new Map<string, number>();
  for (const m of migrations) {
    for (const c of [...(m.new_classes ?? []), ...(m.new_sqlite_classes ?? [])]) live.set(c, (live.get(c) ?? 0) + 1);
    for (const r of m.renamed_classes ?? []) {
      live.delete(r.from);
      live.set(r.to, (live.get(r.to) ?? 0) + 1);
    }
    for (const c of m.deleted_classes ?? []) live.delete(c);
  }
  for (const c of exported) {
    if (!bound.has(c)) problems.push(`${c} is exported but has no binding`);
    if (!live.has(c)) problems.push(`${c} has no migration creating it`);
    else if (live.get(c)! > 1) problems.push(`${c} is created by more than one migration`);
  }
  for (const c of bound) if (!exported.includes(c)) problems.push(`${c} is bound but the Worker does not export it`);
  for (const c of live.keys()) if (!exported.includes(c)) problems.push(`${c} is migrated but the Worker does not export it`);
  return problems;
}

describe('wrangler.jsonc', () => {
  const config = parseJsonc(readFileSync(join(ROOT, 'wrangler.jsonc'), 'utf8')) as Config;
  const exported = exportedClasses(join(ROOT, config.main));

  it('declares every Durable Object class the Worker exports, each with one migration', () => {
    // The reader finds the room classes (so an empty list cannot pass for a clean one).
    expect(exported).toEqual(expect.arrayContaining(['TableRoom', 'ChatRoom']));
    expect(durableObjectProblems(config, exported)).toEqual([]);
  });

  it('the check itself catches a class without a binding or a migration, and a stale one', () => {
    expect(durableObjectProblems(config, [...exported, 'ClockRoom'])).toEqual(['ClockRoom is exported but has no binding', 'ClockRoom has no migration creating it']);
    expect(durableObjectProblems(config, exported.filter((c) => c !== 'ChatRoom'))).toEqual([
      'ChatRoom is bound but the Worker does not export it',
      'ChatRoom is migrated but the Worker does not export it',
    ]);
    const twice = { ...config, migrations: [...config.migrations!, { tag: 'v2', new_sqlite_classes: ['TableRoom'] }] };
    expect(durableObjectProblems(twice, exported)).toEqual(['TableRoom is created by more than one migration']);
    const renamed = { ...config, migrations: [...config.migrations!, { tag: 'v2', renamed_classes: [{ from: 'ChatRoom', to: 'TalkRoom' }] }] };
    expect(durableObjectProblems(renamed, exported)).toContain('ChatRoom has no migration creating it');
  });

  it('reads comments and strings the way wrangler does', () => {
    expect(parseJsonc('{ "a": "x // not a comment", /* b */ "b": [1, 2,], // c\n }')).toEqual({ a: 'x // not a comment', b: [1, 2] });
  });
});
