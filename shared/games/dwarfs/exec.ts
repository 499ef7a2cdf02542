// Carrying out a legal move of the actions phase. Legality was checked against the move list
// (legal.ts), so these only do what the rulebook says each action does.
import { CARDS, CLASS_DEFS, GEM_VALUE, GEMS, OGRE_KINDS, classCostBag } from './data';
import { countOn, meeplesOn, setAt, setStack, monsterIn } from './board';
import { a, discardOgre, gemWord, meepleWord, ogreWord, payGems, randInt, say, takeGems, thievery, who, type G } from './ctx';
import type { Move, MoveOf } from './moves';
import { cardName } from './rules';
import { bagWords, besideWords, cardWords, topWords } from './logwords';
import { mine, own, type Kind } from './state';

const home = (g: G, seat: number, m: number): void => setAt(g.s, seat, m, -1);

/** Everyone's meeples on a spot go back to their campfires; true if an opponent's did. */
function clearSpot(g: G, seat: number, cell: number): boolean {
  let other = false;
  for (const [q, m] of meeplesOn(g.s, cell)) {
    home(g, q, m);
    if (q !== seat) other = true;
  }
  return other;
}

/** Dig a stack: its top card goes to the bottom, unrotated (Castle 1.2). */
export function digAt(g: G, seat: number, cell: number): void {
  const st = g.s.board[cell];
  if (!st || st.cards.length < 2) return;
  const cards = st.cards.slice();
  const rots = st.rots.slice();
  const c = cards.pop() as number;
  const r = rots.pop() as number;
  cards.unshift(c);
  rots.unshift(r);
  setStack(g.s, cell, { cards, rots });
  say(g, `${who(seat)} digs: ${cardWords(g.s, c)} goes under its stack, uncovering ${cardWords(g.s, cards[cards.length - 1] as number)}.`, { seat, kind: 'dig', data: { cell } });
}

/** Can a stack be dug (two or more cards, no meeples, no monster in its region)? */
export function diggable(g: G, cell: number): boolean {
  const st = g.s.board[cell];
  return !!st && st.cards.length > 1 && countOn(g.s, cell) === 0 && !monsterIn(g.s, cell, 'any');
}

