// Why a seat's step offers one move only (GameModule.why, issue 29): the room takes such a step by
// itself when it reveals nothing and writes this reason in its log line. Words from what that seat
// may see: the map, its own Ancestry and supply, its own setup step (all public or its own).
import { board, overrun } from './board';
import { legalMoves } from './engine';
import type { Move } from './moves';
import type { State, Task } from './state';

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;
const actName = (a: string): string => a.charAt(0).toUpperCase() + a.slice(1);

/** The reason for `m`, the only legal move of `seat` in task `t`. */
function reason(s: State, seat: number, t: Task, m: Move): string | undefined {
  const b = board(s);
  const p = s.p[seat];
  if (!p) return undefined;
  switch (m.type) {
    case 'bolsterAdd': {
      // Rulebook, Bolster: up to power Trolls from your supply.
      if (t.k !== 'bolster') return undefined;
      return t.power <= 1 ? 'a Bolster of power 1 brings one Troll' : `only ${plural(p.reserve, 'Troll')} left in the supply`;
    }
    case 'lairTroll': {
      const lair = t.k === 'lair' ? (p.lairs[t.step === 'troll0' ? 0 : 1] ?? -1) : -1;
      const free = (b.adj[lair] ?? []).filter((n) => n < b.caverns);
      const gnomes = free.filter((n) => overrun(s, n)).length;
      const held = gnomes === 1 ? 'the other cavern next to it holds gnomes' : `the ${gnomes} others next to it hold gnomes`;
      return `${b.nodeName[m.node]} is the only gnome-free cavern next to ${b.nodeName[lair] ?? 'that lair'}${gnomes ? ` (${held})` : ''}`;
    }
    case 'chooseLairs':
      return 'it is the last pair of lair spaces left free';
    case 'placePawn':
      return `the champion pawn joins a Troll just placed, and only ${b.nodeName[m.node]} got one`;
    case 'strong':
      return `no symbol without a number is left uncovered for a Weak action, and only ${actName(m.as)} can still make a Strong action`;
    case 'weak':
      return `${actName(m.as)} is the only uncovered symbol left for a Weak action, with no Desperation token to add, and no Strong action is possible`;
    case 'endTurn':
      return 'no symbol left to cover this turn';
    case 'keepChampion':
      return 'only one starting champion is offered';
    case 'discardCard':
      return 'the last card of the hand is discarded';
    case 'suppliesDone':
      return 'no two uncovered Wilds to trade for a Supply';
    case 'advanceDone':
    case 'bolsterDone':
    case 'moveTrollsDone':
    case 'scoutDone':
      return 'nothing more can be done with this action';
    case 'gnomeTarget':
      return 'the gnome has only one easiest way';
    case 'wheelMove':
      return m.steps === 1 ? 'a Gnome action of power 1 moves the pawn one space' : undefined;
    default:
      return 'it is the only move the rules allow here';
  }
}

/** GameModule.why: the reason `seat` is offered one move only now, or undefined (several or none). */
export function why(s: State, seat: number): string | undefined {
  if (s.over) return undefined;
  const legal = legalMoves(s, seat);
  if (legal.length !== 1) return undefined;
  const t = s.tasks[s.tasks.length - 1];
  if (!t) return undefined;
  return reason(s, seat, t, legal[0]!);
}

