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
/**
 * Tempo (issue 15, "why does Hard barely beat three Normals at 4 players"): a Supply is one more turn
 * this wave (rulebook: the battle goes on while anyone has Supplies), so it is worth what a turn brings
 * the seat against the others: its own Honour plus what it takes from them, shared among them as the
 * evaluation's lead counts it. Measured over Normal games at 4 players, a turn brings about 5.8 in wave
 * I, 4.6 in II, 3.1 in III. Worth 1.5 before, a Supply spent at the start of a turn cost less than the
 * turn then brought, so a seat's worth rose 0.032 over its own turn and fell 0.011 with each rival turn
 * at 4 players (0.064 at 2). The search's lines run through rivals' turns and its leaves lie at
 * different depths, so the lines it read deepest looked worst. Counting a Supply at what its turn brings,
 * and the turn under way at what is still to come of it (restOfTurn), makes leaves at any depth
 * comparable; it is also what a boost must beat to be worth its Supply.
 */
const TEMPO = [5.5, 4.5, 3] as const;
/** At 2 players what a turn takes from the rival counts whole in the lead (shared by 3 at 4 players). */
const TEMPO_2P = 2.5;
const tempo = (s: State): number => (TEMPO[s.wave - 1] ?? 3) + (s.players === 2 ? TEMPO_2P : 0);

/** Share of a turn's worth still to come, by where the turn stands (measured as above, to the turn's end). */
function restOfTurn(s: State): number {
  if (s.turn < 0) return 0;
  let t: State['tasks'][number] | undefined;
  for (let i = s.tasks.length - 1; i >= 0; i--)
    if (s.tasks[i]?.k === 'turn') {
      t = s.tasks[i];
      break;
    }
  if (!t || t.k !== 'turn' || !t.started) return 0;
  // At the turn's root: nothing done yet, one Weak action done (the second is optional), or done.
  if (s.tasks[s.tasks.length - 1] === t) return t.strong ? 0 : t.weak === 0 ? 1 : t.weak === 1 ? 0.35 : 0;
  // An action under way: its Honour is mostly still to come.
  return t.weak >= 2 ? 0.75 : 1;
}

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
  const worth = tempo(s);
  const rest = worth * restOfTurn(s);
  s.p.forEach((p, i) => {
    // Elders only grow. Each Supply is one more turn this wave (rulebook: the battle goes on while
    // anyone has Supplies), so a Supply spent on a boost must gain more than a turn would; trolls on
    // the map and champions are means to Honour.
    let extra = elderHonour(countKind(p, 'elder')) + worth * p.supply + 1.5 * p.champions.length;
    if (i === s.turn) extra += rest;
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
