// One test per ogre card, class and tribe ability (rulebook: Ogre Cards Abilities, Class Abilities,
// Assymmetric Kingdoms), each on a constructed position.
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves } from './engine';
import { dwarfs } from './index';
import { kingdomOf } from './board';
import { actionsLeft } from './rules';
import { breakdown } from './scoring';
import { secretHolds } from './secrets';
import { at, cardOf, fresh, lay, play, position, rotOpen, stand } from './testkit';
import type { State } from './state';

const [BLUE, RED] = [0, 1];
const OGRES = 5;
const [AMBUSH, CROWN, PANIC, BRUTE, THIEF, WRECK] = [0, 1, 2, 3, 4, 5];
const [EMERALD, , GOLD, RUBY] = [0, 1, 2, 3];

const give = (s: State, seat: number, ...kinds: number[]) => {
  for (const k of kinds) {
    s.ogreDeck.splice(s.ogreDeck.indexOf(k), 1);
    s.p[seat]!.ogres.push(k);
  }
};
const gems = (s: State, seat: number, bag: number[]) => {
  bag.forEach((n, i) => {
    s.p[seat]!.gems[i]! += n;
    s.piles[i]! -= n;
  });
};
const movesOf = (s: State, type: string) => legalMoves(s, s.turn).filter((m) => m.type === type);

describe('ogre cards', () => {
  it('Ambush sends everyone on the target card home', () => {
    let s = position(3);
    lay(s, cardOf(BLUE, 'general-store'), at(5, 5));
    stand(s, 1, at(5, 5), 2);
    stand(s, 2, at(5, 5), 1);
    give(s, 0, AMBUSH);
    s = play(fresh(s), 0, { type: 'ogre', kind: AMBUSH, cell: at(5, 5) });
    expect(s.p.every((p) => p.at.every((a) => a === -1))).toBe(true);
    expect(s.ogreDiscard).toEqual([AMBUSH]);
    expect(actionsLeft(s, 0)).toBe(3);
  });

  it('Crown takes every ogre card of an opponent, shown only to the thief', () => {
    let s = position();
    give(s, 0, CROWN);
    give(s, 1, PANIC, THIEF);
    const r = applyMove(fresh(s), 0, { type: 'ogre', kind: CROWN, seat: 1 });
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
    expect(s.p[0]!.ogres.sort()).toEqual([PANIC, THIEF]);
    expect(s.p[1]!.ogres).toEqual([]);
    expect(r.value.events.find((e) => e.text.includes('Panic'))?.to).toEqual([0]);
  });

  it('Panic moves a meeple up to two cards away, never through a wall or a full card', () => {
    let s = position();
    lay(s, cardOf(BLUE, 'gold-mine'), at(5, 5));
    lay(s, cardOf(RED, 'gold-mine'), at(6, 5));
    lay(s, cardOf(BLUE, 'general-store'), at(7, 5), 2); // wall west after a half turn: closed
    lay(s, cardOf(RED, 'general-store'), at(6, 6), 0); // wall east only: open north to the gold mine
    stand(s, 1, at(5, 5), 1);
    give(s, 0, PANIC);
    s = play(fresh(s), 0, { type: 'ogre', kind: PANIC, cell: at(5, 5) });
    const dests = movesOf(s, 'panic').map((m) => (m.type === 'panic' ? m.to : -1));
    expect(dests.sort()).toEqual([at(6, 5), at(6, 6)].sort());
    s = play(s, 0, { type: 'panic', seat: 1, m: 0, to: at(6, 6) });
    expect(s.p[1]!.at[0]).toBe(at(6, 6));
  });

  it('Brute swaps an opponent meeple with one of yours; a Guardian card cannot be targeted', () => {
    let s = position();
    lay(s, cardOf(BLUE, 'gold-mine'), at(5, 5));
    lay(s, cardOf(RED, 'gold-mine'), at(6, 5));
    lay(s, cardOf(RED, 'emerald-mine'), at(5, 6), 1);
    stand(s, 1, at(5, 5));
    s.p[1]!.kinds[6] = 'guardian';
    stand(s, 1, at(5, 6), 1, 'guardian');
    stand(s, 0, at(6, 5));
    give(s, 0, BRUTE);
    s = fresh(s);
    const targets = movesOf(s, 'ogre').map((m) => (m.type === 'ogre' ? m.cell : -1));
    expect(targets).toContain(at(5, 5));
    expect(targets).not.toContain(at(5, 6));
    s = play(s, 0, { type: 'ogre', kind: BRUTE, cell: at(5, 5), seat: 1, m: 0 });
    s = play(s, 0, { type: 'brute', m: 0 });
    expect([s.p[0]!.at[0], s.p[1]!.at[0]]).toEqual([at(5, 5), at(6, 5)]);
  });

  it('Thief takes a random gem, its kind told to thief and victim only', () => {
    let s = position();
    gems(s, 1, [0, 0, 0, 2]);
    give(s, 0, THIEF);
    const r = applyMove(fresh(s), 0, { type: 'ogre', kind: THIEF, seat: 1 });
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
    expect(s.p[0]!.gems[RUBY]).toBe(1);
    expect(s.p[1]!.gems[RUBY]).toBe(1);
    const named = r.value.events.filter((e) => e.text.includes('ruby'));
    expect(named.length).toBe(1);
    expect(named[0]!.to).toEqual([0, 1]);
  });

  it('Wrecking Ball clears the card and digs it for free', () => {
    let s = position();
    const a = cardOf(BLUE, 'gold-mine');
    const b = cardOf(RED, 'ruby-mine');
    lay(s, a, at(5, 5));
    lay(s, b, at(5, 5));
    stand(s, 1, at(5, 5), 2);
    give(s, 0, WRECK);
    s = play(fresh(s), 0, { type: 'ogre', kind: WRECK, cell: at(5, 5) });
    expect(s.board[at(5, 5)]!.cards).toEqual([b, a]);
    expect(s.p[1]!.at.every((x) => x === -1)).toBe(true);
  });
});

