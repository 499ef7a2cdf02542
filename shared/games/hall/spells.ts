// Step 1, casting a spell (F/Cast One Spell): pay 1 rune onto a spellbook card, resolve its effect as
// small choices (content/types.ts SpellEffect), and after its third rune the card disintegrates: the
// runes go to the supply, the card to the bottom of the deck, and the next card is revealed.
import { D } from './tables';
import { bank, type G, gainHonour, mut, say, seatName } from './ctx';
import { boardOf, myStatues, touches } from './geom';
import { dismiss, hordeTroll, retire } from './horde';
import type { Move } from './moves';
import type { State, Task } from './state';
import { clanName, countOf, hordeRow, resName, RUNE, withA } from './symbols';
import { canPay, holdings, owned } from './pay';
import { activate } from './recruit';
import { establish } from './dig';
import { statueMoves } from './statues';
import { unloadOne } from './workshop';

type CastTask = Extract<Task, { k: 'cast' }>;

export function castMoves(s: State, seat: number): Move[] {
  if (owned(s, seat, RUNE) < 1) return [];
  return s.book.map((_, book) => ({ type: 'cast' as const, book }));
}

export function startCast(g: G, book: number): void {
  const spell = g.s.book[book]!.spell;
  g.s.turn.cast = true;
  g.s.tasks.push({ k: 'cast', spell, book, stage: 'pay', left: 0, used: [], site: -1 });
  g.s.tasks.push({ k: 'pay', need: [{ a: 'r', r: RUNE, n: 1 }] });
}

/** The rune is on the card: begin the effect. Returns true when the whole cast is over. */
export function castPaid(g: G, seat: number, t: CastTask): boolean {
  const s = g.s;
  mut(g, 'book')[t.book]!.runes++;
  const sp = D.spells[t.spell]!;
  say(g, `${seatName(seat)} casts ${sp.name}.`, { seat, kind: 'cast', data: { spell: t.spell, runes: s.book[t.book]!.runes } });
  t.stage = 'effect';
  const e = sp.effect;
  const k = bank(g, seat);
  switch (e.kind) {
    case 'gain':
      for (let r = 0; r < 7; r++) k.res[r]! += sp.gain[r]!;
      return finish(g, t);
    case 'honour-statues': {
      const n = Math.min(e.max, e.per * myStatues(s, seat).length);
      gainHonour(g, seat, n, 'spells');
      say(g, `${seatName(seat)} gains ${n} honour from the statues in their network.`, { seat, kind: 'honour' });
      return finish(g, t);
    }
    case 'free-rubble':
      s.turn.freeRubble = true;
      return finish(g, t);
    case 'dig-discount':
      s.turn.discount += e.n;
      return finish(g, t);
    case 'workshop-uses':
      s.turn.extraUses += e.n;
      return finish(g, t);
    case 'gain-choice':
    case 'pedestal':
    case 'dismiss':
    case 'establish':
      t.left = 1;
      break;
    default:
      t.left = e.n;
  }
  if (castMovesIn(s, seat, t).length === 0) return finish(g, t);
  return false;
}

export function castMovesIn(s: State, seat: number, t: CastTask): Move[] {
  if (t.stage !== 'effect' || t.left <= 0) return [];
  const sp = D.spells[t.spell]!;
  const e = sp.effect;
  const skip: Move = { type: 'skip' };
  switch (e.kind) {
    case 'gain-choice':
      return sp.options.map((_, i) => ({ type: 'choose' as const, i }));
    case 'activate': {
      const p = s.p[seat]!;
      const out: Move[] = [];
      for (let slot = 0; slot < 10; slot++) if (p.sm[slot]! >= 0 && !t.used.includes(slot)) out.push({ type: 'choose', i: slot });
      return out.length ? [...out, skip] : [];
    }
    case 'bribe': {
      const out: Move[] = [];
      s.horde.forEach((h, slot) => {
        if (h.c >= 0 && !t.used.includes(slot) && e.rows.includes(hordeRow(slot) as 0 | 1 | 2)) out.push({ type: 'choose', i: slot });
      });
      return out.length ? [...out, skip] : [];
    }
    case 'unload': {
      const out: Move[] = holdings(s, seat).flatMap(([sym, from]) => (from >= 0 ? [{ type: 'unload' as const, slot: from, sym }] : []));
      return out.length ? [...out, skip] : [];
    }
    case 'move-statues': {
      const out = statueMoves(s, seat, true);
      return out.length ? [...out, skip] : [];
    }
    case 'pedestal':
      return [0, 1, 2].filter((c) => s.bag[c]! > 0).map((i) => ({ type: 'choose' as const, i }));
    case 'dismiss': {
      const out: Move[] = s.horde.flatMap((h, i) => (h.c >= 0 ? [{ type: 'choose' as const, i }] : []));
      return out.length ? [...out, skip] : [];
    }
    case 'establish': {
      if (t.site >= 0) return [...new Set(s.wsSupply)].sort((a, b) => a - b).map((kind) => ({ type: 'establish' as const, kind }));
      if (s.wsSupply.length === 0) return [];
      const out: Move[] = [];
      boardOf(s).sites.forEach((_, site) => {
        if (s.b.ws[site]! < 0 && touches(s, seat, site)) out.push({ type: 'choose', i: site });
      });
      return out.length ? [...out, skip] : [];
    }
    case 'trade': {
      if (!canPay(s, seat, [{ a: 'any', n: e.rate }])) return [];
      return [...[0, 1, 2, 3, 4, 5, 6].map((res) => ({ type: 'trade' as const, res })), skip];
    }
    default:
      return [];
  }
}

