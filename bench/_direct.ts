// Where `wrangler dev`'s own runtime answers, behind wrangler's dev proxy. `wrangler dev` runs two
// workerd processes: a proxy on the public port (so it can reload the Worker under open sockets)
// and the runtime with the Worker. Every frame to every client crosses the proxy as well, which
// no deployment has; the bench can talk to the runtime's entry socket directly (BENCH_DIRECT=1).
// Measured on this machine, that was slower, not faster: 2 players' move round trip 8-11 ms
// against 2.7-3.9 ms through the proxy, its durable stage 6-7 ms against 2 ms (the bare ping was
// the same), so the default stays the proxy.
import { execFileSync } from 'node:child_process';

/** `127.0.0.1:port` of the runtime's entry socket, or null when it cannot be found (no `ss`, say). */
export async function runtimeHost(publicPort: number): Promise<string | null> {
  try {
    const ss = execFileSync('ss', ['-ltnpH'], { encoding: 'utf8' });
    const listening = [...ss.matchAll(/127\.0\.0\.1:(\d+)\s.*?"workerd",pid=(\d+)/g)].map((m) => ({ port: Number(m[1]), pid: Number(m[2]) }));
    const proxy = listening.find((l) => l.port === publicPort);
    if (!proxy) return null;
    const parentOf = (pid: number) => Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim());
    const parent = parentOf(proxy.pid);
    for (const l of listening) {
      if (l.pid === proxy.pid || parentOf(l.pid) !== parent) continue;
      try {
        const r = await fetch(`http://127.0.0.1:${l.port}/api/games`, { signal: AbortSignal.timeout(2000) });
        if (r.ok && (await r.text()).startsWith('[')) return `127.0.0.1:${l.port}`;
      } catch {
        /* not this one */
      }
    }
  } catch {
    /* no ss or ps */
  }
  return null;
}
