// client/lib/flip.ts on a page of its own, for flip.test.ts.
import { dirtyOf, measure, play, readStats } from '../../client/lib/flip';

(window as unknown as { flip: unknown }).flip = { dirtyOf, measure, play, readStats };
