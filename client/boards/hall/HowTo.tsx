// "How to play" for In the Hall of the Mountain King, in our own words, with the symbol legend.
// Shape: the generic How-to page's `HowTo` (client/boards/index.ts on the lead's branch).
import type { ComponentChildren, ComponentType } from 'preact';
import { STATUE_SCORE, TUNNEL_SCORE } from '../../../shared/games/hall/content';
import { CLAN, D, RES, TIER, workshopHelp } from './model';
import { HowMap } from './HowMap';
import { PedChip, Sym } from './Panels';

export interface HowTo {
  title: string;
  sections: { id: string; title: string; body: ComponentType }[];
}

const P = ({ children }: { children: ComponentChildren }) => <p class="mb-2 text-sm leading-relaxed text-stone-700">{children}</p>;

function Goal() {
  return (
    <>
      <P>
        You lead a clan of trolls back into their mountain. Dig tunnels toward its heart, recruit trolls who bring you resources, raise the statues of the old clans on
        pedestals, and dedicate great halls. Whoever has the most honour at the end is crowned the Mountain King.
      </P>
      <HowMap />
      <P>Gates (the arches) are where each player’s network begins; the heart is in the middle. The symbols are explained in <a class="text-pine-700 underline" href="#legend">Symbols</a>.</P>
      <P>
        The game ends once the coronation tokens are gone: the first player to fill a whole trollsmoot (10 trolls) takes one, the next takes the last one (with 2 players
        there is only one). The round is finished, then everyone plays exactly two more turns.
      </P>
    </>
  );
}

function Setup() {
  return (
    <>
      <P>In seat order, each player places a gate on a start point marked for this number of players. The gate is where your tunnel network begins.</P>
      <P>
        Then everyone builds the bottom row of their trollsmoot at the same time: you see two of your six starting trolls, keep one in an empty slot, and the other
        goes back to your hand while a new one is drawn, four times. The others see your picks face down until everyone has placed all four, then all rows are shown. Each placed troll gives its one-time bonus. Later seats get a little more: seats 2 and 3 also gain
        the bonus of the troll left in hand, seats 4 and 5 that of the troll no one saw too. The team game has no seat bonuses.
      </P>
    </>
  );
}

function Turn() {
  return (
    <>
      <P>Your turn has four steps, in order:</P>
      <ol class="mb-2 list-decimal space-y-1 pl-5 text-sm text-stone-700">
        <li>Optionally cast one spell (put 1 rune on it) and/or activate one workshop your network reaches.</li>
        <li>Recruit a troll or dig a tunnel (you must do one if you can).</li>
        <li>Optionally dedicate one great hall.</li>
        <li>Optionally move statues, one cart per move.</li>
      </ol>
      <P>At any moment of your turn you may trade any 4 resources for 1 of your choice (clan carts cannot be traded).</P>
    </>
  );
}

function Paying() {
  return (
    <P>
      You pay with resources in your storage or with the tokens sitting on your trolls’ symbols. The board pays with trolls first by default, in one click; you may
      instead choose each unit. A symbol emptied now fills again when a troll recruited later wakes it up, so which troll you empty is a real choice.
    </P>
  );
}

