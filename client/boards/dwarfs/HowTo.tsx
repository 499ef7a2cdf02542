// "How to play" Dwar7s Fall, in our own words: the base game, each tribe, each Royal Decree and
// the scenarios. The numbers come from the game's content, so the page and the game never disagree.
import type { ComponentType } from 'preact';
import { CLASS_DEFS, DECREE_DEFS, DECREES, GEM_VP, OGRE_KIND_DEFS, OGRE_KINDS, SCENARIO_DEFS, SCENARIOS, SECRET_GOAL_DEFS, SECRET_GOALS, type ClassId } from '../../../shared/games/dwarfs/content';
import { bagWords } from './words';
import { classCostBag, COLOURS } from '../../../shared/games/dwarfs/data';

/** The platform's shape for a game's rules page (client/boards/index.ts once it lands there). */
export interface HowTo {
  title: string;
  sections: { id: string; title: string; body: ComponentType }[];
}

const cost = (cls: ClassId, colour: string) => bagWords(classCostBag(cls, COLOURS.indexOf(colour as (typeof COLOURS)[number])));

function Basics() {
  return (
    <div class="space-y-2">
      <p>
        Two to four dwarf clans (up to seven with the tribes) build one shared underground realm out of square kingdom cards. Each card has walls on some of its
        sides and a few spots for meeples. Your <b>kingdom</b> is every card you can reach from your own castle without crossing a wall, whoever played those cards:
        at the end it scores the VP printed on all of them, and everyone whose castle is in the same walled area shares that score.
      </p>
      <p>
        You start with your 9 kingdom cards in hand, 7 meeples at your campfire and one <b>secret goal</b> only you can see. Three trading goals and one dragon egg lie
        face up at the general store, next to the piles of gems.
      </p>
    </div>
  );
}

function Turn() {
  return (
    <div class="space-y-2">
      <p>
        <b>1. Actions.</b> You have 3 actions, plus 1 while your own castle is on the table (a Frost Giant or a Treant in your castle's kingdom takes that extra action
        away). Each of these costs one action:
      </p>
      <ul class="list-disc space-y-1 pl-5">
        <li>
          <b>Play a card</b>: next to any card, or on top of a stack of the same kind with no meeples on it (never on a castle or a monster); the game's very first card
          goes on one of the four centre spots. Turn it as you like: on
          the board press <kbd>R</kbd> or the Turn button, the walls show where it will go.
        </li>
        <li>
          <b>Place a meeple</b> from your campfire on any card with a free spot. The King, the Elven Dragon and the Ogre King are placed for free.
        </li>
        <li>
          <b>Move a meeple</b> to the next card through an open side (no wall on either card), if a spot is free there. Each card along the way costs an action.
        </li>
        <li>
          <b>Upgrade</b>: pay a class's gems and a meeple at your campfire becomes that class.
        </li>
        <li>Use a class: the Alchemist changes a gem in hand, the Warrior pushes an opponent off its card.</li>
      </ul>
      <p>Ogre cards and the tribes' abilities are free. You may stop early: unused actions are lost.</p>
      <p>
        <b>2. Resolve.</b> Every card where enough of <i>your</i> meeples stand is completed, in the order you choose, and those meeples go home (you pick which ones when
        more are there than needed). A mine gives gems, a tavern an ogre card, the general store lets you buy a trading goal or the dragon egg with gems, a castle digs a
        stack (its top card goes to the bottom), and five meeples beat a monster, which you keep for 3 VP. A task that is blocked still sends its meeples home, with no reward.
      </p>
      <p>
        <b>3. Discard.</b> Kingdom cards, gems and ogre cards all count towards a hand of 9. Over 9, discard gems or ogre cards (never kingdom cards) until 9 are left.
      </p>
    </div>
  );
}

