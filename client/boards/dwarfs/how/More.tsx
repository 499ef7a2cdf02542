// How to play, continued: monsters and what they block, ogre cards, the classes, and the end with a
// whole score worked out by the engine (the same breakdown the end screen shows).
import { CLASS_DEFS, GEM_VP, OGRE_KIND_DEFS, OGRE_KINDS, SECRET_GOAL_DEFS, SECRET_GOALS } from '../../../../shared/games/dwarfs/content';
import { CATEGORIES } from '../../../../shared/games/dwarfs/scoring';
import { Icon, gemIcon } from '../Art';
import { gemWord } from '../words';
import { classCost as cost, Points, Scene, sceneView, Worked, type SceneSpec } from './Scene';
import { BLUE, RED } from './Basics';

const MONSTERS: SceneSpec = {
  cards: [
    [BLUE.castle, 0, 0, 'open'],
    [BLUE.dragon, 1, 0, 0],
    [BLUE.gold, 2, 0, 0],
  ],
  meeples: [
    [0, 1, 0, 4],
    [1, 1, 0, 1],
  ],
};

export function Monsters() {
  return (
    <Worked
      intro={<p>A monster card is worth −2 VP in a kingdom until someone beats it, and it troubles every card in its walled area:</p>}
      points={
        <>
          <li>
            <b>Forest Dragon</b>: no mine pays.
          </li>
          <li>
            <b>Frost Giant</b> and <b>Treant</b>: a castle gives no extra action.
          </li>
          <li>
            <b>Big Bad Wolf</b>: no tavern pays.
          </li>
          <li>Every monster stops digging from a castle in its area.</li>
          <li>The board marks each card a monster blocks with a red sign; point at it to read why.</li>
        </>
      }
      spec={MONSTERS}
      label="Blue's castle and a gold mine on either side of a forest dragon with four blue dwarfs and one red"
      caption={
        <>
          The dragon is open to Blue's castle and to the gold mine: the mine pays nothing and the castle cannot dig (the red signs). Blue has 4 dwarfs on the dragon
          and Red 1: a monster needs 5 of <i>one</i> colour, so nobody beats it yet, and Blue's dwarfs wait there. Beaten, the dragon leaves the board (its spot is
          empty again) and Blue keeps it for 3 VP.
        </>
      }
    />
  );
}

const OGRE_SCENE: SceneSpec = {
  cards: [
    [RED.tavern, 0, 0, 2],
    [BLUE.gold, 1, 0, 0],
  ],
  meeples: [
    [1, 0, 0, 2],
    [0, 1, 0, 1, 'guardian'],
    [0, 1, 0, 1],
  ],
};

export function OgreCards() {
  return (
    <Worked
      intro={
        <p>
          Ogre cards come from taverns. Play any number in your actions phase, for no action. A card with a Guardian or an Elven Dragon on it cannot be their target.
        </p>
      }
      points={OGRE_KINDS.map((k) => (
        <li key={k}>
          <Icon id="ogre" size={16} /> <b>{OGRE_KIND_DEFS[k].name}</b> ({OGRE_KIND_DEFS[k].copies} in the deck): {OGRE_KIND_DEFS[k].text}
        </li>
      ))}
      spec={OGRE_SCENE}
      label="A red tavern with two red dwarfs; a gold mine with a blue Guardian and a blue dwarf"
      caption={
        <>
          Blue plays Ambush on the tavern: both red dwarfs go back to Red's campfire. Red cannot answer with an Ambush on the gold mine: Blue's Guardian (G) stands
          there.
        </>
      }
    />
  );
}

const CLASS_SCENE: SceneSpec = {
  cards: [
    [BLUE.store, 0, 0, 'open'],
    [RED.gold, 1, 0, 0],
  ],
  meeples: [
    [0, 0, 0, 1, 'alchemist'],
    [0, 0, 0, 1, 'warrior'],
    [0, 0, 0, 1, 'guardian'],
    [0, 0, 0, 1, 'king'],
    [1, 0, 0, 1],
  ],
};

