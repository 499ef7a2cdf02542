// End of the wave: entrenchment, invasions left to right, champions awarded, end-of-wave effects,
// scoring; then refresh for the next wave, or the end of the game (rulebook: End of the Wave, Refresh).
import { COUNTS, INVADERS_BY_WAVE } from './content/components';
import { board } from './board';
import { entrench } from './advance';
import { arr, patch, player, pop, push, say, shuffle, type G } from './ctx';
import { voteLeader } from './invasion';
import { endOfWave, finalScoring, scoreDomains, winners } from './scoring';
import { clanName, count, seatName, type Handler } from './handler';
import { fail } from './moves';
import type { Task } from './state';

type EndT = Extract<Task, { k: 'waveEnd' }>;

function refresh(g: G): void {
  const s = g.s;
  const gates = shuffle(g, [0, 1, 2, 3, 4, 5, 6]);
  const n = COUNTS.invasionCards(s.players);
  s.gateRow = gates.slice(0, n);
  s.gateDeck = gates.slice(n);
  s.gateOpen = s.gateRow.map(() => false);
  s.gatePeek = s.gateRow.map(() => 0);
  const next = s.wave + 1;
  const decks = arr(g, 'decks');
  const deck = (decks[next === 3 ? 2 : 1] ?? []).slice();
  decks[next === 3 ? 2 : 1] = deck;
  s.display = deck.splice(0, COUNTS.display(s.players)).map((id) => ({ id, inf: [], touched: false }));
  for (let seat = 0; seat < s.players; seat++) {
    const p = player(g, seat);
    p.cubes = p.cubes.map(() => 0);
    p.champCubes = p.champCubes.map(() => 0);
    p.claws = p.claws.map(() => 0);
    p.desperation = 0;
  }
  s.startPlayer = (s.startPlayer + 1) % s.players;
  s.wave = next;
  say(g, `The start player marker passes to ${seatName(s.startPlayer)}.`, { seat: s.startPlayer, kind: 'startPlayer' });
}

/**
 * The wave is scored: everyone's Honour so far by category (SCORE_CATS order), in the log's data, so
 * a table can show what this wave scored next to the last one (the board's end-of-wave panel). Only
 * public numbers: the scoreboard shows them too.
 */
function scored(g: G): void {
  const s = g.s;
  say(g, `Wave ${['I', 'II', 'III'][s.wave - 1]} is scored: ${s.p.map((p, seat) => `${seatName(seat)} ${p.honour}`).join(', ')} Honour in all.`, {
    kind: 'waveScored',
    data: { wave: s.wave, score: s.p.map((p) => p.score.slice()), honour: s.p.map((p) => p.honour) },
  });
}

export const waveEnd: Handler<EndT> = {
  step(g, t) {
    const s = g.s;
    const b = board(s);
    if (t.step === 'entrench') {
      for (let n = 0; n < b.caverns; n++)
        if ((s.nodes[n]?.g.length ?? 0) === 1 && entrench(g, n)) say(g, `The gnomes entrench in ${b.nodeName[n]}.`, { kind: 'entrench', data: { node: n } });
      patch(g, t, { step: 'invasions', i: 0 });
      return false;
    }
    if (t.step === 'invasions') {
      if (t.i >= s.gateRow.length) {
        patch(g, t, { step: 'awards', i: 0 });
        return false;
      }
      const domain = s.gateRow[t.i] ?? 0;
      arr(g, 'gateOpen')[t.i] = true;
      s.swarm = domain;
      const decider = voteLeader(s, domain);
      const left = Math.min(INVADERS_BY_WAVE[s.wave - 1] ?? 2, s.gnomeSupply.length);
      say(g, `Gate card ${t.i + 1} shows the ${clanName(domain)} domain: ${count(left, 'gnome')} invade${left === 1 ? 's' : ''}. ${seatName(decider)} breaks ties (${clanName(domain)} Vote leader, or the next clan down).`, {
        kind: 'invasion',
        data: { slot: t.i, domain, count: left, decider },
      });
      const gate = t.i;
      patch(g, t, { i: gate + 1 });
      push(g, { k: 'invade', mode: 'invasion', decider, left, fallen: 0, gate });
      return false;
    }
    if (t.step === 'awards') {
      if (t.i >= s.display.length) {
        patch(g, t, { step: 'eow', i: 0 });
        return false;
      }
      const idx = t.i;
      patch(g, t, { i: idx + 1 });
      push(g, { k: 'award', idx, step: 'victor', order: [], ci: 0 });
      return false;
    }
    if (t.step === 'eow') {
      endOfWave(g);
      patch(g, t, { step: 'score' });
      return false;
    }
    if (t.step === 'score') {
      if (s.wave < 3) {
        scoreDomains(g);
        scored(g);
        patch(g, t, { step: 'refresh' });
        return false;
      }
      finalScoring(g);
      scored(g);
      // The game is over: every gnome left on the map is turned face up for everyone.
      const seen = arr(g, 'gnomeSeen');
      for (const nd of g.s.nodes) for (const gn of nd.g) seen[gn] = (seen[gn] ?? 0) | 128;
      g.s.over = true;
      g.s.tasks = [{ k: 'over' }];
      const w = winners(g.s);
      say(g, `The game is over. ${w.map(seatName).join(' and ')} win${w.length === 1 ? 's' : ''}!`, { kind: 'gameOver', data: { winners: w } });
      return false;
    }
    refresh(g);
    pop(g);
    push(g, { k: 'draft', round: 0 });
    return false;
  },
  actors: () => [],
  legal: () => [],
  apply: () => fail('move/wrong-step', 'Nothing to decide now.'),
};
