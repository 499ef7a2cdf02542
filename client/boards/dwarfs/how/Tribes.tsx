// How to play: the three tribes (each with its worked example drawn by the board), the Royal Decrees
// and scenarios, and how to read a card and the board.
import { DECREE_DEFS, DECREES, SCENARIO_DEFS, SCENARIOS } from '../../../../shared/games/dwarfs/content';
import { CardFace } from '../Grid';
import { classCost as cost, Points, Scene, sceneView, Worked, type SceneSpec } from './Scene';
import { BLUE } from './Basics';

const PURPLE = { emerald: 37, tavern: 41 };
const ORANGE = { castle: 45, tavern: 46 };
const BLACK = { castle: 54, diamond: 55 };
const MEMORIAL = 63;

const ELVES: SceneSpec = {
  options: { elves: true },
  cards: [
    [PURPLE.emerald, 0, 0, 0],
    [BLUE.dragon, 1, 0, 0],
    [PURPLE.tavern, 2, 0, 0],
  ],
  meeples: [
    [0, 0, 0, 3],
    [0, 1, 0, 2],
    [0, 2, 0, 2],
  ],
};

export function Elves() {
  return (
    <Worked
      points={
        <>
          <li>Purple. Mines always need 3 elves, whatever the card says.</li>
          <li>
            <b>Accuracy</b>: against a monster, elves on the cards next to it through open sides help, as long as one elf stands on the monster. Only the elves on the
            monster go home. A monster the Elves beat scores 4.
          </li>
          <li>
            <b>Monster Scales</b> (free, once a turn): give up a beaten monster for gems worth up to 4 VP.
          </li>
          <li>
            Classes: the Alchemist ({cost('alchemist', 'purple')}), and the <b>Elven Dragon</b> ({cost('elven-dragon', 'purple')}), an 8th meeple placed for free whose
            card ogre cards cannot target.
          </li>
        </>
      }
      spec={ELVES}
      label="Three elves on an emerald mine, two on a forest dragon, two on a tavern behind a wall"
      caption={
        <>
          2 elves on the dragon and 3 on the open mine beside it make 5: the dragon is beaten, and only its 2 elves go home. The mine then pays its
          emerald (the dragon is gone, and 3 elves stand there). The tavern behind the wall adds nothing to the fight, but its 2 elves draw an ogre card.
        </>
      }
    />
  );
}

const OGRES: SceneSpec = {
  options: { ogres: true },
  cards: [
    [BLUE.castle, 0, 0, 0],
    [BLUE.store, 1, 0, 3],
    [BLUE.gold, 2, 0, 0],
    [ORANGE.castle, 3, 0, 0],
    [BLUE.diamond, 0, 1, 2],
    [ORANGE.tavern, 1, 1, 1],
    [BLUE.emerald, 2, 1, 0],
  ],
};

