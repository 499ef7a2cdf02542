// The table around the mountain: symbols, the horde pyramid, trollsmoots, the spellbook, workshop
// supply, pedestal track, tunnel stacks and great halls, and the scores.
import type { ComponentChildren } from 'preact';
import { bribeSlots, rowOf } from '../../../shared/games/hall/symbols';
import { SeatMark } from '../../components/SeatMark';
import type { SeatColor } from '../../../shared/protocol';
import { leftovers } from '../../../shared/games/hall/scoring';
import { setsWords } from '../../../shared/games/hall/sets';
import { FACE_DOWN, SEALED } from '../../../shared/games/hall/faces';
import { useTick } from '../../lib/motion';
import { storeOf } from './pieces';
import { CLAN_ICON, Icon, RES_ICON, TROLL_CLAN_ICON, softName } from './art';
import { asState, CLAN, D, RES, TIER, TROLL_CLAN, cardHelp, cardOf, counts, symHelp, symWord, type Seats, type View } from './model';
import { PEDESTAL_DOUBLES, spellHelp, workshopHelp } from './meaning';
import { pure } from '../../lib/pure';
import { Keep, key } from '../../lib/keep';


export interface Target {
  label: string;
  go(): void;
}
export type Targets = Map<string, Target>;

export function Section({ title, children, extra, testid }: { title: string; children: ComponentChildren; extra?: ComponentChildren; testid?: string }) {
  return (
    <section class="panel min-w-0 p-2.5" data-testid={testid}>
      <h3 class="mb-1.5 flex flex-wrap items-baseline gap-x-2 text-sm font-semibold text-stone-700">
        {title}
        {extra}
      </h3>
      {children}
    </section>
  );
}

/**
 * A button for a legal move pointing at a thing; plain content otherwise, which a keyboard can
 * still reach when it has a tooltip (the board's TipLayer shows it on focus).
 */
export function Pick({ t, children, class: cls = '', title, k }: { t: Target | undefined; children: ComponentChildren; class?: string; title?: string; k?: string }) {
  if (!t)
    return (
      <div class={cls} title={title} data-key={k} tabIndex={title ? 0 : undefined}>
        {children}
      </div>
    );
  return (
    <button type="button" class={`${cls} hl-target-box text-left`} data-target={k ?? 'box'} data-key={k} title={`${t.label}${title ? ` — ${title}` : ''}`} aria-label={t.label} onClick={t.go}>
      {children}
    </button>
  );
}

/**
 * One symbol: a resource (0-6) or a clan cart (7-9), filled when a token sits on it. `focusable`
 * where it stands alone (storage); on a troll card the card's own tooltip says it.
 */
function SymDrawn({ s, held = true, n, cls = '', style, focusable = false, piece, to }: { s: number; held?: boolean; n?: number; cls?: string; style?: Record<string, string>; focusable?: boolean; piece?: string; to?: string }) {
  const base = s >= 7 ? RES[4] : RES[s];
  const ring = s >= 7 ? CLAN[s - 7]!.fill : '#1c1917';
  if (!base) return null;
  return (
    <span
      class={`inline-flex h-5 min-w-5 items-center justify-center gap-px rounded-full px-0.5 text-[10px] leading-none font-bold ${cls}`}
      style={{ background: held ? base.fill : '#fff', color: held ? base.ink : base.fill, border: `2px solid ${s >= 7 ? ring : held ? base.fill : '#d6d3d1'}`, ...style }}
      title={`${symHelp(s)}${held ? '' : ' (no token on it now)'}`}
      tabIndex={focusable ? 0 : undefined}
      role={focusable ? 'img' : undefined}
      aria-label={`${n !== undefined ? `${n} ` : ''}${symWord(s)}${held ? '' : ' (empty)'}`}
      data-piece={piece}
      data-to={to}
    >
      {n !== undefined ? `${n}` : ''}
      <Icon name={RES_ICON[s >= 7 ? 4 : s]!} cls="h-3.5 w-3.5" />
      {s >= 7 && <Icon name={CLAN_ICON[s - 7]!} cls="-ml-0.5 h-2.5 w-2.5" color={held ? '#fff' : CLAN[s - 7]!.fill} />}
    </span>
  );
}
export const Sym = pure(SymDrawn);

const runeWords = (runes: number): string => `${runes} of 3 runes: at 3 the spell disintegrates and a new one is revealed`;

