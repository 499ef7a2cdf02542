// Smaller pieces of the FotMK table: the prompt, the mat lines, the hand, the scoreboard.
import type { BoardProps } from '../types';
import type { SeatColor } from '../../../shared/protocol';
import { LogText } from '../../components/LogText';
import { SeatMark } from '../../components/SeatMark';
import { CardFace } from './CardArt';
import { Crest, cardStyle } from './ChampionArt';
import { Section } from './Panels';
import { boardOf, cardTitle, champName, CHAMPIONS, clanLabel, nodeName, roman, seatsOf, type Move, type View } from './model';
import { letterTip, moveWords, taskWords } from './words';
import { champId, reserveId } from './pieces';
import { count } from '../../lib/words';
import { coarse, keysOnly } from '../../lib/input';
import { pure } from '../../lib/pure';

export function Prompt({ table, v, mine }: { table: BoardProps['table']; v: View; mine: boolean }) {
  const task = v.task;
  const simultaneous = task?.k === 'draft' || task?.k === 'startChampions';
  const waiting = table.active.filter((s) => s !== table.you.seat);
  const done = simultaneous ? v.mats.map((m) => m.seat).filter((s) => !table.active.includes(s)) : [];
  const text = taskWords(v, table);
  return (
    <div class={`rounded-xl border px-3 py-2 ${mine ? 'border-ember-500 bg-ember-400/15' : 'border-stone-200 bg-white/90'}`} data-testid="fotmk-prompt">
      <p class="flex flex-wrap items-baseline gap-x-2 text-sm sm:text-base">
        <span class="rounded bg-stone-800 px-1.5 py-px text-xs font-semibold text-white">Wave {roman(v.wave)}</span>
        <strong class="font-display">
          <LogText text={text} seats={table.seats} you={null} />
        </strong>
      </p>
      {!v.over && (
        <p class="mt-0.5 text-xs text-stone-600">
          {mine ? (simultaneous && waiting.length ? 'Your choice is needed. ' : 'Your decision. ') : ''}
          {waiting.length > 0 && (
            <>
              Waiting for <LogText text={waiting.map((s) => `{p${s}}`).join(', ')} seats={table.seats} you={table.you.seat} />
              {'. '}
            </>
          )}
          {done.length > 0 && (
            <>
              Done: <LogText text={done.map((s) => `{p${s}}`).join(', ')} seats={table.seats} you={table.you.seat} />.
            </>
          )}
          {task?.k === 'draft' && ` Hands pass ${v.wave === 2 ? '← counterclockwise' : 'clockwise →'} after each card.`}
        </p>
      )}
    </div>
  );
}

export function MatLine({ v, seat }: { v: View; seat: number }) {
  const m = v.mats[seat];
  if (!m) return null;
  return (
    <span class="text-xs text-stone-600">
      <span tabIndex={0} data-tip="Honour">{m.honour} Honour</span> · <span title="Supplies left this wave">{m.supply} Supply</span> · <span title="Desperation tokens">{m.desperation} Desp.</span> ·{' '}
      <span tabIndex={0} data-tip="Trolls in supply">{count(m.reserve, 'Troll')}</span>
    </span>
  );
}

/** The supply track 0..8: the marker, and the Desperation symbols to the right of it at the wave's start. */
export function SupplyTrack({ supply, desperation, color }: { supply: number; desperation: number; color: SeatColor | null }) {
  return (
    <div class="mt-1.5 text-xs text-stone-600">
      <ol class="grid max-w-72 grid-cols-9 overflow-hidden rounded border border-stone-300" aria-label={`Supply track: ${count(supply, 'Supply', 'Supplies')} left, ${count(desperation, 'Desperation token')}`}>
        {Array.from({ length: 9 }, (_, i) => (
          <li key={i} class={`flex h-7 flex-col items-center justify-center border-l border-stone-200 first:border-l-0 ${i >= 5 ? 'bg-stone-100' : ''}`} tabIndex={0} data-tip={`Supply track ${i}${i === supply ? ': your marker (Supplies left = turns left this wave)' : ''}${i >= 5 ? '. A Desperation symbol: a marker left of it at the wave start gives a Desperation token (+1 power to a Weak action)' : ''}`}>
            <span class="leading-none">{i}</span>
            {i === supply ? <SeatMark color={color} size={11} /> : i >= 5 ? <svg viewBox="0 0 10 10" class="h-2.5 w-2.5 text-stone-400" aria-hidden="true"><path d="M5 0 10 5 5 10 0 5Z" fill="currentColor" /></svg> : null}
          </li>
        ))}
      </ol>
      <span>
        {count(supply, 'Supply', 'Supplies')} left · {count(desperation, 'Desperation token')} (each +1 to a Weak action)
      </span>
    </div>
  );
}

