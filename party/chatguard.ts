// What the chat room lets into its Yjs document, checked before anything is applied or relayed.
// A client's update is first applied to a shadow copy of the document; only if everything it
// did there is allowed (new chat lines of the right shape and identity in the one `chat` array,
// nothing deleted, no other root type, nothing left dangling, the document under its cap) is it
// applied to the real document and so relayed to the others.
import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import { cleanName, MAX_CHAT_LENGTH, MAX_NAME_LENGTH } from '../shared/constants';

/** The one root type the document may have: an array of chat lines. */
export const CHAT_ROOT = 'chat';
/** Chat and cursors of people without a seat are drawn in this neutral colour (never a seat's). */
export const SPECTATOR_COLOUR = 'gray';
/** A sync frame (one update) is a few chat lines at most. */
export const MAX_SYNC_FRAME = 16 * 1024;
/** An awareness frame carries one cursor and a name. */
export const MAX_AWARENESS_FRAME = 2048;
export const MAX_AWARENESS_STATE = 512;
/** The whole document, encoded; the room trims old lines to stay well under it (and under a storage value's 128 KiB). */
export const MAX_DOC_BYTES = 96_000;

export interface ChatLine {
  name: string;
  color: string;
  text: string;
  seat: number | null;
  at: number;
}

/** Who sent an update, as the table knows them: the seat their seat key holds, if any. */
export interface Identity {
  seat: number;
  name: string;
  color: string | null;
}

const LINE_KEYS = new Set(['name', 'color', 'text', 'seat', 'at']);

/** Why this value is not a chat line `who` may write, or null if it is one. */
export function lineProblem(x: unknown, who: Identity | null): string | null {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return 'a chat line is an object';
  const l = x as Record<string, unknown>;
  for (const k of Object.keys(l)) if (!LINE_KEYS.has(k)) return `a chat line has no "${k.slice(0, 16)}"`;
  if (typeof l.text !== 'string' || l.text.trim().length === 0 || l.text.length > MAX_CHAT_LENGTH) return `lines are 1 to ${MAX_CHAT_LENGTH} characters`;
  if (typeof l.name !== 'string' || l.name.length === 0 || l.name.length > MAX_NAME_LENGTH) return `names are 1 to ${MAX_NAME_LENGTH} characters`;
  if (typeof l.at !== 'number' || !Number.isFinite(l.at)) return 'a line has a time';
  if (l.seat === null) {
    // Anyone may chat as a spectator, under a name of their choosing: plain text (nothing invisible
    // or out of line to pass for someone else), marked as a spectator's and drawn in neutral grey.
    if (l.name !== cleanName(l.name)) return 'a name is plain text: single spaces, none at its ends, no control or invisible characters';
    return l.color === SPECTATOR_COLOUR ? null : 'a spectator writes in grey';
  }
  if (!who) return 'only a seated player writes as a seat';
  if (l.seat !== who.seat || l.name !== who.name || l.color !== (who.color ?? SPECTATOR_COLOUR)) return 'a line carries its own seat, name and colour';
  return null;
}

/** A token bucket: `burst` at once, then `rate` per second. */
export class Bucket {
  private tokens: number;
  private at: number;
  constructor(private readonly rate: number, private readonly burst: number, now: number) {
    this.tokens = burst;
    this.at = now;
  }
  take(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.rate);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** A copy of the document that candidate updates are tried on first. */
export class Shadow {
  private doc = new Y.Doc();

  constructor(private readonly real: Y.Doc) {
    this.rebuild();
  }

  /** Start again from the real document (after a refused update left traces here). */
  rebuild(): void {
    this.doc.destroy();
    this.doc = new Y.Doc();
    this.doc.getArray(CHAT_ROOT);
    Y.applyUpdate(this.doc, Y.encodeStateAsUpdate(this.real));
  }

  /** Follow a change made to the real document by the room itself (trimming, loading). */
  follow(update: Uint8Array): void {
    Y.applyUpdate(this.doc, update);
  }

