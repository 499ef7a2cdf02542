// "How to play" for Fall of the Mountain King, in our own words, in the rulebook's order: overview,
// the mountain, setting up, building the Ancestry (with the symbol legend), the battle, cavern
// status words, the four actions, the end of a wave, the waves, the final scoring, and how the
// table on this site works. Loaded only on /how/fotmk (see HOW_TO in ../index.ts).
import { Fragment, type ComponentChildren } from 'preact';
import type { HowTo } from '../types';
import { Symbol } from './Ancestry';
import { HowMap } from './HowMap';
import { ELDER_HONOUR, FIRST_FALLEN_BY_WAVE, INVADERS_BY_WAVE, LATER_FALLEN, SUPPLY_TRACK } from '../../../shared/games/fotmk/content/components';
import { CLAN_STYLE, GNOME_WHEEL, symbolTitle, WHEEL_EFFECT } from './model';

/** One symbol drawn as on the cards, with its tooltip (hover, focus, long press). */
function Sym({ code, size = 36 }: { code: string; size?: number }) {
  return (
    <span class="inline-block align-middle" tabIndex={0} role="img" aria-label={symbolTitle(code)} data-tip={symbolTitle(code)} data-sym={code[0]}>
      <svg viewBox="0 0 10 10" width={size} height={size} aria-hidden="true">
        <Symbol code={code} x={0} y={0} s={10} />
      </svg>
    </span>
  );
}

const Term = ({ children }: { children: ComponentChildren }) => <b class="font-semibold text-stone-900">{children}</b>;

const LEGEND: { code: string; name: string; text: string }[] = [
  { code: 'A', name: 'Advance', text: 'Move your Trolls into one cavern: to outnumber rivals and to fight gnomes.' },
  { code: 'B', name: 'Bolster', text: 'Bring new Trolls from your supply onto the map.' },
  { code: 'I', name: 'Influence', text: 'Court a champion in the display, hoping to win them at the end of the wave.' },
  { code: 'G', name: 'Gnome', text: 'Turn the Gnome wheel: peek at hidden things and take the effect of the space you reach.' },
  { code: 'W', name: 'Wild', text: 'Stands in for any of the four actions above. Two of them together can be traded for a Supply.' },
  { code: 'S', name: 'Supply', text: 'Cannot be covered, but gives you one more turn every wave.' },
  { code: 'E', name: 'Elder', text: 'Cannot be covered and may never be built over; worth Honour when the game ends.' },
];

function Overview() {
  return (
    <>
      <p>
        The gnomes have broken into the mountain. Each player leads a band of Trolls through three <Term>Waves</Term> of the war. Nobody can stop the fall of the
        kingdom: you compete for the most <Term>Honour</Term>, the game’s points, by how gloriously you fight on the way down.
      </p>
      <p>
        Every wave you first grow your <Term>Ancestry</Term>, a grid of symbols that decides which actions you can take. Then players take turns using those symbols
        to move Trolls, bring in new ones, win over champions and play with the Gnome wheel. At the end of the wave more gnomes pour in and the wave is scored.
      </p>
      <p>
        Honour comes from defeating gnomes, from Trolls that fall defending against invasions, from champions’ abilities, from controlling caverns (waves I and II,
        best spread over many clans), and at the very end from the Great Halls, your Elder symbols and your Votes with each clan.
      </p>
    </>
  );
}

function Mountain() {
  return (
    <>
      <p>
        The map is split into seven clan <Term>Domains</Term>, each made of several <Term>caverns</Term> joined by passages:{' '}
        {Object.values(CLAN_STYLE).map((c, i) => (
          <span key={c.label}>
            <span class="rounded px-1 font-semibold text-white" style={{ background: c.fill }}>
              {c.label}
            </span>
            {i < 6 ? ' ' : '.'}
          </span>
        ))}
      </p>
      <p>
        <Term>Gates</Term> lead into the mountain from outside, each from the Domain’s <Term>swarm point</Term> on the edge of the map; a cavern a gate opens into is
        a gate cavern. The volcano in the middle is not a cavern: nothing ever goes there. The diamonds are the <Term>Great Halls</Term>, scored at the end against the
        caverns they touch. The dashed squares are <Term>lair spaces</Term>, in pairs that share a glyph.
      </p>
      <HowMap />
      <p>
        Next to the map: the <Term>Clan board</Term> (your Votes with each clan), the <Term>Gnome wheel</Term>, the <Term>champion display</Term> and the face-down{' '}
        <Term>gate cards</Term> that say where the gnomes will invade at the end of the wave.
      </p>
    </>
  );
}

