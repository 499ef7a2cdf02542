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