describe('classes', () => {
  it('Warrior: one action moves an opponent meeple from its card to a wall-free neighbour', () => {
    let s = position();
    lay(s, cardOf(BLUE, 'gold-mine'), at(5, 5));
    lay(s, cardOf(RED, 'gold-mine'), at(6, 5));
    s.p[0]!.kinds[0] = 'warrior';
    stand(s, 0, at(5, 5), 1, 'warrior');
    stand(s, 1, at(5, 5));
    s = play(fresh(s), 0, { type: 'warrior', seat: 1, m: 0, to: at(6, 5) });
    expect(s.p[1]!.at[0]).toBe(at(6, 5));
    expect(actionsLeft(s, 0)).toBe(2);
  });

  it('King: placing it is free; upgrading costs an action and the gems', () => {
    let s = position();
    lay(s, cardOf(BLUE, 'gold-mine'), at(5, 5));
    gems(s, 0, [1, 0, 0, 1]);
    s = play(fresh(s), 0, { type: 'upgrade', cls: 'king' });
    expect(s.p[0]!.gems).toEqual([0, 0, 0, 0]);
    expect(actionsLeft(s, 0)).toBe(2);
    s = play(s, 0, { type: 'place', kind: 'king', cell: at(5, 5) });
    expect(actionsLeft(s, 0)).toBe(2);
    expect(breakdown(s, 0)[4]).toBe(2);
  });

  it('Guardian: its card cannot be targeted by ogre cards', () => {
    let s = position();
    lay(s, cardOf(BLUE, 'tavern'), at(5, 5));
    s.p[1]!.kinds[0] = 'guardian';
    stand(s, 1, at(5, 5), 1, 'guardian');
    give(s, 0, AMBUSH);
    s = fresh(s);
    expect(movesOf(s, 'ogre')).toEqual([]);
    expect(applyMove(s, 0, { type: 'ogre', kind: AMBUSH, cell: at(5, 5) }).ok).toBe(false);
  });

  it('Elves buy the Elven Dragon as an 8th meeple (emerald + ruby), placed free; its card cannot be targeted', () => {
    let s = position(2, { elves: true });
    lay(s, cardOf(BLUE, 'gold-mine'), at(5, 5));
    gems(s, 0, [1, 0, 0, 1]);
    give(s, 1, AMBUSH);
    s = fresh(s);
    expect(movesOf(s, 'upgrade')).toContainEqual({ type: 'upgrade', cls: 'elven-dragon' });
    expect(movesOf(s, 'upgrade')).not.toContainEqual({ type: 'upgrade', cls: 'warrior' });
    s = play(s, 0, { type: 'upgrade', cls: 'elven-dragon' });
    expect(s.p[0]!.kinds).toHaveLength(8);
    s = play(s, 0, { type: 'place', kind: 'elven-dragon', cell: at(5, 5) });
    expect(actionsLeft(s, 0)).toBe(2);
    s.turn = 1;
    expect(movesOf(fresh(s), 'ogre')).toEqual([]);
  });

  it('Ogre King (2 golds + diamond): an action sends an opponent meeple on its card home, for a pouch', () => {
    let s = position(2, { ogres: true });
    lay(s, cardOf(BLUE, 'gold-mine'), at(5, 5));
    gems(s, 0, [0, 1, 2, 0]);
    stand(s, 1, at(5, 5));
    s = play(fresh(s), 0, { type: 'upgrade', cls: 'ogre-king' });
    s = play(s, 0, { type: 'place', kind: 'ogre-king', cell: at(5, 5) });
    s = play(s, 0, { type: 'ogreKing', seat: 1, m: 0 });
    expect(s.p[1]!.at[0]).toBe(-1);
    expect(s.p[0]!.pouches).toBe(1);
  });
});

