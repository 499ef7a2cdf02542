import { describe, it, expect } from 'vitest';
import { fotmk } from './index';
import type { State } from './state';
import { knows } from './wheel';
import { playRandom, rng } from './testkit';

/** Everything a viewer must not learn, checked against the view it receives. */
function leaks(s: State, viewer: number | 'spectator'): string[] {
  const v = fotmk.view(s, viewer);
  const me = viewer === 'spectator' ? 6 : viewer;
  const out: string[] = [];
  const text = JSON.stringify(v);
  if (text.includes('"rng"') || text.includes('"undo"') || text.includes('"ancDeck"')) out.push('internal state in the view');
  s.nodes.forEach((nd, n) =>
    nd.g.forEach((gn, i) => {
      const shown = v.nodes[n]?.gnomes[i];
      if (knows(s, gn, me)) {
        if (shown !== s.gnomeStr[gn]) out.push(`known gnome ${n}/${i} shown wrong`);
      } else if (shown !== null) out.push(`hidden gnome strength shown in node ${n}`);
      // "Your peek" marks exactly the strengths only this viewer was shown.
      const seen = s.gnomeSeen[gn] ?? 0;
      const onlyMine = viewer !== 'spectator' && ((seen >> viewer) & 1) === 1 && (seen & 128) === 0;
      if ((v.nodes[n]?.peeked?.includes(i) ?? false) !== onlyMine) out.push(`gnome ${n}/${i} peek mark wrong`);
    }),
  );
  if (v.nodes.some((nd) => nd.peeked && nd.peeked.length === 0)) out.push('empty peek list sent');
  s.gateRow.forEach((clan, slot) => {
    const g = v.gates[slot];
    const mayKnow = s.gateOpen[slot] || (viewer !== 'spectator' && (((s.gatePeek[slot] ?? 0) >> viewer) & 1) === 1);
    if (!mayKnow && g?.clan !== null) out.push(`face-down gate card ${slot} shown`);
    if (mayKnow && g?.clan !== clan) out.push(`gate card ${slot} shown wrong`);
  });
  if (viewer === 'spectator') {
    if (v.hand.length || v.startChoices.length || v.discardedStart >= 0 || v.pick >= 0) out.push('spectator sees a hand');
  } else {
    const p = s.p[viewer];
    if (JSON.stringify(v.hand) !== JSON.stringify(p?.hand)) out.push('own hand wrong');
    if (v.discardedStart !== p?.discarded) out.push('own discarded champion wrong');
  }
  // Other seats' hands, picks, starting choices and discards appear nowhere as such.
  for (const m of v.mats) if ('hand' in m || 'pick' in m || 'startChoices' in m) out.push('a mat carries hidden cards');
  if (!Array.isArray(v.decks.champions) || v.decks.champions.some((x) => typeof x !== 'number')) out.push('deck contents in the view');
  return out;
}

describe('hidden information', () => {
  it('no viewer ever sees a hidden value, in many random games', () => {
    for (let i = 0; i < 24; i++) {
      const players = 2 + (i % 4);
      const g = playRandom(`view-${i}`, players, rng(77 + i), { keepStates: true });
      g.states.forEach((s, k) => {
        if (k % 3 !== 0 && k !== g.states.length - 1) return;
        for (const viewer of [...s.p.map((_, seat) => seat), 'spectator' as const]) {
          const l = leaks(s, viewer);
          if (l.length) throw new Error(`game ${i}, state ${k}, viewer ${viewer}: ${l.join('; ')}`);
        }
      });
    }
    expect(true).toBe(true);
  }, 120_000);

  it('a peek is told only to the peeker; others read that someone peeked', () => {
    const rand = rng(5);
    for (let i = 0; i < 40; i++) {
      let found = false;
      const g = playRandom(`peek-${i}`, 3, rand, { keepStates: true });
      let s = fotmk.setup(`peek-${i}`, 3, {});
      for (const [seat, m] of g.log) {
        const r = fotmk.apply(s, seat, m);
        if (!r.ok) throw new Error('replay');
        if (m.type === 'peekGnome' || m.type === 'peekGate') {
          const priv = r.value.events.filter((e) => e.to);
          const pub = r.value.events.filter((e) => !e.to && (e.kind === 'peekGnome' || e.kind === 'peekGate'));
          expect(priv).toHaveLength(1);
          expect(priv[0]?.to).toEqual([seat]);
          expect(pub).toHaveLength(1);
          expect(JSON.stringify(pub[0])).not.toMatch(/strength|"clan"/);
          found = true;
        }
        s = r.value.state;
      }
      if (found) return;
    }
    throw new Error('no peek happened in 40 games');
  });
});
