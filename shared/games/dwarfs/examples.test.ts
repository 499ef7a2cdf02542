// The digest's 23 worked examples (shared/rules/dwarfs.digest.md §6), each as a constructed position.
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves } from './engine';
import { CENTRE, classCostBag } from './data';
import { kingdomOf } from './board';
import { actionsLeft } from './rules';
import { kingdomVp } from './scoring';
import { secretHolds } from './secrets';
import { at, cardOf, fresh, lay, play, position, rotOpen, stand } from './testkit';
import type { State } from './state';

const BLUE = 0;
const RED = 1;
const ELVES = 4;
const OGRES = 5;
const CRYSTAL = 6;
const [EMERALD, DIAMOND, GOLD, RUBY] = [0, 1, 2, 3];
const [AMBUSH, , , BRUTE] = [0, 1, 2, 3];

const kindsOf = (s: State, type: string) => legalMoves(s, s.turn).filter((m) => m.type === type);
const end = (s: State) => play(s, s.turn, { type: 'end' });
const secretIndex = (id: string) => ['architect', 'berserker', 'king', 'miner', 'ogre-in-disguise', 'researcher', 'wizard', 'zookeeper', 'warlock', 'townsman', 'adventurers'].indexOf(id);

describe('worked examples', () => {
  it('1. a full castle cannot be passed through on the way to the gold mine', () => {
    let s = position();
    lay(s, cardOf(BLUE, 'gold-mine'), at(5, 5));
    lay(s, cardOf(BLUE, 'castle'), at(6, 5));
    lay(s, cardOf(RED, 'gold-mine'), at(7, 5));
    stand(s, 0, at(5, 5));
    stand(s, 1, at(6, 5), 2);
    s = fresh(s);
    const moves = kindsOf(s, 'move');
    expect(moves.some((m) => m.type === 'move' && (m.to === at(6, 5) || m.to === at(7, 5)))).toBe(false);
    const r = applyMove(s, 0, { type: 'move', m: 0, to: at(6, 5) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('move/illegal-move');
  });

  it('2. moving from a mine through a middle card to a dragon costs 2 actions', () => {
    let s = position();
    lay(s, cardOf(BLUE, 'gold-mine'), at(5, 5));
    lay(s, cardOf(RED, 'gold-mine'), at(6, 5));
    lay(s, cardOf(BLUE, 'forest-dragon'), at(7, 5));
    stand(s, 0, at(5, 5));
    s = fresh(s);
    expect(actionsLeft(s, 0)).toBe(3);
    s = play(s, 0, { type: 'move', m: 0, to: at(6, 5) });
    s = play(s, 0, { type: 'move', m: 0, to: at(7, 5) });
    expect(s.p[0]?.at[0]).toBe(at(7, 5));
    expect(actionsLeft(s, 0)).toBe(1);
  });

  it('3. a card, two dwarfs and a free Brute: three actions, and the Brute still playable', () => {
    let s = position();
    lay(s, cardOf(RED, 'gold-mine'), at(5, 5));
    lay(s, cardOf(RED, 'tavern'), at(6, 5));
    stand(s, 1, at(5, 5));
    stand(s, 0, at(6, 5));
    s.p[0]!.ogres = [BRUTE];
    s.ogreDeck.splice(s.ogreDeck.indexOf(BRUTE), 1);
    s = fresh(s);
    s = play(s, 0, { type: 'play', card: cardOf(BLUE, 'emerald-mine') });
    s = play(s, 0, { type: 'put', cell: at(4, 5), rot: 1 });
    s = play(s, 0, { type: 'place', kind: 'plain', cell: at(4, 5) });
    s = play(s, 0, { type: 'place', kind: 'plain', cell: at(5, 5) });
    expect(actionsLeft(s, 0)).toBe(0);
    expect(s.phase).toBe('actions');
    const yellow = s.p[1]!.at.indexOf(at(5, 5));
    s = play(s, 0, { type: 'ogre', kind: BRUTE, cell: at(5, 5), seat: 1, m: yellow });
    s = play(s, 0, { type: 'brute', m: 0 });
    expect(s.p[1]!.at[yellow]).toBe(at(6, 5));
    expect(s.ogreDiscard).toContain(BRUTE);
    // With no action left and nothing free to do, the turn moves on: blue's two dwarfs now on the
    // gold mine complete it at resolve: 2 golds, and with 8 kingdom cards one goes at discard.
    expect(s.p[0]!.gems[GOLD]).toBe(1);
    expect(s.piles[GOLD]).toBe(19);
    expect(s.turn).toBe(1);
  });

  it('4. a shared tavern: blue completes and draws, the yellow dwarf stays', () => {
    let s = position();
    lay(s, cardOf(BLUE, 'tavern'), at(5, 5));
    stand(s, 0, at(5, 5), 2);
    stand(s, 1, at(5, 5), 1);
    s = end(fresh(s));
    expect(s.p[0]!.ogres).toHaveLength(1);
    expect(s.p[0]!.at.filter((a) => a >= 0)).toHaveLength(0);
    expect(s.p[1]!.at.filter((a) => a === at(5, 5))).toHaveLength(1);
  });

  it('5. two dwarfs on the emerald mine bring one emerald', () => {
    let s = position();
    lay(s, cardOf(BLUE, 'emerald-mine'), at(5, 5));
    stand(s, 0, at(5, 5), 2);
    s = end(fresh(s));
    expect(s.p[0]!.gems).toEqual([1, 0, 0, 0]);
  });

  it('6. an empty diamond pile: the dwarfs come home with nothing', () => {
    let s = position();
    lay(s, cardOf(RED, 'diamond-mine'), at(5, 5));
    stand(s, 0, at(5, 5), 2);
    s.piles[DIAMOND] = 0;
    s = end(fresh(s));
    expect(s.p[0]!.gems).toEqual([0, 0, 0, 0]);
    expect(s.p[0]!.at.every((a) => a === -1)).toBe(true);
  });

  it('7. a dragon in the kingdom: the third dwarf on the ruby mine brings no ruby', () => {
    let s = position();
    const ruby = cardOf(BLUE, 'ruby-mine');
    lay(s, ruby, at(5, 5), rotOpen(ruby, [1]));
    const dragon = cardOf(BLUE, 'forest-dragon');
    lay(s, dragon, at(6, 5), rotOpen(dragon, [3]));
    stand(s, 0, at(5, 5), 2);
    s = fresh(s);
    s = play(s, 0, { type: 'place', kind: 'plain', cell: at(5, 5) });
    s = end(s);
    expect(s.p[0]!.gems[RUBY]).toBe(0);
    expect(s.p[0]!.at.every((a) => a === -1)).toBe(true);
  });

  it('8. an opponent on the monster: blue dwarfs are stuck, nothing resolves', () => {
    let s = position();
    lay(s, cardOf(BLUE, 'frost-giant'), at(5, 5));
    stand(s, 0, at(5, 5), 4);
    stand(s, 1, at(5, 5), 1);
    s = end(fresh(s));
    expect(s.p[0]!.at.filter((a) => a === at(5, 5))).toHaveLength(4);
    expect(s.board[at(5, 5)]).not.toBeNull();
    expect(s.turn).toBe(1);
  });

  it('9. three dwarfs on a two-dwarf task: two go home, one stays', () => {
    let s = position();
    lay(s, cardOf(BLUE, 'emerald-mine'), at(5, 5));
    stand(s, 0, at(5, 5), 3);
    s = end(fresh(s));
    expect(s.p[0]!.at.filter((a) => a === at(5, 5))).toHaveLength(1);
    expect(s.p[0]!.gems[EMERALD]).toBe(1);
  });

  it('10. over the limit with 9 kingdom cards: a gem or the ogre card goes, never a kingdom card', () => {
    let s = position();
    s.p[0]!.gems = [0, 0, 1, 0];
    s.piles[GOLD] = (s.piles[GOLD] ?? 0) - 1;
    s.p[0]!.ogres = [AMBUSH];
    s.ogreDeck.splice(s.ogreDeck.indexOf(AMBUSH), 1);
    s = fresh(s);
    s = end(s);
    expect(s.phase).toBe('discard');
    const moves = legalMoves(s, 0).filter((m) => m.type !== 'autoReveal');
    expect(moves).toEqual([
      { type: 'discard', what: 'gem', i: GOLD },
      { type: 'discard', what: 'ogre', i: AMBUSH },
    ]);
    s = play(s, 0, { type: 'discard', what: 'ogre', i: AMBUSH });
    expect(s.p[0]!.hand).toHaveLength(9);
    expect(s.turn).toBe(1);
  });

  it('11. the blue kingdom has 5 cards: the walls keep the rest out', () => {
    const s = position();
    const castle = cardOf(BLUE, 'castle');
    lay(s, castle, at(5, 5), 0); // wall north
    lay(s, cardOf(BLUE, 'gold-mine'), at(6, 5)); // no walls
    lay(s, cardOf(RED, 'gold-mine'), at(5, 6));
    lay(s, cardOf(RED, 'tavern'), at(6, 6), 0); // wall north: closed to the gold mine above
    lay(s, cardOf(BLUE, 'tavern'), at(4, 5), 0);
    lay(s, cardOf(RED, 'castle'), at(5, 4), 2); // behind blue's north wall
    const em = cardOf(BLUE, 'emerald-mine');
    lay(s, em, at(7, 5), 0); // walls east and west: closed to the gold mine
    expect([...kingdomOf(fresh(s), 0)].sort((a, b) => a - b)).toEqual([at(4, 5), at(5, 5), at(6, 5), at(5, 6), at(6, 6)].sort((a, b) => a - b));
  });

  it('12. 2 trading goals and the revealed secret goal trigger the end; 2 goals and 2 monsters do not', () => {
    let s = position();
    s.p[0]!.trades = [0, 1];
    s.p[0]!.revealed = true;
    s = end(fresh(s));
    expect(s.endBy).toBe(0);
    let t = position();
    t.p[0]!.trades = [0, 1];
    t.p[0]!.monsters = [{ card: cardOf(BLUE, 'forest-dragon'), elf: false }, { card: cardOf(BLUE, 'frost-giant'), elf: false }];
    t = end(fresh(t));
    expect(t.endBy).toBe(-1);
    // The last round: red plays, then the game ends before blue's next turn.
    s = end(s);
    expect(s.over).toBe(true);
    expect(s.endReason).toBe('goals');
  });

  it('13. Berserker: a dragon and a frost giant defeated', () => {
    const s = position();
    s.p[0]!.secret = secretIndex('berserker');
    s.p[0]!.killed = 2;
    expect(secretHolds(s, 0)).toBe(true);
    s.p[0]!.killed = 1;
    expect(secretHolds(s, 0)).toBe(false);
  });

  it('14. Adventurers: a kill by a dwarf, a warrior and a king', () => {
    let s = position();
    lay(s, cardOf(BLUE, 'forest-dragon'), at(5, 5));
    s.p[0]!.kinds[0] = 'warrior';
    s.p[0]!.kinds[1] = 'king';
    s.p[0]!.secret = secretIndex('adventurers');
    stand(s, 0, at(5, 5), 1, 'warrior');
    stand(s, 0, at(5, 5), 1, 'king');
    stand(s, 0, at(5, 5), 3, 'plain');
    s = end(fresh(s));
    expect(s.p[0]!.killed).toBe(1);
    expect(s.p[0]!.mixedKill).toBe(3);
    expect(secretHolds(s, 0)).toBe(true);
  });

  it('15. Elves: 2 on the dragon + 3 on the open mine slay it; the mine then pays; the walled-off tavern elves still draw', () => {
    let s = position(2, { elves: true });
    expect(s.p[0]!.colour).toBe(ELVES);
    const dragon = cardOf(BLUE, 'forest-dragon'); // walls n, s
    lay(s, dragon, at(5, 5), 0);
    const mine = cardOf(ELVES, 'emerald-mine', 0); // no walls
    lay(s, mine, at(6, 5));
    const tavern = cardOf(ELVES, 'tavern'); // wall west at rot 0; north at rot 1
    lay(s, tavern, at(5, 4), rotOpen(tavern, [0, 1, 3])); // its south side faces the dragon's north wall anyway
    stand(s, 0, at(5, 5), 2);
    stand(s, 0, at(6, 5), 3);
    stand(s, 0, at(5, 4), 2);
    s = end(fresh(s));
    expect(s.phase).toBe('resolve');
    const choices = legalMoves(s, 0).filter((m) => m.type === 'complete');
    expect(choices.map((m) => m.type === 'complete' && m.cell).sort()).toEqual([at(5, 4), at(5, 5), at(6, 5)].sort());
    // Slay the dragon first: only its 2 elves go home.
    const slain = play(s, 0, { type: 'complete', cell: at(5, 5), kinds: ['plain', 'plain'] });
    expect(slain.board[at(5, 5)]).toBeNull();
    expect(slain.p[0]!.monsters).toEqual([{ card: dragon, elf: true }]);
    expect(slain.p[0]!.at.filter((a) => a === at(6, 5))).toHaveLength(3);
    let after = play(slain, 0, { type: 'complete', cell: at(6, 5), kinds: ['plain', 'plain', 'plain'] });
    expect(after.p[0]!.gems[EMERALD]).toBe(1);
    after = fresh(after);
    expect(after.p[0]!.ogres).toHaveLength(1);
    // The other order: the mine first pays nothing (the dragon is still in its kingdom).
    const mineFirst = play(s, 0, { type: 'complete', cell: at(6, 5), kinds: ['plain', 'plain', 'plain'] });
    expect(mineFirst.p[0]!.gems[EMERALD]).toBe(0);
  });

  it('16. Monster Scales: a defeated monster for a gold and a ruby (4 VP), never more', () => {
    let s = position(2, { elves: true });
    s.p[0]!.monsters = [{ card: cardOf(BLUE, 'frost-giant'), elf: true }];
    s = fresh(s);
    const scales = kindsOf(s, 'scales');
    expect(scales).toContainEqual({ type: 'scales', monster: 0, gems: [0, 0, 1, 1] });
    expect(scales.some((m) => m.type === 'scales' && m.gems[RUBY] === 1 && m.gems[EMERALD] === 1)).toBe(false);
    s = play(s, 0, { type: 'scales', monster: 0, gems: [0, 0, 1, 1] });
    expect(s.p[0]!.gems).toEqual([0, 0, 1, 1]);
    expect(s.p[0]!.monsters).toHaveLength(0);
    expect(kindsOf(s, 'scales')).toHaveLength(0);
  });

  it('17. Pawnbroker: 4 stolen pouches for 2 emeralds', () => {
    let s = position(2, { ogres: true });
    expect(s.p[0]!.colour).toBe(OGRES);
    s.p[0]!.pouches = 4;
    s.pouchPile -= 4;
    s = play(fresh(s), 0, { type: 'pawn', gems: [2, 0, 0, 0] });
    expect(s.p[0]!.gems[EMERALD]).toBe(2);
    expect(s.p[0]!.pouches).toBe(0);
  });

  it('18. three ogres on the Ogres castle draw 2 ogre cards', () => {
    let s = position(2, { ogres: true });
    lay(s, cardOf(OGRES, 'castle'), at(5, 5));
    stand(s, 0, at(5, 5), 3);
    const before = s.p[0]!.ogres.length;
    expect(before).toBe(2);
    s = end(fresh(s));
    expect(s.p[0]!.ogres.length - before).toBe(2);
    // 8 kingdom cards + 4 ogre cards: down to 9 at discard.
    expect(s.phase).toBe('discard');
    while (s.phase === 'discard' && s.turn === 0) {
      const m = legalMoves(s, 0).find((x) => x.type === 'discard')!;
      s = play(s, 0, m);
    }
    expect(s.p[0]!.ogres.length + s.p[0]!.hand.length).toBe(9);
  });

  it('19. red and the Ogres share a kingdom with two -2 cards worth +4: red scores 4, the Ogres 12', () => {
    const s = position(2, { ogres: true });
    const row: number[] = [
      cardOf(RED, 'gold-mine'),
      cardOf(RED, 'emerald-mine'),
      cardOf(RED, 'tavern'),
      cardOf(RED, 'castle'),
      cardOf(OGRES, 'castle'),
      cardOf(RED, 'general-store'),
      cardOf(RED, 'diamond-mine'),
    ];
    row.forEach((c, i) => lay(s, c, at(2 + i, 5), rotOpen(c, i === 0 ? [1] : i === row.length - 1 ? [3] : [1, 3])));
    // Seat 0 plays the Ogres, seat 1 plays blue: give red's colour to seat 1 for this example.
    s.p[1]!.colour = RED;
    const t = fresh(s);
    expect(kingdomOf(t, 1)).toHaveLength(7);
    expect(kingdomVp(t, 1)).toBe(4);
    expect(kingdomVp(t, 0)).toBe(12);
  });

  it('20. a Crystal Dwarf warrior costs 2 diamonds (the base cost + 1)', () => {
    expect(classCostBag('warrior', BLUE)[DIAMOND]).toBe(1);
    expect(classCostBag('warrior', CRYSTAL)[DIAMOND]).toBe(2);
    let s = position(2, { crystal: true });
    s.p[0]!.gems = [0, 1, 1, 0];
    s.piles[DIAMOND]! -= 1;
    s.piles[GOLD]! -= 1;
    s = fresh(s);
    expect(kindsOf(s, 'upgrade')).not.toContainEqual({ type: 'upgrade', cls: 'warrior' });
    s.p[0]!.gems = [0, 2, 1, 0];
    s.piles[DIAMOND]! -= 1;
    s = fresh(s);
    expect(kindsOf(s, 'upgrade')).toContainEqual({ type: 'upgrade', cls: 'warrior' });
  });

  it('21. the Alchemist: gold into ruby is illegal, every other change is legal', () => {
    let s = position();
    s.p[0]!.kinds[0] = 'alchemist';
    s.p[0]!.gems = [1, 1, 1, 1];
    s.piles = s.piles.map((n) => n - 1);
    s = fresh(s);
    const al = kindsOf(s, 'alchemy').map((m) => (m.type === 'alchemy' ? `${m.from}>${m.to}` : ''));
    expect(al).toHaveLength(11);
    expect(al).not.toContain(`${GOLD}>${RUBY}`);
    expect(applyMove(s, 0, { type: 'alchemy', from: GOLD, to: RUBY }).ok).toBe(false);
  });

  it('22. an ogre card drawn at resolve brings the hand to 10: one gem or ogre card, maybe that one, goes', () => {
    let s = position();
    lay(s, cardOf(BLUE, 'tavern'), at(5, 5));
    s.p[0]!.hand = s.p[0]!.hand.filter((c) => c !== cardOf(BLUE, 'tavern'));
    s.p[0]!.gems = [1, 0, 0, 0];
    s.piles[EMERALD]! -= 1;
    stand(s, 0, at(5, 5), 2);
    s = end(fresh(s));
    expect(s.phase).toBe('discard');
    const drawn = s.p[0]!.ogres[0]!;
    expect(legalMoves(s, 0)).toContainEqual({ type: 'discard', what: 'ogre', i: drawn });
    s = play(s, 0, { type: 'discard', what: 'ogre', i: drawn });
    expect(s.p[0]!.ogres).toHaveLength(0);
    expect(s.turn).toBe(1);
  });

  it('23. the first card is legal only in the 4 centre spots', () => {
    let s = position();
    s = play(s, 0, { type: 'play', card: cardOf(BLUE, 'gold-mine') });
    const cells = [...new Set(kindsOf(s, 'put').map((m) => (m.type === 'put' ? m.cell : -1)))];
    expect(cells.sort()).toEqual(CENTRE.slice().sort());
    expect(applyMove(s, 0, { type: 'put', cell: 0, rot: 0 }).ok).toBe(false);
    expect(kindsOf(s, 'place')).toHaveLength(0);
  });
});
