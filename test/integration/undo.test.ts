// Undo against a real `wrangler dev`: a turn undone with the table's agreement and a take-back,
// then a restart; the room comes back with the same game (the undos are records of the log),
// the same log, a take-back still offered, and the game goes on. The door refuses bad undos.
import { describe, expect, it } from 'vitest';
import { serverSuite } from '../helpers/suite';
import { createTable, seatPlayers, TableClient } from '../helpers/client';
import type { HighCardView } from '../games/highcard';

const suite = serverSuite({ testGames: true, botDelayMs: 0 });
const { open } = suite;


const hand = (c: TableClient) => (c.view.view as HighCardView).hand!;

describe('undo survives a restart', () => {
  it('undos are in the log: after a restart the game, the log and the offer to take back are the same', async () => {
    const { id, hostSecret } = await createTable(suite.server.url, 'highcard', 2, { rounds: '5' });
    const [ann, bob] = [open(id, { hostSecret }), open(id)];
    await seatPlayers([ann, bob], ['Ann', 'Bob'], ['red', 'blue']);
    ann.send({ t: 'start' });
    // Each client gets its own frame: Ann's view may arrive after Bob's.
    for (const c of [ann, bob]) await c.waitFor(() => c.view.status === 'playing' && c.view.view !== null, 10_000, 'playing');
    const annHand = [...hand(ann)];
    const step = async (c: TableClient, msg: Record<string, unknown>) => {
      const gv = c.view.gv;
      c.send(msg);
      await Promise.all([ann, bob].map((p) => p.waitFor(() => p.view.gv > gv, 10_000, `${JSON.stringify(msg)} seen`)));
    };
    // Ann plays face down, asks; Bob accepts: her card is back.
    await step(ann, { t: 'move', v: ann.view.gv, move: { type: 'play', card: annHand[0] } });
    await step(ann, { t: 'undo', act: 'ask', v: ann.view.gv });
    await ann.waitFor(() => ann.view.undo?.request?.seat === 0);
    await step(bob, { t: 'undo', act: 'accept' });
    expect(hand(ann)).toEqual(annHand);
    // The round: both play, the winner passes and takes the pass back.
    await step(ann, { t: 'move', v: ann.view.gv, move: { type: 'play', card: annHand[1] } });
    await step(bob, { t: 'move', v: bob.view.gv, move: { type: 'play', card: hand(bob)[0] } });
    const winner = [ann, bob][(ann.view.view as HighCardView).winner!]!;
    await step(winner, { t: 'move', v: winner.view.gv, move: { type: 'pass' } });
    const afterPass = structuredClone(winner.view.view);
    await step(winner, { t: 'undo', act: 'take', v: winner.view.gv });
    await step(winner, { t: 'move', v: winner.view.gv, move: { type: 'pass' } });
    expect(winner.view.view).toEqual(afterPass);
    expect(winner.view.undo).toMatchObject({ seat: winner.view.you.seat, kind: 'take' });
    // The door: a stale take-back, a spectator, an unknown act; each told to its sender only.
    const spec = open(id);
    await spec.waitFor(() => spec.sync.table !== null);
    spec.send({ t: 'undo', act: 'take', v: spec.view.gv });
    await spec.waitForError('move/spectator');
    winner.send({ t: 'undo', act: 'take', v: 0 });
    await winner.waitForError('undo/stale');
    const unknownAct: Record<string, unknown> = { t: 'undo', act: 'rewind' };
    winner.send(unknownAct);
    await winner.waitForError('msg/bad-schema');
    const before = { gv: ann.view.gv, ann: structuredClone(ann.view), log: ann.sync.log.map((e) => e.text) };
    expect(before.log).toContain('The table agreed: {p0} takes back their last move.');

    await suite.server.restart();
    const back = open(id, { seatSecret: ann.seatSecret!, hostSecret });
    await back.waitFor(() => back.sync.table !== null && back.view.gv === before.gv, 20_000, 'snapshot after restart');
    expect(back.view.view).toEqual(before.ann.view);
    expect(back.view.undo).toEqual(before.ann.undo);
    expect(back.sync.log.map((e) => e.text)).toEqual(before.log);
    // The take-back is still there after the restart, and the game goes on from it.
    const w = open(id, { seatSecret: winner.seatSecret! });
    await w.waitFor(() => w.sync.table !== null && w.view.gv === before.gv, 20_000, 'winner back');
    w.send({ t: 'undo', act: 'take', v: w.view.gv });
    await w.waitFor(() => w.view.gv === before.gv + 1, 10_000, 'take-back after restart');
    expect(w.errors()).toEqual([]);
    expect(w.sync.log.at(-1)?.text).toMatch(/took back their choice/);
  });
});

