import { describe, expect, it } from 'vitest';
import { count } from './words';

describe('count', () => {
  it('agrees the word with the number', () => {
    expect(count(1, 'Troll')).toBe('1 Troll');
    expect(count(0, 'Troll')).toBe('0 Trolls');
    expect(count(3, 'Supply', 'Supplies')).toBe('3 Supplies');
  });
});
