// "How to play" Dwar7s Fall, in our own words and pictures (issue 29): every section shows a
// position drawn by the board's own Grid (how/Scene.tsx), built with the game's engine, so the
// walls, kingdoms, VP and blocks in the pictures are the game's. The base game first, then each
// tribe, the Royal Decrees and how to read the board. Loaded only at /how/dwarfs (a lazy chunk).
import type { ComponentType } from 'preact';
import { Realm, Resolve, Store, Turn } from './how/Basics';
import { Classes, Ending, Monsters, OgreCards } from './how/More';
import { Crystal, Decrees, Elves, Ogres, Reading } from './how/Tribes';

/** The platform's shape for a game's rules page (client/boards/index.ts once it lands there). */
export interface HowTo {
  title: string;
  sections: { id: string; title: string; body: ComponentType }[];
}

const howTo: HowTo = {
  title: 'How to play Dwar7s Fall',
  sections: [
    { id: 'basics', title: 'The realm and your kingdom', body: Realm },
    { id: 'turn', title: 'Your turn: actions', body: Turn },
    { id: 'resolve', title: 'Resolve and discard', body: Resolve },
    { id: 'store', title: 'The general store and goals', body: Store },
    { id: 'monsters', title: 'Monsters', body: Monsters },
    { id: 'ogre-cards', title: 'Ogre cards', body: OgreCards },
    { id: 'classes', title: 'Classes', body: Classes },
    { id: 'end', title: 'The end and the score', body: Ending },
    { id: 'elves', title: 'Tribe: the Elves', body: Elves },
    { id: 'ogres', title: 'Tribe: the Ogres', body: Ogres },
    { id: 'crystal', title: 'Tribe: the Crystal Dwarfs', body: Crystal },
    { id: 'decrees', title: 'Royal Decrees and scenarios', body: Decrees },
    { id: 'board', title: 'Reading a card and the board', body: Reading },
  ],
};
export default howTo;