export function execAction(g: G, seat: number, m: Move): void {
  const s = g.s;
  if (!s.p[seat]) return;
  // Choosing a card changes no player: it is not copied for it.
  if (m.type === 'play') {
    s.pending = { k: 'put', card: m.card };
    return;
  }
  const p = mine(s, seat);
  switch (m.type) {
    case 'put': {
      const card = (s.pending as { card: number }).card;
      s.pending = null;
      s.used += 1;
      p.hand.splice(p.hand.indexOf(card), 1);
      const st = s.board[m.cell];
      setStack(s, m.cell, st ? { cards: [...st.cards, card], rots: [...st.rots, m.rot] } : { cards: [card], rots: [m.rot] });
      if (CARDS[card]?.category === 'monster' && !s.monsterBy.includes(seat)) own(s, 'monsterBy').push(seat);
      // Where (issue 28): "stacks a green emerald mine on {p1}'s gold mine", "plays a red tavern beside {p0}'s castle".
      const laid = st ? `stacks ${a(cardName(card))} on ${cardWords(s, st.cards[st.cards.length - 1] as number)}` : `plays ${a(cardName(card))} ${besideWords(s, m.cell)}`;
      say(g, `${who(seat)} ${laid}.`, { seat, kind: 'play', data: { cell: m.cell, card, rot: m.rot } });
      return;
    }
    case 'place': {
      const i = p.kinds.findIndex((k, j) => k === m.kind && p.at[j] === -1);
      const free = m.kind !== 'plain' && CLASS_DEFS[m.kind].freePlacement;
      if (!free) s.used += 1;
      setAt(s, seat, i, m.cell);
      own(s, 'placedOn').push(m.cell);
      say(g, `${who(seat)} places ${a(kindWord(g, seat, m.kind))} on ${topWords(s, m.cell)}.`, { seat, kind: 'place', data: { cell: m.cell } });
      return;
    }
    case 'move':
    case 'tunnel': {
      s.used += 1;
      const from = topWords(s, p.at[m.m] as number);
      setAt(s, seat, m.m, m.to);
      say(g, `${who(seat)} moves ${a(kindWord(g, seat, p.kinds[m.m] as Kind))} from ${from} to ${topWords(s, m.to)}${m.type === 'tunnel' ? ' through the hidden tunnels' : ''}.`, { seat, kind: 'move', data: { cell: m.to } });
      return;
    }
    case 'upgrade':
      return upgrade(g, seat, m);
    case 'alchemy':
      s.used += 1;
      payGems(g, seat, GEMS.map((_, i) => (i === m.from ? 1 : 0)));
      takeGems(g, seat, m.to, 1);
      say(g, `${who(seat)}'s alchemist turns ${a(gemWord(m.from))} into ${a(gemWord(m.to))}.`, { seat });
      return;
    case 'warrior': {
      s.used += 1;
      setAt(s, m.seat, m.m, m.to);
      say(g, `${who(seat)}'s warrior pushes ${a(meepleWord(s, m.seat))} of ${who(m.seat)} to ${topWords(s, m.to)}.`, { seat, kind: 'move', data: { cell: m.to } });
      return;
    }
    case 'ogreKing': {
      s.used += 1;
      home(g, m.seat, m.m);
      say(g, `${who(seat)}'s Ogre King sends ${a(meepleWord(s, m.seat))} of ${who(m.seat)} home.`, { seat });
      thievery(g, seat, true);
      return;
    }
    case 'rotate': {
      if (s.pending?.k === 'rotate') s.pending = null;
      else s.used += 1;
      const st = s.board[m.cell];
      if (!st) return;
      const rots = st.rots.slice();
      const i = rots.length - 1;
      rots[i] = ((rots[i] ?? 0) + m.rot) % 4;
      setStack(s, m.cell, { cards: st.cards, rots });
      say(g, `${who(seat)} turns ${cardWords(s, st.cards[i] as number)}.`, { seat, kind: 'rotate', data: { cell: m.cell } });
      return;
    }
    case 'ogre':
      return playOgre(g, seat, m);
    case 'panic': {
      s.pending = null;
      setAt(s, m.seat, m.m, m.to);
      say(g, `Panic: ${a(meepleWord(s, m.seat))} of ${who(m.seat)} runs to ${topWords(s, m.to)}.`, { seat, kind: 'move', data: { cell: m.to } });
      thievery(g, seat, m.seat !== seat);
      return;
    }
    case 'brute': {
      const pend = s.pending as { seat: number; m: number };
      s.pending = null;
      const q = s.p[pend.seat];
      const ours = p.at[m.m] as number;
      if (q) {
        const theirs = q.at[pend.m] as number;
        setAt(s, pend.seat, pend.m, ours);
        setAt(s, seat, m.m, theirs);
      }
      say(g, `Brute: ${who(seat)} swaps ${a(meepleWord(s, seat))} with ${a(meepleWord(s, pend.seat))} of ${who(pend.seat)}.`, { seat, kind: 'swap' });
      thievery(g, seat, true);
      return;
    }
    case 'scales': {
      s.once |= 1;
      const mo = p.monsters.splice(m.monster, 1)[0];
      m.gems.forEach((n, i) => takeGems(g, seat, i, n));
      say(g, `${who(seat)} trades the scales of a defeated ${cardName(mo?.card ?? 0)} for ${bagWords(m.gems)}.`, { seat });
      return;
    }
    case 'pawn': {
      s.once |= 2;
      const n = m.gems.reduce((t, k, i) => t + k * gemVp(i), 0);
      p.pouches -= n;
      s.pouchPile += n;
      m.gems.forEach((k, i) => takeGems(g, seat, i, k));
      say(g, `${who(seat)} pawns ${n} stolen pouch${n === 1 ? '' : 'es'} for ${bagWords(m.gems)}.`, { seat });
      return;
    }
    case 'frozen':
      s.once |= 4;
      payGems(g, seat, GEMS.map((_, i) => (i === m.gem ? 1 : 0)));
      takeGems(g, seat, 1, 1);
      say(g, `${who(seat)}'s frozen heart turns ${a(gemWord(m.gem))} into a diamond.`, { seat });
      return;
    case 'hire':
      discardOgre(g, seat, m.kind);
      s.bonus += 1;
      say(g, `${who(seat)} discards ${ogreWord(m.kind)} to hire hands: one more action.`, { seat });
      return;
    default:
      return;
  }
}

