// What each of Hall's choices does, in the players' words (issue 29: choices carry their meaning), from
// one source: the How to play page (howEnd.tsx) teaches with these sentences, and the table says them
// where the choice is made, in the decision bar's prompt and as each choice's tooltip (TipLayer's
// `data-tip`: hover, keyboard focus and a long press on a touch screen).
import { STATUE_SCORE } from '../../../shared/games/hall/content';
import { CLAN, D, TIER, boardOf, convWords, type Move, type View } from './model';

/** How many uses an activated workshop gives (rulebook: one per open entrance). */
export const WORKSHOP_GIVES = 'one use per open entrance';
/** A workshop's uses (rulebook: each use is one of its conversions). */
export const WORKSHOP_USES = `${WORKSHOP_GIVES} (an entrance cell in anyone’s network); each use converts resources as the workshop says, and what you gain goes to storage`;
/** A pedestal (rulebook: a statue on a pedestal of its own clan scores double). */
export const PEDESTAL_DOUBLES = 'a statue of its clan on it scores double at the end';
/** A pedestal set on an anchor takes its point token at once (rulebook, pedestals). */
export const PEDESTAL_TOKEN = 'its point token is yours at once (face down to the others until the end), whether or not a statue ever stands on it';
/** How a statue moves (rulebook, step 4). */
export const STATUE_MOVES = 'to an empty cell of its tunnel or the next one, paying one cart of its clan or a wild cart per move';
/** How statues score (rulebook, the end). */
export const STATUE_SCORES = 'only the best statue of each tunnel scores, by its tier, and double on a pedestal of its own clan';

/** Each conversion of a workshop, "1 iron → 1 coin; or …". */
export const workshopConversions = (kind: number): string => (D.conversions[kind] ?? []).map((_, i) => convWords(kind, i)).join('; or ');

/** A workshop's whole meaning, for its tooltip wherever it stands or is chosen. */
export const workshopHelp = (kind: number): string => `${D.workshopNames[kind]}: ${workshopConversions(kind)}. It gives ${WORKSHOP_USES}.`;

/** A spell's meaning (the content's own words). */
export const spellHelp = (i: number): string => `${D.spells[i]?.name}: ${D.spells[i]?.text}`;

/** What a statue standing on `cell` scores at the end as its tunnel's best (its tier, doubled on its clan's pedestal). */
export function statueWorth(v: View, clan: number, cell: number): string {
  const tier = boardOf(v).tier[cell]!;
  const pts = STATUE_SCORE[tier]!;
  return v.b.ped[cell] === clan ? `${TIER[tier]!.name} tier, on its ${CLAN[clan]!.name} pedestal: scores ${pts * 2}` : `${TIER[tier]!.name} tier: scores ${pts}, ${pts * 2} on a ${CLAN[clan]!.name} pedestal`;
}

/** What a choice of the decision bar does, for its tooltip; '' when its words already say it all. */
export function choiceTip(m: Move, v: View): string {
  const t = v.task;
  switch (m.type) {
    case 'workshop':
      return workshopHelp(v.b.ws[m.site]!);
    case 'establish':
      return m.kind < 0 ? 'Leave the site empty: a later tunnel beside it may still bring a workshop here.' : workshopHelp(m.kind);
    case 'use':
      return t?.k === 'ws' ? `One use of the ${D.workshopNames[t.kind]}: ${convWords(t.kind, m.conv)}, into your storage (${t.uses} use${t.uses === 1 ? '' : 's'} left).` : '';
    case 'pedestal':
      if (m.clan < 0) return 'Take no pedestal now.';
      return t?.k === 'dig' ? `${CLAN[m.clan]!.name} pedestal on the anchor: ${PEDESTAL_DOUBLES}; ${PEDESTAL_TOKEN}.` : `${CLAN[m.clan]!.name} pedestal into your storage: set it later on a new tunnel’s anchor; ${PEDESTAL_DOUBLES}.`;
    case 'choose':
      if (t?.k !== 'cast') return '';
      if (D.spells[t.spell]!.effect.kind === 'pedestal') return `${spellHelp(t.spell)} A ${CLAN[m.i]!.name} pedestal: set it later on a new tunnel’s anchor; ${PEDESTAL_DOUBLES}.`;
      return spellHelp(t.spell);
    case 'skip':
      return t?.k === 'cast' ? `${spellHelp(t.spell)} Stop here: the rest of it is given up.` : '';
    default:
      return '';
  }
}