describe('tribes', () => {
  it('Elves and Ogres need 3 on any mine (Slow Gathering)', () => {
    let s = position(2, { elves: true });
    lay(s, cardOf(BLUE, 'emerald-mine'), at(5, 5));
    stand(s, 0, at(5, 5), 2);
    s = play(fresh(s), 0, { type: 'end' });
    expect(s.p[0]!.gems[EMERALD]).toBe(0);
    expect(s.p[0]!.at.filter((a) => a === at(5, 5))).toHaveLength(2);
  });

  it('Clean Shot: a monster the Elves defeat scores 4', () => {
    const s = position(2, { elves: true });
    s.p[0]!.monsters = [{ card: cardOf(BLUE, 'frost-giant'), elf: true }];
    s.p[1]!.monsters = [{ card: cardOf(BLUE, 'forest-dragon'), elf: false }];
    expect(breakdown(s, 0)[1]).toBe(4);
    expect(breakdown(s, 1)[1]).toBe(3);
  });

  it('Ogres start with 2 ogre cards and get a pouch for an ogre card used on an opponent meeple', () => {
    let s = position(2, { ogres: true });
    expect(s.p[0]!.ogres).toHaveLength(2);
    expect(s.p[0]!.colour).toBe(OGRES);
    lay(s, cardOf(BLUE, 'gold-mine'), at(5, 5));
    stand(s, 1, at(5, 5));
    s.ogreDeck.push(...s.p[0]!.ogres.splice(0));
    give(s, 0, AMBUSH);
    s = play(fresh(s), 0, { type: 'ogre', kind: AMBUSH, cell: at(5, 5) });
    expect(s.p[0]!.pouches).toBe(1);
  });

  it('Crystal Dwarfs: Frozen Heart once a turn; no digging at another castle; the Frost Giant keeps no action from them', () => {
    let s = position(2, { crystal: true });
    gems(s, 0, [0, 0, 2, 0]);
    s = play(fresh(s), 0, { type: 'frozen', gem: GOLD });
    expect(s.p[0]!.gems).toEqual([0, 1, 1, 0]);
    expect(movesOf(s, 'frozen')).toEqual([]);
    // A castle with a frost giant in its kingdom still gives the Crystal Dwarfs their 4th action;
    // blue in the same place loses it.
    const giant = cardOf(BLUE, 'frost-giant');
    for (const [colour, want] of [[6, 4], [BLUE, 3]] as const) {
      let t = position(2, { crystal: true });
      t.p[0]!.colour = colour;
      const castle = cardOf(colour, 'castle');
      lay(t, castle, at(5, 5), rotOpen(castle, [1]));
      lay(t, giant, at(6, 5), rotOpen(giant, [3]));
      t = fresh(t);
      expect(kingdomOf(t, 0)).toContain(at(6, 5));
      expect(actionsLeft(t, 0)).toBe(want);
    }
    // Suspicious: two crystal dwarfs on blue's castle dig nothing.
    let u = position(2, { crystal: true });
    lay(u, cardOf(BLUE, 'castle'), at(5, 5));
    lay(u, cardOf(RED, 'gold-mine'), at(6, 5));
    lay(u, cardOf(RED, 'ruby-mine'), at(6, 5));
    stand(u, 0, at(5, 5), 2);
    u = play(fresh(u), 0, { type: 'end' });
    expect(u.board[at(6, 5)]!.cards[1]).toBe(cardOf(RED, 'ruby-mine'));
    expect(u.p[0]!.at.every((a) => a === -1)).toBe(true);
  });

  it('a castle dig (two dwarfs, peace in the kingdom) puts the top card of a stack underneath', () => {
    let s = position();
    lay(s, cardOf(BLUE, 'castle'), at(5, 5));
    lay(s, cardOf(RED, 'gold-mine'), at(6, 5));
    lay(s, cardOf(RED, 'ruby-mine'), at(6, 5));
    stand(s, 0, at(5, 5), 2);
    s = play(fresh(s), 0, { type: 'end' });
    expect(s.board[at(6, 5)]!.cards).toEqual([cardOf(RED, 'ruby-mine'), cardOf(RED, 'gold-mine')]);
  });
});