export function Classes() {
  return (
    <Worked
      intro={<p>An upgrade (1 action) pays a class's gems, and one plain meeple at your campfire becomes that class. Each class is still a meeple for every task.</p>}
      points={
        <>
          <li>
            <b>Alchemist</b> ({cost('alchemist')}): one action turns a gem in hand into another kind, never gold into ruby.
          </li>
          <li>
            <b>Warrior</b> ({cost('warrior')}): one action pushes an opponent's meeple from the warrior's card to the next card through an open side.
          </li>
          <li>
            <b>Guardian</b> ({cost('guardian')}): its card cannot be targeted by ogre cards.
          </li>
          <li>
            <b>King</b> ({cost('king')}): placed for no action.
          </li>
        </>
      }
      spec={CLASS_SCENE}
      label="A general store with Blue's Alchemist, Warrior, Guardian and King, and a red dwarf"
      lead={null}
      caption={
        <>
          Each class wears its letter: A, W, G, K. Here Blue's Warrior may push the red dwarf off the store to the gold mine next door (1 action). Each class meeple
          scores {CLASS_DEFS.warrior.vp} VP at the end.
        </>
      }
    />
  );
}

const END: SceneSpec = {
  cards: [
    [BLUE.castle, 0, 0, 'open'],
    [BLUE.store, 1, 0, 'open'],
    [BLUE.tavern, 0, 1, 'open'],
    [BLUE.diamond, 1, 1, 3],
  ],
  meeples: [[0, 1, 0, 1, 'king']],
  more: (s) => {
    const p = s.p[0];
    if (!p) return;
    p.gems = [1, 0, 2, 0];
    p.trades = [s.trades[0] ?? 0];
    p.monsters = [{ card: RED.giant, elf: false }];
    p.killed = 1;
  },
};

export function Ending() {
  const v = sceneView(END);
  const me = v.seats[0];
  const score = me?.score ?? {};
  const total = CATEGORIES.reduce((t, c) => t + (score[c] ?? 0), 0);
  const gems = (me?.gems ?? []).map((n, g) => (n ? `${n} ${gemWord(g, n)}` : '')).filter(Boolean);
  return (
    <>
      <p>
        When a player ends a turn with 3 goals (2 at a table of 5 or more if the host chose the rulebook's shorter game), the round is played to its end, so everyone has had as many turns, and the game is over.
      </p>
      <p>
        Reveal your secret goal with the button in your hand while its condition holds. In someone else's turn, tick the standing order and it is revealed the
        moment it holds. An unrevealed goal scores nothing.
      </p>
      <p>
        <b>Scoring:</b> goals, monsters beaten (3 each), gems in hand (
        {Object.entries(GEM_VP).map(([g, n], i) => (
          <span key={g}>
            <Icon id={gemIcon(i)} /> {g} {n}
            {i < 3 ? ', ' : ''}
          </span>
        ))}
        ), your kingdom's cards, and 2 per class meeple. Ties go to the largest kingdom, then to the most meeples on the board.
      </p>
      <Scene spec={END} label="Blue's castle, store, tavern and diamond mine, with Blue's King on the store" lead="Example.">
        At the end Blue holds one trading goal ({score.Goals} VP), one beaten Frost Giant, {gems.join(' and ')}, a King (on the store), and this
        kingdom: castle +2, store +2, tavern −2 = {score.Kingdom} VP. The diamond mine is walled off, so it is in no one's kingdom.
      </Scene>
      <table class="mx-auto text-sm">
        <tbody>
          {CATEGORIES.map((c) => (
            <tr key={c}>
              <td class="pr-4">{c}</td>
              <td class="text-right font-semibold">{score[c] ?? 0}</td>
            </tr>
          ))}
          <tr class="border-t border-stone-400">
            <td class="pr-4 font-semibold">Blue scores</td>
            <td class="text-right font-bold">{total} VP</td>
          </tr>
        </tbody>
      </table>
      <p class="font-semibold">The secret goals</p>
      <Points>
        {SECRET_GOALS.map((id) => (
          <li key={id}>
            <b>{SECRET_GOAL_DEFS[id].name}</b> ({SECRET_GOAL_DEFS[id].vp} VP): {SECRET_GOAL_DEFS[id].text}
          </li>
        ))}
      </Points>
    </>
  );
}
