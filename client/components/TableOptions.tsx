// The platform's table options (turn clock, taking over absent players) in the create form and the
// lobby, and what they do during the game: each seat's time left, and the way back for a player
// whose seat a bot plays for now. Names no game.
import { useEffect, useState } from 'preact/hooks';
import type { OptionSpec } from '../../shared/engine/types';
import type { SeatInfo, TableView } from '../../shared/protocol';
import { botWords, CLOCK_CHOICES, CLOCK_LABELS, CLOCK_LONG, DEFAULT_TABLE_OPTIONS, TAKEOVER_CHOICES, TAKEOVER_LABELS, TAKEOVER_LONG, type TableOptions } from '../../shared/tableoptions';
import { useStore } from './context';
import type { ClockReading } from '../store';

/** The two options as the create form's generic option fields draw them. */
export const TABLE_OPTION_SPECS: { key: keyof TableOptions; spec: OptionSpec }[] = [
  {
    key: 'clock',
    spec: {
      key: 'clock',
      label: 'Turn clock',
      kind: 'choice',
      choices: CLOCK_CHOICES.map((c) => ({ value: c, label: CLOCK_LABELS[c] })),
      default: DEFAULT_TABLE_OPTIONS.clock,
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
      help: 'A bot plays for a player gone this long, until they come back.',
    },
  },
];

/** The table options as the lobby lists them (label, words). */
export function tableOptionRows(t: Pick<TableView, 'table'>): { key: string; label: string; shown: string }[] {
  return [
    { key: 'clock', label: 'Turn clock', shown: CLOCK_LONG[t.table.clock] },
    { key: 'takeover', label: 'Absent players', shown: TAKEOVER_LONG[t.table.takeover] },
  ];
}

/** Time left on a clock reading, counted down from when it arrived (never from a wall clock). */
export function leftNow(c: ClockReading, seat: number, nowMs: number): number {
  const left = c.left[seat] ?? 0;
  return c.running.includes(seat) ? Math.max(0, left - (nowMs - c.at)) : left;
}

export function formatClock(ms: number): string {
  const s = Math.ceil(ms / 1000);
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
export function standinWords(s: SeatInfo, mine: boolean, name = s.name ?? `Seat ${s.seat + 1}`): string {
  const bot = botWords(s.bot ?? 'random');
  if (mine) {
    const words: Record<NonNullable<SeatInfo['standin']>, string> = {
      time: `Your time ran out: ${bot} plays for you`,
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
  const t = store.table.value;
  const seat = t?.you.seat ?? null;
  const s = seat === null ? undefined : t?.seats[seat];
  if (!t || t.status !== 'playing' || !s?.standin) return null;
  const c = store.clock.value;
  return (
    <section class="panel flex flex-wrap items-center gap-3 border-rose-300 bg-rose-50 px-4 py-3" role="alert" data-testid="back-banner">
      <p class="min-w-0 flex-1 basis-56 text-sm text-rose-900">
        {standinWords(s, true)}.{' '}
        {c && t.table.clock !== 'off' && (s.standin === 'time' || s.standin === 'away')
          ? 'Take your seat back: you will have at least a minute on your clock.'
          : 'Take your seat back to play again.'}
      </p>
      <button type="button" class="btn-primary" onClick={() => store.back()}>
        I’m back: give me my seat
      </button>
    </section>
  );
}
