// Where `wrangler dev`'s own runtime answers, behind wrangler's dev proxy. `wrangler dev` runs two
// workerd processes: a proxy on the public port (so it can reload the Worker under open sockets)
// and the runtime with the Worker. Every frame to every client crosses the proxy as well, which
// no deployment has; the bench's production-like path (`prodlike-` figures) talks to the runtime's
// entry socket directly. That socket is answered by miniflare's own entry worker, which forwards to
// ours: it is the one that accepts permessage-deflate (its compatibility date, not ours, decides),
// which is why only the clients can leave compression out locally.
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
