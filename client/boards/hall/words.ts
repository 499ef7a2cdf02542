// Hall moves and decisions in words, for buttons, lit targets, the prompt and screen readers.
import { MINERALS, tunnelScore } from '../../../shared/games/hall/content';
import { Tap, coarse, tap } from '../../lib/input';
import { signal } from '@preact/signals';
import { PEDESTAL_DOUBLES, STATUE_MOVES, WORKSHOP_GIVES, statueWorth } from './meaning';
import { asState, CLAN, D, boardOf, cardName, cellWord, convWords, counts, hordeName, resWord, symWord, type Move, type View } from './model';

type Why = typeof import('../../../shared/games/hall/why');
/**
 * The engine's reasons why a step offers nothing (shared/games/hall/why.ts), in a chunk of their
 * own that the board loads after its first render (issue 28's 90 KB for a table page's JS): until
 * they come, a prompt says what to do without why not. A signal, so the words follow when they do.
 */
const why = signal<Why | null>(null);
export function loadWhy(): Promise<void> {
  return import('../../../shared/games/hall/why').then((m) => void (why.value = m));
}

const slotWord = (slot: number) => `trollsmoot slot ${slot + 1}`;

/** What a move does, said for the player making it. */
export function moveWords(m: Move, v: View): string {
  const b = boardOf(v);
  const task = v.task;
  switch (m.type) {
    case 'gate':
      return `Place your gate at ${cellWord(b, m.cell)}`;
    case 'draft':
      return `Place ${cardName(m.card)} in ${slotWord(m.slot)}`;
    case 'cast':
      return `Cast ${D.spells[v.book[m.book]!.spell]!.name} (1 rune)`;
    case 'workshop':
      return `Activate the ${D.workshopNames[v.b.ws[m.site]!]} (${workshopDoes(v.b.ws[m.site]!)})`;
    case 'trade':
      return task?.k === 'cast' ? `Trade for 1 ${resWord(m.res)}` : `Trade 4 resources for 1 ${resWord(m.res)}`;
    case 'endStep':
      if (task?.k === 'ws') return 'Close the workshop';
      return ['', 'Done with spells and workshops', 'Done', 'No great hall: on to statues', 'End your turn'][v.turn.step] ?? 'Done';
    case 'skip':
      return task?.k === 'cast' ? 'Stop (no more of this spell)' : 'Skip: you can neither recruit nor dig';
    case 'recruit':
      return `Recruit ${cardName(v.horde[m.slot]!.c)} (${hordeName(m.slot)})`;
    case 'pedestal': {
      if (m.clan < 0) return 'No pedestal';
      if (task?.k === 'dig' && task.cell >= 0) {
        const p = D.stacks[task.stack]!.orients[task.o]!;
        const [dx, dy] = p.cells[p.mark] ?? [0, 0];
        const tier = b.tier[task.cell + dy * b.width + dx]!;
        return `${CLAN[m.clan]!.name} pedestal (takes the ${v.track[tier * 3 + m.clan]}-point token)`;
      }
      return `${CLAN[m.clan]!.name} pedestal`;
    }
    case 'placeTroll':
      return `Put the new troll in ${slotWord(m.slot)}`;
    case 'dig':
      return `Dig a ${D.stacks[m.stack]!.size}-cell tunnel`;
    case 'orient':
      return `Orientation ${m.o + 1}`;
    case 'place':
      return `Lay it at ${cellWord(b, m.cell)}`;
    case 'mineral': {
      const size = task?.k === 'dig' ? D.stacks[task.stack]!.size : 0;
      const pts = tunnelScore(size, MINERALS[m.m]!);
      return `Pay in ${resWord(m.m)} (${pts} honour)`;
    }
    case 'establish':
      return m.kind < 0 ? 'No workshop here' : `Establish the ${D.workshopNames[m.kind]} (${workshopDoes(m.kind)})`;
    case 'pay':
      return `Pay 1 ${symWord(m.sym)} from ${m.from < 0 ? 'storage' : `the troll in slot ${m.from + 1}`}`;
    case 'payAuto':
      return 'Pay (trolls first)';
    case 'use':
      return task?.k === 'ws' ? convWords(task.kind, m.conv) : `Conversion ${m.conv + 1}`;
    case 'unload':
      return `Move 1 ${symWord(m.sym)} from slot ${m.slot + 1} to storage`;
    case 'hall':
      return `Dedicate ${D.halls[m.hall]!.name}`;
    case 'statue':
      return `Move the ${CLAN[v.b.statue[m.cell]!]?.name ?? ''} statue at ${cellWord(b, m.cell)}`;
    case 'to':
      return task?.k === 'statue' ? `Move it to ${cellWord(b, m.cell)} (${statueWorth(v, v.b.statue[task.cell]!, m.cell)})` : `Move it to ${cellWord(b, m.cell)}`;
    case 'choose':
      return chooseWords(m.i, v);
  }
}