function Setup() {
  return (
    <>
      <p>The table does the shuffling and dealing for you. What players decide:</p>
      <ul class="list-disc space-y-1 pl-5">
        <li>
          Everyone is dealt two starting champions, keeps one and gains its Votes with its clan. A champion with a letter also gives you a <Term>pawn</Term>, a
          champion on the map that counts as one of your Trolls.
        </li>
        <li>
          In turn, starting with the start player: choose a pair of lair spaces with the same glyph. Each becomes your <Term>lair</Term> with three Trolls in it. Then
          put one Troll in a gnome-free cavern next to each lair, and your champion’s pawn (if any) with one of those two Trolls.
        </li>
        <li>A few gnomes already wait face down in gate caverns, one more than there are players.</li>
      </ul>
    </>
  );
}

function Ancestry() {
  return (
    <>
      <p>
        Each wave begins with everyone building at the same time. You get four Ancestry cards: add one to your Ancestry and pass the rest on (clockwise in waves I
        and III, counterclockwise in wave II). Add a second from the three you receive, a third from the two after that, and discard the last.
      </p>
      <ul class="list-disc space-y-1 pl-5">
        <li>A new card must overlap at least one quarter of a card already there, and may never cover an Elder symbol.</li>
        <li>Cards are never turned; the whole Ancestry must fit in 6 by 6 quarters.</li>
        <li>You must add a card even when every place is bad for you.</li>
      </ul>
      <h3 class="mt-3 font-display text-lg font-semibold">The symbols</h3>
      <ul class="grid gap-2 sm:grid-cols-2" data-testid="how-legend">
        {LEGEND.map((l) => (
          <li key={l.code} class="flex items-start gap-2">
            <Sym code={l.code} />
            <span>
              <Term>{l.name}.</Term> {l.text}
            </span>
          </li>
        ))}
      </ul>
      <p class="mt-2">
        <Sym code="A3" /> <Sym code="I2" /> A number on a symbol is its <Term>power</Term>; a symbol without a number has power 1. Numbered symbols are{' '}
        <Term>strong</Term>: they can only be used in a Strong action. <Term>A strong symbol cannot pay for a Weak action.</Term>
      </p>
      <p>
        Put matching symbols next to each other: touching symbols of one kind form a <Term>cluster</Term>, and a cluster is how you get powerful actions.
      </p>
      <h3 class="mt-3 font-display text-lg font-semibold">Supplies and Desperation</h3>
      <p>
        Then everyone sets their <Term>Supplies</Term>, the number of turns they get this wave: {SUPPLY_TRACK.baseByWave.join(', ')} in waves I, II and III, plus one
        for each Supply symbol in the Ancestry (at most {SUPPLY_TRACK.max}). You may also cover two Wild symbols now for one more Supply. Every Desperation space on
        the track to the right of your marker gives you a <Term>Desperation token</Term> for this wave.
      </p>
    </>
  );
}

function Battle() {
  return (
    <>
      <p>
        Players take turns clockwise from the start player until everyone has run out of Supplies; someone with more Supplies gets more turns. A turn starts by
        spending one Supply. Then you take either <Term>two Weak actions</Term> or <Term>one Strong action</Term>, by covering symbols of your Ancestry with cubes.
      </p>
      <h3 class="font-display text-lg font-semibold">Weak actions</h3>
      <p>
        Cover one symbol without a number (a Wild counts as any of the four actions) and do that action at power 1. Then you may do a second Weak action the same
        way. Blank spaces, Supply and Elder symbols, and numbered symbols, can never be covered for a Weak action.
      </p>
      <p>
        <Term>Desperation</Term>: spend any number of Desperation tokens on a Weak action for +1 power each. It stays a Weak action. Tokens not spent are lost at the
        end of the wave.
      </p>
      <h3 class="font-display text-lg font-semibold">Strong actions</h3>
      <p>
        Cover either one numbered symbol, or a cluster: two or more touching symbols of the same action (side by side, never diagonally), numbered or not, Wilds
        included. The power is the sum of the covered symbols. You need not cover a whole cluster.
      </p>
      <p>
        Covered symbols link what they touch: two symbols joined by a chain of covered ones count as touching. Champion symbols you have won join any cluster you
        like. Planning which links to make is a big part of the game.
      </p>
      <p>
        <Term>Boosting</Term>: on a Strong action you may spend more Supplies, +1 power each. Careful: every Supply is one of your turns this wave. The table tells
        you how many turns a boost leaves you.
      </p>
    </>
  );
}

