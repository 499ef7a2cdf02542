// The positions of a stored game as a tree, for replays (replay.ts): a move makes a child of the
// position it was made in; an undo record goes back to a position already in the tree (the one
// after its first `undo` records, shared/engine/undo.ts); a note stays where it is. Every record
// maps to a node, so rebuilding a position never replays an undo: it walks up to the nearest kept
// ancestor and applies the moves down from it.
//
// Kept: every node whose depth (effective moves since the setup) is a multiple of `every`. So any
// position costs at most `every - 1` applies once its kept ancestors are built, and each of those
// costs at most `every` from the one above it, built once. Before (issue 26 item 7) checkpoints were
// kept every 16 *records*, and an undo that reached into an earlier stretch rebuilt its target from
// an earlier checkpoint, passing the undos there, each of which did the same: ×2.4 per stretch
// (9.4 million moves replayed for one frame of an 11 KB upload). Building a tree walks no state.
import type { AnyGame } from '../shared/engine/types';
import type { MoveRecord } from './store';

interface Node {
  /** Moves in force since the setup: the tree depth. */
  depth: number;
  parent: Node | null;
  /** The record whose move leads here from the parent (none for the root). */
  rec: number;
  /** Set on kept nodes once built (and on the root). */
  state?: unknown;
}

export class Positions {
  /** nodes[i]: the position after the first i records. */
  private readonly nodes: Node[] = [];
  private records: readonly MoveRecord[] = [];
  /** The last position rebuilt: stepping on from it costs one apply. */
  private last: { node: Node; state: unknown } | null = null;
  /** `apply` calls made so far (tests and the bench read it). */
  applied = 0;

  constructor(
    private readonly game: Pick<AnyGame, 'apply'>,
    private readonly setup: () => unknown,
    readonly every = 16,
  ) {}

  /** How many records are mapped (positions 0..size). */
  get size(): number {
    return Math.max(0, this.nodes.length - 1);
  }

  /** Map records `size..records.length-1`: pointer work only, no state is built. */
  extend(records: readonly MoveRecord[]): void {
    this.records = records;
    if (this.nodes.length === 0) this.nodes.push({ depth: 0, parent: null, rec: -1 });
    for (let i = this.nodes.length - 1; i < records.length; i++) {
      const r = records[i]!;
      const here = this.nodes[i]!;
      // The room wrote an undo only to a record it had (party/undo.ts); uploads were checked so too.
      if (r.undo !== undefined) this.nodes.push(this.nodes[r.undo] ?? here);
      else if (r.note) this.nodes.push(here);
      else this.nodes.push({ depth: here.depth + 1, parent: here, rec: i });
    }
  }

  /** The kept ancestors (the node itself included) of position `at` not built yet, oldest first. */
  missing(at: number): number[] {
    const out: Node[] = [];
    for (let n: Node | null = this.nodes[at]!; n; n = n.parent) if (n.depth % this.every === 0 && n.state === undefined) out.push(n);
    // Returned as positions of the walk, resolved by `build` (nodes are not handed out).
    return out.reverse().map((n) => this.indexOf(n));
  }

  /** Build one kept node: at most `every` applies, once its kept ancestors are built. */
  build(at: number): void {
    const node = this.nodes[at]!;
    if (node.state !== undefined) return;
    node.state = node.parent === null ? this.setup() : this.from(node);
  }

  /** The state after `at` records: at most `every - 1` applies once `missing(at)` is built. */
  stateAt(at: number): unknown {
    const node = this.nodes[at]!;
    if (node.parent === null && node.state === undefined) node.state = this.setup();
    const state = node.state !== undefined ? node.state : this.from(node);
    this.last = { node, state };
    return state;
  }

  /** Walk up to a node with a state (or the last one rebuilt), then apply the moves down again. */
  private from(node: Node): unknown {
    const path: Node[] = [];
    let n: Node = node;
    while (n.state === undefined && n !== this.last?.node) {
      path.push(n);
      if (!n.parent) throw new Error('replay: the setup was not built');
      n = n.parent;
    }
    let state = n.state !== undefined ? n.state : this.last!.state;
    for (let i = path.length - 1; i >= 0; i--) {
      const rec = this.records[path[i]!.rec]!;
      const res = this.game.apply(state, rec.seat, rec.move);
      this.applied++;
      // The table replayed these moves at restore (or applied them live): they cannot fail here.
      if (!res.ok) throw new Error(`replay: stored move ${path[i]!.rec} does not replay (${res.error.code})`);
      state = res.value.state;
    }
    return state;
  }

  /** A kept node's position: the first record index that leads to it. */
  private indexOf(node: Node): number {
    return node.parent === null ? 0 : node.rec + 1;
  }
}
