// The positions How to play draws (issue 29): small games built with the engine's own test kit and
// seen through its own view, so every picture is a state the rules allow and the table would draw
// the same way. Red, Blue and Green play a 3-player game on the small side of the map; Red reads.
import { DEFAULT_SEAT_COLOURS } from '../../../shared/constants';
import { ANCESTRY_CARDS } from '../../../shared/games/fotmk/content/ancestry';
import { VOTE_TILES } from '../../../shared/games/fotmk/content/components';
import { desperationFor } from '../../../shared/games/fotmk/supplies';
import { placements, strongValid } from '../../../shared/games/fotmk/grid';
import { ancestry, cell, giveChampion, gnome, node, position, put } from '../../../shared/games/fotmk/testkit';
import { begin } from '../../../shared/games/fotmk/ctx';
import { run } from '../../../shared/games/fotmk/flow';
import { board } from '../../../shared/games/fotmk/board';
import { INVADERS_BY_WAVE } from '../../../shared/games/fotmk/content/components';
import { CLANS } from '../../../shared/games/fotmk/content/types';
import type { State } from '../../../shared/games/fotmk/state';
import { viewOf } from '../../../shared/games/fotmk/view';
import type { View } from './model';

export const SEATS = DEFAULT_SEAT_COLOURS.slice(0, 3);
export const COLORS = SEATS.map((c) => c.id);
export const NAMES = SEATS.map((c) => c.name);
const RED = 0;
const BLUE = 1;
const GREEN = 2;

const seen = (s: State): View => viewOf(s, RED) as View;

/** Lair setup done: three Trolls in each lair, one beside each, Red's starting pawn; gnomes in four gates. */
export function setupState(): State {
  const s = position(3);
  s.tasks = [{ k: 'battle', next: 0 }];
  for (const [seat, beside] of [
    [RED, ['ice-1', 'hammer-1']],
    [BLUE, ['moon-1', 'mud-2']],
    [GREEN, ['granite-1', 'fire-2']],
  ] as const) {
    for (const l of s.p[seat]!.lairs) put(s, l, seat, 3);
    for (const n of beside) put(s, n, seat, 1);
  }
  for (const [at, str] of [['moss-1', 2], ['ice-2', 1], ['mud-1', 3], ['granite-2', 1]] as const) gnome(s, at, str);
  giveChampion(s, RED, 0, 'ice-1');
  return s;
}
export const setupScene = (): View => seen(setupState());

/** Mid-wave: the five status words, one cavern each (seen by Red). */
export const STATUS_CAVERNS = ['ice-1', 'moss-3', 'ice-3', 'moss-1', 'moon-3'] as const;
export function statusState(): State {
  const s = setupState();
  put(s, 'moss-3', RED, 2);
  put(s, 'moss-3', BLUE, 1);
  put(s, 'ice-3', RED, 1);
  put(s, 'ice-3', GREEN, 1);
  return s;
}
export const statusScene = (): View => seen(statusState());

/** Red has won a champion whose symbol joins the Ancestry (the cluster example's). */
export const SYMBOL_CHAMPION = 24;
export function championScene(): View {
  const s = clusterState();
  giveChampion(s, RED, SYMBOL_CHAMPION);
  return seen(s);
}

/**
 * An Advance into gnomes (rulebook: Advance): Red moves 3 Trolls from Moss 3 and 1 from Moss 2 into
 * Moss 1, where gnomes of strength 1 and 2 wait; 4 Trolls beat strength 3.
 */
export const ADVANCE = { to: 'moss-1', from: [['moss-3', 3], ['moss-2', 1]] as const, gnomes: [1, 2] };
export function advanceState(): State {
  const s = position(3);
  s.tasks = [{ k: 'battle', next: 1 }, { k: 'turn', seat: RED, weak: 0, strong: false, started: true, extra: false }];
  for (const l of s.p[RED]!.lairs) put(s, l, RED, 3);
  for (const [at, n] of ADVANCE.from) put(s, at, RED, n);
  put(s, 'ice-1', BLUE, 2);
  for (const str of ADVANCE.gnomes) {
    const g = gnome(s, ADVANCE.to, str);
    s.gnomeSeen[g] = 1 << 7;
  }
  return s;
}
export const advanceScene = (): View => seen(advanceState());

/** The wheel three spaces before the star with three defeated gnomes by it: a Gnome action of power 3. */
export const WHEEL_AT = 9;
export function wheelScene(): View {
  const s = position(3);
  s.wheel = WHEEL_AT;
  s.gnomeWheel = [s.gnomeSupply.pop()!, s.gnomeSupply.pop()!, s.gnomeSupply.pop()!];
  for (const g of s.gnomeWheel) s.gnomeSeen[g] = 1 << 7;
  s.p[BLUE]!.boost = 1;
  return seen(s);
}

/** The champion display in wave I, with Influence on two of them; gate cards, one peeked by Red. */
export function displayScene(): View {
  const s = position(3);
  s.display = s.display.map((d, i) =>
    i === 0 ? { ...d, touched: true, inf: [{ seat: RED, v: 4, at: 1 }, { seat: BLUE, v: 4, at: 2 }] } : i === 2 ? { ...d, touched: true, inf: [{ seat: GREEN, v: 2, at: 3 }] } : d,
  );
  s.gatePeek = s.gateRow.map((_, i) => (i === 1 ? 1 << RED : 0));
  return seen(s);
}

/** The Great Hall of the scoring example: it touches the status example's Moss 3 and Ice 1 (both Red's). */
export const HALL_EXAMPLE = 0;

