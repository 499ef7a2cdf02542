import { useEffect, useState } from 'preact/hooks';
import type { ComponentType } from 'preact';
import { parseRoute, path } from './lib/route';
import { HomePage } from './pages/HomePage';
import { TablePage } from './pages/TablePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { HowPage } from './pages/HowPage';
import { ReplayPage } from './replay/ReplayPage';

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
