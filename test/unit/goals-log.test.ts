// bench/dwarfs-goals.ts' kept log (issue 30: the goal rows accumulate over sittings): a game counts
// only under the code it was played on, once per row and seed, and a line cut short by a killed run
// neither counts nor spoils the next.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keptGames, logGame, readKept, type KeptGame } from '../../bench/_goals-log';

const game = (row: string, i: number, code: string, rounds = 11): KeptGame => ({ row, i, rounds, goals: rounds < 30, best: 3, code });
const dir = mkdtempSync(join(tmpdir(), 'goals-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the goal rows kept log', () => {
  it('counts the games played on this code, once per row and seed; the rest is set aside', () => {
    const lines = [game('easy-3p', 0, 'new', 10), game('easy-3p', 1, 'old', 30), game('easy-3p', 1, 'new', 12), game('normal-3p', 0, 'new', 30), game('easy-3p', 0, 'new', 14)];
    const text = lines.map((g) => JSON.stringify(g)).join('\n') + '\n{"row":"easy-3p","i":2,"rou\n{"row":"easy-3p","i":3}\n';
    const { kept, aside } = readKept(text, 'new');
    // easy-3p 0 twice (the later one counts), easy-3p 1 on new code, normal-3p 0.
    expect(kept.map((g) => `${g.row}|${g.i}|${g.rounds}`).sort()).toEqual(['easy-3p|0|14', 'easy-3p|1|12', 'normal-3p|0|30']);
    // The old code's game, the torn line and the line missing its figures.
    expect(aside).toBe(3);
    expect(readKept(text, 'newer').kept).toEqual([]);
  });

  it('appends whole lines with the commit, after a torn last line too, and reads them back', () => {
    const file = join(dir, 'nested', 'dwarfs.jsonl');
    expect(keptGames(file, 'c1')).toEqual({ kept: [], aside: 0 });
    logGame(file, game('hard-2p', 0, 'c1', 12));
    writeFileSync(file, readFileSync(file, 'utf8') + '{"row":"hard-2p","i":1,"ro');
    logGame(file, game('hard-2p', 2, 'c1', 30));
    const { kept, aside } = keptGames(file, 'c1');
    expect(kept.map((g) => [g.i, g.rounds, g.goals])).toEqual([
      [0, 12, true],
      [2, 30, false],
    ]);
    expect(aside).toBe(1);
    expect(typeof kept[0]?.commit).toBe('string');
    expect(readFileSync(file, 'utf8').endsWith('\n')).toBe(true);
  });
});
