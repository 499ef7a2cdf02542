// Skipping a seat out of days at a turn-based table (issue 31): Dwar7s Fall ends the seat's actions,
// where "End" is its own choice; elsewhere it names no skip (the room's bot decides that step).
import { describe, expect, it } from 'vitest';
import { dwarfs } from './index';
import { newGame } from './setup';
import { applyMove } from './engine';

describe('Dwar7s Fall skips a seat', () => {
  it('by ending its actions, a legal move that leaves the turn to the next seat; nothing for a seat not to act', () => {
    const s = newGame('skip', 3, {});
    const seat = s.turn;
    expect(dwarfs.skip!(s, seat)).toEqual({ type: 'end' });
    expect(dwarfs.skip!(s, (seat + 1) % 3)).toBeNull();
    const after = applyMove(s, seat, dwarfs.skip!(s, seat)!);
    expect(after.ok).toBe(true);
    if (after.ok) expect(dwarfs.activeSeats(after.value.state)).not.toContain(seat);
  });
});
