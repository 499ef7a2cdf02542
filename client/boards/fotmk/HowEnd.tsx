// How to play, the end of each wave and of the game: invasions from the gate cards, the champions
// awarded (with every champion's ability), the three waves, and the final scoring worked on the Clan board.
import { useMemo } from 'preact/hooks';
import { CHAMPIONS } from '../../../shared/games/fotmk/content/champions';
import { ELDER_HONOUR, FIRST_FALLEN_BY_WAVE, INVADERS_BY_WAVE, LATER_FALLEN, SUPPLY_TRACK } from '../../../shared/games/fotmk/content/components';
import { linesPassed } from '../../../shared/games/fotmk/award';
import { AncestryPic, ChampionsPic, ClansPic, GatesPic, MapPic } from './HowPics';
import { board } from '../../../shared/games/fotmk/board';
import { controlledIn, domainScores, hallResult } from '../../../shared/games/fotmk/scoring';
import { CLANS } from '../../../shared/games/fotmk/content/types';
import { Sym, Term } from './HowPlay';
import { clanLabel, ranked } from './model';
import { championScene, clansScene, displayScene, HALL_EXAMPLE, INVASION, invasionExample, NAMES, statusScene, statusState, SYMBOL_CHAMPION, tileOf, VOTES } from './howScenes';
import { count } from '../../lib/words';
import { letterTip } from './words';

