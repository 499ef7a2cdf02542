// The champion cards as printed cards (issue 28), in the map's language: a parchment card framed in
// its clan's colour, a banner with the champion's crest (a shield bearing its pawn or starburst
// letter, or a horned troll's head when it has none), its Votes as drawn vote stones, and a rule
// with a diamond between its ability and its Influence track. Original, drawn in code.
import type { ComponentChildren } from 'preact';
import { CHAMPIONS, clanLabel, clanStyle } from './model';
import { count } from '../../lib/words';
import { letterTip } from './words';
import { pure } from '../../lib/pure';

type Def = NonNullable<(typeof CHAMPIONS)[number]>;

/** The card stock, as the Ancestry cards' (CardArt.tsx): parchment lit from the top. */
const PARCHMENT = 'linear-gradient(180deg, #fbf4e4 0%, #f1e3c6 100%)';

/** The card's frame and stock for a champion of `clan` (a style for its outer element); a lit card keeps the target's ring instead of its shadow. */
export function cardStyle(clan: Def['clan'], lit = false): Record<string, string> {
  const st = clanStyle(clan);
  return { borderColor: st.fill, background: PARCHMENT, ...(lit ? {} : { boxShadow: '0 2px 0 rgb(28 25 23 / .18), 0 3px 8px rgb(28 25 23 / .12)' }) };
}

/** The champion's crest: a shield in the clan's pale colour with the letter of its tile, or a troll's head. */
function CrestDrawn({ def, size = 26 }: { def: Def; size?: number }) {
  const st = clanStyle(def.clan);
  return (
    <svg viewBox="0 0 26 30" width={size} height={(size * 30) / 26} class="shrink-0" aria-hidden="true">
      <path d="M2.5 3.2h21v10.3c0 7.2-4.8 11-10.5 13.6C7.3 24.5 2.5 20.7 2.5 13.5z" fill="#1c1917" fill-opacity="0.3" transform="translate(.6 1)" />
      <path d="M2.5 3.2h21v10.3c0 7.2-4.8 11-10.5 13.6C7.3 24.5 2.5 20.7 2.5 13.5z" fill={st.soft} stroke="#fffaf0" stroke-width="1.4" />
      <path d="M5 5.6h16" stroke="#fff" stroke-opacity="0.6" stroke-width="1" stroke-linecap="round" />
      {def.letter ? (
        <text x="13" y="15.2" font-size="13" font-weight="800" fill={st.ink} text-anchor="middle" dominant-baseline="central">
          {def.letter}
        </text>
      ) : (
        // A horned troll's head: the champion with no pawn and no starburst.
        <g fill={st.ink}>
          <path d="M8.2 11.5C6 10.6 4.9 8.4 5.3 6c1 1.9 2.4 2.8 4.1 3.1zM17.8 11.5c2.2-.9 3.3-3.1 2.9-5.5-1 1.9-2.4 2.8-4.1 3.1z" />
          <path d="M13 8.6c3.3 0 5.3 2.3 5.3 5.6 0 3.7-2.4 6.6-5.3 6.6s-5.3-2.9-5.3-6.6c0-3.3 2-5.6 5.3-5.6z" />
          <circle cx="10.9" cy="13.6" r="1" fill={st.soft} />
          <circle cx="15.1" cy="13.6" r="1" fill={st.soft} />
          <path d="M11 17.6h4" stroke={st.soft} stroke-width="1" stroke-linecap="round" />
        </g>
      )}
    </svg>
  );
}
export const Crest = pure(CrestDrawn);

/** A vote stone: a cut gem in the clan's colour (an Outsider's is grey and wild). */
function VoteStone({ fill }: { fill: string }) {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" class="shrink-0" aria-hidden="true">
      <path d="M6 .8 11 4.4 9.2 11H2.8L1 4.4z" fill={fill} stroke="#fffaf0" stroke-width="1" stroke-linejoin="round" />
      <path d="M6 .8 6 5.2M1 4.4 6 5.2 11 4.4" stroke="#fff" stroke-opacity="0.5" stroke-width="0.6" fill="none" />
    </svg>
  );
}

/** The banner across the card's top: crest, name (wrapping, never cut) and the Votes it brings. */
function ChampionBannerDrawn({ def }: { def: Def }) {
  const st = clanStyle(def.clan);
  const votes = `${count(def.votes, `${clanLabel(def.clan)} Vote`)}${def.clan === 'outsider' ? ' (wild)' : ''}`;
  return (
    <div class="flex items-center gap-1.5 px-1.5 py-1 text-white" style={{ background: `linear-gradient(180deg, ${st.fill} 0%, ${st.ink} 100%)` }}>
      {/* The tile's letter says what it is on a pointer's tooltip, as the letter chip did (no extra stop in the tab order). */}
      <span data-tip={def.letter ? letterTip(def.letter) : undefined} class="inline-flex rounded">
        <Crest def={def} />
        {def.letter && <span class="sr-only">Tile {def.letter}:</span>}
      </span>
      <span class="min-w-0 flex-1 font-display text-sm leading-tight font-semibold [text-shadow:0_1px_0_rgb(0_0_0/.35)]">{def.name}</span>
      <span class="inline-flex shrink-0 flex-col items-end gap-0.5 text-right leading-none" aria-label={votes}>
        <span class="flex gap-px">
          {Array.from({ length: def.votes }, (_, i) => (
            <VoteStone key={i} fill={def.clan === 'outsider' ? '#a8a29e' : st.soft} />
          ))}
        </span>
        <span aria-hidden="true">{votes}</span>
      </span>
    </div>
  );
}

/** The rule between a card's ability and what follows it: a line with a diamond at its middle. */
function CardRuleDrawn({ children }: { children?: ComponentChildren }) {
  return (
    <div class="flex items-center gap-1 px-2" aria-hidden="true">
      <span class="h-px flex-1 bg-[#b08d5b]/60" />
      <svg viewBox="0 0 8 8" width="8" height="8">
        <path d="M4 0 8 4 4 8 0 4z" fill="#b08d5b" />
      </svg>
      {children}
      <span class="h-px flex-1 bg-[#b08d5b]/60" />
    </div>
  );
}

// Drawn again only with new props (a champion's banner is its constant definition): issue 28.
export const ChampionBanner = pure(ChampionBannerDrawn);
export const CardRule = pure(CardRuleDrawn);
