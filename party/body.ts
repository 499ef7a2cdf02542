// Request bodies read with a cap: nothing past it is ever buffered.

/**
 * The body as text, or null when it is larger than `cap` bytes: refused by Content-Length before
 * anything is read, and without one, by counting while streaming (never buffering past the cap).
 */
export async function readCapped(req: Request, cap: number): Promise<string | null> {
  const declared = req.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= cap)) return null;
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(all);
}