/** Which of a troll's symbols hold a token now (bit k: symbol k). */
function heldWords(code: number, held: number): string {
  const syms = cardOf(D, code).syms;
  const on = syms.filter((_, k) => (held & (1 << k)) !== 0).map(symWord);
  return on.length === 0 ? 'No tokens on it now.' : on.length === syms.length ? 'A token on every symbol.' : `Tokens on: ${on.join(', ')}.`;
}

/** A storage's resources; with `bank`, each is a piece whose count ticks to its new value. */
export function ResRow({ res, empty = 'none', bank }: { res: number[]; empty?: string; bank?: number }) {
  const any = res.some((n) => n > 0);
  if (!any) return <span class="text-xs text-stone-500">{empty}</span>;
  return (
    <span class="inline-flex flex-wrap gap-1">
      {res.map((n, r) => (n > 0 ? bank === undefined ? <Sym key={r} s={r} n={n} focusable /> : <StoreSym key={r} s={r} n={n} piece={`res-${bank}-${r}`} /> : null))}
    </span>
  );
}

function StoreSym({ s, n, piece }: { s: number; n: number; piece: string }) {
  return <Sym s={s} n={useTick(n)} focusable piece={piece} />;
}

function Ticking({ n }: { n: number }) {
  return <>{useTick(n)}</>;
}

export function PedChip({ clan, n, focusable = false, piece, to }: { clan: number; n?: number; focusable?: boolean; piece?: string; to?: string }) {
  const c = CLAN[clan]!;
  return (
    <span
      class="inline-flex h-5 items-center gap-px rounded px-1 text-[10px] font-bold"
      style={{ background: c.soft, color: c.ink, border: `1px solid ${c.fill}` }}
      title={`${n !== undefined ? `${n} ` : ''}${c.name} pedestal${n !== undefined && n > 1 ? 's' : ''}: set it on a new tunnel’s anchor; ${PEDESTAL_DOUBLES}.`}
      role="img"
      aria-label={`${n ?? 1} ${c.name} pedestal${n !== undefined && n > 1 ? 's' : ''}`}
      tabIndex={focusable ? 0 : undefined}
      data-piece={piece}
      data-to={to}
    >
      {n !== undefined ? `${n}` : ''}
      <Icon name="pedestal" cls="h-3.5 w-3.5" color={c.fill} />
      <Icon name={CLAN_ICON[clan]!} cls="h-2.5 w-2.5" color={c.fill} />
    </span>
  );
}

/**
 * A pedestal point token in a storage (F/Pedestals: "Keep the token face down in your storage"): its
 * owner sees the value, the others its back (FACE_DOWN in the view) until the end turns all up.
 */
export function PointToken({ value, own, over, piece }: { value: number; own: boolean; over: boolean; piece?: string }) {
  const down = value === FACE_DOWN;
  const title = down
    ? 'A pedestal point token, kept face down: its honour is revealed at the end of the game.'
    : over
      ? `Pedestal point token: ${value} honour.`
      : `Pedestal point token, face down: ${value} honour at the end. Only ${own ? 'you see' : 'its owner sees'} its value until then.`;
  return (
    <span
      class={`inline-flex h-4 min-w-4 items-center justify-center rounded-full border px-1 text-[10px] font-bold ${down ? 'border-stone-600 bg-stone-500 text-stone-100' : 'border-amber-700 bg-amber-100 text-amber-900'}`}
      style={down ? { backgroundImage: 'repeating-linear-gradient(45deg, transparent 0 2px, rgba(255,255,255,0.25) 2px 3px)' } : undefined}
      title={title}
      aria-label={down ? 'Pedestal point token, face down' : `Pedestal point token worth ${value}`}
      data-testid="point-token"
      data-piece={piece}
      data-face={down ? 'back' : String(value)}
      tabIndex={0}
    >
      {down ? '?' : value}
    </span>
  );
}

/**
 * A troll card, a piece named by its code (a recruited troll travels from the horde to the
 * trollsmoot). `from`/`to`: where it comes from when new, goes to when it leaves; `store`: the
 * storage its tokens fly to when spent (a trollsmoot's trolls only).
 */