describe('a step that asks nothing is taken by itself (issue 29)', () => {
  it('the room plays a last card that reveals nothing, tells its player why, and a take-back withdraws it with the move before', async () => {
    const { id, hostSecret } = await createTable(suite.server.url, 'highcard', 2, { rounds: '5' });
    const [ann, bob] = [open(id, { hostSecret }), open(id)];
    await seatPlayers([ann, bob], ['Ann', 'Bob'], ['red', 'blue']);
    ann.send({ t: 'start' });
    for (const c of [ann, bob]) await c.waitFor(() => c.view.status === 'playing' && c.view.view !== null, 10_000, 'playing');
    const step = async (c: TableClient, msg: Record<string, unknown>) => {
      const gv = c.view.gv;
      c.send(msg);
      await Promise.all([ann, bob].map((p) => p.waitFor(() => p.view.gv > gv, 10_000, `${JSON.stringify(msg)} seen`)));
    };
    const winner = (): TableClient => [ann, bob][(ann.view.view as HighCardView).winner!]!;
    // Two rounds: each plays a card, the winner passes; both are left with one card.
    let w = ann;
    for (let r = 0; r < 2; r++) {
      for (const c of [ann, bob]) await step(c, { t: 'move', v: c.view.gv, move: { type: 'play', card: hand(c)[0] } });
      w = winner();
      await step(w, { t: 'move', v: w.view.gv, move: { type: 'pass' } });
    }
    // Round 3: Ann's one card is played by the room (face down: nothing revealed); Bob's last card
    // would turn every card over, so it waits for him.
    await ann.waitFor(() => hand(ann).length === 0, 10_000, 'Ann\'s last card played by itself');
    expect((ann.view.view as HighCardView).played[0]).toEqual(expect.any(Number));
    expect(ann.view.active).toEqual([1]);
    expect(hand(bob)).toHaveLength(1);
    const autoLines = (c: TableClient) => c.sync.log.filter((e) => e.kind === 'auto');
    expect(autoLines(ann).map((e) => e.text)).toEqual([expect.stringMatching(/^\{p0\} — Play \d+ \(the only move there was\), taken by itself\.$/)]);
    expect(autoLines(ann)[0]!.private).toBe(true);
    // Bob is not told which card: only that it lies face down.
    expect(autoLines(bob)).toEqual([]);
    expect(bob.sync.log.at(-1)?.text).toBe('{p0} played a card face down.');
    // The winner takes the pass back (or asks, when the turn passed on): the card played by itself
    // goes back with it, and the room plays it again after the pass.
    const kind = w.view.undo?.kind;
    expect(kind).toBeDefined();
    if (kind === 'take') await step(w, { t: 'undo', act: 'take', v: w.view.gv });
    else {
      await step(w, { t: 'undo', act: 'ask', v: w.view.gv });
      const other = w === ann ? bob : ann;
      await step(other, { t: 'undo', act: 'accept' });
    }
    expect(hand(ann)).toHaveLength(1);
    expect((ann.view.view as HighCardView).phase).toBe('winner');
    await step(w, { t: 'move', v: w.view.gv, move: { type: 'pass' } });
    expect(hand(ann)).toHaveLength(0);
    expect(autoLines(ann)).toHaveLength(2);
    expect([...ann.errors(), ...bob.errors()]).toEqual([]);
  });
});
