// One `wrangler dev` for a test file: started before its tests, stopped after them with every table
// client the file opened through `open` (what each integration test file otherwise wrote again).
// `shared`: the pool's server for these options (pool.ts), left running for the next file.
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer, type ServerOptions } from './server';
import { sharedServer } from './pool';
import { TableClient } from './client';

export interface Suite {
  /** The running server (from the file's first test on). */
  readonly server: RunningServer;
  /** A table client of `room`, closed after the file's tests. */
  open(room: string, opts?: ConstructorParameters<typeof TableClient>[2]): TableClient;
  /** Clients opened elsewhere that should be closed with the rest. */
  readonly clients: TableClient[];
}

export function serverSuite(options: ServerOptions, startTimeoutMs?: number, shared = false): Suite {
  let server: RunningServer | undefined;
  const clients: TableClient[] = [];
  beforeAll(async () => {
    server = shared && !options.own ? await sharedServer(options) : await startServer(options);
  }, startTimeoutMs);
  afterAll(async () => {
    for (const c of clients) c.close();
    await server?.stop();
  });
  const running = (): RunningServer => {
    if (!server) throw new Error('the server is not started yet (use it inside a test)');
    return server;
  };
  return {
    get server() {
      return running();
    },
    // A plain function, not a method: files take it out of the suite (`const { open } = suite`).
    open: (room, opts) => {
      const c = new TableClient(running().host, room, opts);
      clients.push(c);
      return c;
    },
    clients,
  };
}
