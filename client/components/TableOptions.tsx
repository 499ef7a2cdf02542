// The platform's table options (turn clock, taking over absent players) in the create form and the
// lobby, and what they do during the game: each seat's time left, and the way back for a player
// whose seat a bot plays for now. Names no game.
import { useEffect, useState } from 'preact/hooks';
import type { OptionSpec } from '../../shared/engine/types';
import type { SeatInfo, TableView } from '../../shared/protocol';
import {
  botWords,
  CLOCK_CHOICES,
  CLOCK_LABELS,
  CLOCK_LONG,
  DAYS_CHOICES,
  DAYS_LABELS,
  DEFAULT_TABLE_OPTIONS,
  LATE_CHOICES,
  LATE_LABELS,
  LATE_LONG,
  PACE_CHOICES,
  PACE_LABELS,
  paceWords,
  TAKEOVER_CHOICES,
  TAKEOVER_LABELS,
  TAKEOVER_LONG,
  turnBased,
  type TableOptions,
} from '../../shared/tableoptions';
import { useStore } from './context';
import type { ClockReading } from '../store';

/**
 * The platform's options as the create form's generic option fields draw them (and the host's change
 * of pace): the pace first; a live table's clock and absent players, or a turn-based table's days
 * and what running out does (each shown only with its pace, as a game's `visibleWhen` option).
 */
export const TABLE_OPTION_SPECS: { key: keyof TableOptions; spec: OptionSpec }[] = [
  {
    key: 'pace',
    spec: {
      key: 'pace',
      label: 'Pace',
      kind: 'choice',
      choices: PACE_CHOICES.map((c) => ({ value: c, label: PACE_LABELS[c] })),
      default: 'live',
      help: 'Live: everyone plays now. Turn-based: over days, each moves when they can.',
    },
  },
  {
    key: 'days',
    spec: {
      key: 'days',
      label: 'Days a move',
      kind: 'choice',
      choices: DAYS_CHOICES.map((c) => ({ value: c, label: DAYS_LABELS[c], help: paceWords({ ...DEFAULT_TABLE_OPTIONS, pace: 'turn', days: c }) })),
      default: '3',
      visibleWhen: { key: 'pace', value: 'turn' },
    },
  },
  {
    key: 'late',
    spec: {
      key: 'late',
      label: 'Out of days',
      kind: 'choice',
      choices: LATE_CHOICES.map((c) => ({ value: c, label: LATE_LABELS[c], ...(LATE_LONG[c] === LATE_LABELS[c] ? {} : { help: LATE_LONG[c] }) })),
      default: 'bot',
      visibleWhen: { key: 'pace', value: 'turn' },
    },
  },
  {
    key: 'clock',
    spec: {
      key: 'clock',
      label: 'Turn clock',
      kind: 'choice',
      choices: CLOCK_CHOICES.map((c) => ({ value: c, label: CLOCK_LABELS[c] })),
      default: DEFAULT_TABLE_OPTIONS.clock,
      visibleWhen: { key: 'pace', value: 'live' },
      help: 'Time per player, +10 s each turn. Out of time, a bot moves for them until they act again.',
    },
  },
  {
    key: 'takeover',
    spec: {
      key: 'takeover',
      label: 'Absent players',
      kind: 'choice',
      choices: TAKEOVER_CHOICES.map((c) => ({ value: c, label: TAKEOVER_LABELS[c] })),
      default: DEFAULT_TABLE_OPTIONS.takeover,
      visibleWhen: { key: 'pace', value: 'live' },
      help: 'A bot plays for a player gone this long, until they come back.',
    },
  },
];

/** A table option's value as the form shows it: what is set, else its default (a live table stores no days). */
export const tableValue = (t: TableOptions, key: keyof TableOptions): string => t[key] ?? String(TABLE_OPTION_SPECS.find((o) => o.key === key)!.spec.default);

/** The fields shown for these options: each with its pace. */
export const visibleTableSpecs = (t: TableOptions) => TABLE_OPTION_SPECS.filter(({ spec }) => !spec.visibleWhen || tableValue(t, spec.visibleWhen.key as keyof TableOptions) === spec.visibleWhen.value);