function CardDrawn({ code, held, newBits, cascade, from, to, store, piece }: { code: number; held: number; newBits?: number; cascade?: number; from?: string; to?: string; store?: string; piece?: string }) {
  const c = cardOf(D, code);
  const clan = c.clan >= 0 ? TROLL_CLAN[c.clan]! : { name: 'Starting', fill: '#57534e', soft: '#f5f5f4', ink: '#292524' };
  // A card: a title band in its clan's colour (clan mark, level, name), its symbols below.
  return (
    <div
      class="hl-card flex h-full min-h-12 flex-col gap-0.5 overflow-hidden rounded-md border-2 shadow-sm"
      style={{ borderColor: clan.fill, background: `linear-gradient(180deg, ${clan.soft}, #fff 70%)` }}
      title={cardHelp(code)}
      data-piece={piece ?? `troll-${code}`}
      data-face={piece ? String(code) : undefined}
      data-from={from}
      data-to={to}
    >
      <span class="hl-name flex shrink-0 items-start gap-0.5 px-0.5 text-[10px] leading-tight font-semibold text-white" style={{ background: clan.fill }}>
        {c.clan >= 0 ? <Icon name={TROLL_CLAN_ICON[c.clan]!} cls="mt-px h-2.5 w-2.5 shrink-0" /> : null}
        <span class="min-w-0 hyphens-manual">
          {c.level > 0 ? `${'I'.repeat(c.level)} ` : ''}
          {softName(c.name)}
        </span>
      </span>
      <span class="flex flex-wrap gap-0.5 px-0.5 pb-0.5">
        {c.syms.map((s, k) => (
          <Sym key={k} s={s} held={(held & (1 << k)) !== 0} piece={store && held & (1 << k) ? `tok-${code}-${k}` : undefined} to={store} cls={newBits && newBits & (1 << k) ? 'hl-new' : ''} style={newBits && newBits & (1 << k) ? { animationDelay: `${(cascade ?? 0) * 180 + k * 90}ms` } : undefined} />
        ))}
      </span>
    </div>
  );
}

/** Drawn again only when one of its props changed (a horde or trollsmoot change redrew every card). */
export const Card = pure(CardDrawn);

/** A rival's draft pick before every seat has placed (view.ts SEALED; issue 26 item 3). */
const SEALED_HELP =
  'A starting troll placed, face down: which troll and in which slot are shown when everyone has placed (the draft is simultaneous).';

/**
 * A starting troll's piece: named by its seat and slot, not its code, so a rival's sealed pick and the
 * troll it turns out to be are one card that turns over when the draft is revealed (data-face).
 */
const draftPiece = (seat: number, slot: number): string => `draft-${seat}-${slot}`;

