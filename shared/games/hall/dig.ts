// Step 2, digging (F/Dig a Tunnel and Score Honor): stack -> orientation -> position -> mineral ->
// sources, then the tunnel scores at once, unearths statues, yields buried resources, and offers a
// pedestal on its anchor and a workshop on each empty site beside it.
import { D } from './tables';
import { bank, board, type G, gainHonour, mut, say, seatName, setCells } from './ctx';
import { boardOf, cellName, cellsAt, digCtx, placements, rubbleIn, type DigCtx } from './geom';
import type { Move } from './moves';
import { allies, type State, type Task } from './state';
import { clanName, countOf, HAMMER, MINERALS, resName, TIERS, withA } from './symbols';
import { owned } from './pay';
import { tunnelScore } from './content/components';
import { MINERALS as MINERAL_NAMES } from './content/types';
import { Recent } from './memo';

type DigTask = Extract<Task, { k: 'dig' }>;

/** Minerals a tile of `size` costs (a spell may lower it, never below 1). */
export const digCost = (s: State, size: number): number => Math.max(1, size - s.turn.discount);

/** Hammers `seat` may spend on rubble now (a spell may waive them). */
const hammerLimit = (s: State, seat: number): number => (s.turn.freeRubble ? 99 : owned(s, seat, HAMMER));

/** Minerals `seat` can pay a tile of `size` with, all of one type (F: "All of the minerals spent must be the same"). */
export const payableMinerals = (s: State, seat: number, size: number): number[] =>
  MINERALS.filter((m) => owned(s, seat, m) >= digCost(s, size));

/** Origins of orientation `o` of `stack` that `seat` can pay the rubble for. */
export function payablePositions(s: State, seat: number, ctx: DigCtx, stack: number, o: number): number[] {
  const st = D.stacks[stack]!;
  const p = st.orients[o]!;
  const bd = boardOf(s);
  const hl = hammerLimit(s, seat);
  return placements(s, ctx, p).filter((origin) => rubbleIn(s, cellsAt(bd, p, origin)!) <= hl);
}

// Keyed on the covered-cells array, which is replaced, never changed in place (ctx.ts setCells).
const ctxCache = new Recent<number[], { seat: number; gates: number[]; ctx: DigCtx }>(8);
function ctxFor(s: State, seat: number): DigCtx {
  const hit = ctxCache.get(s.b.seg);
  if (hit && hit.seat === seat && hit.gates === s.b.gates) return hit.ctx;
  const ctx = digCtx(s, seat);
  ctxCache.set(s.b.seg, { seat, gates: s.b.gates, ctx });
  return ctx;
}

/** Dig moves of the step-2 menu: stacks with at least one payable, legal placement. */
export function digMoves(s: State, seat: number): Move[] {
  const out: Move[] = [];
  const ctx = ctxFor(s, seat);
  if (ctx.frontier.length === 0) return out;
  const most = Math.max(...MINERALS.map((m) => owned(s, seat, m)));
  for (let i = 0; i < D.stacks.length; i++) {
    const st = D.stacks[i]!;
    if (s.b.stacks[i]! <= 0 || most < digCost(s, st.size)) continue;
    if (st.orients.some((_, o) => payablePositions(s, seat, ctx, i, o).length > 0)) out.push({ type: 'dig', stack: i });
  }
  return out;
}

export function digMovesIn(s: State, seat: number, t: DigTask): Move[] {
  const ctx = ctxFor(s, seat);
  const st = D.stacks[t.stack]!;
  switch (t.stage) {
    case 'orient':
      return st.orients.flatMap((_, o) => (payablePositions(s, seat, ctx, t.stack, o).length ? [{ type: 'orient' as const, o }] : []));
    case 'pos':
      return payablePositions(s, seat, ctx, t.stack, t.o).map((cell) => ({ type: 'place' as const, cell }));
    case 'mineral':
      return payableMinerals(s, seat, st.size).map((m) => ({ type: 'mineral' as const, m }));
    case 'ped': {
      const out: Move[] = [{ type: 'pedestal', clan: -1 }];
      for (const c of pedestalChoices(s, seat, t)) out.push({ type: 'pedestal', clan: c });
      return out;
    }
    case 'ws': {
      const kinds = [...new Set(s.wsSupply)].sort((a, b) => a - b);
      return [{ type: 'establish', kind: -1 }, ...kinds.map((kind) => ({ type: 'establish' as const, kind }))];
    }
    default:
      return [];
  }
}

export function startDig(g: G, stack: number): void {
  g.s.tasks.push({ k: 'dig', stack, o: -1, cell: -1, m: -1, stage: 'orient', sites: [] });
}

/** The tile's cells once placed. */
const tileCells = (s: State, t: DigTask): number[] => cellsAt(boardOf(s), D.stacks[t.stack]!.orients[t.o]!, t.cell)!;
const anchorCell = (s: State, t: DigTask): number => {
  const p = D.stacks[t.stack]!.orients[t.o]!;
  return p.mark < 0 ? -1 : tileCells(s, t)[p.mark]!;
};

/**
 * Pedestal clans `seat` may place on the new tile's anchor: held in storage, and the track still has
 * the token for (clan, the anchor's tier) (F/Add a Pedestal: one per clan per tier).
 */
