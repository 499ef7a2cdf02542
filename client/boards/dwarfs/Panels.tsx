// The panels around the grid: your hand and campfire, the players, the market (trading goals,
// dragon egg, gem piles, ogre cards), the decrees in force, and the final scoring.
import type { ComponentChildren } from 'preact';
import { count } from '../../../shared/engine/words';
import { CLASS_DEFS, DECREE_DEFS, SCENARIO_DEFS, type DecreeId, type ScenarioId } from '../../../shared/games/dwarfs/content';
import { SECRETS } from '../../../shared/games/dwarfs/data';
import type { TableView } from '../../../shared/protocol';
import { CardFace, MeepleMark, SHAPES, U } from './Grid';
import { KIND_HELP, kindName, lookOf, meepleWord, mineNeed, tribeName, type Kind, type Move, type View } from './model';
import { cardName, cardTitle, decreeWords, eggWords, gemHelp, gemWord, ogreHelp, ogreName, secretWords, tradeWords, TRIBE_WORDS } from './words';
import { EGGS, TRADES } from '../../../shared/games/dwarfs/data';
import { eggMonster, storeLacks } from './whynot';
import { gemIcon, Icon } from './Art';

export function Section({ title, children, extra, id }: { title: string; children: ComponentChildren; extra?: ComponentChildren; id?: string }) {
  return (
    <section class="panel min-w-0 px-3 py-2" data-testid={id}>
      <h2 class="panel-title mb-1.5 flex flex-wrap items-baseline gap-x-2">
        {title}
        {extra}
      </h2>
      {children}
    </section>
  );
}

export function SeatShape({ v, seat, size = 14 }: { v: View; seat: number; size?: number }) {
  const look = lookOf(v, seat);
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" class="inline-block shrink-0 align-[-0.125em]" aria-hidden="true">
      <path d={SHAPES[look.shape] ?? SHAPES.circle} fill={look.fill} stroke="rgba(0,0,0,.4)" />
    </svg>
  );
}

export function Gem({ g, n, onClick, lit, label }: { g: number; n: number; onClick?: () => void; lit?: boolean; label?: string }) {
  const body = (
    <>
      <Icon id={gemIcon(g)} size={16} />
      <span class="tabular-nums">{n}</span>
    </>
  );
  const title = label ?? `${n} ${gemWord(g, n)}. ${gemHelp(g)}`;
  return onClick ? (
    <button type="button" class={`btn-quiet btn-small inline-flex items-center gap-1 ${lit ? 'dw-lit' : ''}`} title={title} aria-label={title} onClick={onClick} data-choice="">
      {body}
    </button>
  ) : (
    <span class="inline-flex items-center gap-1 rounded border border-stone-200 bg-white px-1.5 py-px text-sm" title={title} aria-label={title} tabIndex={0}>
      {body}
    </span>
  );
}

/** A price in gems, as pictures and figures ("2 diamonds + 1 gold" in the words around it). */
export function Cost({ bag }: { bag: readonly number[] }) {
  return (
    <span class="inline-flex flex-wrap items-center gap-x-1.5">
      {bag.map((n, g) =>
        n > 0 ? (
          <span key={g} class="inline-flex items-center gap-0.5 font-semibold tabular-nums">
            {n}
            <Icon id={gemIcon(g)} size={16} />
          </span>
        ) : null,
      )}
    </span>
  );
}


/**
 * A seat's gems as pieces (issue 28's motion: mined gems fly in from the piles, spent ones fly back):
 * your own by kind, another seat's face down (their kinds are hidden), at most 12 drawn.
 */
export function GemRow({ v, seat }: { v: View; seat: number }) {
  const s = v.seats[seat];
  if (!s || s.gemCount === 0) return null;
  const own = s.gems;
  const ids: [string, number][] = own ? own.flatMap((n, g) => Array.from({ length: n }, (_, k) => [`gem-${seat}-${g}-${k}`, g] as [string, number])) : Array.from({ length: s.gemCount }, (_, k) => [`gem-${seat}-${k}`, -1] as [string, number]);
  return (
    <p class="mt-0.5 flex flex-wrap gap-0.5" aria-hidden="true">
      {ids.slice(0, 12).map(([id, g]) => (
        <span key={id} class="inline-flex" data-piece={id} data-from="piles" data-to="piles">
          <Icon id={g < 0 ? 'gem' : gemIcon(g)} size={14} />
        </span>
      ))}
    </p>
  );
}

