// How to play, the four actions: Advance with a battle against gnomes worked on the map, Bolster and
// Influence beside the champion display, and the Gnome wheel with a move that crosses the breach line.
import { useMemo } from 'preact/hooks';
import { GNOME_WHEEL } from '../../../shared/games/fotmk/content/components';
import { breachSize } from '../../../shared/games/fotmk/wheelmath';
import { ChampionsPic, MapPic, WheelPic } from './HowPics';
import { Sym, Term } from './HowPlay';
import { boardOf, WHEEL_EFFECT } from './model';
import { ADVANCE, advanceScene, displayScene, statusScene, WHEEL_AT, wheelScene } from './howScenes';

function ActionTitle({ code, name }: { code: string; name: string }) {
  return (
    <h3 class="flex items-center gap-2 font-display text-lg font-semibold">
      <Sym code={code} size={28} /> {name}
    </h3>
  );
}

export function AdvanceSection() {
  const v = useMemo(advanceScene, []);
  const b = boardOf(v);
  const name = (id: string) => b.nodeName[b.nodeId.indexOf(id)] ?? id;
  const to = b.nodeId.indexOf(ADVANCE.to);
  const trolls = ADVANCE.from.reduce((a, [, n]) => a + n, 0);
  const strength = ADVANCE.gnomes.reduce((a, n) => a + n, 0);
  return (
    <>
      <ActionTitle code="A" name="Advance" />
      <p>
        Pick one destination and move up to <i>power</i> of your Trolls into it, from anywhere, as far as you like, as long as every cavern each one passes through is
        established for you. Rival Trolls are never fought, only outnumbered.
      </p>
      <p>
        <Term>Into gnomes</Term>: once your Trolls are in, all the gnomes there are turned face up. If your Trolls are at least their total strength you win: gain
        Honour equal to their strength and one Vote with the cavern’s clan, put the gnomes by the Gnome wheel and move the wheel pawn one space per gnome (no effect,
        but a breach can trigger). If not, all those Trolls go back to one of your lairs, and a lone gnome is joined by a second one.
      </p>
      <MapPic
        scene={advanceScene}
        marked={[to]}
        id="fotmk-how-advance"
        caption={
          <>
            Worked example: Red has {ADVANCE.from.map(([at, n]) => `${n} in ${name(at)}`).join(' and ')}, next to {name(ADVANCE.to)} (ringed), where gnomes of
            strength {ADVANCE.gnomes.join(' and ')} wait. A Strong Advance of power {trolls} moves all {trolls} Trolls in. {trolls} Trolls against strength{' '}
            {ADVANCE.gnomes.join(' + ')} = {strength}: Red wins {strength} Honour and a {name(ADVANCE.to).split(' ')[0]} Vote, and the wheel pawn moves{' '}
            {ADVANCE.gnomes.length} spaces.
          </>
        }
      />
    </>
  );
}

export function BolsterInfluenceSection() {
  const v = useMemo(statusScene, []);
  const b = boardOf(v);
  const name = (id: string) => b.nodeName[b.nodeId.indexOf(id)] ?? id;
  return (
    <>
      <ActionTitle code="B" name="Bolster" />
      <p>
        Add up to <i>power</i> Trolls from your supply to one cavern you dominate (or a lair). With no Trolls left in your supply, each unused point brings one of
        your Trolls from anywhere on the map instead. A Bolster of power 1 simply adds its one Troll.
      </p>
      <MapPic
        scene={statusScene}
        marked={[b.nodeId.indexOf('ice-1')]}
        caption={`Where Red may Bolster: ${name('ice-1')} (ringed: only Red’s Troll and pawn stand there) or either of Red’s lairs, never ${name('moss-3')}, where a Blue Troll stands beside Red’s two.`}
      />
      <ActionTitle code="I" name="Influence" />
      <p>
        Add <i>power</i> Influence to one champion in the display; the first Influence a champion ever gets earns one more. Champions go to whoever has the most
        Influence at the end of the wave; on a tie the disc that got there first leads.
      </p>
      <ChampionsPic
        scene={displayScene}
        caption="The champion display: each card says its clan, its Votes and what it does. On the first, Red and Blue both have 4 Influence; Red’s disc arrived first (it lies under Blue’s), so Red leads. A yellow line on a track pays Honour to those who pass it and do not win."
      />
    </>
  );
}

export function WheelSection() {
  const v = useMemo(wheelScene, []);
  const n = GNOME_WHEEL.spaces.length;
  const land = (WHEEL_AT + 3) % n;
  return (
    <>
      <ActionTitle code="G" name="Gnome" />
      <p>Move the wheel pawn clockwise up to <i>power</i> spaces (never more than once round), then:</p>
      <ol class="list-decimal space-y-1 pl-5">
        <li>
          <Term>Scout</Term>: peek at one face-down gate card and at one gnome on the map.
        </li>
        <li>
          <Term>Tripwires</Term>, in the order passed: the yellow one moves your Honour boost up; the red one is the <Term>breach line</Term>, an invasion right now.
          You may first move the swarm up to two swarm points; 2 gnomes invade plus 1 for every 2 defeated gnomes by the wheel (which go back to the supply); you
          decide every tie; Trolls falling in a breach earn nothing.
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
      <WheelPic
        scene={wheelScene}
        power={3}
        caption={`Worked example: the pawn is on space ${WHEEL_AT + 1} and ${v.wheel.nearWheel.length} defeated gnomes lie by the wheel. A Gnome action of power 3 may stop on the three lit spaces; point at one to read what it does. Going 3 spaces crosses the red breach line: ${breachSize(v.wheel.nearWheel.length)} gnomes invade at once, then Red Bolsters at power 3 on space ${land + 1}, the star.`}
      />
    </>
  );
}
