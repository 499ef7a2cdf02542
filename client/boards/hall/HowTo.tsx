// "How to play" for In the Hall of the Mountain King, in our own words, taught with pictures drawn by
// the table's own components from one example game (howGame.ts, howPics.tsx). The sections are split
// by theme: this file (the goal, trolls, setup, the turn), howDig.tsx (paying, digging, recruiting),
// howEnd.tsx (statues, halls, workshops and spells, the end, symbols).
import type { ComponentType } from 'preact';
import { cardOf, D } from './model';
import { HowMap } from './HowMap';
import { howGame } from './howGame';
import { Fig, HOW_SEATS, Mountain, P, SmootPic, StoragePic, TrollCardPic } from './howPics';
import { Digging, Paying, Recruiting } from './howDig';
import { Halls, Legend, Scoring, Statues, Workshops } from './howEnd';

export interface HowTo {
  title: string;
  sections: { id: string; title: string; body: ComponentType }[];
}

function Goal() {
  return (
    <>
      <P>
        You lead a clan of trolls back into their mountain. Dig tunnels toward its heart, recruit trolls who bring you resources, raise the statues of the old clans on
        pedestals and dedicate great halls. Whoever has the most honour at the end is crowned the Mountain King.
      </P>
      <HowMap />
      <P>
        Each player’s tunnels start from their <strong>gate</strong> (the arch on the mountain’s edge). The five rings of colour are the <strong>tiers</strong>: the
        closer to the heart, the more a statue there is worth. The symbols are explained in <a class="text-pine-700 underline" href="#legend">Symbols</a>.
      </P>
      <P>
        The end comes with the <strong>coronation</strong>: when a player’s tenth troll joins them, they take a coronation token. With 3 to 5 players the second
        player to do so triggers the end; with 2 players the first one does. The round is finished, then everyone plays exactly two more turns.
      </P>
    </>
  );
}

function Trolls() {
  const g = howGame();
  const mid = g.steps[Math.floor(g.steps.length * 0.6)]!.after;
  const seat = 0;
  // A level-3 Fire troll with a Fire cart among its symbols: empty, in part, and full.
  const code = D.horde.findIndex((c) => c.level === 3 && c.clan === 1 && c.syms.length === 4 && c.syms.includes(7));
  const n = cardOf(D, code).syms.length;
  return (
    <>
      <P>
        Your trolls stand in front of you in a pyramid of ten places, your <strong>trollsmoot</strong>: 4 at the bottom, then 3, 2 and 1. A troll higher up always
        stands on the two trolls beneath it.
      </P>
      <Fig caption={<>The same troll three times: its clan (Fire) and level (III) on the band, then its symbols. A <strong>solid</strong>, filled circle holds a token, a resource you own; a <strong>faded</strong> white circle is an empty symbol, waiting to be filled. Left: all empty; middle: two tokens; right: full.</>}>
        <div class="flex flex-wrap items-start gap-2">
          <TrollCardPic code={code} held={0} />
          <TrollCardPic code={code} held={0b0101} />
          <TrollCardPic code={code} held={(1 << n) - 1} />
        </div>
      </Fig>
      <P>
        You spend tokens like the resources in your storage; an emptied symbol fills again when the troll wakes up (the cascade, in <a class="text-pine-700 underline" href="#recruiting">Recruiting</a>). A cart with a
        clan mark (the first symbol here, a Fire cart) is a clan cart: it can only move statues of that clan.
      </P>
      <Fig caption={`${HOW_SEATS.name(seat)}’s trollsmoot midway through the example game: starting trolls at the bottom (grey band), recruited trolls above.`}>
        <SmootPic s={mid} seat={seat} />
      </Fig>
    </>
  );
}

function Setup() {
  const g = howGame();
  const first = g.steps.find((st) => st.after.phase === 'play')!.after;
  return (
    <>
      <P>In seat order, each player places a gate on a start point marked for this number of players. The gate is where your tunnel network begins.</P>
      <P>
        Then everyone builds the bottom row of their trollsmoot at the same time, from their own six starting trolls: you see two, keep one in an empty slot and hold the
        other, then draw again, four times. The others see your picks face down until everyone has placed all four.
      </P>
      <Fig caption={`${HOW_SEATS.name(1)} after the draft: four starting trolls, every symbol still empty (faded); their one-time bonuses went to storage.`}>
        <SmootPic s={first} seat={1} />
        <div class="mt-1">
          <StoragePic s={first} seat={1} />
        </div>
      </Fig>
      <P>
        Each placed troll gives its one-time bonus into storage; trolls start holding nothing. Later seats get a little more: seats 2 and 3 also gain the bonus of the
        troll left in hand, seats 4 and 5 that of the troll no one saw too. The team game has no seat bonuses.
      </P>
    </>
  );
}

function Turn() {
  const g = howGame();
  const mid = g.steps[Math.floor(g.steps.length * 0.55)]!.after;
  return (
    <>
      <P>Your turn has four steps, in order:</P>
      <ol class="mb-2 list-decimal space-y-1 pl-5 text-sm text-stone-700">
        <li>Optionally cast one spell (put 1 rune on it) and/or activate one workshop your network reaches.</li>
        <li>Recruit a troll or dig a tunnel: you must do one if you can.</li>
        <li>Optionally dedicate one great hall.</li>
        <li>Optionally move statues, one cart per move.</li>
      </ol>
      <P>
        At any moment of your turn you may trade any 4 resources for 1 of your choice (clan carts cannot be traded). A step where you can do nothing passes by itself,
        and the log says why (for example “no cart to move a statue”).
      </P>
      <Fig caption={`The example game midway: ${HOW_SEATS.name(0)}’s and ${HOW_SEATS.name(1)}’s networks in their colours, each grown from its gate.`}>
        <Mountain s={mid} />
      </Fig>
    </>
  );
}

const howTo: HowTo = {
  title: 'In the Hall of the Mountain King',
  sections: [
    { id: 'goal', title: 'The goal and the mountain', body: Goal },
    { id: 'trolls', title: 'Trolls and your trollsmoot', body: Trolls },
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
