// How to play, the heart of a wave: building the Ancestry (a worked placement), Supplies and
// Desperation, a turn with a cluster across covered symbols, and the cavern status words on a map.
import { Fragment, type ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { Symbol } from './CardArt';
import { SUPPLY_TRACK } from '../../../shared/games/fotmk/content/components';
import { AncestryPic, CardPic, MapPic, SupplyPic } from './HowPics';
import { boardOf, cavernStatus, symbolTitle, type View } from './model';
import { CLUSTER, clusterScene, PLACE, placeScene, STATUS_CAVERNS, statusScene, SUPPLY_EXAMPLE, supplyExample, weakTargets } from './howScenes';

/** One symbol drawn as on the cards, with its tooltip (hover, focus, long press). */
export function Sym({ code, size = 36 }: { code: string; size?: number }) {
  return (
    <span class="inline-block align-middle" tabIndex={0} role="img" aria-label={symbolTitle(code)} data-tip={symbolTitle(code)} data-sym={code[0]}>
      <svg viewBox="0 0 10 10" width={size} height={size} aria-hidden="true">
        <Symbol code={code} x={0} y={0} s={10} />
      </svg>
    </span>
  );
}

export const Term = ({ children }: { children: ComponentChildren }) => <b class="font-semibold text-stone-900">{children}</b>;

const LEGEND: { code: string; name: string; text: string }[] = [
  { code: 'A', name: 'Advance', text: 'Move your Trolls into one cavern: to outnumber rivals and to fight gnomes.' },
  { code: 'B', name: 'Bolster', text: 'Bring new Trolls from your supply onto the map.' },
  { code: 'I', name: 'Influence', text: 'Court a champion in the display, hoping to win them at the end of the wave.' },
  { code: 'G', name: 'Gnome', text: 'Turn the Gnome wheel: peek at hidden things and take the effect of the space you reach.' },
  { code: 'W', name: 'Wild', text: 'Stands in for any of the four actions above. Two of them together can be traded for a Supply.' },
  { code: 'S', name: 'Supply', text: 'Cannot be covered, but gives you one more turn every wave.' },
  { code: 'E', name: 'Elder', text: 'Cannot be covered and may never be built over; worth Honour when the game ends.' },
];

export function AncestrySection() {
  const place = useMemo(placeScene, []);
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
      <h3 class="mt-3 font-display text-lg font-semibold">Example: adding a card</h3>
      <CardPic id={PLACE.card} caption="Red picks this card from the hand: three Advance symbols and a Wild." />
      <AncestryPic
        v={place.view}
        placing={{ card: PLACE.card, legal: place.legal }}
        pending={[PLACE.x, PLACE.y]}
        caption="Red lays it over the right-hand column: it covers an Advance and a blank. The green dots are the other places its top-left corner may go; a red frame would say why a place is not allowed."
      />
      <p>
        Now five Advance symbols touch each other: a <Term>cluster</Term>. Touching symbols of one kind are how you get powerful actions, so build clusters of
        the actions you want, and bury the symbols you do not need.
      </p>
    </>
  );
}

export function SuppliesSection() {
  const ex = supplyExample();
  const v = useMemo(clusterScene, []);
  return (
    <>
      <p>
        After building, everyone sets their <Term>Supplies</Term>, the number of turns they get this wave: {SUPPLY_TRACK.baseByWave.join(', ')} in waves I, II and
        III, plus one for each Supply symbol in the Ancestry (at most {SUPPLY_TRACK.max}). You may also cover two Wild symbols now for one more Supply.
      </p>
      <p>
        Every <Term>Desperation</Term> space (the diamonds, {SUPPLY_TRACK.desperationSpaces.join(', ')}) to the right of your marker gives you a Desperation token
        for this wave. Fewer turns, more desperate: each token adds +1 power to a Weak action.
      </p>
      <SupplyPic
        supply={ex.supply}
        desperation={ex.desperation}
        caption={`Example, wave II: ${SUPPLY_EXAMPLE.base} Supplies to start, +${SUPPLY_EXAMPLE.symbols} for the Supply symbol in Red’s Ancestry = ${ex.supply}. The Desperation spaces to the right of the marker give ${ex.desperation} tokens.`}
      />
      <AncestryPic v={v} caption="Red’s Ancestry: one Supply symbol (third row), so one more turn this wave. Two uncovered Wilds could be covered now for another." />
    </>
  );
}