function Status() {
  const rows: [string, string][] = [
    ['Established', 'you have at least one Troll there.'],
    ['Controlled', 'you have more Trolls there than any single rival (a tie for most controls nothing). Also established.'],
    ['Dominated', 'only you have Trolls there. Your lairs are always dominated. Also controlled.'],
    ['Overrun', 'one or more gnomes are there.'],
    ['Empty', 'nothing at all is there.'],
  ];
  return (
    <>
      <p>Words the actions use, always seen from the player acting. A champion pawn counts as one Troll.</p>
      <dl class="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" data-testid="how-status">
        {rows.map(([k, t]) => (
          <Fragment key={k}>
            <dt class="font-semibold">{k}</dt>
            <dd>{t}</dd>
          </Fragment>
        ))}
      </dl>
      <p>
        No rival and no gnome may ever enter your lairs. <Term>Seizing control</Term>: if on your turn an action leaves you controlling a cavern that held Trolls or
        gnomes and was not yours at the start of that action, you gain one Vote with that cavern’s clan.
      </p>
    </>
  );
}

function Actions() {
  return (
    <>
      <h3 class="flex items-center gap-2 font-display text-lg font-semibold">
        <Sym code="A" size={28} /> Advance
      </h3>
      <p>
        Pick one destination and move up to <i>power</i> of your Trolls into it, from anywhere, as far as you like, as long as every cavern each one passes through is
        established for you. Rival Trolls are never fought, only outnumbered.
      </p>
      <p>
        Into gnomes: once your Trolls are in, all the gnomes there are turned face up. If your Trolls are at least their total strength you win: gain Honour equal to
        their strength and a Vote with the cavern’s clan, put the gnomes by the Gnome wheel and move the wheel pawn one space per gnome (no effect, but a breach can
        trigger). If not, all those Trolls go back to one of your lairs, and a lone gnome is joined by a second one.
      </p>
      <h3 class="flex items-center gap-2 font-display text-lg font-semibold">
        <Sym code="B" size={28} /> Bolster
      </h3>
      <p>
        Add up to <i>power</i> Trolls from your supply to one cavern you dominate (or a lair). With no Trolls left in your supply, each unused point brings one of
        your Trolls from anywhere on the map instead.
      </p>
      <h3 class="flex items-center gap-2 font-display text-lg font-semibold">
        <Sym code="I" size={28} /> Influence
      </h3>
      <p>
        Add <i>power</i> Influence to one champion in the display; the first Influence a champion ever gets earns one more. Champions go to whoever has the most
        Influence at the end of the wave; on a tie the disc that got there first leads.
      </p>
      <h3 class="flex items-center gap-2 font-display text-lg font-semibold">
        <Sym code="G" size={28} /> Gnome
      </h3>
      <p>Move the wheel pawn clockwise up to <i>power</i> spaces (never more than once round), then:</p>
      <ol class="list-decimal space-y-1 pl-5">
        <li>
          <Term>Scout</Term>: peek at one face-down gate card and at one gnome on the map.
        </li>
        <li>
          <Term>Tripwires</Term>, in the order passed: the yellow one moves your Honour boost up; the red one is a <Term>breach</Term>, an invasion right now. You
          may first move the swarm up to two swarm points; 2 gnomes invade plus 1 for every 2 defeated gnomes by the wheel (which go back to the supply); you decide
          every tie; Trolls falling in a breach earn nothing.
        </li>
        <li>
          <Term>Effect</Term> of the space reached, X being the spaces moved:{' '}
          {Object.entries(WHEEL_EFFECT).map(([k, e], i, all) => (
            <span key={k}>
              <b>{e.short}</b> {e.name}
              {i < all.length - 1 ? '; ' : '.'}
            </span>
          ))}{' '}
          Moved Trolls (yours or rivals’) go to next-door gnome-free caverns, never into someone else’s lair.
        </li>
      </ol>
      <p class="text-sm text-stone-600">The wheel has {GNOME_WHEEL.spaces.length} spaces; the pawn starts on the star.</p>
    </>
  );
}

function WaveEnd() {
  return (
    <>
      <p>When everyone is out of Supplies, in this order:</p>
      <ol class="list-decimal space-y-1 pl-5">
        <li>
          <Term>Entrenchment</Term>: every cavern with exactly one gnome gets a second.
        </li>
        <li>
          <Term>Invasions</Term>: the face-down gate cards are turned one by one, left to right. Each sends {INVADERS_BY_WAVE.join(' / ')} gnomes (waves I / II / III)
          from that Domain’s swarm point. Each gnome takes the easiest path: through overrun caverns to the cavern with the fewest Trolls (an empty one best), the
          nearest if several; the player with the most Votes with that clan breaks ties. A gnome that must go into Trolls is defeated instead and one Troll there{' '}
          <Term>falls</Term>.
        </li>
        <li>
          <Term>Fallen Trolls</Term>: a fallen Troll goes back to its owner’s supply; a fallen champion jumps to one of its owner’s lairs. The first Troll to fall in
          each invasion scores {FIRST_FALLEN_BY_WAVE.join(' / ')} (waves I / II / III), every later one {LATER_FALLEN}.
        </li>
        <li>
          <Term>Champions are awarded</Term>, left to right: the most Influence wins the champion and its Votes; everyone else on its track chooses one Vote with its
          clan, or Honour for each yellow line their disc passed. A champion with a letter puts its pawn in a cavern you dominate; an outsider’s Votes go to a clan of
          your choice. Symbols on a champion become part of your Ancestry; claws limit how often an ability works each wave.
        </li>
        <li>
          <Term>Scoring</Term> (waves I and II), Domain by Domain: 6 for the first cavern you control in it, 2 for each other one, then −1 for each overrun cavern in a
          Domain where you scored.
        </li>
      </ol>
      <p>
        Then the next wave is prepared: new gate cards and champions, every cube comes back, leftover Desperation is discarded, and the start player passes
        clockwise.
      </p>
    </>
  );
}