function Monsters() {
  return (
    <ul class="list-disc space-y-1 pl-5">
      <li>
        <b>Forest Dragon</b>: no mine in its walled area pays.
      </li>
      <li>
        <b>Frost Giant</b> and <b>Treant</b>: a castle in their area gives no extra action.
      </li>
      <li>
        <b>Big Bad Wolf</b>: no tavern in its area pays.
      </li>
      <li>Every monster stops digging from castles in its area. Monsters are worth −2 VP in a kingdom until someone beats them.</li>
      <li>The board marks every card a monster blocks with a red sign; point at it to read why.</li>
    </ul>
  );
}

function Ogres() {
  return (
    <div class="space-y-2">
      <p>Ogre cards come from taverns. Play any number in your actions, for free. A card with a Guardian or an Elven Dragon on it cannot be their target.</p>
      <ul class="list-disc space-y-1 pl-5">
        {OGRE_KINDS.map((k) => (
          <li key={k}>
            <b>{OGRE_KIND_DEFS[k].name}</b> ({OGRE_KIND_DEFS[k].copies} in the deck): {OGRE_KIND_DEFS[k].text}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Classes() {
  return (
    <ul class="list-disc space-y-1 pl-5">
      <li>
        <b>Alchemist</b> ({cost('alchemist', 'blue')}): one action turns a gem in hand into another kind, but never gold into ruby.
      </li>
      <li>
        <b>Warrior</b> ({cost('warrior', 'blue')}): one action pushes an opponent's meeple from the warrior's card to the next card through an open side.
      </li>
      <li>
        <b>Guardian</b> ({cost('guardian', 'blue')}): its card cannot be targeted by ogre cards.
      </li>
      <li>
        <b>King</b> ({cost('king', 'blue')}): placed for free.
      </li>
      <li>Each class meeple scores {CLASS_DEFS.warrior.vp} VP at the end and counts as a meeple for every task. On the board a class wears its letter: A, W, G, K.</li>
    </ul>
  );
}

function Ending() {
  return (
    <div class="space-y-2">
      <p>
        Goals are trading goals, dragon eggs and your revealed secret goal. When a player ends a turn with 3 goals (2 at a table of 5 or more), the round is played to
        its end and the game is over.
      </p>
      <p>
        Reveal your secret goal with the button in your hand while its condition holds; in someone else's turn, set the standing order and it is revealed the moment
        it holds. Unrevealed goals score nothing.
      </p>
      <p>
        <b>Scoring:</b> goals, monsters beaten (3 each), gems in hand ({Object.entries(GEM_VP)
          .map(([g, n]) => `${g} ${n}`)
          .join(', ')}), your kingdom's cards, and 2 per class meeple. Ties go to the largest kingdom, then to the most meeples on the board.
      </p>
      <ul class="list-disc space-y-1 pl-5">
        {SECRET_GOALS.map((id) => (
          <li key={id}>
            <b>{SECRET_GOAL_DEFS[id].name}</b> ({SECRET_GOAL_DEFS[id].vp} VP): {SECRET_GOAL_DEFS[id].text}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Elves() {
  return (
    <ul class="list-disc space-y-1 pl-5">
      <li>Purple. Mines always need 3 elves.</li>
      <li>
        <b>Accuracy</b>: against a monster, elves on the cards next to it through open sides help, as long as one elf stands on the monster. Only the elves on the
        monster go home. A monster the Elves beat scores 4.
      </li>
      <li>
        <b>Monster Scales</b> (free, once a turn): give up a beaten monster for gems worth up to 4 VP.
      </li>
      <li>
        Classes: the Alchemist ({cost('alchemist', 'purple')}), and the <b>Elven Dragon</b> ({cost('elven-dragon', 'purple')}), an 8th meeple placed for free whose card
        ogre cards cannot target.
      </li>
    </ul>
  );
}
function OgresTribe() {
  return (
    <ul class="list-disc space-y-1 pl-5">
      <li>Orange. They start with 2 ogre cards, and mines need 3 ogres.</li>
      <li>
        <b>Thievery</b>: whenever an ogre card of theirs hits an opponent's meeple, they pocket a stolen pouch. <b>Pawnbroker</b> (free, once a turn): up to 4 pouches
        become gems of that many VP.
      </li>
      <li>
        <b>A life of party</b>: the −2 cards in their kingdom count +2 for them.
      </li>
      <li>
        Classes: the Alchemist ({cost('alchemist', 'orange')}), and the <b>Ogre King</b> ({cost('ogre-king', 'orange')}), an 8th meeple placed for free; one action sends an
        opponent's meeple on its card home. Their castle needs 3 ogres and gives 2 ogre cards.
      </li>
    </ul>
  );
}
function Crystal() {
  return (
    <ul class="list-disc space-y-1 pl-5">
      <li>Black. They gather like dwarfs, but never use another player's castle.</li>
      <li>
        <b>Frozen Heart</b> (free, once a turn): turn one gem into a diamond.
      </li>
      <li>The Frost Giant does not take their castle's extra action, and Frost Invasion does not cancel their mines.</li>
      <li>All four classes, each for one more diamond (a Warrior costs {cost('warrior', 'black')}).</li>
    </ul>
  );
}

function Decrees() {
  return (
    <div class="space-y-2">
      <p>The host may put Royal Decrees in force: none, a scenario, a random scenario, or a hand-picked set. The board lists the decrees in force with their words.</p>
      <ul class="list-disc space-y-1 pl-5">
        {DECREES.map((d) => (
          <li key={d}>
            <b>{DECREE_DEFS[d].name}</b>: {DECREE_DEFS[d].text}
          </li>
        ))}
      </ul>
      <p class="font-semibold">Scenarios</p>
      <ul class="list-disc space-y-1 pl-5">
        {SCENARIOS.map((id) => {
          const s = SCENARIO_DEFS[id];
          return (
            <li key={id}>
              <b>{s.name}</b>: {s.random ? `${s.random} decrees drawn at random` : s.decrees.map((d) => DECREE_DEFS[d].name).join(', ')}.
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Board() {
  return (
    <ul class="list-disc space-y-1 pl-5">
      <li>Before the first card the grid shows the four centre spots, dashed inside a yellow square: the first card goes on one of them.</li>
      <li>Cards: the type at the top left, VP at the top right, the spots in the middle, how many of one colour complete it at the bottom. Dark bars are walls; "+2" on a card means two more cards lie under it.</li>
      <li>Meeples wear their seat's colour and shape; a class shows its letter. Each kingdom is outlined in its owner's colour, with its live VP on the castle.</li>
      <li>In your turn, what you may do is lit: cards in hand, campfire meeples, ogre cards, spots on the grid. Tab reaches every lit spot; Enter or Space picks it; Esc puts a tool down, or with nothing in hand takes back a picked card (as ← Back does). "Every choice as a list" holds every move as a button.</li>
      <li>
        Play a kingdom card by pressing it then a lit spot, or by dragging it onto a lit spot (mouse or finger); R or the Turn button turns it, also while you drag, and the
        spot under the pointer shows its walls.
      </li>
      <li>Zoom the grid with two fingers (pinch), the + and − buttons or keys, Fit or 0 to see it whole; pan it with one finger or the scroll bars.</li>
    </ul>
  );
}

const howTo: HowTo = {
  title: 'How to play Dwar7s Fall',
  sections: [
    { id: 'basics', title: 'The realm', body: Basics },
    { id: 'turn', title: 'Your turn', body: Turn },
    { id: 'monsters', title: 'Monsters', body: Monsters },
    { id: 'ogre-cards', title: 'Ogre cards', body: Ogres },
    { id: 'classes', title: 'Classes', body: Classes },
    { id: 'end', title: 'The end and the score', body: Ending },
    { id: 'elves', title: 'Tribe: the Elves', body: Elves },
    { id: 'ogres', title: 'Tribe: the Ogres', body: OgresTribe },
    { id: 'crystal', title: 'Tribe: the Crystal Dwarfs', body: Crystal },
    { id: 'decrees', title: 'Royal Decrees and scenarios', body: Decrees },
    { id: 'board', title: 'Reading the board', body: Board },
  ],
};
export default howTo;
