// Pass and play's game model: what each seat is shown, and how a kept game comes back.
import { beforeEach, describe, expect, it } from 'vitest';
import { highcard, type HighCardState } from '../../test/games/highcard';
import { personToMove, botToMove, mayTakeBack, play, resume, start, tableView, takeBack, visibleLog, type LocalGame } from './session';

const games = { [highcard.id]: highcard };
const seats = [
  { name: 'Ann', color: 'red', bot: null },
  { name: 'Bob', color: 'blue', bot: null },
  { name: 'Cy', color: 'green', bot: 'random' },
];

/** Play the first legal move of whoever is to move, `n` times. */
function advance(g: LocalGame, n: number): LocalGame {
  for (let i = 0; i < n && highcard.result(g.state as HighCardState) === null; i++) {
    const seat = highcard.activeSeats(g.state as HighCardState)[0]!;
    const r = play(g, seat, highcard.legalMoves(g.state as HighCardState, seat)[0]);
    if (!r.ok) throw new Error(r.message);
    g = r.game;
  }
  return g;
}

describe('a game on one device', () => {
  let g: LocalGame;
  beforeEach(() => {
    g = start(highcard, { rounds: '3' }, seats);
  });

  it('draws a fresh 128-bit seed per game, never the same twice', () => {
    const other = start(highcard, { rounds: '3' }, seats);
    expect(g.save.seed).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(other.save.seed).not.toBe(g.save.seed);
  });

  it('shows each seat its own view and the hand-over screen only the spectator view', () => {
    const ann = tableView(g, 0);
    const spectator = tableView(g, 'spectator');
    expect(ann.view).toEqual(highcard.view(g.state as HighCardState, 0));
    expect(spectator.view).toEqual(highcard.view(g.state as HighCardState, 'spectator'));
    expect(spectator.view).not.toEqual(ann.view);
    expect(spectator.you.seat).toBeNull();
    expect(ann.seats.map((s) => s.controller)).toEqual(['human', 'human', 'bot']);
  });

  it('a private log line reaches only its seat', () => {
    g = advance(g, 40);
    const priv = g.log.findIndex((e) => e.to !== undefined);
    expect(priv).toBeGreaterThanOrEqual(0);
    const owner = g.log[priv]!.to![0]!;
    expect(visibleLog(g, owner).some((e) => e.i === priv && e.private)).toBe(true);
    expect(visibleLog(g, 'spectator').some((e) => e.i === priv)).toBe(false);
    expect(visibleLog(g, ((owner + 1) % 3) as number).some((e) => e.i === priv)).toBe(false);
  });

  it('refuses a move out of turn or of another shape, with the engine’s words, changing nothing', () => {
    const seat = personToMove(g)!;
    expect(play(g, seat, { type: 'steal' })).toMatchObject({ ok: false, message: 'That is not a move of this game.' });
    const idle = [0, 1, 2].find((s) => !highcard.activeSeats(g.state as HighCardState).includes(s));
    if (idle !== undefined) expect(play(g, idle, highcard.legalMoves(g.state as HighCardState, seat)[0]).ok).toBe(false);
    expect(g.save.moves).toEqual([]);
  });

  it('people move before the bot is asked, and the bot only plays its own seat', () => {
    expect(personToMove(g)).toBe(0);
    // High Card opens with everyone playing a card at once: the bot's seat is among the active ones.
    expect(botToMove(g)).toBe(2);
  });

  it('a kept game resumes at the same state; a tampered one is dropped', () => {
    g = advance(g, 9);
    const copy = JSON.parse(JSON.stringify(g.save)) as LocalGame['save'];
    const back = resume(copy, games)!;
    expect(back.state).toEqual(g.state);
    expect(back.log).toEqual(g.log);
    const bad = { ...copy, moves: copy.moves.map((m, i) => (i === 2 ? { seat: m.seat, move: { type: 'play', card: 99 } } : m)) };
    expect(resume(bad, games)).toBeNull();
    expect(resume({ ...copy, game: 'toString' }, games)).toBeNull();
  });
});

describe('taking back on one device', () => {
  it('a pass is taken back, a draw is not; the kept game resumes with its take-back', () => {
    let g = start(highcard, { rounds: '3' }, seats);
    // Everyone plays a card: the round's winner then draws or passes.
    while ((g.state as HighCardState).phase !== 'winner') g = advance(g, 1);
    const winner = (g.state as HighCardState).winner!;
    const before = g.state;
    const passed = play(g, winner, { type: 'pass' });
    if (!passed.ok) throw new Error(passed.message);
    expect(mayTakeBack(passed.game, winner)).toBe(true);
    const back = takeBack(passed.game, winner);
    if (!back.ok) throw new Error(back.message);
    expect(back.game.state).toEqual(before);
    expect(back.game.save.moves.at(-1)).toEqual({ seat: winner, move: null, undo: g.save.moves.length });
    expect(back.game.log.at(-1)?.text).toBe(`{p${winner}} took back their choice.`);
    expect(resume(back.game.save, games)?.state).toEqual(before);
    // A draw moved the generator: it stays.
    const drew = play(back.game, winner, { type: 'draw' });
    if (!drew.ok) throw new Error(drew.message);
    const again = takeBack(drew.game, winner);
    expect(again.ok).toBe(false);
    // The button follows the same rule: not offered for a move that revealed something.
    expect(mayTakeBack(drew.game, winner)).toBe(false);
  });
});
