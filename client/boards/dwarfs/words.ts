// Words for moves, cards, gems and goals as a player says them (buttons, tooltips, choices).
import { CARDS, EGGS, SECRETS, TRADES, GEMS, OGRE_KINDS } from '../../../shared/games/dwarfs/data';
import { DECREE_DEFS, GEM_VP, OGRE_KIND_DEFS, TYPE_NAMES, type DecreeId, type KingdomCardType } from '../../../shared/games/dwarfs/content';
import { kindName, meepleAt, type Move, type View } from './model';

export const GEM_NAME = ['emerald', 'diamond', 'gold', 'ruby'] as const;
export const GEM_PLURAL = ['emeralds', 'diamonds', 'golds', 'rubies'] as const;
export const GEM_FILL = ['#2f9e5b', '#5aa9e6', '#e8b720', '#d64545'] as const;
export const gemWord = (g: number, n = 1): string => (n === 1 ? GEM_NAME[g] : GEM_PLURAL[g]) ?? 'gem';
export const gemHelp = (g: number): string => `${gemWord(g)}: worth ${GEM_VP[GEMS[g] ?? 'gold']} VP in hand at the end; pays for goals and classes.`;

/** "2 golds + 1 emerald". */
export function bagWords(b: readonly number[]): string {
  const parts = b.map((n, i) => (n > 0 ? `${n} ${gemWord(i, n)}` : '')).filter(Boolean);
  return parts.length ? parts.join(' + ') : 'nothing';
}

export const ogreName = (k: number): string => OGRE_KIND_DEFS[OGRE_KINDS[k] ?? 'ambush']?.name ?? 'ogre card';
/** What an ogre card does, in its own words ("Every meeple on the target card goes home."). */
export const ogreDoes = (k: number): string => OGRE_KIND_DEFS[OGRE_KINDS[k] ?? 'ambush']?.text ?? '';
export const ogreHelp = (k: number): string => {
  const d = OGRE_KIND_DEFS[OGRE_KINDS[k] ?? 'ambush'];
  return d ? `${d.name} (ogre card, free to play in your actions): ${d.text} Cards with a Guardian or an Elven Dragon cannot be targeted.` : '';
};

const TYPE_HELP: Record<string, string> = {
  castle: 'Castle: its kingdom is every card reached from it without crossing a wall. 2 of one colour here dig a stack (its top card goes to the bottom). Your own castle in play gives you +1 action each turn.',
  'emerald-mine': 'Emerald mine: 2 meeples of one colour take 1 emerald (Elves and Ogres need 3).',
  'diamond-mine': 'Diamond mine: 2 meeples of one colour take 1 diamond (Elves and Ogres need 3).',
  'gold-mine': 'Gold mine: 2 meeples of one colour take 2 golds (Elves and Ogres need 3).',
  'ruby-mine': 'Ruby mine: 3 meeples of one colour take 1 ruby.',
  tavern: 'Tavern: 2 meeples of one colour draw an ogre card.',
  'general-store': 'General store: 3 meeples of one colour buy a face-up trading goal or the dragon egg with gems.',
  'forest-dragon': 'Forest Dragon: no mine pays in its kingdom, no digging there. 5 meeples of one colour defeat it (3 VP, 4 for Elves).',
  'frost-giant': 'Frost Giant: a castle in its kingdom gives no extra action (Crystal Dwarfs ignore it), no digging there. 5 of one colour defeat it.',
  'big-bad-wolf': 'Big Bad Wolf: no tavern pays in its kingdom, no digging there. 5 of one colour defeat it.',
  treant: 'Treant: a castle in its kingdom gives no extra action, no digging there. 5 of one colour defeat it.',
  memorial: 'Battle Memorial: stands where a monster fell; a meeple here may turn any card with no meeples on it.',
};

/** A card's tooltip; `need`: what a mine needs from this viewer's tribe (Elves and Ogres: 3, model.ts mineNeed). */
export function cardTitle(card: number, need?: number): string {
  const c = CARDS[card];
  if (!c) return 'card';
  const needed = c.category === 'mine' && need ? Math.max(need, c.needed) : c.needed;
  const name = c.type === 'memorial' ? 'Battle Memorial' : `${c.name.split(' ')[0]} ${TYPE_NAMES[c.type as KingdomCardType] ?? c.type}`;
  // The Ogres' castle is no ordinary castle (rulebook, the Ogres): 3 ogres draw 2 ogre cards, and its −2 is +2 for them.
  const help = c.category === 'castle' && c.colour === 5 ? OGRE_CASTLE : (TYPE_HELP[c.type] ?? '');
  const minus = c.vp < 0 ? ' The Ogres count a −2 card in their kingdom as +2.' : '';
  return `${name}: ${c.vp} VP in a kingdom, ${c.spots} spot${c.spots === 1 ? '' : 's'}, ${needed} of one colour complete it. ${help}${minus}`;
}
const OGRE_CASTLE = "The Ogres' castle: 3 of one colour here draw 2 ogre cards (it does not dig). Its kingdom is every card reached from it without crossing a wall; it gives the Ogres +1 action each turn.";

