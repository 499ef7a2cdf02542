// One row per seat: who sits there, are they here, whose turn; the host's controls.
import type { ComponentChildren } from 'preact';
import type { SeatInfo, TableFrame } from '../../shared/protocol';
import { botLevelName, botWords } from '../../shared/tableoptions';
import { seatedCount } from '../lib/words';
import { useGameInfo, useStore } from './context';
import { SeatMark, inkOf, colourName } from './SeatMark';
import { SeatClock, standinWords } from './TableOptions';
import { ImportedSeatsNote } from './ImportedNote';
import { BotLevelSelect, botLevelFor } from './BotLevel';
import { bringSitForm } from './YouPanel';
import { PaceChanger, PaceLine } from './Pace';
import { Keep, key } from '../lib/keep';

/** The host's choice of level for the next bot seated or handed a seat (not the seated bots': each seat says its own). */
function BotChoice({ bots }: { bots: readonly string[] }) {
  if (bots.length < 2) return null;
  return (
    <div class="border-t border-stone-200 px-4 py-2 text-xs text-stone-600">
      <BotLevelSelect bots={bots} id="next-bot-level" label="Level for the next bot you add" />
    </div>
  );
}

export function SeatsPanel() {
  const store = useStore();
  const t = store.frame.value;
  if (!t) return null;
  const seated = seatedCount(t);
  // The seat plan of this table (its options), as the room sent it.
  const min = t.minPlayers;
  const canStart = seated >= min;
  return (
    <section class="panel" aria-labelledby="seats-title">
      <div class="flex items-center justify-between border-b border-stone-200 px-4 py-2.5">
        <h2 id="seats-title" class="panel-title">
          Players
        </h2>
        <span class="text-xs text-stone-500">
          {seated}/{t.seats.length} seated
        </span>
      </div>
      <ImportedSeatsNote imported={t.imported} />
      <PaceLine t={t} />
      <ul class="divide-y divide-stone-100">
        {/* A row is drawn again only when its seat or what it reads of the table changed (issue 28: every
            move redrew every row; a new turn, the two rows whose turn it was and is); the connection, a
            chosen seat and a clock update a row by themselves. */}
        {t.seats.map((s) => (
          <Keep key={s.seat} k={key(s, t.you, t.status, t.active.includes(s.seat), t.result, t.bots)} render={() => <SeatRow seat={s} t={t} />} />
        ))}
      </ul>
      {t.you.host && t.status !== 'over' && <BotChoice bots={t.bots} />}
      {t.you.host && t.status !== 'over' && <PaceChanger t={t} />}
      {t.you.host && t.status === 'lobby' && (
        <div class="border-t border-stone-200 px-4 py-3">
          <button type="button" class="btn-primary w-full" disabled={!canStart} aria-describedby="start-help" onClick={() => store.start()}>
            Start the game
          </button>
          <p id="start-help" class="mt-1.5 text-xs text-stone-500">
            {canStart ? 'Empty seats are removed when the game starts.' : `${min} seated players or bots are needed to start.`}
          </p>
        </div>
      )}
    </section>
  );
}

