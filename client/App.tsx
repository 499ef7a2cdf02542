import { useEffect } from 'preact/hooks';
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
  if (route.page === 'home') return <HomePage />;
  if (route.page === 'table') return <TablePage key={route.id} id={route.id} />;
  if (route.page === 'replay') return <ReplayPage key={route.id} id={route.id} />;
  if (route.page === 'how') return <HowPage key={route.game} game={route.game} />;
  return <NotFoundPage />;
}