/** Each tribe's powers: short for the players' list, whole for its tooltip (rulebook, Asymmetric Kingdoms). */
export const TRIBE_WORDS: Record<string, { short: string; long: string }> = {
  dwarfs: { short: '', long: 'Dwarfs: the base game, with all four classes.' },
  elves: {
    short: 'mines need 3 · Accuracy · monsters 4 VP',
    long: 'Elves: mines need 3 elves. Accuracy: against a monster, elves on the cards beside it through open sides help, if one elf stands on it. A monster they beat scores 4. Monster Scales (free, once a turn): a beaten monster becomes gems worth up to 4 VP. Classes: Alchemist and the Elven Dragon.',
  },
  ogres: {
    short: 'mines need 3 · −2 cards count +2',
    long: 'Ogres: mines need 3 ogres. Their kingdom\'s −2 cards (their own castle too) count +2 for them. They start with 2 ogre cards (a hand of 11 until their first discard). Thievery: an ogre card of theirs that hits an opponent\'s meeple pockets a pouch; Pawnbroker (free, once a turn) turns up to 4 pouches into gems of that many VP. Their castle: 3 ogres draw 2 ogre cards. Classes: Alchemist and the Ogre King.',
  },
  crystal: {
    short: 'Frozen Heart · classes +1 diamond',
    long: "Crystal Dwarfs: Frozen Heart (free, once a turn) turns a gem into a diamond. The Frost Giant does not take their castle's extra action. They never use another player's castle. All four classes, each for one more diamond.",
  },
};
export const shortType = (card: number): string => {
  const c = CARDS[card];
  if (!c) return '?';
  if (c.type === 'memorial') return 'Memorial';
  if (c.type === 'general-store') return 'Store';
  if (c.type === 'big-bad-wolf') return 'Wolf';
  if (c.type === 'forest-dragon') return 'Dragon';
  if (c.type === 'frost-giant') return 'Giant';
  if (c.category === 'mine') return c.type.split('-')[0]!.replace(/^./, (x) => x.toUpperCase());
  const t = TYPE_NAMES[c.type as KingdomCardType] ?? c.type;
  return t.charAt(0).toUpperCase() + t.slice(1);
};
export const cardName = (card: number): string => {
  const c = CARDS[card];
  if (!c) return 'card';
  if (c.type === 'memorial') return 'Battle Memorial';
  return `${c.name.split(' ')[0]} ${TYPE_NAMES[c.type as KingdomCardType] ?? c.type}`;
};

/** An empty centre spot while the table has no card yet (rulebook: "Play a kingdom card", the first card). */
export const CENTRE_WORDS =
  'Centre spot: the first kingdom card of the game goes on one of these four spots in the middle of the board (the yellow square). Every card after it goes next to a card already on the table, or on a stack of its kind.';

export const tradeWords = (t: number): string => {
  const g = TRADES[t];
  return g ? `Trading goal: ${bagWords(g.cost)} → ${g.vp} VP` : 'trading goal';
};
export const eggWords = (e: number): string => {
  const g = EGGS[e];
  if (!g) return 'dragon egg';
  const mon = g.monster === 'any' ? 'any defeated monster' : `a defeated ${TYPE_NAMES[g.monster as KingdomCardType] ?? g.monster}`;
  return `Dragon egg: ${bagWords(g.cost)} + ${mon} → ${g.vp} VP`;
};
export const secretWords = (i: number): string => {
  const g = SECRETS[i];
  return g ? `${g.name} (${g.vp} VP): ${g.text}` : 'secret goal';
};
export const decreeWords = (d: string): string => {
  const x = DECREE_DEFS[d as DecreeId];
  return x ? `${x.name}: ${x.text}` : d;
};

