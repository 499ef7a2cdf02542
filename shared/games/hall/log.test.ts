// The log says where and reads well (issue 28): gates, tunnels, statues, pedestals and workshops are
// named with their cell and the side of the mountain; "an Ice pedestal", "1 use", "1 coin".
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/types';
import { activeSeats, newGame } from './engine';
import { hall } from './index';
import { cellName } from './geom';
import { D } from './tables';
import { must, rng } from './testkit';
import { countOf, nOf, withA } from './symbols';

describe('log wording', () => {
  it('articles and plurals', () => {
    expect(withA('Ice') + ' pedestal').toBe('an Ice pedestal');
    expect(withA('Fire')).toBe('a Fire');
    expect(withA('iron')).toBe('an iron');
    expect(nOf(1, 'use')).toBe('1 use');
    expect(nOf(2, 'coin')).toBe('2 coins');
    expect(nOf(0, 'bribe')).toBe('0 bribes');
    expect(countOf(2, 'coin')).toBe('2 coins');
    expect(countOf(2, 'stone')).toBe('2 stone');
  });

  it('a cell by its column letter, row and side of the mountain', () => {
    const b = D.boards.winter;
    const top = b.mountain.findIndex((m) => m);
    expect(cellName(b, top)).toMatch(/^[A-Z]1 \(north/);
    expect(cellName(b, top, false)).toMatch(/^[A-Z]1$/);
    const west = Math.floor(b.height / 2) * b.width;
    expect(cellName(b, west)).toBe(`A${Math.floor(b.height / 2) + 1} (west)`);
  });

  it('a whole game’s lines name where things happen, in good grammar', () => {
    const lines: GameEvent[] = [];
    for (const [seed, players] of [['log-a', 3], ['log-b', 4], ['log-c', 2]] as const) {
      const random = rng(seed.length * 7 + players);
      let s = newGame(seed, players, {});
      for (let guard = 0; guard < 20000 && s.phase !== 'over'; guard++) {
        const act = activeSeats(s);
        const seat = act[Math.floor(random() * act.length)]!;
        // The sensible bot plays: it digs, moves statues and works workshops as a person would.
        const r = must(s, seat, hall.bots!.sensible!(s, seat, random)!);
        lines.push(...r.ev);
        s = r.s;
      }
    }
    const of = (kind: string) => lines.filter((e) => e.kind === kind).map((e) => e.text);
    const CELL = /[A-Z]\d+/.source;
    const SIDE = '\\((north|south|east|west|north-east|north-west|south-east|south-west)\\)';
    expect(of('gate').length).toBe(9);
    for (const t of of('gate')) expect(t).toMatch(new RegExp(`places their gate at ${CELL} ${SIDE}\\.$`));
    expect(of('dig').length).toBeGreaterThan(20);
    for (const t of of('dig')) expect(t).toMatch(new RegExp(`digs a \\d-cell tunnel at ${CELL} ${SIDE} in (stone|iron|heartstone) for \\d+ honour\\.$`));
    for (const t of of('statue')) expect(t).toMatch(new RegExp(`moves the (Fire|Ice|Moon) statue from ${CELL} to ${CELL} ${SIDE}\\.$`));
    expect(of('statue').length).toBeGreaterThan(0);
    for (const t of of('workshop')) expect(t).toMatch(new RegExp(`activates the \\w+ at ${CELL} \\((1 use|[02-9] uses)\\)\\.$`));
    for (const t of of('establish')) expect(t).toMatch(new RegExp(`establishes an? \\w+ at ${CELL} ${SIDE}\\.$`));
    for (const t of of('pedestal')) expect(t).toMatch(/(an Ice|a Fire|a Moon) pedestal/);
    for (const t of of('dismiss')) expect(t).toMatch(/sends \w+ \((bottom|middle|top) row\) back to its deck/);
    const all = lines.map((e) => e.text).join('\n');
    expect(all).not.toMatch(/\ba (Ice|iron|heartstone)\b|\b1 (uses|coins|bribes|trolls|tokens)\b|size-\d|\b[2-9] (coin|rune|hammer|cart)\b/);
  }, 60_000);
});