/** A trollsmoot: the 4-3-2-1 pyramid, top row first on screen. */
export function Trollsmoot({ v, seat, targets, fresh, label }: { v: View; seat: number; targets: Targets; fresh?: number[]; label: string }) {
  const p = v.p[seat]!;
  const rows = [[9], [7, 8], [4, 5, 6], [0, 1, 2, 3]];
  // A troll just recruited waits beside the pyramid for its slot: it travels from the horde to here,
  // then into its slot.
  const joining = v.task?.k === 'recruit' && v.turn.seat === seat ? v.task.card : -1;
  return (
    <div class="relative space-y-0.5" role="group" aria-label={label} data-smoot={seat}>
      {joining >= 0 && (
        <div class="absolute top-0 left-0 w-[4.6rem]" data-key="joining" title={`${cardHelp(joining)} Joining the trollsmoot: its slot is being chosen.`}>
          <Card code={joining} held={0} />
        </div>
      )}
      {rows.map((row) => (
        <div key={row[0]} class="flex justify-center gap-0.5">
          {row.map((slot) => {
            const code = p.sm[slot]!;
            const t = targets.get(`smoot-${slot}`);
            const nb = fresh?.[slot] ?? 0;
            return (
              <Pick key={slot} k={`smoot-${slot}`} t={t} class="min-h-12 w-[4.6rem] min-w-0 shrink rounded-md" title={code === SEALED ? SEALED_HELP : code < 0 ? `Empty slot ${slot + 1}` : `${cardHelp(code)} ${heldWords(code, p.held[slot]!)}`}>
                {code >= 0 ? (
                  <Card code={code} held={p.held[slot]!} newBits={nb} cascade={3 - rowOf(slot)} from={`offer-${code}`} store={storeOf(p.bank)} piece={cardOf(D, code).level === 0 ? draftPiece(seat, slot) : undefined} />
                ) : code === SEALED ? (
                  <div class="flex h-12 flex-col items-center justify-center overflow-hidden rounded-md border border-stone-500 bg-stone-600 bg-[repeating-linear-gradient(45deg,transparent_0_4px,rgba(255,255,255,0.08)_4px_8px)] px-0.5 text-center text-[10px] leading-tight text-stone-100" data-sealed={slot} data-piece={draftPiece(seat, slot)} data-face="back">
                    <span class="font-semibold">placed</span>
                    <span class="text-[9px] text-stone-300">face down</span>
                  </div>
                ) : (
                  <div class="flex h-12 items-center justify-center rounded-md border border-dashed border-stone-300 text-[10px] text-stone-400">slot {slot + 1}</div>
                )}
              </Pick>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** The deck a horde slot is dealt from (its row's level) and a dismissed troll goes back to. */
const deckOf = (slot: number): string => `deck-${slot < 5 ? 0 : slot < 9 ? 1 : 2}`;

/** One horde slot, drawn again only when its troll, bribes, pedestal, cost or target changed. */
const HordeSlot = pure(function HordeSlotDrawn({ slot, c, bribes: bribesKey, ped, cost, t, recruiter }: { slot: number; c: number; bribes: string; ped: number; cost: number; t: Target | undefined; recruiter: string | undefined }) {
  const each = bribesKey.split(',').map(Number);
  const bribes = each.reduce((a, b) => a + b, 0);
  const costWords = `Recruiting this troll costs ${cost} coin${cost === 1 ? '' : 's'}: 1 bribe on each troll beneath it`;
  const bribeWords = `Bribes on it (yours if you recruit it; at 4 it retires): ${counts(each)}`;
  // The slot's tooltip says all its chips say, so one tab stop reads the whole slot.
  const tip = c >= 0 ? [cardHelp(c), `${costWords}.`, bribes > 0 ? `${bribeWords}.` : '', ped >= 0 ? `A ${CLAN[ped]!.name} pedestal comes with it.` : ''].filter(Boolean).join(' ') : 'An empty horde slot';
  return (
    <Pick k={`horde-${slot}`} t={t} class="w-[5.2rem] min-w-0 shrink rounded-md" title={tip}>
      {c >= 0 ? (
        <div class="min-h-[4.2rem]" data-horde={slot}>
          <Card code={c} held={(1 << 8) - 1} from={deckOf(slot)} to={deckOf(slot)} />
        </div>
      ) : (
        <div class="flex h-[4.2rem] items-center justify-center rounded-md border border-dashed text-[10px] text-stone-400">empty</div>
      )}
      <div class="mt-0.5 flex flex-wrap items-center gap-0.5 text-[10px]">
        <span class="inline-flex items-center gap-px rounded bg-stone-800 px-1 text-white" title={costWords}>
          {cost ? (
            <>
              {cost}
              <Icon name="coin" cls="h-3 w-3" color="#facc15" />
            </>
          ) : (
            'free'
          )}
        </span>
        {/* The pedestal is named by the troll it rides on (it slides down the horde with it) and
            flies to the recruiting seat's storage when the troll is taken (F/Recruit). */}
        {ped >= 0 && <PedChip clan={ped} piece={`hped-${c}`} to={recruiter} />}
        {bribes > 0 && (
          <span title={bribeWords} class="inline-flex gap-0.5">
            {each.map((n, r) => (n > 0 ? <Sym key={r} s={r} n={n} /> : null))}
          </span>
        )}
      </div>
    </Pick>
  );
});

/** The horde: top row first; each troll with its bribes, pedestal and the coins its recruit costs now. */
export function Horde({ v, targets }: { v: View; targets: Targets }) {
  const rows = [[9, 10, 11], [5, 6, 7, 8], [0, 1, 2, 3, 4]];
  const bank = v.p[v.turn.seat]?.bank;
  const recruiter = bank === undefined ? undefined : storeOf(bank);
  return (
    <div class="space-y-1" data-testid="hall-horde">
      {rows.map((row) => (
        <div key={row[0]} class="flex justify-center gap-1">
          {row.map((slot) => {
            const h = v.horde[slot]!;
            const cost = bribeSlots(slot).filter((x) => v.horde[x]!.c >= 0).length;
            return <HordeSlot key={slot} slot={slot} c={h.c} bribes={h.bribes.join(',')} ped={h.ped} cost={cost} t={targets.get(`horde-${slot}`)} recruiter={recruiter} />;
          })}
        </div>
      ))}
      <p class="text-center text-[11px] text-stone-500">
        Row costs: bottom free · middle 2 coins · top 5 coins (1 per troll beneath) · decks{' '}
        {v.deckCounts.map((n, i) => (
          <span key={i} data-source={`deck-${i}`}>
            {i > 0 ? ' / ' : ''}
            {n}
          </span>
        ))}{' '}
        · bag {v.bag.map((n, c) => `${n} ${CLAN[c]!.name}`).join(', ')}
      </p>
    </div>
  );
}

export function Spellbook({ v, targets }: { v: View; targets: Targets }) {
  return (
    <div class="grid grid-cols-1 gap-1 sm:grid-cols-3" data-testid="hall-spellbook">
      {v.book.map((pg, i) => (
        <Pick key={i} k={`book-${i}`} t={targets.get(`book-${i}`)} class="rounded-md border border-violet-300 bg-violet-50 p-1.5 text-xs pointer-coarse:min-h-11" title={`${spellHelp(pg.spell)} (${runeWords(pg.runes)})`}>
          <span class="font-semibold text-violet-900">{D.spells[pg.spell]!.name}</span>{' '}
          <span class="inline-flex gap-px align-middle" title={runeWords(pg.runes)} role="img" aria-label={runeWords(pg.runes)}>
            {[0, 1, 2].map((k) => (
              <Icon key={k} name="rune" cls="h-3 w-3" color={k < pg.runes ? '#6d28d9' : '#ddd6fe'} />
            ))}
          </span>
          <span class="block text-[11px] text-stone-600">{D.spells[pg.spell]!.text}</span>
        </Pick>
      ))}
    </div>
  );
}

/**
 * The supply, in parts a move changes one at a time (a dug tunnel changes one stack's count): each
 * part is drawn again only when its own data changed (issue 28's delta-render-ms).
 */
export function Supply({ v, targets }: { v: View; targets: Targets }) {
  const labels = (pre: string) => [...targets].filter(([x]) => x.startsWith(pre)).map(([x, t]) => [x, t.label]);
  return (
    <div class="space-y-1.5 text-xs" data-testid="hall-supply">
      <Keep k={key(v.wsSupply)} render={() => <SupplyWorkshops ws={v.wsSupply} />} />
      <Keep k={key(v.track)} render={() => <SupplyTrack track={v.track} />} />
      <Keep k={key(v.b.stacks, labels('stack'))} render={() => <SupplyStacks stacks={v.b.stacks} targets={targets} />} />
      <Keep k={key(v.b.halls, labels('hall'))} render={() => <SupplyHalls halls={v.b.halls} targets={targets} />} />
      <p class="text-stone-600">
        Coronation tokens left: {v.crowns.length ? v.crowns.join(', ') : 'none'}
        {v.lastTurn >= 0 && ` · the game ends after turn ${v.lastTurn + 1} (now ${v.turnNo + 1})`}
      </p>
    </div>
  );
}

function SupplyWorkshops({ ws }: { ws: View['wsSupply'] }) {
  return (
    <div class="flex flex-wrap items-center gap-1">
      <span class="text-stone-600">Workshops to establish:</span>
      {ws.length === 0 && <span class="text-stone-400">none</span>}
      {ws.map((k, i) => (
        <span key={i} class="rounded border border-amber-300 bg-amber-50 px-1" title={workshopHelp(k)} tabIndex={0}>
          {D.workshopNames[k]}
        </span>
      ))}
    </div>
  );
}

function SupplyTrack({ track }: { track: View['track'] }) {
  return (
    <div>
      <span class="text-stone-600">Pedestal track (tier × clan, point token):</span>
      <table class="mt-0.5 text-center text-[11px]">
        <tbody>
          {CLAN.map((c, clan) => (
            <tr key={clan}>
              <th class="pr-1 text-left font-semibold" style={{ color: c.ink }}>
                {c.name}
              </th>
              {TIER.map((t, tier) => {
                const val = track[tier * 3 + clan]!;
                return (
                  <td key={tier} class="px-0.5">
                    <span class="inline-block w-5 rounded" style={{ background: t.fill, color: tier >= 3 ? '#1c1917' : '#fff' }} title={val >= 0 ? `A ${c.name} pedestal set in the ${t.name} tier takes this ${val}-point token` : `Taken: no more ${c.name} pedestals in the ${t.name} tier`} tabIndex={0}>
                      {val >= 0 ? val : '–'}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SupplyStacks({ stacks, targets }: { stacks: View['b']['stacks']; targets: Targets }) {
  return (
    <div class="flex flex-wrap items-center gap-1">
      <span class="text-stone-600">Tunnel stacks:</span>
      {D.stacks.map((st, i) => {
        const t = targets.get(`stack-${i}`);
        const left = stacks[i]!;
        const name = stackName(i, left);
        // On a touch screen each stack is a finger's width and height (44 px), not its small shape's.
        return (
          <Pick key={i} k={`stack-${i}`} t={t} class={`inline-flex items-center rounded border px-1 pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:px-2 ${left === 0 ? 'opacity-40' : ''}`} title={`Tunnel stack: ${name}`}>
            <span data-source={`stack-src-${i}`}>
              <StackShape i={i} />
            </span>
            <span class="text-[10px]">{left}</span>
          </Pick>
        );
      })}
    </div>
  );
}

function SupplyHalls({ halls, targets }: { halls: View['b']['halls']; targets: Targets }) {
  return (
    <div class="flex flex-wrap items-center gap-1">
      <span class="text-stone-600">Great halls:</span>
      {D.halls.map((h, i) => {
        const used = halls[i]! >= 0;
        return (
          <Pick key={i} k={`hall-${i}`} t={targets.get(`hall-${i}`)} class={`inline-flex items-center gap-1 rounded border px-1 pointer-coarse:min-h-11 pointer-coarse:px-2 ${used ? 'opacity-40' : ''}`} title={`${h.name}: ${h.orients[0]!.cells.length} cells over your own tunnels; scores ${h.lesser}, or ${h.greater} with a statue on its altar${used ? ' (dedicated)' : ''}`}>
            <span class="text-[11px] font-semibold" data-source={`hall-src-${i}`}>
              {h.name}
            </span> <span class="text-[10px]">{h.lesser}/{h.greater}</span>
          </Pick>
        );
      })}
    </div>
  );
}

/**
 * A tunnel stack in words that tell it from the others of its size: its number, its cells, the box
 * it fills ("3 by 2"), its anchor, what is left ("stack 7: 4-cell, 3 by 2, with anchor (2 left)").
 */
export function stackName(i: number, left?: number): string {
  const st = D.stacks[i]!;
  const o = st.orients[0]!;
  return `stack ${i + 1}: ${st.size}-cell, ${o.w} by ${o.h}${st.anchored ? ', with anchor' : ''}${left === undefined ? '' : ` (${left} left)`}`;
}

function StackShapeDrawn({ i, hall = false }: { i: number; hall?: boolean }) {
  const p = hall ? D.halls[i]!.orients[0]! : D.stacks[i]!.orients[0]!;
  const s = 4;
  return (
    <svg width={p.w * s + 1} height={p.h * s + 1} class="mr-0.5 inline-block align-middle" aria-hidden="true">
      {p.cells.map(([x, y], k) => (
        <rect key={k} x={x * s + 0.5} y={y * s + 0.5} width={s} height={s} fill={k === p.mark ? '#fff' : '#78716c'} stroke="#1c1917" stroke-width={0.5} />
      ))}
    </svg>
  );
}
export const StackShape = pure(StackShapeDrawn);

/** Every player (and team): score, storage, pedestals, tokens, trolls toward the crown. */
export function Scores({ v, seats, colors }: { v: View; seats: Seats; colors: (SeatColor | null)[] }) {
  const banks = v.teams ? [0, 1] : v.p.map((_, s) => s);
  return (
    <div class="space-y-1.5 text-xs" data-testid="hall-scores">
      {banks.map((bk) => {
        const k = v.banks[bk]!;
        const members = v.p.filter((p) => p.bank === bk);
        return (
          <div key={bk} class="rounded-md border border-stone-200 p-1.5" data-bank={bk} data-source={storeOf(bk)}>
            <p class="flex flex-wrap items-center gap-x-1.5">
              {v.teams && <strong>Team {bk + 1}:</strong>}
              {members.map((m) => (
                <span key={m.seat} class="inline-flex items-center gap-0.5 font-semibold" style={{ color: seats.ink(m.seat) }}>
                  <SeatMark color={colors[m.seat] ?? null} size={12} />
                  {seats.name(m.seat)}
                  <span class="font-normal text-stone-500" title="Trolls in the trollsmoot: 10 caps the pyramid and takes a coronation token" tabIndex={0}>
                    ({m.sm.filter((c) => c >= 0).length}/10 trolls, {m.recruited.length} recruited)
                  </span>
                </span>
              ))}
              <span class="ml-auto font-bold" title="Honour so far" tabIndex={0}>
                <Ticking n={k.honour} /> honour
              </span>
            </p>
            <p class="mt-0.5 flex flex-wrap items-center gap-1">
              <span class="text-stone-500">{v.teams ? 'Team storage' : 'Storage'}:</span>
              <ResRow res={k.res} bank={bk} />
              {k.ped.map((n, c) => (n > 0 ? <PedChip key={c} clan={c} n={n} focusable piece={`bped-${bk}-${c}`} /> : null))}
              {k.tokens.length > 0 && (
                <span class="inline-flex items-center gap-0.5">
                  <span class="text-stone-500">point tokens</span>
                  {k.tokens.map((t, i) => (
                    <PointToken key={i} piece={`ptok-${bk}-${i}`} value={t} own={v.viewer !== 'spectator' && v.p[v.viewer]?.bank === bk} over={v.phase === 'over'} />
                  ))}
                </span>
              )}
              {k.crowns.length > 0 && <span title="Coronation token: honour at the end" tabIndex={0}>crown {k.crowns.join('+')}</span>}
            </p>
          </div>
        );
      })}
    </div>
  );
}

const CAT_WORDS = ['Tunnels dug', 'Spells', 'Coronation', 'Pedestal points', 'Leftover sets (3 alike = 1)', 'Great halls', 'Statues'];

export function EndScreen({ v, seats, colors }: { v: View; seats: Seats; colors: (SeatColor | null)[] }) {
  const banks = v.teams ? [0, 1] : v.p.map((_, s) => s);
  const top = Math.max(...banks.map((b) => v.banks[b]!.honour));
  const tied = banks.filter((b) => v.banks[b]!.honour === top).length > 1;
  const levels = (bk: number) => v.p.filter((p) => p.bank === bk).reduce((a, p) => a + p.recruited.reduce((x, c) => x + cardOf(D, c).level, 0), 0);
  const who = (bk: number) => v.p.filter((p) => p.bank === bk).map((p) => p.seat);
  return (
    <section class="panel border-ember-400 p-3" data-testid="hall-end" aria-labelledby="hall-end-title">
      <h2 id="hall-end-title" class="font-display text-lg font-bold">
        {v.winners.map((w) => seats.name(w)).join(' and ')} {v.winners.length > 1 ? 'share the crown' : 'is crowned the Mountain King'}
      </h2>
      <div class="overflow-x-auto">
        <table class="mt-2 w-full text-sm">
          <thead>
            <tr>
              <th class="text-left">Category</th>
              {banks.map((bk) => (
                <th key={bk} class="px-1 text-right">
                  {who(bk).map((s) => (
                    <span key={s} class="inline-flex items-center gap-0.5 whitespace-nowrap" style={{ color: seats.ink(s) }}>
                      <SeatMark color={colors[s] ?? null} size={11} />
                      {seats.name(s)}{' '}
                    </span>
                  ))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CAT_WORDS.map((w, i) => (
              <tr key={w} class="border-t border-stone-100">
                <td>{w}</td>
                {banks.map((bk) => (
                  <td key={bk} class="px-1 text-right">
                    {v.banks[bk]!.score[i] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
            <tr class="border-t-2 border-stone-300 font-bold">
              <td>Total</td>
              {banks.map((bk) => (
                <td key={bk} class="px-1 text-right">
                  {v.banks[bk]!.honour}
                </td>
              ))}
            </tr>
            {tied && (
              <tr class="text-stone-600">
                <td>Tie-break: levels recruited (fewer wins)</td>
                {banks.map((bk) => (
                  <td key={bk} class="px-1 text-right">
                    {levels(bk)}
                  </td>
                ))}
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div class="mt-1 text-xs text-stone-600" data-testid="hall-end-sets">
        <p>Leftover sets: storage and tokens on trolls (clan carts as wild carts), three alike for 1 honour, after the 4:1 trades the engine chose:</p>
        <ul class="ml-3 list-disc">
          {banks.map((bk) => (
            <li key={bk}>
              <span style={{ color: seats.ink(who(bk)[0]!) }}>{who(bk).map((s) => seats.name(s)).join(' & ')}</span> had {counts(leftovers(asState(v), bk))};{' '}
              {v.sets[bk] ? setsWords(v.sets[bk]) : 'no sets'}.
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