describe('secret goals', () => {
  const goal = (s: State, id: string) => {
    s.p[0]!.secret = ['architect', 'berserker', 'king', 'miner', 'ogre-in-disguise', 'researcher', 'wizard', 'zookeeper', 'warlock', 'townsman', 'adventurers'].indexOf(id);
    return secretHolds(fresh(s), 0);
  };
  const row = (s: State, cards: number[]) => cards.forEach((c, i) => lay(s, c, at(2 + i, 5), rotOpen(c, i === 0 ? [1] : i === cards.length - 1 ? [3] : [1, 3])));

  it('Architect, King, Zookeeper and Townsman look at the kingdom', () => {
    const s = position(2, { ogres: true });
    s.p[1]!.colour = RED;
    // red castle, 2 taverns... from red and the Ogres' sets, all in one open row.
    row(s, [cardOf(OGRES, 'castle'), cardOf(OGRES, 'tavern', 0), cardOf(OGRES, 'general-store'), cardOf(RED, 'forest-dragon'), cardOf(OGRES, 'big-bad-wolf'), cardOf(OGRES, 'gold-mine'), cardOf(OGRES, 'diamond-mine'), cardOf(OGRES, 'treant')]);
    expect(kingdomOf(fresh(s), 0)).toHaveLength(8);
    expect(goal(s, 'architect')).toBe(true);
    expect(goal(s, 'zookeeper')).toBe(true);
    expect(goal(s, 'townsman')).toBe(false);
    lay(s, cardOf(OGRES, 'tavern', 1), at(4, 6), rotOpen(cardOf(OGRES, 'tavern', 1), [0]));
    expect(goal(s, 'townsman')).toBe(true);
    // Ogres: 5 cards of -2 count +2: castle, 2 taverns, dragon, wolf, treant = 12, + store 2 + gold 1 + diamond 1.
    expect(goal(s, 'king')).toBe(true);
  });

  it('Miner, Wizard, Warlock and Ogre in Disguise count the hand', () => {
    const s = position();
    s.p[0]!.gems = [1, 1, 1, 0];
    expect(goal(s, 'miner')).toBe(false);
    s.p[0]!.gems = [5, 5, 1, 1];
    expect([goal(s, 'miner'), goal(s, 'wizard'), goal(s, 'warlock')]).toEqual([true, true, true]);
    s.p[0]!.ogres = [0, 1, 2, 3];
    expect(goal(s, 'ogre-in-disguise')).toBe(false);
    s.p[0]!.ogres.push(4);
    expect(goal(s, 'ogre-in-disguise')).toBe(true);
  });

  it('Researcher: 3 of your meeples on each of 2 monster cards at once', () => {
    const s = position();
    lay(s, cardOf(BLUE, 'forest-dragon'), at(5, 5));
    lay(s, cardOf(BLUE, 'frost-giant'), at(7, 7));
    stand(s, 0, at(5, 5), 3);
    stand(s, 0, at(7, 7), 2);
    expect(goal(s, 'researcher')).toBe(false);
    stand(s, 0, at(7, 7), 1);
    expect(goal(s, 'researcher')).toBe(true);
  });

  it('a met goal is revealed by its holder at any moment, also in another player’s turn (the room lets that move through)', () => {
    const s = position();
    // Miner: many gems in hand.
    s.p[0]!.secret = ['architect', 'berserker', 'king', 'miner'].indexOf('miner');
    s.p[0]!.gems = [5, 5, 1, 1];
    s.turn = 1;
    const t = fresh(s);
    expect(legalMoves(t, 0)).toEqual([{ type: 'reveal' }, { type: 'autoReveal' }]);
    expect(dwarfs.outOfTurn!(t, 0, { type: 'reveal' })).toBe(true);
    expect(dwarfs.outOfTurn!(t, 0, { type: 'end' })).toBe(false);
    const after = play(t, 0, { type: 'reveal' });
    expect(after.p[0]!.revealed).toBe(true);
    expect(after.turn).toBe(1);
    // Nothing else can be done out of turn, and a goal not met is not revealed.
    expect(applyMove(t, 0, { type: 'end' }).ok).toBe(false);
    t.p[0]!.gems = [0, 0, 0, 0];
    expect(legalMoves(fresh(t), 0)).toEqual([{ type: 'autoReveal' }]);
  });

  it('a standing order reveals the goal the moment it holds: before the discard, and in another player’s turn', () => {
    // Ogre in Disguise met by a tavern draw at resolve, then lost at discard: revealed in between.
    let s = position();
    s.p[0]!.secret = 4;
    lay(s, cardOf(RED, 'tavern'), at(5, 5));
    stand(s, 0, at(5, 5), 2);
    for (const k of [0, 1, 2, 3]) {
      s.ogreDeck.splice(s.ogreDeck.indexOf(k), 1);
      s.p[0]!.ogres.push(k);
    }
    s = play(fresh(s), 0, { type: 'autoReveal' });
    expect(s.p[0]!.revealed).toBe(false);
    s = play(s, 0, { type: 'end' });
    expect(s.p[0]!.revealed).toBe(true);
    // Researcher met when an opponent's Panic pushes a third meeple onto the giant.
    let t = position();
    t.p[0]!.secret = 5;
    lay(t, cardOf(BLUE, 'forest-dragon'), at(5, 5));
    lay(t, cardOf(BLUE, 'frost-giant'), at(7, 7), 0);
    lay(t, cardOf(RED, 'gold-mine'), at(7, 6));
    stand(t, 0, at(5, 5), 3);
    stand(t, 0, at(7, 7), 2);
    stand(t, 0, at(7, 6), 1);
    t.p[0]!.auto = true;
    t.turn = 1;
    t.ogreDeck.splice(t.ogreDeck.indexOf(PANIC), 1);
    t.p[1]!.ogres = [PANIC];
    t = play(fresh(t), 1, { type: 'ogre', kind: PANIC, cell: at(7, 6) });
    const m = t.p[0]!.at.indexOf(at(7, 6));
    t = play(t, 1, { type: 'panic', seat: 0, m, to: at(7, 7) });
    expect(t.p[0]!.revealed).toBe(true);
    expect(t.turn).toBe(1);
  });
});
