// The two setup decisions: keep one of two starting champions; lairs, their trolls and the pawn.
import { CHAMPIONS } from './content/champions';
import { COUNTS } from './content/components';
import { CLANS } from './content/types';
import { gainVotes, movePawn, own, patch, player, pop, push, say, setTroll } from './ctx';
import { board, lairOwner, overrun, PAWN_CHAMPIONS } from './board';
import { clanName, count, seatName, type Handler } from './handler';
import { fail, type Move } from './moves';
import type { Player, State, Task } from './state';

type StartT = Extract<Task, { k: 'startChampions' }>;
type LairT = Extract<Task, { k: 'lair' }>;

export const startChampions: Handler<StartT> = {
  step(g) {
    const s = g.s;
    if (s.p.some((p) => p.startChoices.length > 0)) return true;
    // Everyone has chosen: votes go on the Clan board in seat order from the start player, so the
    // stacking order does not depend on who clicked first.
    for (let i = 0; i < s.players; i++) {
      const seat = (s.startPlayer + i) % s.players;
      const id = s.p[seat]?.champions[0] ?? 0;
      const c = CHAMPIONS[id];
      if (!c || c.clan === 'outsider') continue;
      gainVotes(g, seat, CLANS.indexOf(c.clan), c.votes);
      say(g, `${seatName(seat)} keeps ${c.name} and gains ${count(c.votes, `${clanName(c.clan)} Vote`)}.`, { seat, kind: 'startChampion', data: { champion: id } });
    }
    say(g, `${seatName(s.startPlayer)} is the start player.`, { seat: s.startPlayer, kind: 'startPlayer' });
    pop(g);
    push(g, { k: 'draft', round: 0 });
    for (let i = s.players - 1; i >= 0; i--) push(g, { k: 'lair', seat: (s.startPlayer + i) % s.players, step: 'pair', placed: [] });
    return false;
  },
  actors(s) {
    const out: number[] = [];
    for (let seat = 0; seat < s.p.length; seat++) if ((s.p[seat] as Player).startChoices.length > 0) out.push(seat);
    return out;
  },
  legal: (s, _t, seat) => (s.p[seat]?.startChoices ?? []).map((champion) => ({ type: 'keepChampion', champion })),
  apply(g, _t, seat, m) {
    if (m.type !== 'keepChampion') return fail('move/wrong-step', 'Choose which of your two starting champions to keep.');
    const choices = g.s.p[seat]?.startChoices ?? [];
    if (!choices.includes(m.champion)) return fail('move/not-offered', 'That champion is not one of the two you were dealt.');
    const p = player(g, seat);
    p.champions = [m.champion];
    p.claws = [0];
    p.champCubes = [0];
    p.discarded = choices.find((c) => c !== m.champion) ?? -1;
    p.startChoices = [];
    own(g, g.s, 'owner')[m.champion] = seat;
    say(g, `${seatName(seat)} has chosen a starting champion.`, { seat });
    return null;
  },
};

/** Caverns next to a lair that hold no gnome (rulebook: Lair Setup 3). */
function freeNeighbours(s: State, lair: number): number[] {
  return (board(s).adj[lair] ?? []).filter((n) => n < board(s).caverns && !overrun(s, n));
}

function pairsOpen(s: State): number[] {
  const b = board(s);
  const free = b.lairPairs.flatMap((pair, i) => (pair.every((l) => lairOwner(s, l) < 0) ? [i] : []));
  const good = free.filter((i) => (b.lairPairs[i] ?? []).every((l) => freeNeighbours(s, l).length > 0));
  return good.length > 0 ? good : free;
}

const startPawn = (s: State, seat: number): number => (s.p[seat]?.champions ?? []).find((c) => PAWN_CHAMPIONS.includes(c)) ?? -1;

function lairMoves(s: State, t: LairT): Move[] {
  const p = s.p[t.seat];
  if (!p) return [];
  if (t.step === 'pair') return pairsOpen(s).map((pair) => ({ type: 'chooseLairs', pair }));
  if (t.step === 'troll0' || t.step === 'troll1') {
    const lair = p.lairs[t.step === 'troll0' ? 0 : 1] ?? -1;
    return freeNeighbours(s, lair).map((node) => ({ type: 'lairTroll', node }));
  }
  return t.placed.map((node) => ({ type: 'placePawn', node }));
}

export const lair: Handler<LairT> = {
  step(g, t) {
    const s = g.s;
    if (t.step === 'pawn' && (startPawn(s, t.seat) < 0 || t.placed.length === 0)) {
      pop(g);
      return false;
    }
    if ((t.step === 'troll0' || t.step === 'troll1') && lairMoves(s, t).length === 0) {
      // No gnome-free cavern next to this lair: nothing to place there.
      patch(g, t, { step: t.step === 'troll0' ? 'troll1' : 'pawn' });
      return false;
    }
    return true;
  },
  actors: (_s, t) => [t.seat],
  legal: (s, t, seat) => (seat === t.seat ? lairMoves(s, t) : []),
  apply(g, t, seat, m) {
    const s = g.s;
    const legal = lairMoves(s, t);
    const b = board(s);
    if (m.type === 'chooseLairs' && t.step === 'pair') {
      if (!legal.some((x) => x.type === 'chooseLairs' && x.pair === m.pair))
        return fail('move/lair-taken', 'Choose a pair of free lair spaces (matching glyphs).');
      const pair = b.lairPairs[m.pair] ?? [-1, -1];
      const p = player(g, seat);
      p.lairs = [...pair];
      p.reserve -= 2 * COUNTS.lairTrolls;
      for (const l of pair) setTroll(g, l, seat, COUNTS.lairTrolls);
      say(g, `${seatName(seat)} makes lairs at ${pair.map((l) => b.nodeName[l]).join(' and ')}.`, { seat, kind: 'lairs', data: { lairs: pair } });
      patch(g, t, { step: 'troll0' });
      return null;
    }
    if (m.type === 'lairTroll' && (t.step === 'troll0' || t.step === 'troll1')) {
      if (!legal.some((x) => x.type === 'lairTroll' && x.node === m.node))
        return fail('move/not-next-to-lair', 'Place this Troll in a gnome-free cavern next to that lair.');
      player(g, seat).reserve -= 1;
      setTroll(g, m.node, seat, 1);
      say(g, `${seatName(seat)} places a Troll in ${b.nodeName[m.node]}.`, { seat, kind: 'place', data: { node: m.node } });
      patch(g, t, { step: t.step === 'troll0' ? 'troll1' : 'pawn', placed: [...t.placed, m.node] });
      return null;
    }
    if (m.type === 'placePawn' && t.step === 'pawn') {
      if (!t.placed.includes(m.node)) return fail('move/pawn-where', 'Your champion pawn joins one of the two Trolls you just placed.');
      const c = startPawn(s, seat);
      movePawn(g, c, m.node);
      say(g, `${seatName(seat)} places ${CHAMPIONS[c]?.name} in ${b.nodeName[m.node]}.`, { seat, kind: 'pawn', data: { champion: c, node: m.node } });
      pop(g);
      return null;
    }
    return fail('move/wrong-step', 'That is not the lair setup step now.');
  },
};