function Waves() {
  return (
    <div class="overflow-x-auto">
      <table class="w-full max-w-xl text-left text-sm [&_td]:py-1 [&_td]:pr-3 [&_th]:py-1 [&_th]:pr-3" data-testid="how-waves">
        <thead>
          <tr class="border-b border-stone-300">
            <th scope="col">Wave</th>
            <th scope="col">Supplies</th>
            <th scope="col">Gnomes a gate card</th>
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
              <td>{i === 1 ? 'counter­clockwise' : 'clockwise'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function WaveEndSection() {
  const st = useMemo(statusState, []);
  const b = board(st);
  const gate = b.gates[CLANS.indexOf('ice')] ?? [];
  const iceGate = gate.map((n) => b.nodeName[n]).join(' and ');
  const moss = domainScores(st, CLANS.indexOf('moss'));
  const held = controlledIn(st, CLANS.indexOf('moss'))[0] ?? 0;
  const over = (b.domainCaverns[CLANS.indexOf('moss')] ?? []).filter((n) => (st.nodes[n]?.g.length ?? 0) > 0).length;
  const mossWords = `${moss.map((h, seat) => `${NAMES[seat]} ${h}`).join(', ')} (Red controls ${count(held, 'Moss cavern')}: 6 for the first${held > 1 ? ', 2 for each other' : ''}, −${over} for ${count(over, 'overrun cavern')})`;
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
          <Term>Champions are awarded</Term> (next section).
        </li>
        <li>
          <Term>Scoring</Term> (waves I and II), Domain by Domain: 6 for the first cavern you control in it, 2 for each other one, then −1 for each overrun cavern in a
          Domain where you scored.
        </li>
      </ol>
      <MapPic
        scene={statusScene}
        marked={gate}
        caption={`An Ice gate card sends its gnomes in from the Ice swarm point (the triangle at the edge) through the gate into ${iceGate} (ringed). Wave I scoring of this map for Moss: ${mossWords}.`}
      />
      <GatesPic
        scene={displayScene}
        caption="The gate cards as Red sees them: face down, except the one Red peeked at with a Gnome action (striped, its Domain named). Each one turned at the end of the wave sends gnomes in from that Domain’s swarm point."
      />
      <InvasionExample />
      <p>Then the next wave is prepared: new gate cards and champions, every cube comes back, leftover Desperation is discarded, the start player passes clockwise.</p>
      <Waves />
    </>
  );
}

/** The invasion worked on the map, before and after, in the engine's own resolution (howScenes.ts). */
function InvasionExample() {
  const ex = useMemo(invasionExample, []);
  const stand = ex.stand.map((t) => `${NAMES[t.seat]} ${t.n} in ${t.name}`).join(', ');
  const nth = ['The first', 'The second', 'The third', 'The fourth'];
  const went = ex.invaders.map((g, i) =>
    g.fell === null
      ? `${nth[i]} goes into ${g.name}: empty, ${count(g.dist, 'cavern')} in${i > 0 ? ', through the overrun caverns' : ''}.`
      : `${nth[i]} finds only caverns with Trolls; the easiest is ${g.name}, with ${count(g.trolls, 'Troll')}: the gnome is defeated there and ${NAMES[g.fell]}’s Troll falls, the first in this invasion: ${ex.honour[g.fell]} Honour.`,
  );
  return (
    <>
      <MapPic
        scene={() => ex.before}
        marked={ex.gate}
        id="fotmk-how-invasion-before"
        caption={`Worked example, wave ${'I'.repeat(INVASION.wave)}: an Ice gate card turns up, so ${ex.gnomes} gnomes come in at the Ice swarm point, through the gate into ${ex.gate.map((n) => ex.nodeName[n]).join(' and ')} (ringed). Trolls stand here: ${stand}.`}
      />
      <MapPic scene={() => ex.after} marked={ex.invaders.map((g) => g.node)} id="fotmk-how-invasion-after" caption={`After, each gnome’s cavern ringed. ${went.join(' ')}`} />
    </>
  );
}

export function ChampionsSection() {
  const v = useMemo(displayScene, []);
  const champ = useMemo(championScene, []);
  const d = v.display[0]!;
  const c = CHAMPIONS[d.champion]!;
  const [win, second] = ranked(d.influence);
  const passed = second ? linesPassed(c.yellowLines, second.v) : 0;
  return (
    <>
      <p>
        Left to right, each champion goes to the most Influence on its track (a tie: the disc that arrived first). The winner takes the card and its Votes with its
        clan. Everyone else with a disc on it chooses one Vote with its clan, or 1 Honour for each yellow line their disc passed.
      </p>
      <AncestryPic v={champ} caption={`Red has won ${CHAMPIONS[SYMBOL_CHAMPION]?.name}: “${CHAMPIONS[SYMBOL_CHAMPION]?.text}” Its symbol shows under the Ancestry and joins any cluster: added to the worked example’s cluster, it makes that Strong Advance 9.`} />
      <ChampionsPic
        scene={displayScene}
        caption={`Worked example, the first card: ${NAMES[win?.seat ?? 0]} and ${NAMES[second?.seat ?? 1]} both have ${win?.v} Influence on ${c.name}; ${NAMES[win?.seat ?? 0]}’s disc came first, so ${NAMES[win?.seat ?? 0]} wins the card and ${count(c.votes, `${clanLabel(c.clan)} Vote`)}. ${NAMES[second?.seat ?? 1]} passed ${count(passed, 'yellow line')}: ${passed} Honour, or one ${clanLabel(c.clan)} Vote.`}
      />
      <p>
        A champion with a letter puts its <Term>pawn</Term> in a cavern you dominate: it counts as one of your Trolls. An outsider’s Votes go to a clan of your
        choice. Symbols on a champion become part of your Ancestry; <Term>claws</Term> limit how often an ability works each wave.
      </p>
      <details class="rounded-lg border border-stone-200 bg-white/70 p-2">
        <summary class="cursor-pointer font-semibold">Every champion and what it does ({CHAMPIONS.length})</summary>
        <ul class="mt-2 space-y-1 text-sm" data-testid="how-champions">
          {CHAMPIONS.map((ch) => (
            <li key={ch.id}>
              <b>{ch.name}</b>{' '}
              {ch.letter && (
                <span class="rounded bg-stone-200 px-1 text-xs" tabIndex={0} data-tip={letterTip(ch.letter)}>
                  {ch.letter}
                </span>
              )}{' '}
              <span class="text-stone-600">
                ({ch.deck === 0 ? 'starting' : ch.deck === 1 ? 'waves I–II' : 'wave III'}, {count(ch.votes, `${clanLabel(ch.clan)} Vote`)})
              </span>
              : {ch.text}
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}

export function ScoringSection() {
  const chart = ELDER_HONOUR.slice(1, 10);
  const moss = tileOf(0);
  const [r, bl, g] = VOTES[0]!;
  const st = useMemo(statusState, []);
  const b = board(st);
  const hall = HALL_EXAMPLE;
  const hr = hallResult(st, hall);
  const touches = b.hallTouches[hall] ?? [];
  const got = hr.honour.flatMap((h, seat) => (h > 0 ? [`${NAMES[seat]} scores ${h}`] : []));
  const hallWords = got.length ? `${got.join(', ')}.` : 'Nobody scores it.';
  return (
    <>
      <p>After wave III’s invasions and champions, instead of Domain scoring:</p>
      <ol class="list-decimal space-y-1 pl-5">
        <li>
          <Term>Great Halls</Term>: whoever controls the most caverns touching a hall gains its value. The gnomes count as a player (overrun caverns); if they win,
          nobody scores it. Ties share the value, rounded down.
        </li>
        <li>
          <Sym code="E" size={24} /> <Term>Elders</Term> in your Ancestry:
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
      <MapPic
        scene={statusScene}
        marked={touches}
        caption={`Great Hall ${hall + 1} is worth ${hr.value}; it touches ${touches.map((n) => b.nodeName[n]).join(', ')} (ringed). Caverns controlled: ${hr.counts.map((c, seat) => `${NAMES[seat]} ${c}`).join(', ')}, the gnomes ${hr.gnomes}. ${hallWords}`}
      />
      <ClansPic
        scene={clansScene}
        caption={`Worked example, the Moss plank (tile ${moss.first}/${moss.second}/${moss.third}): Red has ${r} Votes, Blue ${bl}, Green ${g}. Red scores ${moss.first} Honour, Blue ${moss.second}, Green ${moss.third}.`}
      />
      <p>Most Honour wins. Tied: most Votes in total on the Clan board. Still tied: a shared victory.</p>
    </>
  );
}