const spot = (v: View, c: number): string => {
  const top = v.board.find((b) => b.cell === c);
  const card = top?.cards[top.cards.length - 1];
  return card !== undefined ? `the ${cardName(card)}` : `the empty spot (${(c % v.cols) + 1},${Math.floor(c / v.cols) + 1})`;
};
const TURNS = ['unturned', 'turned a quarter', 'turned half', 'turned three quarters'];

/** A move in words for a button; `name(seat)` gives "You" or the seat's name. */
export function moveWords(m: Move, v: View, me: number, name: (seat: number) => string): string {
  const whose = (q: number, i: number) => `${name(q)}'s ${kindName(v.seats[q]?.meeples[i]?.kind ?? 'plain')}`;
  switch (m.type) {
    case 'play':
      return `Play the ${cardName(m.card)}`;
    case 'put':
      return `Put it on ${spot(v, m.cell)}, ${TURNS[m.rot]}`;
    case 'place':
      return `Place your ${kindName(m.kind)} on ${spot(v, m.cell)}`;
    case 'move':
      return `Move your ${kindName(v.seats[me]?.meeples[m.m]?.kind ?? 'plain')} from ${spot(v, meepleAt(v, me, m.m))} to ${spot(v, m.to)}`;
    case 'upgrade':
      return `Get the ${kindName(m.cls)}`;
    case 'alchemy':
      return `Alchemist: turn 1 ${gemWord(m.from)} into 1 ${gemWord(m.to)}`;
    case 'warrior':
      return `Warrior: push ${whose(m.seat, m.m)} to ${spot(v, m.to)}`;
    case 'ogreKing':
      return `Ogre King: send ${whose(m.seat, m.m)} home`;
    case 'tunnel':
      return `Hidden tunnel from ${spot(v, meepleAt(v, me, m.m))} to ${spot(v, m.to)}`;
    case 'rotate':
      return `Turn ${spot(v, m.cell)} ${['', 'a quarter', 'half', 'three quarters'][m.rot]} clockwise`;
    case 'ogre':
      return `${ogreName(m.kind)}${m.seat !== undefined && m.m !== undefined ? ` on ${whose(m.seat, m.m)} at ${spot(v, m.cell ?? -1)}` : m.cell !== undefined ? ` on ${spot(v, m.cell)}` : m.seat !== undefined ? ` against ${name(m.seat)}` : ''}`;
    case 'panic':
      return `Panic: ${whose(m.seat, m.m)} runs to ${spot(v, m.to)}`;
    case 'brute':
      return `Brute: swap with your ${kindName(v.seats[me]?.meeples[m.m]?.kind ?? 'plain')} on ${spot(v, meepleAt(v, me, m.m))}`;
    case 'scales':
      return `Monster Scales: give up the ${cardName(v.seats[me]?.monsters[m.monster]?.card ?? 0)} for ${bagWords(m.gems)}`;
    case 'pawn':
      return `Pawnbroker: ${m.gems.reduce((t, n, i) => t + n * (GEM_VP[GEMS[i] ?? 'gold'] ?? 0), 0)} pouches for ${bagWords(m.gems)}`;
    case 'frozen':
      return `Frozen Heart: turn 1 ${gemWord(m.gem)} into a diamond`;
    case 'hire':
      return `Hired Hands: discard ${ogreName(m.kind)} for +1 action`;
    case 'reveal':
      return 'Reveal your secret goal';
    case 'autoReveal':
      return 'Reveal my goal the moment it is met';
    case 'end':
      return 'End your actions';
    case 'cancel':
      return 'Back';
    case 'complete': {
      const card = v.board.find((b) => b.cell === m.cell);
      const top = card?.cards[card.cards.length - 1];
      const counts = new Map<string, number>();
      for (const k of m.kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
      const home = [...counts].map(([k, n]) => (k === 'plain' ? `${n} meeple${n > 1 ? 's' : ''}` : kindName(k))).join(' + ');
      return `Complete the ${top !== undefined ? cardName(top) : 'card'} (${home} go home)`;
    }
    case 'buy':
      if (m.goal < 0) return `Buy the dragon egg, paying a defeated ${cardName(v.seats[me]?.monsters[m.monster]?.card ?? 0)}`;
      return `Buy ${tradeWords(v.trades[m.goal] ?? -1).replace('Trading goal: ', 'the trading goal ')}${m.swap >= 0 ? ' (trading up a completed goal)' : ''}`;
    case 'dig':
      return `Dig ${spot(v, m.cell)}`;
    case 'discard':
      return m.what === 'gem' ? `Discard 1 ${gemWord(m.i)}` : `Discard ${ogreName(m.i)}`;
  }
}