export function pedestalChoices(s: State, seat: number, t: DigTask): number[] {
  const a = anchorCell(s, t);
  if (a < 0) return [];
  const tier = boardOf(s).tier[a]!;
  const k = s.banks[s.teams ? (seat === 0 || seat === 3 ? 0 : 1) : seat]!;
  return [0, 1, 2].filter((c) => k.ped[c]! > 0 && s.track[tier * 3 + c]! >= 0);
}

/** Returns true when the dig is over. */
export function digApply(g: G, seat: number, t: DigTask, m: Move): boolean {
  const s = g.s;
  if (m.type === 'orient') {
    t.o = m.o;
    t.stage = 'pos';
  } else if (m.type === 'place') {
    t.cell = m.cell;
    t.stage = 'mineral';
  } else if (m.type === 'mineral') {
    t.m = m.m;
    t.stage = 'pay';
    const rubble = s.turn.freeRubble ? 0 : rubbleIn(s, tileCells(s, t));
    const need: Extract<Task, { k: 'pay' }>['need'] = [{ a: 'r', r: m.m, n: digCost(s, D.stacks[t.stack]!.size) }];
    if (rubble > 0) need.push({ a: 'r', r: HAMMER, n: rubble });
    s.tasks.push({ k: 'pay', need });
  } else if (m.type === 'pedestal') {
    if (m.clan >= 0) placePedestal(g, seat, anchorCell(s, t), m.clan);
    return toSites(g, t);
  } else if (m.type === 'establish') {
    const site = t.sites.shift()!;
    if (m.kind >= 0) {
      establish(g, seat, site, m.kind);
      s.turn.fresh.push(site);
    }
    return t.sites.length === 0;
  }
  return false;
}

/** Paid: lay the tile, score it, unearth, gain buried resources (F/Dig; Buried Statues; Buried Resources). */
export function digPaid(g: G, seat: number, t: DigTask): boolean {
  const s = g.s;
  const st = D.stacks[t.stack]!;
  const cells = tileCells(s, t);
  const b = board(g);
  const id = b.segs.length;
  b.segs.push({ k: 1, ref: t.stack, cells });
  setCells(g, cells, id);
  b.stacks[t.stack]!--;
  const pts = tunnelScore(st.size, MINERAL_NAMES[t.m]!);
  gainHonour(g, seat, pts, 'tunnels');
  say(g, `${seatName(seat)} digs a ${st.size}-cell tunnel at ${cellName(boardOf(s), Math.min(...cells))} in ${resName(t.m)} for ${pts} honour.`, {
    seat,
    kind: 'dig',
    data: { stack: t.stack, o: t.o, cell: t.cell, mineral: t.m, points: pts },
  });
  const k = bank(g, seat);
  const buried = D.buried[s.side];
  for (const c of cells) {
    const got = buried[c];
    if (got) {
      for (let r = 0; r < 7; r++) k.res[r]! += got[r]!;
      say(g, `${seatName(seat)} finds buried ${got.flatMap((n, r) => (n ? [countOf(n, resName(r))] : [])).join(', ')}.`, { seat, kind: 'buried' });
    }
    if (b.statue[c]! >= 0) say(g, `${seatName(seat)} unearths ${withA(clanName(b.statue[c]!))} statue at ${cellName(boardOf(s), c, false)}.`, { seat, kind: 'unearth', data: { cell: c } });
  }
  // Sites beside the new tile, each offered once (F/Establish a Workshop).
  const bd = boardOf(s);
  t.sites = bd.sites.flatMap((site, i) => (b.ws[i]! < 0 && bd.neighbours[site.cell]!.some((n) => cells.includes(n)) ? [i] : []));
  if (st.anchored && pedestalChoices(s, seat, t).length > 0) {
    t.stage = 'ped';
    return false;
  }
  return toSites(g, t);
}

function toSites(g: G, t: DigTask): boolean {
  if (t.sites.length && g.s.wsSupply.length) {
    t.stage = 'ws';
    return false;
  }
  return true;
}

export function placePedestal(g: G, seat: number, cell: number, clan: number): void {
  const s = g.s;
  const tier = boardOf(s).tier[cell]!;
  const b = board(g);
  const k = bank(g, seat);
  const ped = b.ped.slice();
  ped[cell] = clan;
  b.ped = ped;
  k.ped[clan]!--;
  const v = s.track[tier * 3 + clan]!;
  k.tokens.push(v);
  mut(g, 'track')[tier * 3 + clan] = -1;
  // The token goes face down into storage (F/Pedestals): the public line does not name its value, a
  // line to the bank's seats does (issue 26; view.ts hides it from the others until the end).
  say(g, `${seatName(seat)} sets ${withA(clanName(clan))} pedestal at ${cellName(boardOf(s), cell)}, in the ${TIERS[tier]} tier, and takes its point token face down.`, {
    seat,
    kind: 'pedestal',
    data: { cell, clan },
  });
  say(g, `${seatName(seat)}'s new pedestal point token is worth ${v}.`, { seat, to: allies(s, seat), kind: 'pedestal-token', data: { value: v } });
}

export function establish(g: G, seat: number, site: number, kind: number): void {
  const b = board(g);
  const ws = b.ws.slice();
  ws[site] = kind;
  b.ws = ws;
  const supply = mut(g, 'wsSupply');
  supply.splice(supply.indexOf(kind), 1);
  say(g, `${seatName(seat)} establishes ${withA(D.workshopNames[kind] ?? 'workshop')} at ${cellName(boardOf(g.s), boardOf(g.s).sites[site]!.cell)}.`, { seat, kind: 'establish', data: { site, workshop: kind } });
}