export function Ogres() {
  const v = sceneView(OGRES);
  const [ogres, blue] = [v.seats[0]?.score.Kingdom ?? 0, v.seats[1]?.score.Kingdom ?? 0];
  return (
    <Worked
      points={
        <>
          <li>
            Orange. They start with 2 ogre cards besides their 9 kingdom cards, so their hand shows <b>11 of 9</b> until their first discard phase brings it down to 9.
          </li>
          <li>
            <b>Mines need 3 ogres</b>, whatever the card says (a mine's "2" is for the others).
          </li>
          <li>
            <b>A life of party</b>: the −2 cards in their kingdom count +2 for them. Their own castle is one: −2 for anyone else sharing it, +2 for the Ogres.
          </li>
          <li>
            <b>Thievery</b>: whenever an ogre card of theirs hits an opponent's meeple, they pocket a stolen pouch. <b>Pawnbroker</b> (free, once a turn): up to 4
            pouches become gems worth that many VP.
          </li>
          <li>
            Their castle needs 3 ogres and gives 2 ogre cards (it does not dig). Classes: the Alchemist ({cost('alchemist', 'orange')}), and the <b>Ogre King</b> (
            {cost('ogre-king', 'orange')}), an 8th meeple placed for free; one action sends an opponent's meeple on its card home.
          </li>
        </>
      }
      spec={OGRES}
      label="One kingdom shared by Blue and the Ogres, with the ogre castle and an ogre tavern"
      wide={130}
      caption={
        <>
          Blue and the Ogres share this kingdom. It holds two −2 cards (the ogre castle and the tavern): Blue scores {blue} VP from it, the Ogres{' '}
          {ogres}, since for them each −2 counts +2.
        </>
      }
    />
  );
}

const CRYSTAL: SceneSpec = {
  options: { crystal: true },
  cards: [
    [BLACK.castle, 0, 0, 'open'],
    [BLACK.diamond, 1, 0, 'open'],
    [BLUE.castle, 2, 0, 'open'],
  ],
  meeples: [
    [0, 1, 0, 1, 'warrior'],
    [0, 1, 0, 1],
    [0, 2, 0, 2],
  ],
};

export function Crystal() {
  return (
    <Worked
      points={
        <>
          <li>Black. They gather like dwarfs, but never use another player's castle.</li>
          <li>
            <b>Frozen Heart</b> (free, once a turn): turn one gem into a diamond.
          </li>
          <li>The Frost Giant does not take their castle's extra action, and Frost Invasion does not cancel their mines.</li>
          <li>All four classes, each for one more diamond (a Warrior costs {cost('warrior', 'black')}).</li>
        </>
      }
      spec={CRYSTAL}
      label="The black castle, a black diamond mine with a Warrior and a dwarf, Blue's castle with two black dwarfs"
      caption={
        <>
          The Warrior and a dwarf complete the diamond mine. The two black dwarfs on Blue's castle dig nothing: it is not theirs.
        </>
      }
    />
  );
}

const MEMO: SceneSpec = {
  options: { decrees: 'custom', picked: ['battle-memorial'] },
  cards: [
    [BLUE.castle, 0, 0, 'open'],
    [MEMORIAL, 1, 0, 0],
    [BLUE.gold, 2, 0, 0],
  ],
  meeples: [[0, 1, 0, 1]],
};

export function Decrees() {
  return (
    <>
      <p>The host may put Royal Decrees in force: none, a scenario, a random scenario, or a hand-picked set. The board lists the decrees in force with their words.</p>
      <Points>
        {DECREES.map((d) => (
          <li key={d}>
            <b>{DECREE_DEFS[d].name}</b>: {DECREE_DEFS[d].text}
          </li>
        ))}
      </Points>
      <Scene spec={MEMO} label="A memorial between Blue's castle and a gold mine, with a blue dwarf on it" lead="Battle Memorial.">
        The dragon that stood here was beaten; its memorial keeps the castle and the mine joined, and the dwarf on it may turn any card with
        no meeples on it at resolve.
      </Scene>
      <p class="font-semibold">Scenarios</p>
      <Points>
        {SCENARIOS.map((id) => {
          const s = SCENARIO_DEFS[id];
          return (
            <li key={id}>
              <b>{s.name}</b>: {s.random ? `${s.random} decrees drawn at random` : s.decrees.map((d) => DECREE_DEFS[d].name).join(', ')}.
            </li>
          );
        })}
      </Points>
    </>
  );
}

/** A numbered mark on the big card. */
const Mark = ({ n, x, y }: { n: number; x: number; y: number }) => (
  <g>
    <circle cx={x} cy={y} r="6.5" fill="#c2661a" stroke="#fff" stroke-width="1.5" />
    <text x={x} y={y + 3.3} text-anchor="middle" font-size="9" font-weight="800" fill="#fff">
      {n}
    </text>
  </g>
);

export function Reading() {
  return (
    <>
      <figure class="my-3 flex flex-col items-center gap-4 sm:flex-row">
        <svg viewBox="-6 -6 112 112" class="w-52 shrink-0" role="img" aria-label="A ruby mine, its parts numbered" data-testid="dwarfs-how-card">
          <CardFace card={BLUE.ruby} rot={0} px={2.4} />
          {[0, 1, 2, 3].map((i) => (
            <circle key={i} cx={50 + (i - 1.5) * 17} cy={46} r={7} fill="#fff" stroke="#a8a29e" stroke-width="1.5" />
          ))}
          <Mark n={1} x={10} y={10} />
          <Mark n={2} x={50} y={33} />
          <Mark n={3} x={8} y={80} />
          <Mark n={4} x={92} y={80} />
          <Mark n={5} x={60} y={99} />
        </svg>
        <figcaption class="min-w-0 flex-1 text-sm">
          <ol class="list-decimal space-y-0.5 pl-5">
            <li>Its kind (here a ruby mine) on its owner's colour.</li>
            <li>Its spots: at most this many meeples stand on it.</li>
            <li>How many meeples of one colour complete it (Elves and Ogres: 3 on any mine).</li>
            <li>Its VP in a kingdom (red when negative).</li>
            <li>A wall (dark stone): nothing passes that side, and kingdoms stop there.</li>
          </ol>
        </figcaption>
      </figure>
      <Points>
        <li>Before the first card the grid shows the four centre spots, dashed inside a yellow square: the first card goes on one of them.</li>
        <li>"+2" on a card means two more cards lie under it. Meeples wear their seat's colour and shape; a class shows its letter.</li>
        <li>Each kingdom is outlined in its owner's colour, with its VP on the castle.</li>
        <li>
          In your turn, what you may do is lit: cards in hand, campfire meeples, ogre cards, spots on the grid. Tab reaches every lit spot; Enter or Space picks it; Esc
          puts a tool down. "Every choice as a list" holds every move as a button.
        </li>
        <li>Play a kingdom card by pressing it then a lit spot, or by dragging it there; R or the Turn button turns it, and the spot shows its walls.</li>
        <li>Zoom the grid with two fingers, the + and − buttons or keys, Fit or 0 to see it whole; pan it with one finger or the scroll bars.</li>
      </Points>
    </>
  );
}
