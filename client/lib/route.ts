// Routing without a router: the pathname is a signal; links call `navigate`.
import { signal } from '@preact/signals';

export const path = signal(location.pathname);

addEventListener('popstate', () => {
  path.value = location.pathname;
});

export function navigate(to: string): void {
  if (to === location.pathname) return;
  history.pushState(null, '', to);
  path.value = location.pathname;
  scrollTo(0, 0);
}

export type Route = { page: 'home' } | { page: 'local' } | { page: 'table'; id: string } | { page: 'replay'; id: string } | { page: 'how'; game: string } | { page: 'missing' };

/** Table ids are URL-safe tokens; anything else is not a table link. */
export function parseRoute(pathname: string): Route {
  if (pathname === '/' || pathname === '/index.html') return { page: 'home' };
  if (pathname === '/local' || pathname === '/local/') return { page: 'local' };
  const m = /^\/t\/([A-Za-z0-9_-]{1,64})\/?$/.exec(pathname);
  if (m) return { page: 'table', id: m[1]! };
  // The move to open at is in the query (`?move=N`), read by the replay page itself.
  const r = /^\/t\/([A-Za-z0-9_-]{1,64})\/replay\/?$/.exec(pathname);
  if (r) return { page: 'replay', id: r[1]! };
  const h = /^\/how\/([a-z0-9-]{1,32})\/?$/.exec(pathname);
  if (h) return { page: 'how', game: h[1]! };
  return { page: 'missing' };
}
