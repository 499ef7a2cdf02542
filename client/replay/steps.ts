// Where a replay step lands: a move either way, a turn either way (a turn is the run of moves one
// seat makes in a row; the room sends where each starts), or either end.
export type Step = 'first' | 'prev-turn' | 'prev' | 'next' | 'next-turn' | 'last';

/** The position (moves applied) a step from `at` leads to, within 0..total. */
export function stepTarget(step: Step, at: number, total: number, turns: readonly number[]): number {
  switch (step) {
    case 'first':
      return 0;
    case 'last':
      return total;
    case 'prev':
      return Math.max(0, at - 1);
    case 'next':
      return Math.min(total, at + 1);
    case 'prev-turn': {
      // The position before the turn that ends here started (or before the one before, when at a turn's start).
      let best = 0;
      for (const s of turns) if (s < at) best = s;
      return best;
    }
    case 'next-turn': {
      // The position when the next turn starts: every move of the current turn applied.
      for (const s of turns) if (s > at) return Math.min(total, s);
      return total;
    }
  }
}

export const replayPath = (id: string, move: number, as?: number | 'spectator'): string => `/t/${id}/replay?move=${move}${as === undefined ? '' : `&as=${as}`}`;
