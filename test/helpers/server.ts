// A real `wrangler dev` (workerd) on a free loopback port, with its own on-disk storage folder,
// started in its own process group so that stopping it stops workerd too.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => res(port));
    });
  });
}

export interface RunningServer {
  url: string;
  host: string;
  port: number;
  persistDir: string;
  stop(): Promise<void>;
  /** Stop and start again on the same port and storage; `vars` replace the extra variables. */
  restart(vars?: Record<string, string>): Promise<void>;
  output(): string;
}

export interface ServerOptions {
  testGames?: boolean;
  botDelayMs?: number;
  persistDir?: string;
  /** Extra Worker variables (`--var NAME:value`), e.g. connection caps. */
  vars?: Record<string, string>;
  /**
   * A browser file's server of its own (it restarts it, or needs storage no other file touched);
   * otherwise files that ask the same options share one (pool.ts). Integration files always have
   * their own.
   */
  own?: boolean;
}

/** Process groups of servers still running: stopped if this process is stopped first. */
const running = new Set<number>();
/** Their temporary storage folders, removed then too (a shared server lives until the worker exits). */
const temporary = new Set<string>();
let cleanupInstalled = false;
function installCleanup() {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  const killAll = () => {
    for (const pid of running) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    running.clear();
    for (const dir of temporary) {
      try {
        rmSync(dir, { recursive: true, force: true });
      } catch {
        /* a process still writing: the system's temporary folder keeps it */
      }
    }
    temporary.clear();
  };
  process.on('exit', killAll);
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(sig, () => {
      killAll();
      process.exit(130);
    });
  }
}

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  installCleanup();
  const persistDir = opts.persistDir ?? mkdtempSync(join(tmpdir(), 'trollmoot-state-'));
  if (!opts.persistDir) temporary.add(persistDir);
  // The Worker serves dist/client; an empty folder is enough for tests that use no pages.
  const assets = join(ROOT, 'dist/client');
  if (!existsSync(assets)) {
    mkdirSync(assets, { recursive: true });
    writeFileSync(join(assets, 'index.html'), '<!doctype html><title>Trollmoot</title>');
  }
  const port = await freePort();
  const inspector = await freePort();
  let child: ChildProcess | null = null;
  let out = '';
  let vars = opts.vars ?? {};

  async function start() {
    out = '';
    const args = ['dev', '--port', String(port), '--ip', '127.0.0.1', '--inspector-port', String(inspector), '--persist-to', persistDir, '--log-level', 'warn'];
    // Tests open many tables from one address (loopback): the per-address allowances are lifted
    // unless a test sets them (test/integration/import.test.ts does).
    const all = { TEST_GAMES: opts.testGames === false ? '0' : '1', BOT_DELAY_MS: String(opts.botDelayMs ?? 0), CREATES_PER_MINUTE: '100000', IMPORTS_PER_MINUTE: '100000', STATES_PER_MINUTE: '100000', ...vars };
    for (const [k, v] of Object.entries(all)) args.push('--var', `${k}:${v}`);
    child = spawn(join(ROOT, 'node_modules/.bin/wrangler'), args, {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CI: '1' },
    });
    running.add(child.pid!);
    child.stdout!.on('data', (d) => (out += String(d)));
    child.stderr!.on('data', (d) => (out += String(d)));
    const deadline = Date.now() + 45_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`wrangler dev did not start:\n${out}`);
      if (child.exitCode !== null) throw new Error(`wrangler dev exited ${child.exitCode}:\n${out}`);
      try {
        const r = await fetch(`http://127.0.0.1:${port}/api/games`);
        if (r.ok) return;
      } catch {
        /* not yet */
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  async function stop() {
    const c = child;
    if (c?.pid) running.delete(c.pid);
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((res) => {
      c.once('exit', () => res());
      try {
        process.kill(-c.pid!, 'SIGTERM');
      } catch {
        res();
      }
      setTimeout(() => {
        try {
          process.kill(-c.pid!, 'SIGKILL');
        } catch {
          /* gone */
        }
      }, 3000).unref();
    });
    child = null;
  }

  await start();
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    port,
    persistDir,
    stop: async () => {
      await stop();
      if (!opts.persistDir) {
        rmSync(persistDir, { recursive: true, force: true });
        temporary.delete(persistDir);
      }
    },
    restart: async (next?: Record<string, string>) => {
      if (next) vars = next;
      await stop();
      await start();
    },
    output: () => out,
  };
}