function chooseWords(i: number, v: View): string {
  const t = v.task;
  if (t?.k !== 'cast') return `Choice ${i + 1}`;
  const sp = D.spells[t.spell]!;
  const e = sp.effect;
  switch (e.kind) {
    case 'gain-choice':
      return `Gain ${e.n} ${resWord(sp.options[i]!)}`;
    case 'activate':
      return `Wake the troll in slot ${i + 1} (${cardName(v.p[v.turn.seat]!.sm[i]!)})`;
    case 'bribe':
      return `Bribe ${cardName(v.horde[i]!.c)} with 1 ${resWord(sp.res)}`;
    case 'pedestal':
      return `Take a ${CLAN[i]!.name} pedestal`;
    case 'dismiss':
      return `Send ${cardName(v.horde[i]!.c)} back to its deck`;
    case 'establish':
      return `Establish on the site at ${cellWord(boardOf(v), boardOf(v).sites[i]!.cell)}`;
    default:
      return `Choice ${i + 1}`;
  }
}

/** The decision under way, in words (with {pN} for seat names). */
export function taskWords(v: View, active: number[]): string {
  const who = active.map((s) => `{p${s}}`).join(', ');
  if (v.phase === 'over') return 'The game is over.';
  if (v.phase === 'workshops') return `${who} chooses the workshops for this game (${v.wsSupply.length} of ${v.wsToPick}).`;
  if (v.phase === 'gates') return `${who} chooses where their gate goes.`;
  if (v.phase === 'draft') return `Everyone builds their first trollsmoot row: keep one of two trolls, four times.`;
  const t = v.task;
  const p = `{p${v.turn.seat}}`;
  if (!t) return [``, `${p}: spells and workshops (optional)`, `${p}: recruit a troll or dig a tunnel`, `${p}: a great hall (optional)`, `${p}: move statues (optional)`][v.turn.step]!;
  switch (t.k) {
    case 'pay': {
      const parts = t.need.filter((n) => n.n > 0).map((n) => (n.a === 'r' ? `${n.n} ${resWord(n.r)}` : n.a === 'cart' ? `${n.n} ${CLAN[n.clan]!.name} or wild cart` : `${n.n} resources of any kind`));
      return `${p} pays ${parts.join(' and ')}.`;
    }
    case 'trade':
      return `${p} trades for 1 ${resWord(t.res)}.`;
    case 'recruit':
      return t.stage === 'ped' ? `${p} may take a pedestal from the bag.` : `${p} places ${cardName(t.card)} in their trollsmoot.`;
    case 'dig':
      return t.stage === 'mineral'
        ? `${p} chooses the mineral to pay the tunnel with.`
        : t.stage === 'ped'
          ? `${p} may set a pedestal on the new tunnel’s anchor.`
          : t.stage === 'ws'
            ? `${p} may establish a workshop beside the new tunnel.`
            : `${p} digs a ${D.stacks[t.stack]!.size}-cell tunnel.`;
    case 'ws':
      return `${p} uses the ${D.workshopNames[t.kind]} (${t.uses} use${t.uses === 1 ? '' : 's'} left).`;
    case 'cast':
      return `${p} casts ${D.spells[t.spell]!.name}: ${D.spells[t.spell]!.text}`;
    case 'hall':
      return `${p} dedicates ${D.halls[t.hall]!.name}.`;
    case 'statue':
      return `${p} moves a ${CLAN[v.b.statue[t.cell]!]?.name ?? ''} statue.`;
  }
}

/** What the player is placing or moving now, beside the legal moves (local choices the engine does not know). */
export interface Holding {
  /** A tunnel or great hall held as a ghost. */
  shape: 'dig' | 'hall' | null;
  /** A statue chosen to move. */
  statue: boolean;
}

/** The step's name, the decision bar's heading (short: a phone's bar has one line for it). */
export function stepName(v: View, legal: Move[], h: Holding): string {
  const t = v.task;
  const has = (x: Move['type']) => legal.some((m) => m.type === x);
  if (h.shape) return h.shape === 'dig' ? 'Lay the tunnel' : 'Lay the great hall';
  if (h.statue) return 'Move the statue';
  if (v.phase === 'workshops') return 'Choose the workshops';
  if (has('gate')) return 'Your gate';
  if (has('draft')) return 'Keep a troll';
  if (t) {
    switch (t.k) {
      case 'pay':
        return 'Pay';
      case 'trade':
        return 'Trade';
      case 'recruit':
        return t.stage === 'ped' ? 'A pedestal?' : 'Place the new troll';
      case 'dig':
        return t.stage === 'mineral' ? 'Pay the tunnel' : t.stage === 'ped' ? 'A pedestal?' : t.stage === 'ws' ? 'A workshop?' : 'Lay the tunnel';
      case 'ws':
        return D.workshopNames[t.kind] ?? 'Workshop';
      case 'cast':
        return D.spells[t.spell]!.name;
      case 'hall':
        return 'Lay the great hall';
      case 'statue':
        return 'Move the statue';
    }
  }
  return ['', 'Spells and workshops', 'Recruit or dig', 'A great hall?', 'Statues'][v.turn.step] ?? '';
}

/**
 * What to do now, for the player whose decision it is, in the words of the hand in use (issue 27):
 * "tap" and the bar's buttons on a touch screen, "click" and the keys with a mouse.
 */
