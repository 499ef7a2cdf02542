// What one viewer may know (the hidden-information list): a secret goal only to its owner
// until revealed (undealt ones never), ogre cards and gems in hand only to their owner (counts are
// public), deck orders to no one (sizes only). Kingdom cards in hand are a known set minus what was
// played, so they are shown to all. Everything on the table is public.
import type { Viewer } from '../../engine/types';
import { COLOURS, tribeOf } from './data';
import { COLS, ROWS, kingdomOf } from './board';
import { actionsAllowed, actionsLeft, handSize } from './rules';
import { actors } from './flow';
import { breakdown, CATEGORIES } from './scoring';
import { canReveal } from './secrets';
import type { Kind, Pending, State } from './state';

export interface SeatView {
  colour: string;
  tribe: string;
  /** Kingdom cards in hand (card indexes). */
  hand: number[];
  /** Own gems per type (GEMS order); for others null, with `gemCount`. */
  gems: number[] | null;
  gemCount: number;
  /** Own ogre cards (kind indexes); for others null, with `ogreCount`. */
  ogres: number[] | null;
  ogreCount: number;
  handSize: number;
  /** Meeples: kind and spot (-1 campfire). */
  meeples: { kind: Kind; at: number }[];
  pouches: number;
  trades: number[];
  eggs: number[];
  /** The secret goal's index: own, or anyone's once revealed; else null. */
  secret: number | null;
  revealed: boolean;
  canReveal: boolean;
  /** Own standing order to reveal the moment the goal is met (null for others: it is theirs to know). */
  auto: boolean | null;
  monsters: { card: number; elf: boolean }[];
  killed: number;
  /** Score so far by category (the secret goal only once revealed); others' Gems null (their gems are hidden). */
  score: Record<string, number | null>;
  kingdom: number[];
}

export interface DwarfsView {
  viewer: Viewer;
  players: number;
  cols: number;
  rows: number;
  board: { cell: number; cards: number[]; rots: number[] }[];
  piles: number[];
  pouchPile: number;
  decks: { ogre: number; trades: number; eggs: number };
  ogreDiscard: number[];
  trades: number[];
  egg: number;
  memorials: number;
  decrees: string[];
  scenario: string | null;
  trigger: number;
  first: number;
  turn: number;
  phase: State['phase'];
  stage: State['stage'];
  round: number;
  actionsLeft: number;
  /** This turn's action budget (so the table can say why: base, castle, Hired Hands). */
  actionsAllowed: number;
  pending: Pending | null;
  active: number[];
  endBy: number;
  over: boolean;
  endReason: State['endReason'];
  seats: SeatView[];
}

export function viewOf(s: State, viewer: Viewer): DwarfsView {
  const board: DwarfsView['board'] = [];
  s.board.forEach((st, cell) => {
    if (st) board.push({ cell, cards: st.cards.slice(), rots: st.rots.slice() });
  });
  return {
    viewer,
    players: s.players,
    cols: COLS,
    rows: ROWS,
    board,
    piles: s.piles.slice(),
    pouchPile: s.pouchPile,
    decks: { ogre: s.ogreDeck.length, trades: s.tradeDeck.length, eggs: s.eggDeck.length },
    ogreDiscard: s.ogreDiscard.slice(),
    trades: s.trades.slice(),
    egg: s.egg,
    memorials: s.memorials,
    decrees: s.opts.decrees.slice(),
    scenario: s.opts.scenario,
    trigger: s.opts.trigger,
    first: s.first,
    turn: s.turn,
    phase: s.phase,
    stage: s.stage,
    round: s.round,
    actionsLeft: s.over ? 0 : actionsLeft(s, s.turn),
    actionsAllowed: s.over ? 0 : actionsAllowed(s, s.turn),
    pending: s.pending,
    active: actors(s),
    endBy: s.endBy,
    over: s.over,
    endReason: s.endReason,
    seats: s.p.map((p, q) => {
      const own = viewer === q;
      const shown = own || p.revealed;
      // The secret goal's VP is in Goals only once revealed (breakdown counts revealed goals only).
      const cats = breakdown(s, q);
      return {
        colour: COLOURS[p.colour] ?? 'blue',
        tribe: tribeOf(p.colour),
        hand: p.hand.slice(),
        gems: own ? p.gems.slice() : null,
        gemCount: p.gems.reduce((a, b) => a + b, 0),
        ogres: own ? p.ogres.slice() : null,
        ogreCount: p.ogres.length,
        handSize: handSize(s, q),
        meeples: p.kinds.map((kind, m) => ({ kind, at: p.at[m] ?? -1 })),
        pouches: p.pouches,
        trades: p.trades.slice(),
        eggs: p.eggs.slice(),
        secret: shown ? p.secret : null,
        revealed: p.revealed,
        canReveal: own && canReveal(s, q),
        auto: own ? p.auto : null,
        monsters: p.monsters.map((m) => ({ card: m.card, elf: m.elf })),
        killed: p.killed,
        score: Object.fromEntries(CATEGORIES.map((c, i) => [c, c === 'Gems' && !own ? null : (cats[i] ?? 0)])),
        kingdom: kingdomOf(s, q).slice(),
      };
    }),
  };
}