export function BattleSection() {
  const v = useMemo(clusterScene, []);
  return (
    <>
      <p>
        Players take turns clockwise from the start player until everyone has run out of Supplies. A turn starts by spending one Supply. Then you take either{' '}
        <Term>two Weak actions</Term> or <Term>one Strong action</Term>, by covering symbols of your Ancestry with cubes.
      </p>
      <h3 class="font-display text-lg font-semibold">Weak actions</h3>
      <p>
        Cover one symbol without a number (a Wild counts as any of the four actions) and do that action at power 1. Then you may do a second Weak action the same
        way. Spend Desperation tokens on a Weak action for +1 power each: it stays a Weak action. Unspent tokens are lost at the end of the wave.
      </p>
      <AncestryPic v={v} targets={weakTargets(v)} caption="Red’s turn: the dashed rings are the symbols a Weak action may cover. The numbered ones, the Supply and the Elder are never lit for it; the cube marks a symbol covered earlier this wave." />
      <h3 class="font-display text-lg font-semibold">Strong actions</h3>
      <p>
        Cover either one numbered symbol, or a cluster: two or more touching symbols of the same action (side by side, never diagonally), numbered or not, Wilds
        included. The power is the sum of the covered symbols. You need not cover a whole cluster.
      </p>
      <p>
        <Term>Covered symbols link what they touch</Term>: two symbols joined by a chain of covered ones count as touching. Champion symbols you have won join any
        cluster you like.
      </p>
      <AncestryPic
        v={v}
        selected={CLUSTER}
        caption="Worked example: the Gnome in the middle was covered on an earlier turn. It links the Advance 2 above it, the Advance 3 to its right and the Advance below it; the Advance in the corner touches the Advance 2. Four symbols, one cluster (framed): a Strong Advance of 1 + 2 + 3 + 1 = 7 power."
      />
      <p>
        <Term>Boosting</Term>: on a Strong action you may spend more Supplies, +1 power each. Careful: every Supply is one of your turns this wave. The table tells
        you how many turns a boost leaves you.
      </p>
    </>
  );
}

const STATUS_WORDS: [string, string][] = [
  ['Established', 'you have at least one Troll there.'],
  ['Controlled', 'you have more Trolls there than any single rival (a tie for most controls nothing). Also established.'],
  ['Dominated', 'only you have Trolls there. Your lairs are always dominated. Also controlled.'],
  ['Overrun', 'one or more gnomes are there.'],
  ['Empty', 'nothing at all is there.'],
];

/** What Red may say of each example cavern, read off the picture's own position. */
function statusLines(v: View): { name: string; words: string }[] {
  const b = boardOf(v);
  return STATUS_CAVERNS.map((id) => {
    const n = b.nodeId.indexOf(id);
    const st = cavernStatus(v, n, 0);
    return { name: b.nodeName[n] ?? id, words: st.length ? st.join(', ') : 'empty' };
  });
}

export function StatusSection() {
  const v = useMemo(statusScene, []);
  const lines = statusLines(v);
  return (
    <>
      <p>Words the actions use, always seen from the player acting. A champion pawn counts as one Troll.</p>
      <dl class="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" data-testid="how-status">
        {STATUS_WORDS.map(([k, t]) => (
          <Fragment key={k}>
            <dt class="font-semibold">{k}</dt>
            <dd>{t}</dd>
          </Fragment>
        ))}
      </dl>
      <MapPic
        scene={statusScene}
        caption={
          <>
            Seen by Red (round pieces):{' '}
            {lines.map((l, i) => (
              <span key={l.name}>
                <b>{l.name}</b> {l.words}
                {i < lines.length - 1 ? '; ' : '.'}
              </span>
            ))}{' '}
            Point at a cavern to read it.
          </>
        }
      />
      <p>
        No rival and no gnome may ever enter your lairs. <Term>Seizing control</Term>: if on your turn an action leaves you controlling a cavern that held Trolls or
        gnomes and was not yours at the start of that action, you gain one Vote with that cavern’s clan.
      </p>
    </>
  );
}
