import { describe, expect, it } from 'vitest';
import { sameProps } from './pure';

describe('sameProps', () => {
  it('is true for the same values key by key, false when a value, a key or an object differs', () => {
    const def = { clan: 'moss' };
    expect(sameProps({ def, size: 26 }, { def, size: 26 })).toBe(true);
    expect(sameProps({ def, size: 26 }, { def, size: 30 })).toBe(false);
    expect(sameProps({ def }, { def, size: 26 })).toBe(false);
    expect(sameProps({ def, size: 26 }, { def })).toBe(false);
    expect(sameProps({ def: { clan: 'moss' } }, { def })).toBe(false);
  });
});
