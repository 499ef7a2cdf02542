// A process of bench clients (bench/room.ts's spectators, bench/_floor.ts's bare sockets), with its
// clock set against ours over IPC, so its "applied" times read on the parent's clock.
import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/**
 * What a client process says (and answers). `applied`: every client of the process has game version
 * (or floor move) `gv`: when the first and the last did (absolute ms), and the frames' sizes.
 */
export type ProcMessage =
  | { t: 'opened' }
  | { t: 'ready' }
  | { t: 'clock'; n: number; at: number }
  | { t: 'applied'; gv: number; first: number; last: number; bytes: number[] };

/** One process of clients, with its clock's offset from ours (NTP-style, over IPC). */
export class ClientProc {
  readonly child: ChildProcess;
  offset = 0;
  private handlers = new Set<(m: ProcMessage) => void>();
  /** `script`: a bench module that answers the messages above; `args`: its argv. */
  constructor(script: string, args: string[]) {
    this.child = fork(script, args, { execArgv: ['--import', 'tsx'] });
    this.child.on('message', (m: ProcMessage) => {
      for (const h of [...this.handlers]) h(m);
    });
  }
  next<T extends ProcMessage>(pred: (m: ProcMessage) => m is T, ms = 60_000): Promise<T> {
    return new Promise((res, rej) => {
      const t = setTimeout(() => (this.handlers.delete(h), rej(new Error(`client process timed out (${this.child.spawnargs.join(' ')})`))), ms);
      const h = (m: ProcMessage) => {
        if (!pred(m)) return;
        clearTimeout(t);
        this.handlers.delete(h);
        res(m);
      };
      this.handlers.add(h);
    });
  }
  on(h: (m: ProcMessage) => void): () => void {
    this.handlers.add(h);
    return () => this.handlers.delete(h);
  }
  /** Their clock minus ours, from the round trip with the least delay among a few. */
  async calibrate(): Promise<void> {
    let best = Infinity;
    for (let n = 0; n < 20; n++) {
      const t0 = performance.timeOrigin + performance.now();
      const reply = this.next((m): m is Extract<ProcMessage, { t: 'clock' }> => m.t === 'clock' && m.n === n);
      this.child.send({ t: 'clock', n });
      const { at } = await reply;
      const t1 = performance.timeOrigin + performance.now();
      if (t1 - t0 < best) {
        best = t1 - t0;
        this.offset = at - (t0 + t1) / 2;
      }
    }
  }
  /** A time of theirs (absolute ms) on our `performance.now()` clock. */
  local(at: number): number {
    return at - this.offset - performance.timeOrigin;
  }
  close() {
    this.child.send({ t: 'close' });
  }
}
