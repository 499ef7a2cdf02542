// A component whose code is its own chunk, fetched the first time it is drawn (issue 28: a table
// page's first paint loads only what it shows). Until the chunk arrives it draws nothing, as the
// pass-and-play page does; the service worker precaches every chunk, so offline it still comes.
import { useEffect, useState } from 'preact/hooks';
import type { ComponentType, FunctionalComponent } from 'preact';

export function lazy<P extends object>(load: () => Promise<ComponentType<P>>): FunctionalComponent<P> {
  // One fetch for every place that draws it, kept once loaded so later draws are synchronous.
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return function Lazy(props: P) {
    const [, setReady] = useState(loaded !== null);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      // A chunk that could not be fetched (the network gone, a new deployment) is asked again the
      // next time the component is drawn; until then nothing shows.
      pending ??= load().then(
        (c) => (loaded = c),
        (e: unknown) => {
          pending = null;
          throw e;
        },
      );
      pending.then(
        () => live && setReady(true),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, []);
    const C = loaded;
    return C ? <C {...props} /> : null;
  };
}
