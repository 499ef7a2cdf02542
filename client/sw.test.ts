// The service worker's push and notificationclick handlers, run in a Node vm with a stand-in `self`
// (the file is plain JS the build copies with its file list filled in): what a push shows, when it
// shows nothing, and where a tap goes. The browser test delivers a real push event in Chromium.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

interface Win {
  url: string;
  focused: boolean;
  focus(): Promise<Win>;
}

function worker(windows: Win[]) {
  const handlers = new Map<string, (e: unknown) => void>();
  const shown: { title: string; options: { body: string; tag: string; renotify: boolean; data: { url: string } } }[] = [];
  const opened: string[] = [];
  const self = {
    addEventListener: (type: string, fn: (e: unknown) => void) => handlers.set(type, fn),
    location: { origin: 'https://trollmoot.example' },
    registration: { showNotification: async (title: string, options: (typeof shown)[number]['options']) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => void opened.push(url),
      claim: async () => undefined,
    },
    skipWaiting: async () => undefined,
  };
  const source = readFileSync(new URL('./sw.js', import.meta.url), 'utf8').replace("'__VERSION__'", '"test"').replace('__PRECACHE__', '[]');
  runInNewContext(source, { self, caches: {}, fetch, URL, Response });
  const fire = async (type: string, event: Record<string, unknown>) => {
    let done: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { fire, shown, opened };
}

const win = (url: string, focused = false): Win & { focusedBy: number } => {
  const w = { url, focused, focusedBy: 0, focus: async () => (w.focusedBy++, w) };
  return w;
};
const payload = (data: unknown) => ({ data: { json: () => data } });
const turn = { title: 'Your turn at Fall of the Mountain King, Ann’s table', body: 'Open the table to play.', url: '/t/abc123', tag: 'turn:abc123' };

describe('service worker: push', () => {
  it("shows the room's words with the table's tag, and its link for a tap", async () => {
    const sw = worker([win('https://trollmoot.example/t/other', true)]);
    await sw.fire('push', payload(turn));
    expect(sw.shown).toEqual([{ title: turn.title, options: { body: turn.body, tag: 'turn:abc123', renotify: true, data: { url: '/t/abc123' } } }]);
  });

  it("shows nothing when that table's page is in front of the player", async () => {
    const sw = worker([win('https://trollmoot.example/t/abc123', true)]);
    await sw.fire('push', payload(turn));
    expect(sw.shown).toEqual([]);
  });

  it('keeps to a link of this site: anything else opens the home page; a message it cannot read still says something', async () => {
    const sw = worker([]);
    await sw.fire('push', payload({ ...turn, url: 'https://evil.example/t/x' }));
    await sw.fire('push', { data: { json: () => JSON.parse('not json') as unknown } });
    expect(sw.shown.map((s) => s.options.data.url)).toEqual(['/', '/']);
    expect(sw.shown[1]!.title).toBe('Your turn at Trollmoot');
  });
});

describe('service worker: a tap on the notification', () => {
  it("focuses the table's open page, else opens it", async () => {
    const open = win('https://trollmoot.example/t/abc123');
    const sw = worker([win('https://trollmoot.example/'), open]);
    let closed = 0;
    await sw.fire('notificationclick', { notification: { data: { url: '/t/abc123' }, close: () => closed++ } });
    expect(open.focusedBy).toBe(1);
    expect(sw.opened).toEqual([]);
    expect(closed).toBe(1);
    const none = worker([win('https://trollmoot.example/')]);
    await none.fire('notificationclick', { notification: { data: { url: '/t/abc123' }, close: () => undefined } });
    expect(none.opened).toEqual(['/t/abc123']);
  });
});