/**
 * A rival's choice in a step everyone makes at once, made but not shown yet (the view holds it back
 * until every seat has chosen: shared/games/fotmk/sealed.ts).
 */
export function Sealed({ v, seat }: { v: View; seat: number }) {
  const m = v.mats[seat];
  if (!m?.sealed) return null;
  const what = v.task?.k === 'startChampions' ? 'Starting champion chosen' : 'Card added';
  return (
    <p class="mt-1 text-xs text-stone-600 italic" data-sealed={seat}>
      {what} — shown when everyone has chosen.
    </p>
  );
}

export function ChampionsWon({ v, seat }: { v: View; seat: number }) {
  const m = v.mats[seat];
  if (!m || m.champions.length === 0) return null;
  return (
    <ul class="mt-1.5 flex flex-wrap gap-1 text-xs">
      {m.champions.map((c) => {
        const def = CHAMPIONS[c.id];
        return (
          <li key={c.id} data-piece={champId(c.id)} class="inline-flex items-center gap-1 rounded-md border-2 py-0.5 pr-1.5 pl-0.5" style={def ? cardStyle(def.clan) : undefined} tabIndex={def?.text ? 0 : undefined} data-tip={def?.text}>
            {def && <Crest def={def} size={24} />}
            {champName(c.id)}
            {def && def.claws > 0 && <span class="ml-1 text-stone-500">claws {def.claws - c.claws}/{def.claws}</span>}
          </li>
        );
      })}
    </ul>
  );
}

