// Pictures for How to play (issue 29), each drawn by the table's own components from a position of
// howScenes.ts: the map, an Ancestry, the supply track, the wheel, the champion display, the gate
// cards, the Clan board. Nothing here is clickable: the targets only show what the table would light.
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { Ancestry } from './Ancestry';
import { CardFace } from './CardArt';
import { MapSvg } from './MapSvg';
import { Champions, ClanBoard, Gates, Wheel } from './Panels';
import { StartChoices, SupplyTrack } from './Parts';
import type { Move, View } from './model';
import { wheelWords } from './words';
import { COLORS, NAMES } from './howScenes';

const none = new Map<number, string>();
const nothing = () => undefined;
const noWords = () => '';
const noMoves = new Map<number, Move>();

/** A picture with its caption; `wide` lets it take the page's width on a desktop. */
export function Fig({ children, caption, wide, full, id }: { children: ComponentChildren; caption: ComponentChildren; wide?: boolean; full?: boolean; id?: string }) {
  return (
    <figure class={`my-3 min-w-0 ${full ? '' : wide ? 'max-w-2xl' : 'max-w-md'}`} data-how-pic="" data-testid={id}>
      {children}
      <figcaption class="mt-1 text-sm text-stone-700">{caption}</figcaption>
    </figure>
  );
}

/** The map of a position, `marked` caverns ringed as the table rings the cavern being acted on. */
export function MapPic({ scene, marked = [], caption, id }: { scene: () => View; marked?: number[]; caption: ComponentChildren; id?: string }) {
  const v = useMemo(scene, []);
  return (
    <Fig caption={caption} wide id={id}>
      <StillMap v={v} colors={COLORS} names={NAMES} marked={marked} />
    </Fig>
  );
}

/** The table's map drawing of `v`, nothing lit and nothing to press: a picture of a position. */
export function StillMap({ v, colors, names, marked = [] }: { v: View; colors: string[]; names: string[]; marked?: number[] }) {
  return (
    <MapSvg
      v={v}
      colors={colors}
      names={names}
      targets={none}
      swarmTargets={none}
      hallTargets={none}
      onNode={nothing}
      onSwarm={nothing}
      onHall={nothing}
      hover={-1}
      setHover={nothing}
      marked={marked}
      flash={null}
      status={noWords}
      whyNot={noWords}
    />
  );
}

/** Red's Ancestry in a position: `selected` as a cluster being chosen, `targets` lit as choices. */
export function AncestryPic({ v, selected, targets, placing, pending, caption }: { v: View; selected?: number[]; targets?: Map<number, string>; placing?: { card: number; legal: Map<string, string> }; pending?: [number, number]; caption: ComponentChildren }) {
  const mat = v.mats[0]!;
  return (
    <Fig caption={caption}>
      <Ancestry mat={mat} color={COLORS[0] ?? null} selected={selected} slotTargets={targets} onSlot={nothing} placing={placing ?? null} onPlace={nothing} pending={pending ?? null} placeWords={false} cell={44} label="Red’s Ancestry (an example)" />
    </Fig>
  );
}

/** A card as drawn in a hand. */
export function CardPic({ id, caption }: { id: number; caption: ComponentChildren }) {
  return (
    <Fig caption={caption}>
      <div class="inline-block rounded-lg p-1 ring-2 ring-pine-600">
        <CardFace id={id} size={40} />
      </div>
    </Fig>
  );
}

export function SupplyPic({ supply, desperation, caption }: { supply: number; desperation: number; caption: ComponentChildren }) {
  return (
    <Fig caption={caption}>
      <SupplyTrack supply={supply} desperation={desperation} color={COLORS[0] ?? null} />
    </Fig>
  );
}

/** The Gnome wheel with the spaces a Gnome action of `power` may reach lit, each saying what it sets off. */
export function WheelPic({ scene, power, caption }: { scene: () => View; power: number; caption: ComponentChildren }) {
  const v = useMemo(scene, []);
  const n = 12;
  const targets = new Map<number, string>();
  for (let steps = 1; steps <= power; steps++) targets.set((v.wheel.position + steps) % n, wheelWords(v, steps));
  return (
    <Fig caption={caption} wide>
      <Wheel v={v} colors={COLORS} names={NAMES} targets={targets} onSpace={nothing} />
    </Fig>
  );
}

export function ChampionsPic({ scene, caption }: { scene: () => View; caption: ComponentChildren }) {
  const v = useMemo(scene, []);
  return (
    // The page's whole width: the display's cards sit three abreast on a desktop, as at the table.
    <Fig caption={caption} full>
      <Champions v={v} colors={COLORS} names={NAMES} targets={none} onPick={nothing} awarding={-1} />
    </Fig>
  );
}

export function GatesPic({ scene, caption }: { scene: () => View; caption: ComponentChildren }) {
  const v = useMemo(scene, []);
  return (
    <Fig caption={caption}>
      <Gates v={v} colors={COLORS} names={NAMES} targets={none} onPeek={nothing} />
    </Fig>
  );
}

export function ClansPic({ scene, caption }: { scene: () => View; caption: ComponentChildren }) {
  const v = useMemo(scene, []);
  return (
    <Fig caption={caption}>
      <ClanBoard v={v} colors={COLORS} names={NAMES} />
    </Fig>
  );
}

/** Two starting champions offered, as the table shows them before one is kept. */
export function StartPic({ scene, caption }: { scene: () => View; caption: ComponentChildren }) {
  const v = useMemo(scene, []);
  return (
    <Fig caption={caption} wide>
      <StartChoices v={{ ...v, startChoices: [0, 1] }} onKeep={nothing} targets={noMoves} />
    </Fig>
  );
}
