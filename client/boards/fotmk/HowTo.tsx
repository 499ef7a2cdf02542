// "How to play" for Fall of the Mountain King, in our own words, in the rulebook's order, every
// section with a picture drawn by the table's own components from a position the engine built
// (howScenes.ts, HowPics.tsx): overview, the mountain, setting up, the Ancestry, Supplies, a turn,
// cavern status words, the actions, the end of a wave, champions, the final scoring, this table.
// Loaded only on /how/fotmk (see HOW_TO in ../index.ts). Section ids: howSection.ts links to them.
import type { HowTo } from '../types';
import { HowMap } from './HowMap';
import { AncestryPic, MapPic, StartPic } from './HowPics';
import { AncestrySection, BattleSection, StatusSection, SuppliesSection, Term } from './HowPlay';
import { AdvanceSection, BolsterInfluenceSection, WheelSection } from './HowActions';
import { ChampionsSection, ScoringSection, WaveEndSection } from './HowEnd';
import { CLAN_STYLE } from './model';
import { clusterScene, setupScene, weakTargets } from './howScenes';
import { useMemo } from 'preact/hooks';
import { STYLE } from './style';

function Overview() {
  const v = useMemo(clusterScene, []);
  return (
    <>
      <p>
        The gnomes have broken into the mountain. Each player leads a band of Trolls through three <Term>Waves</Term> of the war. Nobody can stop the fall of the
        kingdom: you compete for the most <Term>Honour</Term>, the game’s points, by how gloriously you fight on the way down.
      </p>
      <p>
        Every wave you first grow your <Term>Ancestry</Term>, a grid of symbols that decides which actions you can take. Then players take turns covering those
        symbols to move Trolls, bring in new ones, win over champions and turn the Gnome wheel. At the end of the wave more gnomes pour in and the wave is scored.
      </p>
      {/* The table's classes; the pictures stand still (a moving ring on every picture costs a long page its speed). */}
      <style>{`${STYLE}[data-how-pic] .fm-ring{animation:none}`}</style>
      <AncestryPic v={v} caption="An Ancestry: each symbol is an action you may take this wave (point at one to read it). Building it well is half the game." />
      <p>
        Honour comes from defeating gnomes, from Trolls that fall defending against invasions, from champions, from controlling caverns (waves I and II, best spread
        over many clans), and at the very end from the Great Halls, your Elder symbols and your Votes with each clan.
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
        <Term>Gates</Term> (the dashed tracks with a triangle) lead in from each Domain’s <Term>swarm point</Term> on the edge of the map. The volcano in the middle is
        not a cavern: nothing ever goes there. The numbered houses are the <Term>Great Halls</Term>, scored at the end against the caverns they touch. The dashed
        squares are <Term>lair spaces</Term>, in pairs that share a glyph (sun, moon, star, axe).
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
      <ol class="list-decimal space-y-1 pl-5">
        <li>
          Everyone is dealt two starting champions, keeps one and gains its Votes with its clan. A champion with a letter also gives you a <Term>pawn</Term>, a
          champion on the map that counts as one of your Trolls.
        </li>
        <li>
          In turn, starting with the start player: choose a pair of lair spaces with the same glyph. Each becomes your <Term>lair</Term> with three Trolls in it.
        </li>
        <li>Put one Troll in a gnome-free cavern next to each lair, and your champion’s pawn (if any) with one of those two Trolls.</li>
      </ol>
      <StartPic scene={setupScene} caption="Two starting champions as the table offers them: their clan and Votes, their letter (a pawn) and what they do." />
      <MapPic
        scene={setupScene}
        id="fotmk-how-setup"
        caption="After setup in a 3-player game: each player’s two lairs hold three Trolls, one Troll waits beside each, and Red’s pawn stands with one of them. Face-down gnomes (one more than there are players) wait in gate caverns, where no Troll may start."
      />
      <p>When a lair has only one gnome-free cavern beside it, or one lair pair is left, the table places it for you and says why in the log.</p>
    </>
  );
}

function Table() {
  const v = useMemo(clusterScene, []);
  return (
    <>
      <ul class="list-disc space-y-1 pl-5">
        <li>The line above the map says whose decision it is and what is being decided. When it is yours, what you may choose is lit with a dashed orange ring.</li>
        <li>Point at, focus, or press and hold any symbol, space or card to read what it does. Cards grow when you point at them or hold them.</li>
        <li>A step with only one possible answer that shows nothing new (a Bolster of power 1, the last lair pair) is taken for you; the log says why.</li>
        <li>Escape (or ← Back) takes back a picked card or a cluster you are still choosing. “Every choice as a list” always holds every legal move as a button.</li>
      </ul>
      <AncestryPic v={v} targets={weakTargets(v)} caption="Lit choices: a dashed ring on each symbol you may cover now. Point at one (or Tab to it) to read the move before you make it." />
    </>
  );
}

const HOW: HowTo = {
  title: 'How to play Fall of the Mountain King',
  sections: [
    { id: 'overview', title: 'Overview', body: Overview },
    { id: 'mountain', title: 'The mountain', body: Mountain },
    { id: 'setup', title: 'Setting up', body: Setup },
    { id: 'ancestry', title: 'Build your Ancestry (symbols)', body: AncestrySection },
    { id: 'supplies', title: 'Supplies and Desperation', body: SuppliesSection },
    { id: 'battle', title: 'The battle: your turn', body: BattleSection },
    { id: 'status', title: 'Cavern status words', body: StatusSection },
    { id: 'advance', title: 'Advance and battles with gnomes', body: AdvanceSection },
    { id: 'bolster-influence', title: 'Bolster and Influence', body: BolsterInfluenceSection },
    { id: 'wheel', title: 'The Gnome wheel', body: WheelSection },
    { id: 'wave-end', title: 'End of the wave: invasions', body: WaveEndSection },
    { id: 'champions', title: 'Champions', body: ChampionsSection },
    { id: 'scoring', title: 'Final scoring and the winner', body: ScoringSection },
    { id: 'table', title: 'Playing at this table', body: Table },
  ],
};
export default HOW;