/** Returns true when the whole cast is over. */
export function castApply(g: G, seat: number, t: CastTask, m: Move): boolean {
  const s = g.s;
  const sp = D.spells[t.spell]!;
  const e = sp.effect;
  if (m.type === 'skip') return finish(g, t);
  if (m.type === 'statue') {
    s.tasks.push({ k: 'statue', cell: m.cell, dest: -1, free: true, stage: 'dest' });
    return false;
  }
  if (m.type === 'trade' && e.kind === 'trade') {
    s.tasks.push({ k: 'trade', res: m.res, rate: e.rate, spell: true });
    s.tasks.push({ k: 'pay', need: [{ a: 'any', n: e.rate }] });
    return false;
  }
  if (m.type === 'unload') {
    unloadOne(g, seat, m.slot, m.sym);
  } else if (m.type === 'establish') {
    establish(g, seat, t.site, m.kind);
  } else if (m.type === 'choose') {
    const k = bank(g, seat);
    switch (e.kind) {
      case 'gain-choice': {
        const r = sp.options[m.i]!;
        k.res[r]! += e.n;
        say(g, `${seatName(seat)} gains ${countOf(e.n, resName(r))}.`, { seat, kind: 'gain' });
        break;
      }
      case 'activate':
        activate(g, seat, m.i);
        t.used = [...t.used, m.i];
        break;
      case 'bribe':
        mut(g, 'horde')[m.i]!.bribes[sp.res]!++;
        t.used = [...t.used, m.i];
        say(g, `${seatName(seat)} bribes ${hordeTroll(g.s, m.i)} with ${withA(resName(sp.res))}.`, { seat, kind: 'bribe', data: { slot: m.i } });
        break;
      case 'pedestal':
        mut(g, 'bag')[m.i]!--;
        k.ped[m.i]!++;
        say(g, `${seatName(seat)} takes ${withA(clanName(m.i))} pedestal from the bag.`, { seat, kind: 'pedestal' });
        break;
      case 'dismiss':
        say(g, `${seatName(seat)} sends ${hordeTroll(g.s, m.i)} back to its deck.`, { seat, kind: 'dismiss', data: { slot: m.i } });
        dismiss(g, m.i);
        break;
      case 'establish':
        t.site = m.i;
        return false;
      default:
        break;
    }
  }
  return afterChoice(g, seat, t);
}

/** One choice of the effect made: count it down and finish when none is left or possible. */
export function afterChoice(g: G, seat: number, t: CastTask): boolean {
  t.left--;
  if (t.left <= 0 || castMovesIn(g.s, seat, t).length === 0) return finish(g, t);
  return false;
}

function finish(g: G, t: CastTask): boolean {
  const s = g.s;
  const e = D.spells[t.spell]!.effect;
  if (e.kind === 'bribe') retire(g);
  const page = s.book[t.book]!;
  if (page.runes >= 3) {
    const deck = mut(g, 'spellDeck');
    deck.push(page.spell);
    const next = deck.shift()!;
    mut(g, 'book')[t.book] = { spell: next, runes: 0 };
    say(g, `${D.spells[page.spell]!.name} disintegrates; ${D.spells[next]!.name} is revealed.`, { kind: 'spell-new', data: { book: t.book, spell: next } });
  }
  t.left = 0;
  return true;
}