function Digging() {
  return (
    <>
      <P>
        Pick a tunnel stack, then move the ghost tile over the mountain with the pointer or the arrow keys: <strong>R</strong> turns it, <strong>F</strong> flips it,
        Enter or a click lays it. Lit dots show every spot allowed in this orientation; anywhere else the board tells you why not.
      </P>
      <P>
        A tunnel must touch your network, may not touch a rival’s network, may not cover the heart, a workshop site or another tile, and needs one hammer per rubble
        cell it covers. You pay as many minerals as it has cells, all of one kind, and score at once:
      </P>
      <table class="mb-2 text-center text-xs">
        <thead>
          <tr>
            <th class="pr-2 text-left">Cells</th>
            <th class="px-1">stone</th>
            <th class="px-1">iron</th>
            <th class="px-1">heartstone</th>
          </tr>
        </thead>
        <tbody>
          {([2, 3, 4, 5] as const).map((n) => (
            <tr key={n}>
              <td class="pr-2 text-left">{n}</td>
              <td>{TUNNEL_SCORE[n].stone}</td>
              <td>{TUNNEL_SCORE[n].iron}</td>
              <td>{TUNNEL_SCORE[n].heartstone}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <P>
        What it covers is yours: buried resources go to storage, statues under it are unearthed. A tile with an anchor may take a pedestal from your storage (one per
        clan per tier, taking its point token from the track: it stays face down in your storage, its value seen by you alone until the end). An empty workshop site beside it may receive a workshop from the supply.
      </P>
    </>
  );
}

function Recruiting() {
  return (
    <>
      <P>
        The horde is a pyramid: 5 trolls at the bottom, 4 in the middle, 3 at the top. A bottom troll is free. Any other costs 1 coin on each troll directly beneath
        it (2 for the middle, 5 for the top); those coins stay there as bribes, and whoever recruits that troll later takes every bribe on it. A troll that gathers 4
        bribes retires. Each horde card shows what it costs now.
      </P>
      <P>
        Put the new troll in your trollsmoot: bottom row anywhere, higher rows only above two trolls. Then the <strong>cascade</strong>: the new troll and every troll
        beneath it in the pyramid wake up and put a token on each of their empty symbols. The table shows the tokens appear one by one.
      </P>
    </>
  );
}

function Statues() {
  return (
    <>
      <P>
        Statues stand around the heart, buried until a tunnel in someone’s network covers them. In step 4 you may move an unearthed statue in your network within its
        tunnel or into the next one, paying one cart of its clan or a wild cart. At the end each tunnel scores its best statue by tier, doubled on a pedestal of its
        own clan:
      </P>
      <p class="mb-2 flex flex-wrap gap-1 text-xs">
        {TIER.map((t, i) => (
          <span key={t.name} class="rounded px-1" style={{ background: t.fill, color: i >= 3 ? '#1c1917' : '#fff' }}>
            {t.name}: {STATUE_SCORE[i]}
          </span>
        ))}
      </p>
    </>
  );
}

function Halls() {
  return (
    <P>
      In step 3 you may dedicate a great hall: place it like a tile, but only over tunnel tiles of your own network. It becomes one big tunnel; pedestals under it leave
      the game. At the end it scores its lesser value, or its greater value with a statue on its altar (★). Halls: {D.halls.map((h) => `${h.name} ${h.lesser}/${h.greater}`).join(', ')}.
    </P>
  );
}

function Workshops() {
  return (
    <>
      <P>A workshop is activated once a turn, and used once per open entrance (an entrance covered by anyone’s tunnel), plus what a spell adds.</P>
      <ul class="mb-2 list-disc space-y-0.5 pl-5 text-xs text-stone-700">
        {D.workshopNames.map((_, k) => (
          <li key={k}>{workshopHelp(k)}</li>
        ))}
      </ul>
      <P>Spells cost 1 rune; after its third rune a spell crumbles and the next one is revealed.</P>
    </>
  );
}

function Scoring() {
  return (
    <P>
      Final honour: tunnels (scored as dug), spells, coronation tokens, pedestal point tokens, leftover storage in sets of three identical resources (the engine makes
      the best 4:1 trades first and the end screen says which), great halls and statues. A tie goes to the player who recruited fewer levels of trolls. In the team game two teammates share one storage,
      one score and one network once joined.
    </P>
  );
}

function Legend() {
  return (
    <div class="space-y-1 text-sm text-stone-700">
      {RES.map((r, i) => (
        <p key={r.id} class="flex items-center gap-2">
          <Sym s={i} /> {r.help}
        </p>
      ))}
      {CLAN.map((c, i) => (
        <p key={c.name} class="flex items-center gap-2">
          <Sym s={7 + i} /> {c.name} cart: moves {c.name} statues only.
        </p>
      ))}
      <p class="flex items-center gap-2">
        <PedChip clan={0} /> A pedestal: a statue of its clan on it scores double.
      </p>
      <p>On the mountain: dotted cells are rubble; small labelled chips are buried resources; W is a workshop site, its dots are entrances (green when open); arches are gates; dashed rings are anchors.</p>
    </div>
  );
}

const howTo: HowTo = {
  title: 'In the Hall of the Mountain King',
  sections: [
    { id: 'goal', title: 'The goal', body: Goal },
    { id: 'setup', title: 'Gates and the first trolls', body: Setup },
    { id: 'turn', title: 'Your turn', body: Turn },
    { id: 'paying', title: 'Paying', body: Paying },
    { id: 'digging', title: 'Digging tunnels', body: Digging },
    { id: 'recruiting', title: 'Recruiting and the cascade', body: Recruiting },
    { id: 'statues', title: 'Statues and pedestals', body: Statues },
    { id: 'halls', title: 'Great halls', body: Halls },
    { id: 'workshops', title: 'Workshops and spells', body: Workshops },
    { id: 'scoring', title: 'The end and the scoring', body: Scoring },
    { id: 'legend', title: 'Symbols', body: Legend },
  ],
};

export default howTo;
