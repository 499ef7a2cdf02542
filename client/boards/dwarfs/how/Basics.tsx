// How to play, the base game's first sections: the realm and its kingdoms, a turn's actions, the
// resolve phase (a task completed, a shared card, a meeple stuck) and the general store. Each
// worked example is a position drawn by the board's Grid (Scene.tsx), its figures from the engine.
import { TRADES } from '../../../../shared/games/dwarfs/data';
import { Defs } from '../Art';
import { Market } from '../Panels';
import { bagWords } from '../words';
import { sceneView, Worked, type SceneSpec } from './Scene';

// Card indexes in the content: each colour's 9 cards in order (castle, emerald, diamond, gold, ruby
// mines, tavern, general store, two monsters); red is blue + 9.
export const BLUE = { castle: 0, emerald: 1, diamond: 2, gold: 3, ruby: 4, tavern: 5, store: 6, dragon: 7, giant: 8 } as const;
export const RED = Object.fromEntries(Object.entries(BLUE).map(([k, c]) => [k, c + 9])) as Record<keyof typeof BLUE, number>;

const REALM: SceneSpec = {
  cards: [
    [BLUE.castle, 0, 0, 0],
    [BLUE.gold, 1, 0, 0],
    [BLUE.diamond, 2, 0, 1],
    [BLUE.tavern, 0, 1, 0],
    [RED.emerald, 1, 1, 1],
    [RED.castle, 2, 1, 2],
  ],
};

export function Realm() {
  const v = sceneView(REALM);
  const [blue, red] = [v.seats[0]?.score.Kingdom ?? 0, v.seats[1]?.score.Kingdom ?? 0];
  return (
    <>
      <Defs />
      <Worked
        intro={
          <>
            <p>
              Two to four dwarf clans (up to seven with the tribes) build one shared underground realm out of square <b>kingdom cards</b>. A card has a few spots
              for meeples and dark stone <b>walls</b> on some of its sides.
            </p>
            <p>
              Your <b>kingdom</b> is every card you can reach from your own castle without crossing a wall, whoever played it. At the end it scores the VP printed on
              all of its cards. Everyone whose castle stands in the same walled area shares that score.
            </p>
          </>
        }
        spec={REALM}
        label="Two kingdoms: Blue's castle, gold mine and diamond mine; Red's castle, emerald mine and the blue tavern"
        lead={null}
        caption={
          <>
            Blue's kingdom (blue outline) is its castle, the gold mine and the diamond mine: {blue} VP, shown on the castle. The wall under Blue's castle shuts the
            tavern out, and the tavern is open to Red's emerald mine: a blue card in Red's kingdom, which scores {red} VP (the tavern is −2).
          </>
        }
        after={
          <p>
            You start with your 9 kingdom cards in hand, 7 meeples at your campfire and one <b>secret goal</b> only you can see. Three trading goals and one dragon
            egg lie face up at the general store, beside the piles of gems.
          </p>
        }
      />
    </>
  );
}

const TURN: SceneSpec = {
  cards: [
    [BLUE.castle, 0, 0, 'open'],
    [BLUE.gold, 1, 0, 0],
    [BLUE.ruby, 2, 0, 0],
  ],
  meeples: [
    [0, 1, 0, 2],
    [0, 0, 0, 1],
  ],
};