export function hint(v: View, legal: Move[], h: Holding = { shape: null, statue: false }): string {
  const t = v.task;
  if (h.shape)
    return coarse.value
      ? `Tap a lit spot to see it there, Turn or Flip it, then Lay it (or tap it again).`
      : `Move it over the mountain (pointer or arrow keys); R turns it, F flips it, Enter or a click lays it.`;
  if (h.statue) return `${Tap()} a lit cell: each step costs one cart of its clan or a wild cart.`;
  const not = whyNotNow(v, legal);
  if (not) return not;
  // A spell under way says what it does before what to choose (issue 29: choices carry their meaning).
  if (t?.k === 'cast') return `${D.spells[t.spell]!.text} ${todo(v, legal)}`.trim();
  return todo(v, legal);
}

/** What to choose now, in the hand's words, with what the step's choices do. */
function todo(v: View, legal: Move[]): string {
  const t = v.task;
  const has = (x: Move['type']) => legal.some((m) => m.type === x);
  if (has('gate')) return `${Tap()} a lit start point on the mountain.`;
  if (has('draft')) return `Choose the troll to keep, then ${tap()} an empty slot of your bottom row.`;
  if (t?.k === 'pay') return 'Pay with the default (trolls first), or choose each one.';
  if (has('recruit') && has('dig')) return `${Tap()} a troll of the horde to recruit it, or a tunnel stack to dig.`;
  const w = why.value;
  if (has('recruit')) return `${Tap()} a troll of the horde to recruit it.${w ? ` No tunnel: ${w.noDig(asState(v), v.turn.seat)}.` : ''}`;
  if (has('dig')) return `${Tap()} a tunnel stack to dig.${w ? ` No recruit: ${w.noRecruit(asState(v), v.turn.seat)}.` : ''}`;
  if (has('placeTroll')) return `${Tap()} a lit slot: the new troll and every troll beneath it wake up.`;
  if (has('statue')) return `${Tap()} one of your unearthed statues to move it ${STATUE_MOVES}.`;
  if (has('to')) return `${Tap()} a lit cell for the statue.`;
  if (has('hall')) return `${Tap()} a great hall in the supply to lay it over your own tunnels.`;
  if (has('cast') || has('workshop')) return `Cast a spell (1 rune) or use a workshop your network reaches (lit on the mountain).`;
  if (has('pedestal')) return t?.k === 'dig' ? `A pedestal here takes its point token now; ${PEDESTAL_DOUBLES}.` : `Take a pedestal from the bag into storage; ${PEDESTAL_DOUBLES}.`;
  if (has('establish')) return `A workshop gives ${WORKSHOP_GIVES}; each choice says what a use converts.`;
  if (has('use') && t?.k === 'ws') return `Each use converts into your storage (${t.uses} use${t.uses === 1 ? '' : 's'} left).`;
  return '';
}

const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/**
 * Why the step offers nothing but to go on (or to trade), in the game's words (issue 29: every "why
 * not" answered), from the engine's own reasons (shared/games/hall/why.ts, public facts only); '' when
 * the step offers something.
 */
export function whyNotNow(v: View, legal: Move[]): string {
  const w = why.value;
  if (!w || v.phase !== 'play' || legal.length === 0) return '';
  const { noDig, noHall, noRecruit, noStatue, noStep1, noUse } = w;
  const only = legal.every((m) => m.type === 'endStep' || m.type === 'skip' || m.type === 'trade');
  if (!only) return '';
  const s = asState(v);
  const seat = v.turn.seat;
  const trade = legal.some((m) => m.type === 'trade') ? ' A 4:1 trade may change that.' : '';
  const t = v.task;
  const say = (why: string, words: (w: string) => string): string => (why ? `${words(why)}${trade}` : '');
  if (t?.k === 'ws') return say(noUse(s, seat, t), (w) => `${cap(w)}: close it.`);
  if (t) return '';
  switch (v.turn.step) {
    case 1:
      return say(noStep1(s, seat), (w) => `Nothing to do in this step: ${w}.`);
    case 2:
      return say(noRecruit(s, seat) && noDig(s, seat), () => `You can neither recruit (${noRecruit(s, seat)}) nor dig (${noDig(s, seat)}): skip this step.`);
    case 3:
      return say(noHall(s, seat), (w) => `No great hall: ${w}.`);
    default:
      return say(noStatue(s, seat), (w) => `No statue to move: ${w}.`);
  }
}

/** What a workshop does, short, for the button that establishes or activates it: "1 iron ↔ 1 coin; …". */
export function workshopDoes(kind: number): string {
  const convs = D.conversions[kind] ?? [];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const c of convs) {
    if (c.kind === 'unload') out.push('a resource from a troll into storage');
    else {
      const give = c.kind === 'fixed' ? counts(c.give) : `any ${c.count}`;
      const get = counts(c.get);
      if (seen.has(`${get}|${give}`)) {
        const i = out.indexOf(`${get} → ${give}`);
        if (i >= 0) out[i] = `${get} ↔ ${give}`;
        continue;
      }
      seen.add(`${give}|${get}`);
      out.push(`${give} → ${get}`);
    }
  }
  return out.join('; ');
}