/** A small kingdom card picture (hand, monsters won). */
export function MiniCard({ card, size = 64, rot = 0, need }: { card: number; size?: number; rot?: number; need?: number }) {
  return (
    <svg width={size} height={size} viewBox={`0 0 ${U} ${U}`} aria-hidden="true">
      <CardFace card={card} rot={rot} px={size / U} need={need} />
    </svg>
  );
}

export interface YouProps {
  v: View;
  me: number;
  legal: Move[];
  picked: number;
  playable(card: number): Move | undefined;
  onPlay(card: number): void;
  /** A pointer pressed on a hand card: the board may start dragging it to the grid. */
  onDragStart?(card: number, e: PointerEvent): void;
  onOgre(kind: number): void;
  ogreLit(kind: number): boolean;
  onPlace(kind: Kind): void;
  placeLit(kind: Kind): boolean;
  /** The tool in hand: the campfire kind being placed, the ogre card being aimed. */
  placing: Kind | null;
  aiming: number;
  go(m: Move): void;
  busy: boolean;
}

/** The hand against its limit of 9, and why it may be over (rulebook: the discard phase; the Ogres' 2 starting ogre cards). */
function handWords(n: number, tribe: string, ogres: number, kingdom: number): string {
  const base = `${n} of 9 cards (kingdom cards, gems, ogre cards)`;
  if (n <= 9) return base;
  const start = tribe === 'ogres' && kingdom === 9 && ogres >= 2 ? ' — the Ogres start with 2 ogre cards besides their 9 kingdom cards;' : ' —';
  return `${base}${start} over 9, you discard gems or ogre cards down to 9 at the end of your turn`;
}

