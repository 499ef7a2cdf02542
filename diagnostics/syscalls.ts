// Where a move's time goes inside wrangler dev's runtime, from its system calls. A diagnostic (not
// run by `npm run bench`): the runtime's clock only moves on I/O, so the room cannot time itself,
// but the kernel can. Record a bench run, then read the log:
//
//   BENCH_PATHS=prodlike BENCH_TABLES=1 BENCH_PLAYERS=2 BENCH_SPECTATORS=0 BENCH_SKIP_CONCURRENT=1 \
//     strace -f --seccomp-bpf -ttt -T -e trace=read,pwrite64,fsync,writev -o /tmp/moves.strace \
//     npx tsx bench/room.ts
//   npx tsx diagnostics/syscalls.ts /tmp/moves.strace
//
// The runtime's thread is the one that writes the SQLite WAL (pwrite64, then fsync). For each commit (a run of pwrite64 calls to the
// SQLite WAL ended by an fsync) it prints, in ms: the JS turn before it (the message read -> the
// first pwrite), the commit itself (first pwrite -> fsync returned), and the frames after it
// (fsync returned -> first and last socket write). `frames-before-durable` counts socket writes
// between a move's message and its fsync's return: 0 (or a stray pong, answered outside the move)
// means the runtime held every frame of the move until it was on disk (the output gate).
import { readFileSync } from 'node:fs';

interface Call {
  tid: string;
  at: number;
  name: string;
  /** Seconds in the call, from `-T` (on the line that completes it). */
  took: number | null;
  ok: boolean;
  unfinished: boolean;
}

function parse(text: string): Call[] {
  const calls: Call[] = [];
  for (const line of text.split('\n')) {
    const m = /^(\d+)\s+([\d.]+)\s+(?:<\.\.\.\s+)?(\w+)(.*)$/.exec(line);
    if (!m) continue;
    const [, tid, at, name, rest] = m as unknown as [string, string, string, string, string];
    const took = /<([\d.]+)>\s*$/.exec(rest);
    calls.push({ tid, at: Number(at), name, took: took ? Number(took[1]) : null, ok: !/= -1 /.test(rest) && !/= 0 </.test(rest), unfinished: rest.includes('<unfinished') });
  }
  return calls;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

function main(file: string) {
  const calls = parse(readFileSync(file, 'utf8'));
  // SQLite writes its WAL with pwrite64; wrangler's own logs use plain writes.
  const pwrites = new Map<string, number>();
  for (const c of calls) if (c.name === 'pwrite64') pwrites.set(c.tid, (pwrites.get(c.tid) ?? 0) + 1);
  const runtime = [...pwrites].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!runtime) throw new Error('no pwrite64 in this log: was the runtime traced (strace -f)?');
  const own = calls.filter((c) => c.tid === runtime && !(c.unfinished && c.took === null && c.name !== 'fsync' && c.name !== 'pwrite64'));
  const turn: number[] = [];
  const commit: number[] = [];
  const first: number[] = [];
  const last: number[] = [];
  const counts: number[] = [];
  let early = 0;
  /** Socket writes since the last message read (a pong, say, or a move's frame sent too early). */
  let sinceRead = 0;
  let readAt: number | null = null;
  let i = 0;
  while (i < own.length) {
    const c = own[i]!;
    if (c.name === 'read' && c.ok && !c.unfinished) {
      readAt = c.at;
      sinceRead = 0;
    }
    if (c.name === 'writev') sinceRead++;
    if (c.name !== 'pwrite64' || readAt === null) {
      i++;
      continue;
    }
    const start = c.at;
    early += sinceRead;
    let j = i;
    while (j < own.length && own[j]!.name !== 'fsync') j++;
    if (j >= own.length) break;
    const f = own[j]!;
    // An fsync split by strace ("unfinished ... resumed") ends where its resumed line is.
    let end = f.at + (f.took ?? 0);
    if (f.took === null) {
      const k = own.findIndex((x, n) => n > j && x.name === 'fsync' && x.took !== null);
      if (k < 0) break;
      end = own[k]!.at;
      j = k;
    }
    let k = j + 1;
    const frames: number[] = [];
    while (k < own.length && !(own[k]!.name === 'read' && own[k]!.ok) && own[k]!.name !== 'pwrite64') {
      if (own[k]!.name === 'writev') frames.push(own[k]!.at);
      k++;
    }
    turn.push((start - readAt) * 1000);
    commit.push((end - start) * 1000);
    if (frames.length > 0) {
      first.push((frames[0]! - end) * 1000);
      last.push((frames.at(-1)! - end) * 1000);
    }
    counts.push(frames.length);
    readAt = null;
    i = k;
  }
  const show = (name: string, xs: number[]) => console.log(`${name}-p50: ${quantile(xs, 0.5).toFixed(2)} ms\n${name}-p99: ${quantile(xs, 0.99).toFixed(2)} ms`);
  console.log(`commits: ${turn.length} count (runtime thread ${runtime})`);
  show('js-turn-before-commit', turn);
  show('commit-to-fsync-returned', commit);
  show('first-frame-after-fsync', first);
  show('last-frame-after-fsync', last);
  console.log(`frames-per-commit-median: ${quantile(counts, 0.5)} count`);
  console.log(`frames-before-durable: ${early} count`);
}

main(process.argv[2] ?? '/tmp/moves.strace');
