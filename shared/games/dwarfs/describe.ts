// Short words for a move (logs, generic buttons). Spots are written as column and row from 1.
import { CARDS, CLASS_DEFS, GEMS, OGRE_NAMES } from './data';
import { COLS } from './board';
import type { Move } from './moves';

const spot = (c: number): string => `(${(c % COLS) + 1},${Math.floor(c / COLS) + 1})`;
const card = (c: number): string => CARDS[c]?.name ?? `card ${c}`;
const gem = (g: number): string => GEMS[g] ?? 'gem';
const ogre = (k: number): string => OGRE_NAMES[k] ?? 'ogre card';
const kind = (k: string): string => (k === 'plain' ? 'meeple' : (CLASS_DEFS[k as keyof typeof CLASS_DEFS]?.name ?? k));
const bag = (b: number[]): string =>
  b
    .map((n, i) => (n ? `${n} ${gem(i)}` : ''))
    .filter(Boolean)
    .join(' + ');
const turns = ['', 'a quarter turn', 'a half turn', 'three quarter turns'];

export function describeMove(m: Move): string {
  switch (m.type) {
    case 'play': return `play the ${card(m.card)}`;
    case 'put': return `put it at ${spot(m.cell)}${m.rot ? `, turned ${turns[m.rot]}` : ''}`;
    case 'place': return `place a ${kind(m.kind)} at ${spot(m.cell)}`;
    case 'move': return `move meeple ${m.m + 1} to ${spot(m.to)}`;
    case 'upgrade': return `get the ${kind(m.cls)}`;
    case 'alchemy': return `alchemist: ${gem(m.from)} into ${gem(m.to)}`;
    case 'warrior': return `warrior: push a meeple of seat ${m.seat + 1} to ${spot(m.to)}`;
    case 'ogreKing': return `Ogre King: send a meeple of seat ${m.seat + 1} home`;
    case 'tunnel': return `hidden tunnel to ${spot(m.to)}`;
    case 'rotate': return `turn the card at ${spot(m.cell)} by ${turns[m.rot]}`;
    case 'ogre':
      return `play ${ogre(m.kind)}${m.cell !== undefined ? ` on ${spot(m.cell)}` : ''}${m.seat !== undefined ? ` against seat ${m.seat + 1}` : ''}`;
    case 'panic': return `panic: a meeple of seat ${m.seat + 1} runs to ${spot(m.to)}`;
    case 'brute': return `brute: swap with meeple ${m.m + 1}`;
    case 'scales': return `monster scales for ${bag(m.gems)}`;
    case 'pawn': return `pawnbroker: ${bag(m.gems)}`;
    case 'frozen': return `frozen heart: ${gem(m.gem)} into diamond`;
    case 'hire': return `hire hands with ${ogre(m.kind)}`;
    case 'reveal': return 'reveal your secret goal';
    case 'autoReveal': return 'reveal your secret goal the moment it is met, even in another turn';
    case 'end': return 'end your actions';
    case 'cancel': return 'go back';
    case 'complete': return `complete the task at ${spot(m.cell)} (${m.kinds.map(kind).join(', ')} go home)`;
    case 'buy': return m.goal < 0 ? 'buy the dragon egg' : `buy trading goal ${m.goal + 1}${m.swap >= 0 ? ', trading up a completed goal' : ''}`;
    case 'dig': return `dig the stack at ${spot(m.cell)}`;
    case 'discard': return m.what === 'gem' ? `discard a ${gem(m.i)}` : `discard ${ogre(m.i)}`;
  }
}
