// One `wrangler dev` per set of server options, shared by the test files that ask for the same ones.
// Starting a server takes 3-4 s; the browser project runs its ~34 files one after another in one
// worker (vitest.config.ts: isolate off), so files that ask the same options use one server
// instead of starting their own. Nothing is shared but the process: every test opens its own
// tables (fresh ids), and the per-address allowances a test could use up are lifted on test
// servers (server.ts). A file that restarts its server, injects faults or needs its own storage
// asks for `own` (browser/suite.ts) and gets a server of its own, stopped after it.
//
// The pool lives on globalThis, not in this module, so that it outlives a module graph that is
// evaluated again; the servers are stopped when the worker exits (server.ts's exit handler), and
// with isolated files (a worker per file) that is after the file, as before.
import { startServer, type RunningServer, type ServerOptions } from './server';

const POOL = Symbol.for('trollmoot.test.serverPool');
type Pool = Map<string, Promise<RunningServer>>;
const pool = (): Pool => ((globalThis as Record<symbol, Pool>)[POOL] ??= new Map());

/** The options as the server sees them: defaults filled in, variables in one order. */
export function poolKey(opts: ServerOptions): string {
  if (opts.persistDir) throw new Error('a server with its own storage folder is never shared');
  const vars = Object.entries(opts.vars ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify({ testGames: opts.testGames !== false, botDelayMs: opts.botDelayMs ?? 0, vars });
}

/** Whether a server still answers (a file before may have crashed it): else a new one replaces it. */
async function answers(s: RunningServer): Promise<boolean> {
  try {
    const r = await fetch(`${s.url}/api/games`, { signal: AbortSignal.timeout(10_000) });
    return r.ok;
  } catch {
    return false;
  }
}

/**
 * The shared server for `opts`, started on first use. The file must not stop or restart it: its
 * `stop` does nothing (the pool stops it) and its `restart` throws.
 */
export async function sharedServer(opts: ServerOptions): Promise<RunningServer> {
  const key = poolKey(opts);
  const servers = pool();
  let s = await servers.get(key)?.catch(() => undefined);
  if (!s || !(await answers(s))) {
    await s?.stop();
    const started = startServer(opts);
    servers.set(key, started);
    started.catch(() => servers.delete(key));
    s = await started;
  }
  const server = s;
  return {
    ...server,
    output: () => server.output(),
    stop: async () => {},
    restart: () => Promise.reject(new Error('a shared server cannot restart: ask for a server of its own (own: true)')),
  };
}
