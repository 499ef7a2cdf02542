// The HTTP side of the server: the game list, table creation and "My tables".
import type { CreateTableRequest, CreateTableResponse } from '../../shared/protocol';
import type { OptionSpec } from '../../shared/engine/types';
import type { CatalogEntry } from '../../shared/games/catalog';
import type { SeatPlans } from '../../shared/seats';
import { MAX_GLANCE_IDS, type GlanceAnswer, type TableGlance } from '../../shared/mytables';

/** A catalog entry as the server lists it: playable or not, with its table options. */
export interface GameInfo extends CatalogEntry {
  available: boolean;
  options: OptionSpec[];
  /** Bot names, when the server says which bots a game has (absent: unknown, assume a random bot). */
  bots?: string[];
  /** Seat counts and colours per combination of options (the game's seat plan); absent: min..max players. */
  seatPlans?: SeatPlans;
}

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function json<T>(res: Response): Promise<T> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // fall through: reported below
  }
  if (!res.ok) {
    const e = (body as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(e?.code ?? `http/${res.status}`, e?.message ?? `The server answered ${res.status}. Try again in a moment.`);
  }
  return body as T;
}

let gamesPromise: Promise<GameInfo[]> | null = null;

/** The game list, fetched once per page load (the table page also reads player counts from it). */
export function fetchGames(): Promise<GameInfo[]> {
  gamesPromise ??= fetch('/api/games', { headers: { accept: 'application/json' } })
    .then((res) => json<GameInfo[]>(res))
    .catch((e: unknown) => {
      gamesPromise = null;
      throw e instanceof ApiError ? e : new ApiError('net/offline', 'Could not reach the server. Check your connection and try again.');
    });
  return gamesPromise;
}

export async function createTable(req: CreateTableRequest): Promise<CreateTableResponse> {
  let res: Response;
  try {
    res = await fetch('/api/tables', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(req),
    });
  } catch {
    throw new ApiError('net/offline', 'Could not reach the server. Check your connection and try again.');
  }
  return json<CreateTableResponse>(res);
}

/**
 * "My tables": how each table is doing, as a spectator sees it (shared/mytables.ts), 50 ids a
 * request, with a seat proof (`proofs`, by id) where this browser holds a seat: the answer then
 * says which seat. Only the ids and proofs leave the browser: never a seat or host key.
 */
export async function fetchTableStates(ids: readonly string[], proofs: ReadonlyMap<string, string> = new Map()): Promise<Map<string, TableGlance | 'gone'>> {
  const out = new Map<string, TableGlance | 'gone'>();
  for (let i = 0; i < ids.length; i += MAX_GLANCE_IDS) {
    const some = ids.slice(i, i + MAX_GLANCE_IDS);
    const seats = Object.fromEntries(some.flatMap((id) => (proofs.has(id) ? [[id, proofs.get(id)!]] : [])));
    let res: Response;
    try {
      res = await fetch('/api/tables/state', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(Object.keys(seats).length > 0 ? { ids: some, seats } : { ids: some }),
      });
    } catch {
      throw new ApiError('net/offline', 'Could not reach the server. Check your connection and try again.');
    }
    for (const t of (await json<GlanceAnswer>(res)).tables) out.set(t.id, 'gone' in t ? 'gone' : t);
  }
  return out;
}

/**
 * "Forget" on My tables: the room stops telling this seat of its turn by Web Push, before the page
 * drops the seat key that could stop it later (party/push/stop.ts). A table the server no longer
 * has notifies nobody: that counts as stopped. Throws ApiError when the server could not be told.
 */
export async function stopPush(id: string, seatKey: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch('/api/push/stop', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ id, seat: seatKey }),
    });
  } catch {
    throw new ApiError('net/offline', 'Could not reach the server to stop this table’s notifications.');
  }
  if (res.status === 404) return;
  await json<{ stopped: true }>(res);
}