function SeatRow({ seat: s, t }: { seat: SeatInfo; t: TableFrame }) {
  const store = useStore();
  const info = useGameInfo();
  const mine = t.you.seat === s.seat;
  const active = t.status === 'playing' && t.active.includes(s.seat);
  const free = s.controller === null;
  // Cut off from the table, nobody's presence is known: no one is shown as here.
  const cut = store.conn.value !== 'connected';
  const away = s.controller === 'human' && !s.connected;
  const score = t.result?.scores[s.seat];
  const winner = t.result?.winners.includes(s.seat) ?? false;
  const chosen = store.chosenSeat.value === s.seat;

  // Host: free seats take a bot; during the game any other player's seat can be played by one for
  // now (it stays theirs); absent players and bots can be removed during the game, anyone in the lobby.
  const hasBots = info?.bots === undefined || info.bots.length > 0;
  const canBot = t.you.host && hasBots && t.status !== 'over' && free;
  const canHand = t.you.host && hasBots && t.status === 'playing' && s.controller === 'human' && !mine && !s.standin;
  const level = botLevelFor(t.bots);
  const canKick = t.you.host && !mine && !free && t.status !== 'over' && (t.status === 'lobby' || away || s.controller === 'bot');
  const canSit = free && t.you.seat === null && t.status !== 'over';
  const label = s.name ?? `Seat ${s.seat + 1}`;

  return (
    <li class={`flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5 ${active ? 'bg-ember-400/15' : ''} ${chosen ? 'bg-pine-50' : ''}`} data-seat={s.seat}>
      <span class="relative flex size-8 items-center justify-center rounded-full border border-stone-200 bg-stone-50">
        <SeatMark color={s.color} size={18} title={colourName(s.color)} />
        {s.controller === 'human' && (
          <span
            class={`absolute -right-0.5 -bottom-0.5 size-3 rounded-full border-2 border-white ${s.connected && !cut ? 'bg-emerald-500' : 'bg-stone-400'}`}
            aria-hidden="true"
          />
        )}
      </span>
      <div class="min-w-0 flex-1">
        <p class="flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
          <span class={`min-w-0 font-semibold break-words ${free ? 'font-normal text-stone-500 italic' : ''}`} style={free ? undefined : { color: inkOf(s.color) }}>
            {free ? `Free seat ${s.seat + 1}` : label}
          </span>
          {mine && <Badge class="bg-pine-700 text-white">You</Badge>}
          {s.controller === 'bot' && <Badge class="bg-stone-700 text-white">{s.bot ? `Bot (${botLevelName(s.bot)})` : 'Bot'}</Badge>}
          {winner && <Badge class="bg-ember-400 text-stone-950">Winner</Badge>}
          {s.standin && t.status === 'playing' && <Badge class="bg-rose-700 text-white">Bot for now</Badge>}
          {t.status === 'playing' && s.controller === 'human' && <SeatClock seat={s.seat} />}
        </p>
        <p class={`text-xs text-stone-500 ${free && t.status === 'lobby' ? 'sr-only' : ''}`}>
          {s.standin && t.status === 'playing' ? (
            <span class="font-semibold text-rose-800" data-standin={s.standin}>
              {standinWords(s, mine, label)}
            </span>
          ) : cut && s.controller === 'human' ? (
            <span data-away="">{mine ? 'Away: you are offline' : 'Not known while you are offline'}</span>
          ) : away ? (
            <span class={active ? 'font-semibold text-rose-700' : ''} data-away="">
              {active ? 'Away — it is their turn' : 'Away'}
            </span>
          ) : active ? (
            <span class="font-semibold text-ember-600">{mine ? 'Your turn' : 'Choosing…'}</span>
          ) : free ? (
            t.status === 'lobby' ? 'Waiting for a player' : 'Open: anyone may take over'
          ) : s.controller === 'bot' ? (
            `Played by ${botWords(s.bot ?? 'random')}`
          ) : (
            'Here'
          )}
        </p>
      </div>
      {score !== undefined && (
        <span class="font-display text-lg font-semibold text-stone-800" aria-label={`Score ${score}`}>
          {score}
        </span>
      )}
      {mine && <LeaveForNow t={t} />}
      {(canSit || canBot || canHand || canKick) && (
        <div class="flex flex-wrap gap-1.5">
          {canSit && (
            <button type="button" class="btn-quiet btn-small" aria-pressed={chosen} aria-label={`Sit at seat ${s.seat + 1}`} onClick={() => chooseSeat(store, s.seat)}>
              Sit here
            </button>
          )}
          {canBot && (
            <button type="button" class="btn-quiet btn-small" aria-label={`Add a bot at seat ${s.seat + 1}`} title={`Seats ${botWords(level)}`} onClick={() => store.addBot(s.seat, level)}>
              Add bot
            </button>
          )}
          {canHand && (
            <button
              type="button"
              class="btn-quiet btn-small"
              aria-label={`Hand ${label}’s seat to ${botWords(level)} for now`}
              title={`${botWords(level)} plays for ${label} until they take their seat back`}
              onClick={() => store.addBot(s.seat, level)}
            >
              Hand to bot
            </button>
          )}
          {canKick && (
            <button type="button" class="btn-quiet btn-small text-rose-800" aria-label={`Remove ${label} from seat ${s.seat + 1}`} onClick={() => store.kick(s.seat)}>
              Remove
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/** Pick a free seat and take the visitor to the sit form. */
function chooseSeat(store: ReturnType<typeof useStore>, seat: number) {
  store.chosenSeat.value = seat;
  bringSitForm();
}

function Badge({ class: cls, children }: { class: string; children: ComponentChildren }) {
  return <span class={`rounded px-1.5 py-px text-xs font-bold tracking-wide uppercase ${cls}`}>{children}</span>;
}

/**
 * During the game, a seated player may leave for now: a bot of the level chosen plays the seat
 * until they take it back ("I'm back"). Closed, it is one small button in the player's own row,
 * beside their name, so it adds no height under the board on a phone (the decision bar must stay
 * in view); opened, the level and the confirm.
 */
function LeaveForNow({ t }: { t: TableFrame }) {
  const store = useStore();
  const me = t.you.seat === null ? null : t.seats[t.you.seat];
  if (!me || t.status !== 'playing' || me.standin || t.bots.length === 0) return null;
  const level = botLevelFor(t.bots);
  return (
    <details class="group relative">
      <summary class="btn-quiet btn-small cursor-pointer list-none" data-testid="leave-for-now">
        Leave for now…
      </summary>
      <div class="absolute right-0 z-30 mt-1 flex w-64 flex-col gap-2 rounded-lg border border-stone-300 bg-white p-3 text-xs text-stone-700 shadow-lg">
        <BotLevelSelect bots={t.bots} id="leave-bot-level" label="Bot level" />
        <button type="button" class="btn-quiet btn-small" title={`${botWords(level)} plays your seat until you take it back`} onClick={() => store.leave(level)}>
          Leave: a bot plays for me
        </button>
      </div>
    </details>
  );
}
