import { describe, expect, it } from 'vitest';
import { ClientMessage, parseHot } from './protocol';

/** Moves and pings as they come, well-formed and not: the hand check must answer as the schema does. */
const samples: unknown[] = [
  { t: 'move', v: 0, move: { type: 'play', card: 3 } },
  { t: 'move', v: 12, move: null },
  { t: 'move', v: 12, move: [1, 2], extra: 'dropped' },
  { t: 'move', v: 12 },
  { t: 'move', v: -1, move: {} },
  { t: 'move', v: -0, move: {} },
  { t: 'move', v: 1.5, move: {} },
  { t: 'move', v: 2 ** 53, move: {} },
  { t: 'move', v: 1e300, move: {} },
  { t: 'move', v: '3', move: {} },
  { t: 'move', v: null, move: {} },
  { t: 'move', move: {} },
  { t: 'ping' },
  { t: 'ping', n: 3 },
  { t: 'ping', n: -2.5 },
  { t: 'ping', n: '3' },
  { t: 'ping', n: null },
  { t: 'ping', n: 1, x: [1] },
  { t: 'hello', protocol: 2 },
  { t: 'sync' },
  { t: 'nope' },
  [{ t: 'move', v: 0, move: 1 }],
  null,
  'move',
];

describe('the hot messages checked by hand', () => {
  it('accept exactly what the schema accepts, with the same output, and leave the rest to it', () => {
    for (const data of samples) {
      const z = ClientMessage.safeParse(data);
      const hot = parseHot(data);
      if (hot !== null) {
        expect(z.success, JSON.stringify(data)).toBe(true);
        expect(hot).toStrictEqual(z.data);
        expect(Object.is((hot as { v?: number }).v, (z.data as { v?: number }).v)).toBe(true);
      }
    }
    // The usual ones do take the fast path.
    expect(parseHot(samples[0])).not.toBeNull();
    expect(parseHot({ t: 'ping', n: 3 })).not.toBeNull();
  });

  it('agree with the schema on random moves and pings', () => {
    let seed = 9;
    const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0), seed / 4294967296);
    const any = () => [0, -1, 1.5, 2 ** 60, '1', null, true, {}, [], undefined][Math.floor(rand() * 10)];
    for (let i = 0; i < 3000; i++) {
      const data: Record<string, unknown> = { t: rand() < 0.5 ? 'move' : 'ping' };
      for (const k of ['v', 'move', 'n', 'zz']) if (rand() < 0.7) data[k] = any();
      const z = ClientMessage.safeParse(JSON.parse(JSON.stringify(data)));
      const hot = parseHot(JSON.parse(JSON.stringify(data)));
      // Every valid move and ping takes the fast path, with the schema's output; nothing else does.
      expect(hot, JSON.stringify(data)).toStrictEqual(z.success ? z.data : null);
    }
  });
});
