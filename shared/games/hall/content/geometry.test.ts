// Polyomino geometry (geometry.ts): transforms, orientation deduplication with a marked cell, connectivity.
import { describe, it, expect } from 'vitest';
import { freeShapeKey, isConnectedPolyomino, normalise, orientations, shapeKey, transform } from './geometry';
import type { Cell2 } from './types';

const L4: Cell2[] = [[0, 0], [0, 1], [0, 2], [1, 2]];

describe('geometry', () => {
  it('normalises to the origin and keeps cell order', () => {
    expect(normalise([[3, 5], [2, 7]])).toEqual([[1, 0], [0, 2]]);
  });
  it('turns clockwise with y downwards: right becomes down', () => {
    expect(transform([[0, 0], [1, 0]], 1, false)).toEqual([[0, 0], [0, 1]]);
    // The L's foot points right; a quarter turn clockwise makes it point down-left.
    expect(shapeKey(transform(L4, 1, false))).toBe(shapeKey([[0, 0], [1, 0], [2, 0], [0, 1]]));
  });
  it('comes back after four turns or two flips', () => {
    expect(shapeKey(transform(transform(transform(transform(L4, 1, false), 1, false), 1, false), 1, false))).toBe(shapeKey(L4));
    expect(shapeKey(transform(transform(L4, 0, true), 0, true))).toBe(shapeKey(L4));
  });
  it('keeps a mark on the same cell through a transform', () => {
    const t = transform(L4, 2, false);
    // Index 3 (the foot) stays the foot: the end of the short arm.
    expect(t[3]).toEqual([0, 0]);
  });
  it('counts orientations with the mark: a plain square 1, a square marked in a corner 4, mirrored or not', () => {
    const sq: Cell2[] = [[0, 0], [1, 0], [0, 1], [1, 1]];
    expect(orientations(sq, null)).toHaveLength(1);
    expect(orientations(sq, 0)).toHaveLength(4);
    expect(orientations(sq, 0, false)).toHaveLength(4);
    expect(orientations(L4, null)).toHaveLength(8);
    expect(orientations(L4, null, false)).toHaveLength(4);
    expect(orientations(L4, null, false).every((o) => !o.flip)).toBe(true);
  });
  it('gives one free-shape key to all rotations and mirrors, different keys to different shapes', () => {
    const keys = new Set([0, 1, 2, 3].flatMap((r) => [false, true].map((f) => freeShapeKey(transform(L4, r, f)))));
    expect(keys.size).toBe(1);
    expect(freeShapeKey(L4)).not.toBe(freeShapeKey([[0, 0], [1, 0], [2, 0], [3, 0]]));
  });
  it('tells connected polyominoes from broken or repeated cell sets', () => {
    expect(isConnectedPolyomino(L4)).toBe(true);
    expect(isConnectedPolyomino([[0, 0], [1, 1]])).toBe(false); // diagonal only
    expect(isConnectedPolyomino([[0, 0], [0, 0]])).toBe(false);
    expect(isConnectedPolyomino([])).toBe(false);
  });
});
