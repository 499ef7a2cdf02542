// Bots paced by motion against a real `wrangler dev` (the Durable Object's alarm, party/bots.ts and
// party/pace.ts): at a table of two High Card bots watched by a spectator, a bot's step that was a
// real choice reaches the spectator at least the bot delay after the step before it; a forced step
// (a seat playing its last card: one legal move) follows the step before it at once.
import { describe, expect, it } from 'vitest';
import { serverSuite } from '../helpers/suite';
import { createTable } from '../helpers/client';

const DELAY = 600;
const suite = serverSuite({ testGames: true, botDelayMs: DELAY });

interface HighCardView {
  phase: string;
  deckSize: number;
  handSizes: number[];
  played: unknown[];
}

interface Step {
  gap: number;
  forced: boolean;
}

/** One game of two random bots, seen by a spectator: each step's gap after the one before, and whether it was forced. */
async function watchGame(): Promise<Step[]> {
  const { id, hostSecret } = await createTable(suite.server.url, 'highcard', 2, { rounds: '5' });
  const host = suite.open(id, { hostSecret });
  await host.waitFor(() => host.sync.table !== null, 10_000, 'snapshot');
  host.send({ t: 'bot', seat: 0, bot: 'random' });
  host.send({ t: 'bot', seat: 1, bot: 'random' });
  await host.waitFor(() => host.view.seats.every((s) => s.controller === 'bot'), 10_000, 'bots seated');
  // Every version as it arrives, with its time and the game's view.
  const seen = new Map<number, { at: number; game: HighCardView }>();
  host.onMessage = () => {
    const v = host.view;
    if (v.status === 'playing' || v.status === 'over') if (!seen.has(v.gv)) seen.set(v.gv, { at: performance.now(), game: structuredClone(v.view as HighCardView) });
  };
  host.send({ t: 'start' });
  await host.waitFor(() => host.view.status === 'over', 60_000, 'the bots finish');
  const steps: Step[] = [];
  const versions = [...seen.keys()].sort((a, b) => a - b);
  for (let i = 1; i < versions.length; i++) {
    const before = seen.get(versions[i - 1]!)!;
    const after = seen.get(versions[i]!)!;
    // Who moved: in the playing phase, the seat whose card went down; forced if it was its last card.
    const g = before.game;
    const mover = g.phase === 'play' ? g.played.findIndex((p, s) => p === 'waiting' && after.game.played[s] !== 'waiting') : -1;
    const forced = g.phase === 'play' ? g.handSizes[mover] === 1 : g.deckSize === 0;
    steps.push({ gap: after.at - before.at, forced });
    // The steps the room took by itself after it (a last card that reveals nothing, a pass with an
    // empty deck: shared/engine/auto.ts) came in the same frame: no wait at all.
    for (let k = versions[i - 1]! + 2; k <= versions[i]!; k++) steps.push({ gap: 0, forced: true });
  }
  return steps;
}

describe('bots paced by motion, through the room', () => {
  it('a real choice waits the bot delay; a forced step goes at once', async () => {
    const steps: Step[] = [];
    // Random bots: play until both kinds of step were seen (a seat down to its last card is usual).
    for (let game = 0; game < 4 && (steps.filter((s) => s.forced).length < 2 || steps.length < 8); game++) steps.push(...(await watchGame()));
    const choices = steps.filter((s) => !s.forced).map((s) => Math.round(s.gap));
    const forced = steps.filter((s) => s.forced).map((s) => Math.round(s.gap));
    console.log(`bot-pace: choices ${choices.join(' ')} ms; forced ${forced.join(' ')} ms (delay ${DELAY})`);
    expect(forced.length).toBeGreaterThanOrEqual(2);
    // A step's wait starts when the room sent the step before; both reach this client a little after
    // they were sent, so one gap can be short of the delay by the difference of two deliveries (a
    // late one on a loaded machine makes the next gap short): the median and mean show the wait.
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    expect(median(choices)).toBeGreaterThan(DELAY - 40);
    expect(choices.reduce((a, b) => a + b, 0) / choices.length).toBeGreaterThan(DELAY - 60);
    // Forced steps follow at once: a few ms of thinking, storing and sending, far below the delay.
    expect(median(forced)).toBeLessThan(DELAY / 2);
  });
});