  /**
   * Try `update` as sent by `who`. Null when it may be applied to the real document; otherwise why
   * not, and the shadow has been rebuilt.
   */
  check(update: Uint8Array, who: Identity | null): string | null {
    const chat = this.doc.getArray(CHAT_ROOT);
    let problem: string | null = null;
    const inspect = (tr: Y.Transaction) => {
      if (tr.deleteSet.clients.size > 0) problem ??= 'chat lines are not deleted by visitors';
      for (const type of tr.changed.keys()) if (type !== chat) problem ??= 'only chat lines may be written';
      tr.afterState.forEach((clock, client) => {
        const from = tr.beforeState.get(client) ?? 0;
        if (clock <= from) return;
        const structs = this.doc.store.clients.get(client) ?? [];
        let start: number;
        try {
          start = Y.findIndexSS(structs, from);
        } catch {
          problem ??= 'that update is malformed';
          return;
        }
        for (let i = start; i < structs.length; i++) {
          const s = structs[i]!;
          if (s instanceof Y.GC) continue;
          const item = s as Y.Item;
          if (item.parent !== chat || item.parentSub !== null) {
            problem ??= 'only chat lines may be written';
            continue;
          }
          if (item.content instanceof Y.ContentDeleted) continue;
          if (!(item.content instanceof Y.ContentAny)) {
            problem ??= 'a chat line is plain data';
            continue;
          }
          for (const line of item.content.getContent()) problem ??= lineProblem(line, who);
        }
      });
    };
    this.doc.on('afterTransaction', inspect);
    try {
      Y.applyUpdate(this.doc, update);
    } catch {
      problem ??= 'that update is malformed';
    } finally {
      this.doc.off('afterTransaction', inspect);
    }
    if (!problem && (this.doc.store.pendingStructs !== null || this.doc.store.pendingDs !== null)) problem = 'that update depends on lines the room does not have';
    if (!problem && this.doc.share.size > 1) problem = 'only chat lines may be written';
    if (!problem && Y.encodeStateAsUpdate(this.doc).byteLength > MAX_DOC_BYTES) problem = 'the chat is full';
    if (problem) this.rebuild();
    return problem;
  }

  destroy(): void {
    this.doc.destroy();
  }
}

/**
 * Check an awareness (cursor) frame: one state, small, wearing a seat's name and colour only when
 * the sender holds that seat (`who`). Returns the client id it speaks for and whether it removes
 * that client's state (null); which connection may speak for which id is the room's business.
 */
export function checkAwareness(frame: Uint8Array, who: Identity | null = null): { ok: true; client: number; removal: boolean } | { ok: false; why: string } {
  try {
    const d = decoding.createDecoder(frame);
    const n = decoding.readVarUint(d);
    if (n !== 1) return { ok: false, why: 'one cursor per frame' };
    const client = decoding.readVarUint(d);
    decoding.readVarUint(d); // clock
    const text = decoding.readVarString(d);
    if (text.length > MAX_AWARENESS_STATE) return { ok: false, why: 'cursor state too large' };
    const state = JSON.parse(text) as { user?: { name?: unknown; color?: unknown } } | null;
    const colour = state?.user?.color ?? SPECTATOR_COLOUR;
    if (colour !== SPECTATOR_COLOUR && !(who && state?.user?.name === who.name && colour === who.color)) return { ok: false, why: 'a cursor wears its own seat' };
    if (decoding.hasContent(d)) return { ok: false, why: 'trailing bytes' };
    return { ok: true, client, removal: state === null };
  } catch {
    return { ok: false, why: 'malformed cursor' };
  }
}

/** The chat lines to remove (oldest first) so that at most `keep` remain and their text stays under `bytes`. */
export function linesToTrim(lines: readonly unknown[], keep: number, bytes: number): number {
  let cut = Math.max(0, lines.length - keep);
  let total = 0;
  for (let i = cut; i < lines.length; i++) total += JSON.stringify(lines[i] ?? null).length;
  while (cut < lines.length - 1 && total > bytes) total -= JSON.stringify(lines[cut++] ?? null).length;
  return cut;
}
