import { useEffect, useState } from 'preact/hooks';
import type { ComponentType } from 'preact';
import { parseRoute, path } from './lib/route';
import { TablePage } from './pages/TablePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { lazy } from './lib/lazy';

// The home page, a replay and a How to play page are routes of their own: their code is left out
// of the table page's first load (issue 28's page weight) and fetched when one is opened.
const HomePage = lazy(() => import('./pages/HomePage').then((m) => m.HomePage));
const ReplayPage = lazy(() => import('./replay/ReplayPage').then((m) => m.ReplayPage));
const HowPage = lazy(() => import('./pages/HowPage').then((m) => m.HowPage));

export function App() {
  const route = parseRoute(path.value);
  useEffect(() => {
    if (route.page === 'home') document.title = 'Trollmoot — board games with friends';
  }, [route.page]);
  // Pass and play brings the engines: its own chunk, fetched only on its route.
  const [Local, setLocal] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (route.page === 'local' && !Local) void import('./local/LocalPage').then((m) => setLocal(() => m.default));
  }, [route.page]);
  if (route.page === 'home') return <HomePage />;
  if (route.page === 'local') return Local ? <Local /> : null;
  if (route.page === 'table') return <TablePage key={route.id} id={route.id} />;
  if (route.page === 'replay') return <ReplayPage key={route.id} id={route.id} />;
  if (route.page === 'how') return <HowPage key={route.game} game={route.game} />;
  return <NotFoundPage />;
}