/** Votes on the Clan board near the end: Moss and Fire contested. */
export const VOTES: [number, number, number][] = [
  [5, 3, 1],
  [0, 2, 0],
  [1, 0, 2],
  [0, 0, 0],
  [2, 2, 0],
  [0, 1, 3],
  [4, 0, 4],
];
export function clansScene(): View {
  const s = position(3);
  let at = 0;
  s.clans = VOTES.map((row) => row.flatMap((v, seat) => (v > 0 ? [{ seat, v, at: ++at }] : [])));
  return seen(s);
}
/** The vote tile on a clan's plank in clansScene. */
export const tileOf = (clan: number) => VOTE_TILES[position(3).voteTile[clan] ?? 0]!;

/**
 * An Ancestry of nine quarters, and the picked card (Advance, Advance / Advance, Wild) shown where it
 * will go: it covers an Advance and a blank, and its Advance symbols join the two already there.
 */
export const PLACE = { card: 4, x: 5, y: 4 };
export function placeScene(): { view: View; legal: Map<string, string>; cover: string } {
  const s = position(3);
  ancestry(s, RED, [
    ['B', 'I', 'A'],
    ['G', 'W', 'A'],
    ['S', 'B', '-'],
  ]);
  const cells = s.p[RED]!.cells;
  const legal = new Map<string, string>();
  for (const [x, y] of placements(cells)) legal.set(`${x},${y}`, `Place the card at column ${x + 1}, row ${y + 1}`);
  s.p[RED]!.pick = PLACE.card;
  return { view: seen(s), legal, cover: ANCESTRY_CARDS[PLACE.card]!.cells.join(' ') };
}

/**
 * A cluster across covered symbols (rulebook: Strong actions): Advance 1, Advance 2, Advance 3 and
 * Advance 1, joined through the Gnome covered on an earlier turn: a Strong Advance of power 7.
 */
export const CLUSTER_ROWS = [
  ['A', 'A2', 'B', 'I'],
  ['B', 'G', 'A3', 'I'],
  ['W', 'A', 'S', 'E'],
  ['G', 'B', 'I2', 'W'],
];
export const CLUSTER = [cell(0, 0), cell(1, 0), cell(2, 1), cell(1, 2)];
export const COVERED = cell(1, 1);
export function clusterState(): State {
  const s = position(3);
  ancestry(s, RED, CLUSTER_ROWS);
  s.p[RED]!.cubes[COVERED] = 1;
  return s;
}
export const clusterScene = (): View => seen(clusterState());
/** The engine's own judgement of the worked example (a test checks it is true). */
export const clusterValid = (): boolean => strongValid(clusterState().p[RED]!, CLUSTER);

/** Supplies in wave II: 5 to start, +1 for the Supply symbol in the Ancestry; Desperation beyond. */
export const SUPPLY_EXAMPLE = { base: 5, symbols: 1 };
export function supplyExample(): { supply: number; desperation: number } {
  const supply = SUPPLY_EXAMPLE.base + SUPPLY_EXAMPLE.symbols;
  return { supply, desperation: desperationFor(supply) };
}

/** The lit Weak actions of the cluster example's Ancestry: what the table rings for a choice. */
export function weakTargets(v: View): Map<number, string> {
  const m = new Map<number, string>();
  for (const c of v.mats[RED]?.cells ?? []) if (!c.covered && 'ABIGW'.includes(c.symbol) && c.symbol.length === 1) m.set(c.slot, `Weak action on column ${c.x + 1}, row ${c.y + 1}`);
  return m;
}

/**
 * The invasion worked example (rulebook: Invasions), wave II: an Ice gate card sends its gnomes in at
 * the Ice swarm point. Trolls stand in Ice 1 and Ice 3 (Red), Moon 3 (Blue) and Moon 2 (Green); Ice 2,
 * the gate cavern, and Moon 1 behind it are empty.
 */
export const INVASION = { wave: 2, domain: 'ice' as const, trolls: [['ice-1', RED, 2], ['ice-3', RED, 1], ['moon-3', BLUE, 2], ['moon-2', GREEN, 2]] as const };

/** Each gnome's end: where it went, how far in, how many Trolls were there, whose Troll fell. */
export interface Invader {
  node: number;
  name: string;
  dist: number;
  trolls: number;
  fell: number | null;
}

/** The example before and after the engine resolves it, and what each gnome did (its own events). */
export function invasionExample(): { before: View; after: View; gate: number[]; invaders: Invader[]; honour: number[]; gnomes: number; nodeName: readonly string[]; stand: { name: string; seat: number; n: number }[] } {
  const s = position(3, { wave: INVASION.wave });
  for (const [at, seat, n] of INVASION.trolls) put(s, at, seat, n);
  s.swarm = CLANS.indexOf(INVASION.domain);
  const gnomes = INVADERS_BY_WAVE[INVASION.wave - 1]!;
  s.tasks = [{ k: 'over' }, { k: 'invade', mode: 'invasion', decider: RED, left: gnomes, fallen: 0, gate: 0 }];
  const b = board(s);
  const g = begin(s);
  run(g);
  const invaders = g.ev.flatMap((e): Invader[] => {
    if (e.kind !== 'invade' || !e.data) return [];
    const d = e.data as { node: number; dist: number; trolls: number; owner?: number };
    return [{ node: d.node, name: b.nodeName[d.node] ?? '', dist: d.dist, trolls: d.trolls, fell: d.owner ?? null }];
  });
  return { before: seen(s), after: seen(g.s), gate: [...(b.gates[s.swarm] ?? [])], invaders, honour: g.s.p.map((p) => p.honour), gnomes, nodeName: b.nodeName, stand: INVASION.trolls.map(([at, seat, n]) => ({ name: b.nodeName[node(s, at)] ?? at, seat, n })) };
}