export function Turn() {
  return (
    <Worked
      intro={
        <>
          <p>A turn has three phases: actions, resolve, discard.</p>
          <p>
            <b>1. Actions.</b> You have 3 actions, plus 1 while your own castle is on the table (a Frost Giant or a Treant in your castle's kingdom takes that extra
            one away). Each of these costs one action:
          </p>
        </>
      }
      points={
        <>
          <li>
            <b>Play a card</b> next to any card, or on top of a stack of the same kind with no meeples on it (never on a castle or a monster). The game's very first
            card goes on one of the four centre spots. Turn it as you like: walls need not match.
          </li>
          <li>
            <b>Place a meeple</b> from your campfire on any card with a free spot, in anyone's kingdom. The King, the Elven Dragon and the Ogre King are placed for
            free.
          </li>
          <li>
            <b>Move a meeple</b> to the next card through an open side (no wall on either card), if a spot is free there. Each card along the way costs an action.
          </li>
          <li>
            <b>Upgrade</b>: pay a class's gems and a meeple at your campfire becomes that class (see Classes).
          </li>
          <li>Use a class: the Alchemist changes a gem in hand, the Warrior pushes an opponent off its card.</li>
        </>
      }
      spec={TURN}
      label="Blue's castle, gold mine with two blue dwarfs, ruby mine walled off"
      caption={
        <>
          Blue's castle is on the table, so Blue has 4 actions. Blue plays the gold mine beside the castle (1), places two dwarfs on it (2, 3) and one on the castle
          (4). The ruby mine has a wall on its left side: a dwarf on the gold mine cannot walk into it, it must be placed there from the campfire.
        </>
      }
      after={<p>Ogre cards and the tribes' abilities cost no action. You may stop early: unused actions are lost.</p>}
    />
  );
}

const RESOLVE: SceneSpec = {
  cards: [
    [BLUE.tavern, 0, 0, 2],
    [BLUE.emerald, 1, 0, 0],
    [BLUE.ruby, 2, 0, 1],
  ],
  meeples: [
    [0, 0, 0, 2],
    [1, 0, 0, 1],
    [0, 1, 0, 2],
    [0, 2, 0, 2],
  ],
};

export function Resolve() {
  return (
    <Worked
      intro={
        <p>
          <b>2. Resolve.</b> Every card where enough of <i>your</i> meeples stand (the figure by the meeple at its foot) is completed, in the order you choose. Those
          meeples go home to your campfire; when more stand there than needed, you pick which. What a card gives:
        </p>
      }
      points={
        <>
          <li>a <b>mine</b>: its gems (gold mines 2 golds), if the pile has them;</li>
          <li>a <b>tavern</b>: an ogre card;</li>
          <li>the <b>general store</b>: one trading goal or the dragon egg, paid with gems (next section);</li>
          <li>a <b>castle</b>: a dig. Pick a stack of 2 or more cards with no meeples on it: its top card goes to the bottom and the card under it comes up;</li>
          <li>a <b>monster</b>: five of your meeples beat it; you keep it for 3 VP.</li>
        </>
      }
      spec={RESOLVE}
      label="A tavern with two blue dwarfs and a red one, an emerald mine with two blue dwarfs, a ruby mine with two"
      lead="Example: Blue resolves."
      caption={
        <>
          The emerald mine needs 2: Blue takes an emerald and both dwarfs go home. The tavern needs 2 of one colour: Blue draws an ogre card, its two dwarfs go home
          and Red's dwarf stays. The ruby mine needs 3: its two dwarfs stay, stuck, until a third joins them.
        </>
      }
      after={
        <>
          <p>A task that is blocked (a monster nearby, an empty pile, nothing you can pay for) still sends its meeples home, with no reward.</p>
          <p>
            <b>3. Discard.</b> Kingdom cards, gems and ogre cards all count towards a hand of 9. Over 9, discard gems or ogre cards (never kingdom cards) until 9 are
            left. Then the next player clockwise takes a turn.
          </p>
        </>
      }
    />
  );
}

const STORE: SceneSpec = {
  cards: [
    [BLUE.castle, 0, 0, 'open'],
    [BLUE.store, 1, 0, 'open'],
    [BLUE.emerald, 2, 0, 0],
    [RED.gold, 2, 0, 0],
  ],
  meeples: [[0, 1, 0, 3]],
  more: (s) => {
    const p = s.p[0];
    if (p) p.gems = (TRADES[s.trades[0] ?? -1]?.cost ?? [0, 0, 0, 0]).slice();
  },
};

export function Store() {
  const v = sceneView(STORE);
  const goal = TRADES[v.trades[0] ?? -1];
  const none = () => {};
  return (
    <Worked
      intro={
        <p>
          The general store needs 3 of your meeples. Completed, it lets you buy <b>one</b> of the face-up goals: a trading goal for its gems, or the dragon egg for its
          gems and a monster you beat (the egg names which). The gems go back to their piles and the display is refilled from the deck.
        </p>
      }
      spec={STORE}
      label="Blue's castle, a general store with three blue dwarfs, and a stack of two mines"
      caption={
        <>
          Three blue dwarfs stand on the store. Blue holds {goal ? bagWords(goal.cost) : 'the gems'}: at resolve Blue pays them for the first goal on offer below
          {goal ? `, worth ${goal.vp} VP` : ''}. The stack on the right holds two cards (+1): two blue dwarfs on the castle would dig it, sending the gold mine under
          the emerald mine.
        </>
      }
      after={
        <>
          <div class="pointer-events-none">
            <Market v={v} buys={[]} go={none} busy={false} />
          </div>
          <p>
            Trading goals, dragon eggs and your revealed secret goal are your <b>goals</b>: they score their VP and bring the end nearer.
          </p>
        </>
      }
    />
  );
}
