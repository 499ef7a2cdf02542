// The search's sense of the game, kept small: what an unfinished position is worth to each seat,
// and which moves are worth trying. The worth is the Honour already won plus the Honour the board
// would give if scoring came now (rulebook: Score the Wave for domains in waves I and II; Great
// Halls, Elders and Clan Votes at the end of wave III), plus a little for what is still to spend.
import type { Seat } from '../../engine/types';
import { CHAMPIONS } from './content/champions';
import { ranking } from './ctx';
import { elderHonour } from './content/components';
import { board, controller } from './board';
import { countKind } from './grid';
import type { Move } from './moves';
import { clanVoteHonour, domainScores, hallResult } from './scoring';
import type { State } from './state';

/** A lead of this much Honour over the others' average is worth three chances in four. */
const SPREAD = 40;
/** Honour a Supply not yet spent is worth: about what one more turn brings. */
const SUPPLY_WORTH = 1.5;

/**
 * Honour a champion in the display is worth to the seat leading its influence: the card (1.5, as a
 * won champion below) and half a point per Vote it brings, the whole of it once nobody has a Supply
 * left to overtake with, half before.
 */
function championLeads(s: State, out: number[]): void {
  let left = 0;
  for (const p of s.p) left += p.supply;
  const sure = left === 0 ? 1 : 0.5;
  for (const d of s.display) {
    if (d.inf.length === 0) continue;
    const lead = ranking(d.inf)[0];
    if (!lead) continue;
    out[lead.seat] = (out[lead.seat] ?? 0) + sure * (1.5 + 0.5 * (CHAMPIONS[d.id]?.votes ?? 0));
  }
}

/** Honour a seat may expect from here: banked plus what scoring now would give. */
export function projected(s: State): number[] {
  const out = s.p.map((p) => p.honour);
  if (s.over) return out;
  // Domains are scored at the end of this wave and, in wave I, the next one too (the map changes
  // in between, so the second scoring counts half).
  const domainWeight = s.wave === 1 ? 1.5 : s.wave === 2 ? 1 : 0;
  if (domainWeight > 0)
    for (let d = 0; d < 7; d++) {
      const sc = domainScores(s, d);
      for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) + domainWeight * (sc[i] ?? 0);
    }
  // End-of-game scoring, counted more the nearer it is.
  const late = s.wave === 3 ? 1 : s.wave === 2 ? 0.6 : 0.4;
  for (let h = 0; h < board(s).hallTouches.length; h++) {
    const r = hallResult(s, h);
    for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) + late * (r.honour[i] ?? 0);
  }
  for (let clan = 0; clan < 7; clan++) {
    const v = clanVoteHonour(s, clan);
    for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) + late * (v[i] ?? 0);
  }
  // Champions in the display go to their influence leaders at the end of the wave (rulebook:
  // Award Champions); without this the search saw an Influence as worth nothing until the award.
  championLeads(s, out);
  s.p.forEach((p, i) => {
    // Elders only grow. Each Supply is one more turn this wave (rulebook: the battle goes on while
    // anyone has Supplies), so a Supply spent on a boost must gain more than a turn would; trolls on
    // the map and champions are means to Honour.
    let extra = elderHonour(countKind(p, 'elder')) + SUPPLY_WORTH * p.supply + 1.5 * p.champions.length;
    const onMap = 12 - p.reserve;
    extra += 0.3 * Math.max(0, onMap);
    out[i] = (out[i] ?? 0) + extra;
  });
  return out;
}

/**
 * Each seat's worth in [0, 1]: its lead d over the average of the others, as 1/2 + d / (2(|d| + SPREAD)).
 * Nearly linear on purpose: a seat far behind or far ahead still sees every Honour it can gain
 * (a win-probability curve would flatten there and make all moves look alike).
 */
export function evaluate(s: State): number[] {
  const h = projected(s);
  const total = h.reduce((a, b) => a + b, 0);
  const others = Math.max(1, h.length - 1);
  return h.map((x) => {
    const d = x - (total - x) / others;
    return 0.5 + d / (2 * (Math.abs(d) + SPREAD));
  });
}

/** Caverns controlled per seat (used by tests and the Easy bot's tie-breaks). */
export function controlled(s: State): number[] {
  const out = s.p.map(() => 0);
  for (let n = 0; n < board(s).caverns; n++) {
    const c = controller(s, n);
    if (c >= 0) out[c] = (out[c] ?? 0) + 1;
  }
  return out;
}

/**
 * Moves worth searching, best first. Taking back a choice only wanders (the search never needs it);
 * ending a turn or a step early is tried after the moves that do something.
 */
export function order(_s: State, _seat: Seat, moves: Move[]): Move[] {
  const out: Move[] = [];
  const later: Move[] = [];
  for (const m of moves) {
    if (m.type === 'cancel') continue;
    if (m.type === 'endTurn' || m.type === 'advanceDone' || m.type === 'bolsterDone' || m.type === 'scoutDone' || m.type === 'moveTrollsDone' || m.type === 'skipAction') later.push(m);
    else out.push(m);
  }
  for (const m of later) out.push(m);
  return out;
}

/** A move's identity across samples: its values in the order legalMoves writes them (one order per type). */
export function moveKey(m: Move): string {
  let k: string = m.type;
  const r = m as Record<string, unknown>;
  for (const f in r) if (f !== 'type') k += `|${String(r[f])}`;
  return k;
}