export function StartChoices({ v, onKeep, targets }: { v: View; onKeep(id: number): void; targets: Map<number, Move> }) {
  return (
    <div class="mb-2">
      <p class="mb-1 text-sm font-semibold">Keep one starting champion (the other leaves the game):</p>
      <div class="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {v.startChoices.map((id) => {
          const c = CHAMPIONS[id]!;
          const ok = targets.has(id);
          return (
            <button key={id} type="button" data-target={ok ? '' : undefined} disabled={!ok} class={`rounded-lg border bg-white p-2 text-left text-xs shadow-sm hover:border-ember-500 disabled:opacity-60 ${ok ? 'fm-target-box border-ember-500' : 'border-stone-300'}`} onClick={() => onKeep(id)}>
              <b class="block text-sm">
                {c.name}{' '}
                {c.letter && (
                  <span class="rounded bg-stone-200 px-1" data-tip={letterTip(c.letter)}>
                    {c.letter}
                  </span>
                )}
              </b>
              {count(c.votes, `${clanLabel(c.clan)} Vote`)}. {c.text}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export function Hand({ v, targets, onPick, seats }: { v: View; targets: Map<number, Move>; onPick(c: number): void; seats: ReturnType<typeof seatsOf> }) {
  // Cards in a fixed order (by card): going back returns the picked card to its own place.
  const hand = [...v.hand].sort((a, b) => a - b);
  return (
    <div class="mt-2" data-testid="fotmk-hand">
      <p class="mb-1 text-sm font-semibold">{v.pick >= 0 ? `Picked card (place it on your Ancestry${keysOnly('; Escape puts it back')}):` : 'Your hand (pick a card to add):'}</p>
      <div class="flex flex-wrap items-end gap-2">
        {v.pick >= 0 && (
          <div class="fm-zoom rounded-lg p-1 ring-2 ring-pine-600" data-zoom="" aria-label={`Picked: ${cardTitle(v.pick)}`}>
            <CardFace id={v.pick} size={32} />
          </div>
        )}
        {hand.map((c) => {
          const mv = targets.get(c);
          return (
            <button key={c} type="button" data-target={mv ? '' : undefined} data-zoom="" disabled={!mv} aria-label={mv ? moveWords(mv, v, seats) : cardTitle(c)} class={`fm-zoom rounded-lg p-1 ${mv ? 'fm-target-box' : 'opacity-80'}`} onClick={() => onPick(c)}>
              <CardFace id={c} size={32} />
            </button>
          );
        })}
      </div>
    </div>
  );
}

export function Scoreboard({ table, v, colors, names }: { table: BoardProps['table']; v: View; colors: (SeatColor | null)[]; names: string[] }) {
  // Row by row, each drawn again only when its own figures changed (a move changes one or two seats').
  return (
    <Section title="Scoreboard" shared="scores">
      <table class="w-full text-xs" data-testid="fotmk-scoreboard">
        <caption class="sr-only">Players: Honour, Supplies, Desperation, Trolls, champions</caption>
        <ScoreHead />
        <tbody>
          {v.mats.map((m) => (
            <ScoreRow
              key={m.seat}
              seat={m.seat}
              active={table.active.includes(m.seat)}
              color={colors[m.seat]}
              name={names[m.seat] ?? ''}
              start={v.startPlayer === m.seat}
              draft={v.task?.k === 'draft' ? (m.placed ? 'placed' : m.picking ? 'picked' : `${m.handSize} in hand`) : ''}
              honour={m.honour}
              supply={m.supply}
              desperation={m.desperation}
              reserve={m.reserve}
              champions={m.champions.map((c) => champName(c.id)).join(', ')}
              won={m.champions.length}
            />
          ))}
        </tbody>
      </table>
    </Section>
  );
}

const ScoreHead = pure(function ScoreHeadDrawn() {
  return (
    <thead>
      <tr class="text-stone-500">
        <th scope="col" class="text-left font-medium">
          Player
        </th>
        <th scope="col" class="text-right font-medium" tabIndex={0} data-tip="Honour">
          Hon.
        </th>
        <th scope="col" class="text-right font-medium" tabIndex={0} data-tip="Supplies left">
          Sup.
        </th>
        <th scope="col" class="text-right font-medium" tabIndex={0} data-tip="Desperation tokens">
          Desp.
        </th>
        <th scope="col" class="text-right font-medium" tabIndex={0} data-tip="Trolls in supply">
          Trolls
        </th>
        <th scope="col" class="text-right font-medium" tabIndex={0} data-tip="Champions won">
          Ch.
        </th>
      </tr>
    </thead>
  );
});

interface ScoreRowProps {
  seat: number;
  active: boolean;
  color: SeatColor | null | undefined;
  name: string;
  start: boolean;
  draft: string;
  honour: number;
  supply: number;
  desperation: number;
  reserve: number;
  champions: string;
  won: number;
}

const ScoreRow = pure(function ScoreRowDrawn({ seat, active, color, name, start, draft, honour, supply, desperation, reserve, champions, won }: ScoreRowProps) {
  return (
    <tr class={`border-t border-stone-100 ${active ? 'bg-ember-400/15' : ''}`} data-active={active ? '' : undefined}>
      <th scope="row" class="py-1 text-left font-normal">
        <span class="inline-flex items-center gap-1">
          <span class="w-3 text-ember-600" aria-label={active ? 'deciding now' : undefined}>
            {active ? '▶' : ''}
          </span>
          <SeatMark color={color} size={12} />
          <span class="max-w-[7rem] truncate font-semibold">{name}</span>
          {start && (
            <span class="text-xs text-stone-500" tabIndex={0} data-tip="Start player">
              (start)
            </span>
          )}
          {draft && <span class="text-xs text-stone-500">{draft}</span>}
        </span>
      </th>
      <td class="text-right font-semibold tabular-nums">{honour}</td>
      <td class="text-right tabular-nums">{supply}</td>
      <td class="text-right tabular-nums">{desperation}</td>
      <td class="text-right tabular-nums" data-source={reserveId(seat)}>
        {reserve}
      </td>
      <td class="text-right tabular-nums" tabIndex={won > 0 ? 0 : undefined} data-tip={champions}>
        {won}
      </td>
    </tr>
  );
});

export function HoverInfo({ v, n, names, status, why = '' }: { v: View; n: number; names: string[]; status: string; why?: string }) {
  const b = boardOf(v);
  const nd = v.nodes[n];
  return (
    <p class="min-h-10 px-1 pt-1 text-xs text-stone-700" aria-live="polite" data-testid="fotmk-hover">
      {n < 0 || !nd ? (
        <span class="text-stone-500">{coarse.value ? 'Tap a cavern to see who is there and its status for you.' : 'Point at or focus a cavern to see who is there and its status for you.'}</span>
      ) : (
        <>
          <b>{nodeName(b, n)}</b>
          {status && <span class="ml-1 rounded bg-pine-100 px-1 text-pine-900">{status}</span>}{' '}
          {nd.trolls.map((k, s) => (k > 0 ? `${names[s]}: ${k} · ` : '')).join('')}
          {nd.pawns.map((p) => `${champName(p.champion)} (${names[p.seat]}) · `).join('')}
          {nd.gnomes.length > 0 ? `Gnomes: ${nd.gnomes.map((s, i) => (s === null ? '?' : nd.peeked?.includes(i) ? `${s} (your peek)` : s)).join(', ')}` : ''}
          {why && (
            <span class="mt-0.5 block text-rose-800" data-testid="fotmk-why-not">
              {why}
            </span>
          )}
        </>
      )}
    </p>
  );
}