/** The table options as the lobby lists them (label, words). */
export function tableOptionRows(t: Pick<TableView, 'table'>): { key: string; label: string; shown: string }[] {
  if (turnBased(t.table)) {
    return [
      { key: 'pace', label: 'Pace', shown: paceWords(t.table) },
      { key: 'late', label: 'Out of days', shown: LATE_LONG[t.table.late ?? 'bot'] },
    ];
  }
  return [
    { key: 'pace', label: 'Pace', shown: paceWords(t.table) },
    { key: 'clock', label: 'Turn clock', shown: CLOCK_LONG[t.table.clock] },
    { key: 'takeover', label: 'Absent players', shown: TAKEOVER_LONG[t.table.takeover] },
  ];
}

/** Time left on a clock reading, counted down from when it arrived (never from a wall clock). */
export function leftNow(c: ClockReading, seat: number, nowMs: number): number {
  const left = c.left[seat] ?? 0;
  return c.running.includes(seat) ? Math.max(0, left - (nowMs - c.at)) : left;
}

/** "4:05" under an hour; a turn-based bank in days and hours ("2 d 23 h") or hours and minutes ("5 h 12 min"). */
export function formatClock(ms: number): string {
  const s = Math.ceil(ms / 1000);
  const h = Math.floor(s / 3600);
  if (h >= 24) return `${Math.floor(h / 24)} d ${h % 24} h`;
  if (h >= 1) return `${h} h ${Math.floor((s % 3600) / 60)} min`;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A seat's time left, ticking while its clock runs. Nothing when the table has no clock. */
export function SeatClock({ seat }: { seat: number }) {
  const store = useStore();
  const c = store.clock.value;
  const running = c?.running.includes(seat) ?? false;
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(id);
  }, [running]);
  if (!c || c.left[seat] === undefined) return null;
  const ms = leftNow(c, seat, Math.max(now, c.at));
  const low = ms < 30_000;
  return (
    <span
      class={`rounded px-1.5 py-px font-mono text-xs tabular-nums ${running ? (low ? 'bg-rose-700 text-white' : 'bg-stone-800 text-white') : 'bg-stone-100 text-stone-600'}`}
      data-clock={seat}
      data-running={running ? '' : undefined}
      aria-label={`Time left ${formatClock(ms)}${running ? ', running' : ''}`}
      title="Time left on the turn clock"
    >
      {formatClock(ms)}
    </span>
  );
}

/** Why a bot plays for the player of this seat, as the others read it. */
const WHY_OTHERS: Record<NonNullable<SeatInfo['standin']>, string> = { time: 'out of time', away: 'away', host: 'handed over by the host', leave: 'left for now' };

/**
 * Who plays this seat for now and why, in words: "Ann — a Hard bot plays for now · left for now"
 * for the others; the player reads it about themselves.
 */
export function standinWords(s: SeatInfo, mine: boolean, name = s.name ?? `Seat ${s.seat + 1}`, turn = false): string {
  const bot = botWords(s.bot ?? 'random');
  if (mine) {
    const words: Record<NonNullable<SeatInfo['standin']>, string> = {
      // Turn-based: the bot plays (or skips) this turn only; the seat is theirs again after it.
      time: turn ? `Your days ran out: ${bot} plays this turn` : `Your time ran out: ${bot} plays for you`,
      away: `You were away: ${bot} plays for you`,
      host: `The host handed your seat to ${bot} for now`,
      leave: `You left: ${bot} plays for you for now`,
    };
    return words[s.standin ?? 'away'];
  }
  return `${name} — ${bot} plays for now · ${WHY_OTHERS[s.standin ?? 'away']}`;
}

/** For the player whose seat a bot plays for now: take it back. */
export function BackBanner() {
  const store = useStore();
  const t = store.frame.value;
  const seat = t?.you.seat ?? null;
  const s = seat === null ? undefined : t?.seats[seat];
  if (!t || t.status !== 'playing' || !s?.standin) return null;
  const c = store.clock.value;
  return (
    <section class="panel flex flex-wrap items-center gap-3 border-rose-300 bg-rose-50 px-4 py-3" role="alert" data-testid="back-banner">
      <p class="min-w-0 flex-1 basis-56 text-sm text-rose-900">
        {standinWords(s, true, undefined, turnBased(t.table))}.{' '}
        {c && turnBased(t.table) && s.standin === 'time'
          ? 'Take your seat back now: you will have at least a day in your bank.'
          : c && t.table.clock !== 'off' && (s.standin === 'time' || s.standin === 'away')
            ? 'Take your seat back: you will have at least a minute on your clock.'
            : 'Take your seat back to play again.'}
      </p>
      <button type="button" class="btn-primary" onClick={() => store.back()}>
        I’m back: give me my seat
      </button>
    </section>
  );
}
