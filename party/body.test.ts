import { describe, expect, it } from 'vitest';
import { readCapped } from './body';

describe('readCapped', () => {
  it('refuses by Content-Length before reading anything', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({ pull: (c) => (pulled++, c.enqueue(new Uint8Array(10))) });
    const req = new Request('http://x/', { method: 'POST', body, headers: { 'content-length': '5000' }, duplex: 'half' } as RequestInit);
    expect(await readCapped(req, 4096)).toBeNull();
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('without a Content-Length, stops reading a stream once past the cap', async () => {
    let offered = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        offered += 1000;
        c.enqueue(new TextEncoder().encode('x'.repeat(1000)));
      },
    });
    const req = new Request('http://x/', { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(await readCapped(req, 4096)).toBeNull();
    expect(offered).toBeLessThan(10_000);
  });

  it('reads a small body whole', async () => {
    expect(await readCapped(new Request('http://x/', { method: 'POST', body: '{"a":1}' }), 4096)).toBe('{"a":1}');
    expect(await readCapped(new Request('http://x/', { method: 'POST', body: 'é'.repeat(3000) }), 4096)).toBeNull();
  });
});