function Waves() {
  return (
    <div class="overflow-x-auto">
    <table class="w-full max-w-xl text-left text-sm [&_td]:py-1 [&_td]:pr-3 [&_th]:py-1 [&_th]:pr-3" data-testid="how-waves">
      <thead>
        <tr class="border-b border-stone-300">
          <th scope="col">Wave</th>
          <th scope="col">Supplies to start</th>
          <th scope="col">Gnomes per gate card</th>
          <th scope="col">First fallen</th>
          <th scope="col">Hands pass</th>
        </tr>
      </thead>
      <tbody>
        {['I', 'II', 'III'].map((w, i) => (
          <tr key={w} class="border-b border-stone-100">
            <th scope="row">{w}</th>
            <td>{SUPPLY_TRACK.baseByWave[i]}</td>
            <td>{INVADERS_BY_WAVE[i]}</td>
            <td>{FIRST_FALLEN_BY_WAVE[i]}</td>
            <td>{i === 1 ? 'counterclockwise' : 'clockwise'}</td>
          </tr>
        ))}
      </tbody>
    </table>
    </div>
  );
}

function Final() {
  const chart = ELDER_HONOUR.slice(1, 10);
  return (
    <>
      <p>After wave III’s invasions and champions, instead of Domain scoring:</p>
      <ol class="list-decimal space-y-1 pl-5">
        <li>
          <Term>Great Halls</Term>: whoever controls the most caverns touching a hall gains its value. The gnomes count as a player (overrun caverns); if they win,
          nobody scores it. Ties share the value, rounded down.
        </li>
        <li>
          <Term>Elders</Term> in your Ancestry:
          <div class="overflow-x-auto">
          <table class="mt-1 text-center text-sm" data-testid="how-elders">
            <tbody>
              <tr>
                <th scope="row" class="pr-2 text-left">
                  Elders
                </th>
                {chart.map((_, i) => (
                  <td key={i} class="w-8 border border-stone-200">
                    {i + 1 === 9 ? '9+' : i + 1}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row" class="pr-2 text-left">
                  Honour
                </th>
                {chart.map((h, i) => (
                  <td key={i} class="border border-stone-200">
                    {h}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
          </div>
        </li>
        <li>
          <Term>Clan Votes</Term>: on each plank of the Clan board, the most, second and third most Votes earn the Honour on its tile. You need at least one Vote to
          place; on a tie the disc that got there first leads.
        </li>
      </ol>
      <p>
        Most Honour wins. Tied: most Votes in total on the Clan board. Still tied: a shared victory.
      </p>
    </>
  );
}

function Table() {
  return (
    <ul class="list-disc space-y-1 pl-5">
      <li>The line above the map says whose decision it is and what is being decided. When it is yours, what you may choose is lit with a dashed orange ring.</li>
      <li>Point at, focus, or press and hold any symbol, space or card to read what it does. Cards grow when you point at them or hold them.</li>
      <li>Your choices box stays at the top of the screen while you scroll; the page scrolls to what the step asks for.</li>
      <li>Escape (or ← Back) takes back a picked card or a cluster you are still choosing. “Every choice as a list” always holds every legal move as a button.</li>
    </ul>
  );
}

const HOW: HowTo = {
  title: 'How to play Fall of the Mountain King',
  sections: [
    { id: 'overview', title: 'Overview', body: Overview },
    { id: 'mountain', title: 'The mountain', body: Mountain },
    { id: 'setup', title: 'Setting up', body: Setup },
    { id: 'ancestry', title: 'Build your Ancestry (symbols)', body: Ancestry },
    { id: 'battle', title: 'The battle: your turn', body: Battle },
    { id: 'status', title: 'Cavern status words', body: Status },
    { id: 'actions', title: 'The four actions', body: Actions },
    { id: 'wave-end', title: 'End of the wave', body: WaveEnd },
    { id: 'waves', title: 'The three waves', body: Waves },
    { id: 'scoring', title: 'Final scoring and the winner', body: Final },
    { id: 'table', title: 'Playing at this table', body: Table },
  ],
};
export default HOW;
