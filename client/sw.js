// The service worker (production builds only; vite.config.ts fills in the build's file list and
// registers it). It keeps the built site so the page, and pass and play, work with the network
// off. It never answers API or room traffic: /api/* and /parties/* always go to the network.
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const CACHE = `trollmoot-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('trollmoot-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/parties/')) return;
  if (req.mode === 'navigate') {
    // Pages: the network first (a new build shows at once), the kept app shell when offline.
    event.respondWith(fetch(req).catch(() => caches.open(CACHE).then((c) => c.match('/')).then((r) => r ?? Response.error())));
    return;
  }
  // Built files have content hashes in their names: a kept copy is always right.
  event.respondWith(
    caches
      .open(CACHE)
      .then((c) => c.match(req))
      .then((hit) => hit ?? fetch(req)),
  );
});

// ---- "Your turn" by Web Push (party/push): the table's room sends it when a seat's turn begins
// while none of that seat's pages is open. The payload is the room's own JSON (title, body, the
// table's link, a tag per table); anything else it could hold is ignored.

/** Only a link to a table of this site is opened; anything else opens the home page. */
const tableLink = (url) => (typeof url === 'string' && /^\/t\/[A-Za-z0-9_-]{1,64}$/.test(url) ? url : '/');

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' ? data.title.slice(0, 160) : 'Your turn at Trollmoot';
  const body = typeof data.body === 'string' ? data.body.slice(0, 200) : '';
  const url = tableLink(data.url);
  // One notification per table: a newer turn replaces the older (and a page's own, which uses the same tag).
  const tag = typeof data.tag === 'string' ? data.tag.slice(0, 100) : `turn:${url}`;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((wins) => {
      // That table already in front of the player: its page says it (title, sound), no second word.
      if (wins.some((w) => w.focused && new URL(w.url).pathname === url)) return undefined;
      return self.registration.showNotification(title, { body, tag, renotify: true, data: { url } });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = tableLink(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((wins) => {
      // The table's page if one is open (focused, not a second copy), else a new one.
      const open = wins.find((w) => new URL(w.url).pathname === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