function upgrade(g: G, seat: number, m: MoveOf<'upgrade'>): void {
  const p = mine(g.s, seat);
  if (!p || m.cls === 'plain') return;
  g.s.used += 1;
  payGems(g, seat, classCostBag(m.cls, p.colour));
  if (CLASS_DEFS[m.cls].extraMeeple) {
    p.kinds.push(m.cls);
    p.at.push(-1);
    say(g, `${who(seat)} gains the ${CLASS_DEFS[m.cls].name}.`, { seat, kind: 'upgrade' });
  } else {
    const i = p.kinds.findIndex((k, j) => k === 'plain' && p.at[j] === -1);
    p.kinds[i] = m.cls;
    say(g, `${who(seat)} upgrades ${a(meepleWord(g.s, seat))} to ${CLASS_DEFS[m.cls].name}.`, { seat, kind: 'upgrade' });
  }
}

function playOgre(g: G, seat: number, m: MoveOf<'ogre'>): void {
  const s = g.s;
  const name = OGRE_KINDS[m.kind];
  discardOgre(g, seat, m.kind);
  say(g, `${who(seat)} plays ${ogreWord(m.kind)}.`, { seat, kind: 'ogre', data: { ogre: m.kind, cell: m.cell ?? null, target: m.seat ?? null } });
  const cell = m.cell ?? -1;
  if (name === 'ambush') thievery(g, seat, clearSpot(g, seat, cell));
  else if (name === 'wrecking-ball') {
    thievery(g, seat, clearSpot(g, seat, cell));
    // "then (if possible) perform a digging action there for free": the card is dug unless a
    // monster is in its region (no digging in wartime) or it is a single card.
    if (diggable(g, cell)) digAt(g, seat, cell);
  } else if (name === 'panic') s.pending = { k: 'panic', cell };
  else if (name === 'brute') s.pending = { k: 'brute', seat: m.seat ?? 0, m: m.m ?? 0 };
  else if (name === 'crown') {
    const q = mine(s, m.seat ?? 0);
    const me = mine(s, seat);
    if (!q || !me) return;
    const taken = q.ogres.splice(0);
    me.ogres.push(...taken);
    say(g, `You take ${taken.map(ogreWord).join(', ')}.`, { seat, to: [seat] });
    say(g, `${who(seat)} takes all ${taken.length} ogre cards of ${who(m.seat ?? 0)}.`, { seat });
  } else if (name === 'thief') {
    const q = mine(s, m.seat ?? 0);
    const me = mine(s, seat);
    if (!q || !me) return;
    const total = q.gems.reduce((a, b) => a + b, 0);
    let r = randInt(g, total);
    let gem = 0;
    while (r >= (q.gems[gem] ?? 0)) r -= q.gems[gem++] ?? 0;
    q.gems[gem] = (q.gems[gem] ?? 0) - 1;
    me.gems[gem] = (me.gems[gem] ?? 0) + 1;
    say(g, `Thief: ${who(seat)} steals ${a(gemWord(gem))} from ${who(m.seat ?? 0)}.`, { seat, to: [seat, m.seat ?? 0] });
    say(g, `${who(seat)}'s thief steals a gem from ${who(m.seat ?? 0)}.`, { seat });
  }
}

const gemVp = (i: number): number => GEM_VALUE[i] ?? 1;
export { bagWords };
export const kindWord = (g: G, seat: number, k: Kind): string => (k === 'plain' ? meepleWord(g.s, seat) : (CLASS_DEFS[k]?.name ?? k));
