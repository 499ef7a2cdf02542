// The game log: newest last, names in their colour, private lines marked.
import { Component } from 'preact';
import type { LogEntry, SeatInfo } from '../../shared/protocol';
import { useFollowBottom } from '../lib/follow';
import { useStore } from './context';
import { LogText } from './LogText';
import { LOG_WORDS } from '../boards';

export function LogPanel() {
  const store = useStore();
  const table = store.frame.value;
  const log = store.log.value;
  const words = table ? LOG_WORDS.value[table.game] : undefined;
  // Follow new lines unless the reader scrolled up to read older ones.
  const { box, onScroll } = useFollowBottom<HTMLDivElement>(log);

  if (!table) return null;
  return (
    <section class="panel flex flex-col" aria-labelledby="log-title">
      <h2 id="log-title" class="panel-title border-b border-stone-200 px-4 py-2.5">
        Game log
      </h2>
      <div
        ref={box}
        role="log"
        aria-labelledby="log-title"
        tabIndex={0}
        class="max-h-64 min-h-16 overflow-y-auto px-4 py-3 text-sm leading-snug text-stone-800 lg:max-h-72"
        onScroll={onScroll}
      >
        {/* A list a chunk: a new line lays out its own chunk again, not every line of the game (issue 28). */}
        <div class="space-y-1.5">
          {log.length === 0 && (
            <ol>
              <li class="text-stone-500 italic">{table.status === 'lobby' ? 'The log starts with the game.' : 'Nothing yet.'}</li>
            </ol>
          )}
          {chunks(log).map((lines) => (
            <LogChunk key={Math.floor(lines[0]!.i / CHUNK)} lines={lines} words={words} seats={table.seats} you={table.you.seat} />
          ))}
        </div>
      </div>
    </section>
  );
}

/** Lines per kept chunk: a move diffs the chunks (a few) and the last chunk's lines, not every line. */
const CHUNK = 32;
/** Grouped by the lines' own numbers, not their places: the oldest lines dropped (sync.ts MAX_LOG) change only the first chunk. */
function chunks(log: LogEntry[]): LogEntry[][] {
  const out: LogEntry[][] = [];
  let at = NaN;
  for (const e of log) {
    const c = Math.floor(e.i / CHUNK);
    if (c !== at) out.push([]);
    at = c;
    out.at(-1)!.push(e);
  }
  return out;
}

interface ChunkProps extends Omit<LineProps, 'e'> {
  lines: LogEntry[];
}

/**
 * A run of lines, skipped whole when none of them changed (issue 28: late in a game every move
 * diffed hundreds of lines, each only to learn it had not changed), in a list of its own (a new
 * line lays out its chunk, not the whole log: up to 2,000 lines).
 */
class LogChunk extends Component<ChunkProps> {
  override shouldComponentUpdate(next: ChunkProps): boolean {
    const p = this.props;
    if (next.words !== p.words || next.seats !== p.seats || next.you !== p.you || next.lines.length !== p.lines.length) return true;
    return next.lines.some((e, i) => e !== p.lines[i]);
  }
  render({ lines, words, seats, you }: ChunkProps) {
    return (
      <ol class="space-y-1.5">
        {lines.map((e) => (
          <LogLine key={e.i} e={e} words={words} seats={seats} you={you} />
        ))}
      </ol>
    );
  }
}

interface LineProps {
  e: LogEntry;
  words: ((e: LogEntry) => string) | undefined;
  seats: SeatInfo[];
  you: number | null;
}

/**
 * One line, drawn again only when what it shows changed (issue 28: every move re-rendered the whole
 * log, hundreds of lines late in a game). A patch shares what it did not change (client/patch.ts),
 * so an old line, the seats and the game's words are the very same objects as before.
 */
class LogLine extends Component<LineProps> {
  override shouldComponentUpdate(next: LineProps): boolean {
    const p = this.props;
    return next.e !== p.e || next.words !== p.words || next.seats !== p.seats || next.you !== p.you;
  }
  render({ e, words, seats, you }: LineProps) {
    return (
      <li
        class={
          e.kind === 'auto'
            ? 'text-xs text-stone-500 italic'
            : e.private
              ? 'rounded-md border-l-4 border-stone-400 bg-stone-100 py-1 pr-2 pl-2 italic'
              : e.kind === 'over'
                ? 'font-semibold text-pine-800'
                : e.kind?.startsWith('undo')
                  ? 'text-amber-900 italic'
                  : ''
        }
      >
        {e.private && e.kind !== 'auto' && (
          <span class="mr-1.5 inline-flex items-center gap-1 rounded bg-stone-700 px-1.5 py-px text-xs font-semibold tracking-wide text-white uppercase not-italic" title="Only you see this line">
            <svg width="10" height="10" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7zm2 0h4V5a2 2 0 0 0-4 0z" fill="currentColor" />
            </svg>
            Only you
          </span>
        )}
        <LogText text={words ? words(e) : e.text} seats={seats} you={you} who={e.who} />
      </li>
    );
  }
}
