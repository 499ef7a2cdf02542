// The runtime's floor for a move, measured beside the room in the same run (bench/room.ts prints it
// as `floor-*` figures). bench/floor/worker.js is a Durable Object that does only what every room
// must: one durable write per move, then one frame to every socket. It runs in the same workerd as
// wrangler dev's runtime (miniflare, same version and compatibility date), on a socket of its own
// (no dev proxy, no entry worker, no compression: as production-like as this machine allows), with
// its storage on the same disk. Its clients are as many as the room's and spread the same way (the
// players here, the spectators in PROCS processes), but each only parses its frames.
//
// So `prodlike-move-rtt` minus `floor-move-rtt` is what is ours: the room's code (PartyServer,
// checks, `apply`, views, diffs) and the clients' (applying each patch). What the floor itself
// takes no room code can remove: workerd's own cost per frame and the disk's fsync.
import { Miniflare } from 'miniflare';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import WS from 'ws';
import { ClientProc, type ProcMessage } from './_procs';

export interface FloorFigures {
  rtts: number[];
  firsts: number[];
  durables: number[];
}

const ROOT = resolve(import.meta.dirname, '..');

/** Start the floor's workerd; `persistDir`: where its Durable Object stores (the room's disk). */
export async function startFloor(persistDir: string): Promise<{ host: string; stop(): Promise<void> }> {
  const wrangler = readFileSync(resolve(ROOT, 'wrangler.jsonc'), 'utf8');
  const compatibilityDate = /"compatibility_date":\s*"([^"]+)"/.exec(wrangler)?.[1];
  if (!compatibilityDate) throw new Error('no compatibility_date in wrangler.jsonc');
  const mf = new Miniflare({
    durableObjectsPersist: persistDir,
    workers: [
      {
        name: 'floor',
        modules: true,
        modulesRoot: resolve(ROOT, 'bench/floor'),
        scriptPath: resolve(ROOT, 'bench/floor/worker.js'),
        compatibilityDate,
        durableObjects: { FLOOR: { className: 'Floor', useSQLite: true } },
        unsafeDirectSockets: [{ host: '127.0.0.1', port: 0 }],
      },
    ],
  });
  await mf.ready;
  const url = await mf.unsafeGetDirectURL('floor');
  return { host: url.host, stop: () => mf.dispose() };
}

/** A bare socket in this process (the floor's players). */
function bare(url: string, onPatch: (v: number) => void, onTrace: (durable: number) => void): Promise<WS> {
  const ws = new WS(url, { perMessageDeflate: false });
  ws.on('message', (d) => {
    const m = JSON.parse(String(d)) as { t: string; v: number; durable?: number };
    if (m.t === 'patch') onPatch(m.v);
    else if (m.t === 'trace') onTrace(m.durable!);
  });
  return new Promise((res, rej) => (ws.once('open', () => res(ws)), ws.once('error', rej)));
}

/**
 * `moves` moves back to back (as the room's bench plays them) at a floor table of `players` sockets
 * here and `spectators` in `procs` processes; every frame `bytes` long.
 */
export async function floorRun(host: string, table: string, players: number, spectators: number, procs: number, moves: number, bytes: number): Promise<FloorFigures> {
  const path = `/${table}`;
  const fig: FloorFigures = { rtts: [], firsts: [], durables: [] };
  const kids: ClientProc[] = [];
  for (let i = 0; i < procs; i++) {
    const n = Math.floor(spectators / procs) + (i < spectators % procs ? 1 : 0);
    if (n > 0) kids.push(new ClientProc('bench/_floor-clients.ts', [host, path, String(n)]));
  }
  await Promise.all(kids.map((k) => k.next((m): m is { t: 'opened' } => m.t === 'opened')));
  for (const k of kids) await k.calibrate();
  /** The move in flight: how many of this process's sockets still have to receive it. */
  let waiting: { v: number; left: number; seen(at: number): void; done(): void } | null = null;
  const here = (v: number) => {
    if (!waiting || waiting.v !== v) return;
    waiting.seen(performance.now());
    if (--waiting.left === 0) waiting.done();
  };
  const durables: number[] = [];
  const sockets = await Promise.all(Array.from({ length: players }, () => bare(`ws://${host}${path}`, here, (d) => durables.push(d))));
  try {
    for (let v = 0; v < moves; v++) {
      let first = Infinity;
      let last = 0;
      const seen = (at: number) => {
        first = Math.min(first, at);
        last = Math.max(last, at);
      };
      let done!: () => void;
      const local = new Promise<void>((res) => (done = res));
      waiting = { v, left: players, seen, done };
      const away = kids.map((k) =>
        k.next((m): m is Extract<ProcMessage, { t: 'applied' }> => m.t === 'applied' && m.gv === v, 10_000).then((m) => {
          seen(k.local(m.first));
          seen(k.local(m.last));
        }),
      );
      const t = performance.now();
      sockets[0]!.send(JSON.stringify({ t: 'move', v, bytes }));
      await Promise.all([local, ...away]);
      fig.rtts.push(last - t);
      fig.firsts.push(first - t);
    }
    // The last trace may still be on its way.
    const until = performance.now() + 2000;
    while (durables.length < moves && performance.now() < until) await new Promise((r) => setTimeout(r, 5));
    fig.durables.push(...durables);
  } finally {
    for (const ws of sockets) ws.close();
    for (const k of kids) k.close();
  }
  return fig;
}