export function YouPanel(p: YouProps) {
  const { v, me } = p;
  const s = v.seats[me];
  if (!s) return null;
  const camp = s.meeples.filter((m) => m.at < 0);
  const reveal = p.legal.find((m) => m.type === 'reveal');
  const auto = p.legal.find((m) => m.type === 'autoReveal');
  const mineTurn = v.turn === me && !v.over;
  const secret = s.secret !== null ? SECRETS[s.secret] : undefined;
  const kinds = [...new Set(camp.map((m) => m.kind))];
  return (
    <Section title="Your hand" id="dwarfs-you" extra={<span class="text-xs font-normal text-stone-600" data-testid="dwarfs-hand-size">{handWords(s.handSize, s.tribe, s.ogreCount, s.hand.length)}</span>}>
      <div class="flex flex-wrap gap-1" data-testid="dwarfs-hand" role="group" aria-label="Kingdom cards in your hand">
        {s.hand.length === 0 && <p class="text-sm text-stone-500">No kingdom cards left.</p>}
        {s.hand.map((c, i) => {
          const m = p.playable(c);
          const drags = !!m || p.picked === c;
          const title = `${cardTitle(c, mineNeed(s.tribe))}${m ? ' Press to play it, then pick a lit spot, or drag it onto a lit spot.' : ''}`;
          return (
            <button
              key={i}
              type="button"
              class={`rounded-lg p-0.5 ${m ? 'dw-lit' : 'opacity-80 aria-disabled:cursor-not-allowed'} ${p.picked === c ? 'ring-2 ring-stone-900' : ''}`}
              // A card that cannot be played now stays focusable (aria-disabled, not disabled), so
              // the keyboard can still read its tooltip; it does nothing when pressed.
              disabled={!!m && p.busy}
              aria-disabled={m ? undefined : true}
              title={title}
              aria-label={title}
              data-card={c}
              data-piece={`card-${c}`}
              data-target={m ? '' : undefined}
              // A card that can be dragged takes the finger for itself (no page scroll from it).
              style={drags ? { touchAction: 'none' } : undefined}
              onPointerDown={drags ? (e) => p.onDragStart?.(c, e) : undefined}
              onClick={() => m && p.onPlay(c)}
            >
              <MiniCard card={c} size={68} need={mineNeed(s.tribe)} />
            </button>
          );
        })}
      </div>
      <div class="mt-2 flex flex-wrap items-center gap-1.5" aria-label="Your gems">
        <span class="text-xs text-stone-600">Gems:</span>
        {(s.gems ?? [0, 0, 0, 0]).map((n, g) => (
          <Gem key={g} g={g} n={n} />
        ))}
        {s.tribe === 'ogres' && (
          <span class="rounded border border-stone-200 bg-white px-1.5 py-px text-sm" title="Stolen pouches: the Pawnbroker turns up to 4 a turn into gems of that many VP. They score nothing at the end." tabIndex={0}>
            <Icon id="pouch" size={16} class="mr-1 align-[-0.2em]" />
            {s.pouches} {s.pouches === 1 ? 'pouch' : 'pouches'}
          </span>
        )}
      </div>
      <div class="mt-2 flex flex-wrap items-center gap-1.5" aria-label="Your ogre cards" data-testid="dwarfs-ogres">
        <span class="text-xs text-stone-600">Ogre cards:</span>
        {(s.ogres ?? []).length === 0 && <span class="text-xs text-stone-500">none</span>}
        {(s.ogres ?? []).map((k, i) => {
          const lit = p.ogreLit(k);
          return (
            <button key={i} type="button" class={`btn-quiet btn-small aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${lit ? 'dw-lit' : ''} ${p.aiming === k ? 'ring-2 ring-stone-900' : ''}`} aria-pressed={p.aiming === k} disabled={lit && p.busy} aria-disabled={lit ? undefined : true} title={ogreHelp(k)} aria-label={`${ogreName(k)}. ${ogreHelp(k)}`} data-ogre={k} data-choice={lit ? '' : undefined} onClick={() => lit && p.onOgre(k)}>
              {ogreName(k)}
            </button>
          );
        })}
      </div>
      <div class="mt-2 flex flex-wrap items-center gap-1.5" aria-label="Your campfire" data-testid="dwarfs-campfire" data-source={`camp-${me}`}>
        <span class="text-xs text-stone-600">Campfire:</span>
        {camp.length === 0 && <span class="text-xs text-stone-500">empty: all your meeples are out</span>}
        {kinds.map((k) => {
          const n = camp.filter((m) => m.kind === k).length;
          const lit = p.placeLit(k);
          const free = k !== 'plain' && CLASS_DEFS[k].freePlacement;
          const label = `${n} × ${kindName(k)} in your campfire. ${KIND_HELP[k]}${lit ? ` Press to place ${free ? '(free)' : '(1 action)'}.` : ''}`;
          return (
            <button key={k} type="button" class={`btn-quiet btn-small inline-flex items-center gap-1 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${lit ? 'dw-lit' : ''} ${p.placing === k ? 'ring-2 ring-stone-900' : ''}`} aria-pressed={p.placing === k} disabled={lit && p.busy} aria-disabled={lit ? undefined : true} title={label} aria-label={label} data-place={k} data-choice={lit ? '' : undefined} onClick={() => lit && p.onPlace(k)}>
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                <MeepleMark look={lookOf(v, me)} kind={k} x={8} y={8} size={15} />
              </svg>
              {n} {k === 'plain' ? meepleWord(v, me, n) : kindName(k)}
              {lit && <span class="text-xs text-stone-500">{free ? 'free' : '1 action'}</span>}
            </button>
          );
        })}
      </div>
      <div class="mt-2 rounded-lg border border-stone-200 bg-stone-50 px-2 py-1.5 text-sm" data-testid="dwarfs-secret">
        <p>
          <b>Secret goal</b>: {secret ? secretWords(s.secret!) : 'none'} {s.revealed ? <span class="font-semibold text-pine-700">— revealed</span> : <span class="text-stone-500">— only you see it</span>}
        </p>
        {!s.revealed && secret && (
          <div class="mt-1 flex flex-wrap items-center gap-2">
            <button
              type="button"
              class="btn-ember btn-small"
              disabled={!reveal || p.busy}
              data-testid="dwarfs-reveal"
              title={reveal ? 'Reveal it now: its VP count from now on.' : s.canReveal ? 'It is met: reveal it when the move in flight has landed.' : 'Its condition does not hold now.'}
              onClick={() => reveal && p.go(reveal)}
            >
              Reveal secret goal
            </button>
            {!reveal && <span class="text-xs text-stone-600">{s.canReveal ? (mineTurn ? '' : 'Met! Reveal it in your turn, or let the standing order do it.') : 'Not met now: the button lights while it holds.'}</span>}
            {s.auto ? (
              <span class="text-xs text-pine-700" data-testid="dwarfs-auto-on">Standing order: revealed the moment it is met, even in another turn.</span>
            ) : (
              auto && (
                <button type="button" class="btn-quiet btn-small" disabled={p.busy} data-choice="" title="Reveal my secret goal automatically the moment its condition holds, also out of turn." onClick={() => p.go(auto)}>
                  Reveal it the moment it is met
                </button>
              )
            )}
          </div>
        )}
      </div>
      <Won v={v} seat={me} />
    </Section>
  );
}

/** Goals completed and monsters defeated. */
export function Won({ v, seat }: { v: View; seat: number }) {
  const s = v.seats[seat];
  if (!s) return null;
  const goals = s.trades.length + s.eggs.length + (s.revealed ? 1 : 0);
  return (
    <div class="mt-1.5 text-xs text-stone-700">
      <p>
        <b>{goals}</b> goal{goals === 1 ? '' : 's'} of {v.trigger} to end the game
        {s.trades.map((t) => (
          <span key={`t${t}`} class="ml-1 inline-block rounded bg-pine-50 px-1" title={tradeWords(t)} tabIndex={0} data-piece={`trade-${t}`}>
            <Icon id="goal" size={13} class="mr-0.5 align-[-0.15em]" />
            {TRADES[t]?.vp} VP goal
          </span>
        ))}
        {s.eggs.map((e) => (
          <span key={`e${e}`} class="ml-1 inline-block rounded bg-amber-50 px-1" title={eggWords(e)} tabIndex={0} data-piece={`egg-${e}`}>
            <Icon id="egg" size={13} class="mr-0.5 align-[-0.15em]" />
            egg {EGGS[e]?.vp} VP
          </span>
        ))}
        {s.revealed && s.secret !== null && (
          <span class="ml-1 rounded bg-ember-400/20 px-1" title={secretWords(s.secret)} tabIndex={0}>
            {SECRETS[s.secret]?.name} {SECRETS[s.secret]?.vp} VP
          </span>
        )}
      </p>
      {s.monsters.length > 0 && (
        <p class="mt-0.5">
          Monsters defeated:{' '}
          {s.monsters.map((m, i) => (
            <span key={i} class="ml-1 rounded bg-red-50 px-1" title={`${cardName(m.card)}: ${m.elf ? 4 : 3} VP while held; may pay for a dragon egg${s.tribe === 'elves' ? ' or Monster Scales' : ''}.`} tabIndex={0}>
              {cardName(m.card)}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

export function Players({ v, table, me }: { v: View; table: TableView; me: number | null }) {
  return (
    <Section title="Players" id="dwarfs-players">
      <ul class="space-y-1.5 text-sm">
        {v.seats.map((s, q) => {
          const look = lookOf(v, q);
          const name = table.seats[q]?.name ?? `Seat ${q + 1}`;
          const total = Object.values(s.score).reduce<number>((a, b) => a + (b ?? 0), 0);
          return (
            <li key={q} class={`rounded-lg border px-2 py-1 ${v.turn === q && !v.over ? 'border-ember-500 bg-ember-400/10' : 'border-stone-200'}`} data-seat-panel={q} data-source={`seat-${q}`}>
              <p class="flex flex-wrap items-center gap-x-2">
                <SeatShape v={v} seat={q} />
                <b style={{ color: look.ink }}>
                  {name}
                  {q === me ? ' (you)' : ''}
                </b>
                <span class="text-xs text-stone-600" title={s.tribe === 'dwarfs' ? 'The tribe this seat plays' : (TRIBE_WORDS[s.tribe]?.long ?? 'The tribe this seat plays')} tabIndex={0} data-tribe={s.tribe}>
                  {s.tribe === 'dwarfs' ? `Dwarfs · ${look.name}` : `${tribeName(s.tribe)} — ${TRIBE_WORDS[s.tribe]?.short ?? ''}`}
                </span>
                {v.first === q && (
                  <span class="rounded bg-stone-800 px-1 text-xs text-white" title={v.decrees.includes('hard-workers') ? 'Holds the axe: first player this round' : 'First player'} tabIndex={0}>
                    {v.decrees.includes('hard-workers') ? 'axe' : '1st'}
                  </span>
                )}
                {table.seats[q] && !table.seats[q]!.connected && table.seats[q]!.controller === 'human' && <span class="text-xs text-stone-500">away</span>}
                {v.over && table.result ? (
                  <span class="ml-auto text-xs font-semibold" title="Final score" data-final-score tabIndex={0}>
                    {table.result.scores[q]} VP
                  </span>
                ) : (
                  <span class="ml-auto text-xs" title="Points so far that everyone can see (others' gems are hidden)" tabIndex={0}>
                    {total} VP{q !== me ? '+' : ''}
                  </span>
                )}
              </p>
              <p class="text-xs text-stone-600">
                {count(s.hand.length, 'kingdom card')} · {count(s.gemCount, 'gem')} · {count(s.ogreCount, 'ogre card')} · <span data-source={q === me ? undefined : `camp-${q}`}>{s.meeples.filter((m) => m.at < 0).length} at the campfire</span> · kingdom of {count(s.kingdom.length, 'card')}
                {s.tribe === 'ogres' ? ` · ${count(s.pouches, 'pouch', 'pouches')}` : ''}
              </p>
              <GemRow v={v} seat={q} />
              {q !== me && <Won v={v} seat={q} />}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export interface MarketProps {
  v: View;
  buys: Move[];
  go(m: Move): void;
  busy: boolean;
}

/**
 * Why the viewer cannot buy a goal on offer while its store step is open (issue 29: every "why not"
 * answered): the gems it is short of, or the defeated monster the egg asks for. Empty otherwise.
 */
export function storeWhyNot(v: View, slot: number, buys: Move[]): string {
  const parts = storeLacks(v, slot, buys);
  return parts.length ? `Not yours to buy: ${parts.join(', and ')}.` : '';
}


/**
 * A goal on offer (a trading goal, or the dragon egg when `slot` is -1). A component of its own, not
 * one made inside Market's render: a function made anew each render is a new component type, so
 * every offer was taken down and built again at every move (issue 28's delta-render-ms).
 */
function Offer({ v, buys, go, busy, slot, text, piece }: MarketProps & { slot: number; text: string; piece: string }) {
  const ms = buys.filter((m) => m.type === 'buy' && m.goal === slot);
  const why = storeWhyNot(v, slot, buys);
  return (
    // A goal on offer is a piece: bought, it travels to its buyer's goals; a new one comes from the deck.
    <li class={`rounded-lg border px-2 py-1 text-sm shadow-sm ${ms.length ? 'dw-lit border-ember-500 bg-amber-50' : 'border-amber-200 bg-amber-50/60'}`} title={text} aria-label={text} data-goal={slot} data-piece={piece} data-from="goal-deck">
      <p class="flex flex-wrap items-center gap-x-1.5">
        <Icon id={slot < 0 ? 'egg' : 'goal'} size={18} />
        <Cost bag={slot < 0 ? (EGGS[v.egg]?.cost ?? []) : (TRADES[v.trades[slot] ?? -1]?.cost ?? [])} />
        {slot < 0 && <span class="text-xs text-stone-600">+ a defeated {eggMonster(v.egg)}</span>}
        <span class="ml-auto font-display font-semibold text-pine-800">{(slot < 0 ? EGGS[v.egg]?.vp : TRADES[v.trades[slot] ?? -1]?.vp) ?? 0} VP</span>
      </p>
      {ms.map((m, i) => (
        <button key={i} type="button" class="btn-ember btn-small mt-1" disabled={busy} data-choice="" data-target="" onClick={() => go(m)}>
          Buy{m.type === 'buy' && m.swap >= 0 ? ' (trade up)' : ''}
          {m.type === 'buy' && m.monster >= 0 ? ` with the ${cardName(v.seats[v.turn]?.monsters[m.monster]?.card ?? 0)}` : ''}
        </button>
      ))}
      {why && (
        <p class="mt-0.5 text-xs text-rose-800" data-testid="dwarfs-store-why">
          {why}
        </p>
      )}
    </li>
  );
}

export function Market({ v, buys, go, busy }: MarketProps) {
  return (
    <Section title="The general store and the piles" id="dwarfs-market">
      <ul class="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
        {v.trades.map((t, slot) => (
          <Offer key={t} v={v} buys={buys} go={go} busy={busy} slot={slot} text={tradeWords(t)} piece={`trade-${t}`} />
        ))}
        {v.egg >= 0 ? <Offer key={`egg${v.egg}`} v={v} buys={buys} go={go} busy={busy} slot={-1} text={eggWords(v.egg)} piece={`egg-${v.egg}`} /> : <li class="text-sm text-stone-500">No dragon egg left.</li>}
      </ul>
      <p class="mt-1 flex flex-wrap items-center gap-x-1.5 text-xs text-stone-600" data-source="goal-deck">
        <Icon id="deck" /> Decks: {count(v.decks.trades, 'trading goal')}, {count(v.decks.eggs, 'dragon egg')}, {count(v.decks.ogre, 'ogre card')} face down.
      </p>
      <div class="mt-1.5 flex flex-wrap items-center gap-1.5" data-source="piles">
        <span class="text-xs text-stone-600">Gem piles:</span>
        {v.piles.map((n, g) => (
          <Gem key={g} g={g} n={n} label={`${n} ${gemWord(g, n)} left in the pile. ${gemHelp(g)}`} />
        ))}
        {v.seats.some((s) => s.tribe === 'ogres') && (
          <span class="inline-flex items-center gap-1 text-xs text-stone-600">
            <Icon id="pouch" size={16} />
            {count(v.pouchPile, 'pouch', 'pouches')} left
          </span>
        )}
      </div>
      <p class="mt-1.5 text-xs text-stone-700">
        Ogre discard ({v.ogreDiscard.length}):{' '}
        {v.ogreDiscard.length === 0
          ? 'empty'
          : v.ogreDiscard.slice(-8).map((k, i) => (
              <span key={i} class="mr-1 rounded bg-stone-100 px-1" title={ogreHelp(k)} tabIndex={0}>
                {ogreName(k)}
              </span>
            ))}
        {v.ogreDiscard.length > 8 ? ' …' : ''}
      </p>
      {v.memorials > 0 && v.decrees.includes('battle-memorial') && <p class="text-xs text-stone-600">{v.memorials} Battle Memorials left in the box.</p>}
    </Section>
  );
}

export function Decrees({ v }: { v: View }) {
  if (v.decrees.length === 0) return null;
  return (
    <Section title="Royal Decrees in force" id="dwarfs-decrees" extra={v.scenario ? <span class="text-xs font-normal">Scenario: {SCENARIO_DEFS[v.scenario as ScenarioId]?.name}</span> : undefined}>
      <ul class="space-y-1 text-sm">
        {v.decrees.map((d) => (
          <li key={d} title={decreeWords(d)} tabIndex={0}>
            <b>{DECREE_DEFS[d as DecreeId]?.name ?? d}</b>: <span class="text-stone-700">{DECREE_DEFS[d as DecreeId]?.text}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const CAT_LABEL: Record<string, string> = {
  Goals: 'Goals (trading goals, eggs, revealed secret goal)',
  Monsters: 'Monsters defeated (3 VP, 4 for Elves)',
  Gems: 'Gems in hand',
  Kingdom: 'Kingdom (cards reached from your castle)',
  Classes: 'Class meeples',
};

export function EndScreen({ v, table }: { v: View; table: TableView }) {
  const res = table.result;
  const names = v.seats.map((_, q) => (q === table.you.seat ? 'You' : (table.seats[q]?.name ?? `Seat ${q + 1}`)));
  const scores = res?.scores ?? v.seats.map((s) => Object.values(s.score).reduce<number>((a, b) => a + (b ?? 0), 0));
  const rows = res?.breakdown ?? Object.keys(v.seats[0]?.score ?? {}).map((category) => ({ category, scores: v.seats.map((s) => s.score[category] ?? 0) }));
  const order = v.seats.map((_, q) => q).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
  const win = res?.winners ?? [];
  const best = Math.max(...scores);
  const tiedTop = scores.filter((x) => x === best).length > 1;
  const kSize = v.seats.map((s) => s.kingdom.length);
  const onBoard = v.seats.map((s) => s.meeples.filter((m) => m.at >= 0).length);
  // Castles in one region share a kingdom and all score it the same (rulebook, final scoring 4):
  // said under the table so equal Kingdom rows read as the rule, not a fault.
  const byRegion = new Map<string, number[]>();
  v.seats.forEach((s, q) => {
    if (s.kingdom.length === 0) return;
    const key = [...s.kingdom].sort((a, b) => a - b).join();
    byRegion.set(key, [...(byRegion.get(key) ?? []), q]);
  });
  const shared = [...byRegion.values()].filter((g) => g.length > 1);
  let tie = '';
  if (tiedTop) {
    const top = v.seats.map((_, q) => q).filter((q) => scores[q] === best);
    const bk = Math.max(...top.map((q) => kSize[q] ?? 0));
    const top2 = top.filter((q) => kSize[q] === bk);
    if (top2.length < top.length) tie = `Tied on ${best} VP: the largest kingdom (${bk} cards) breaks the tie.`;
    else {
      const bm = Math.max(...top2.map((q) => onBoard[q] ?? 0));
      const top3 = top2.filter((q) => onBoard[q] === bm);
      tie = top3.length < top2.length ? `Tied on ${best} VP and kingdom size: the most meeples on the board (${bm}) breaks the tie.` : `Tied on VP, kingdom size and meeples on the board: the victory is shared.`;
    }
  }
  return (
    <section class="panel overflow-hidden" aria-labelledby="dw-end" data-testid="dwarfs-end">
      <div class="bg-gradient-to-r from-stone-900 to-pine-800 px-4 py-3 text-white">
        <p class="text-xs tracking-widest text-pine-100 uppercase">{v.endReason === 'rounds' ? "The table's round limit is reached" : 'The last round is over'} · final scoring</p>
        <h2 id="dw-end" class="font-display text-xl font-semibold">
          {win.length === 1 ? `${names[win[0]!]} ${names[win[0]!] === 'You' ? 'win' : 'wins'} with ${scores[win[0]!]} VP` : `${win.map((w) => names[w]).join(' and ')} share the victory`}
        </h2>
        {tie && <p class="text-sm text-pine-100" data-testid="dwarfs-tiebreak">{tie}</p>}
      </div>
      <div class="overflow-x-auto p-2 sm:p-3">
        <table class="w-full text-sm">
          <caption class="sr-only">Final scoring by category</caption>
          <thead>
            <tr>
              <th scope="col" class="px-1.5 py-1 text-left font-medium text-stone-500">
                Category
              </th>
              {order.map((q) => (
                <th key={q} scope="col" class="px-1 py-1 text-right align-bottom font-semibold sm:px-1.5">
                  {/* On a phone the name goes under its mark and wraps, never cut (issue 28). */}
                  <span class="inline-flex flex-col items-end gap-0.5 sm:flex-row sm:items-center sm:gap-1">
                    <SeatShape v={v} seat={q} size={12} />
                    {/* A short name ("Bot 3") stays on one line; a long one wraps inside 6rem. */}
                    <span class={`max-w-[6rem] ${(names[q] ?? '').length <= 8 ? 'whitespace-nowrap' : '[overflow-wrap:anywhere]'}`}>{names[q]}</span>
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.category} class="border-t border-stone-100">
                <th scope="row" class="px-1.5 py-1 text-left font-normal text-stone-600">
                  {CAT_LABEL[r.category] ?? r.category}
                </th>
                {order.map((q) => (
                  <td key={q} class="px-1 py-1 text-right tabular-nums sm:px-1.5">
                    {r.scores[q] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
            <tr class="border-t-2 border-stone-300 font-semibold">
              <th scope="row" class="px-1.5 py-1 text-left">
                Total
              </th>
              {order.map((q) => (
                <td key={q} class={`px-1 py-1 text-right font-display text-base whitespace-nowrap tabular-nums sm:px-1.5 ${win.includes(q) ? 'text-ember-600' : ''}`}>
                  {scores[q]}
                  {win.includes(q) && ' ★'}
                </td>
              ))}
            </tr>
            <tr class="border-t border-stone-100 text-xs text-stone-500">
              <th scope="row" class="px-1.5 py-1 text-left font-normal">
                Tie-breaks: kingdom cards / meeples on the board
              </th>
              {order.map((q) => (
                <td key={q} class="px-1 py-1 text-right whitespace-nowrap tabular-nums sm:px-1.5">
                  {kSize[q]} / {onBoard[q]}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
        {shared.map((g) => (
          <p key={g.join()} class="mt-1 text-xs text-stone-500" data-testid="dwarfs-shared-kingdom">
            {g.map((q) => names[q]).join(', ').replace(/, ([^,]*)$/, ' and $1')} share one kingdom of {kSize[g[0]!]} cards: each scores it alike.
          </p>
        ))}
        <p class="mt-1 text-xs text-stone-500">Secret goals count only once revealed.</p>
      </div>
    </section>
  );
}
