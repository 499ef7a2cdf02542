// The fallback board: the game view as readable keys and values, and the legal moves as buttons.
// Good enough to play any game that sends its legal moves (the test game uses it).
import type { ComponentChild } from 'preact';
import type { BoardProps } from './types';
import { humanize, listNames, nameOf } from '../lib/words';

/** A short label for a move: `{type:'play',card:7}` -> "Play card 7"; else compact JSON. */
export function moveLabel(move: unknown): string {
  if (typeof move === 'object' && move !== null && !Array.isArray(move)) {
    const { type, ...rest } = move as Record<string, unknown>;
    if (typeof type === 'string') {
      const extra = Object.entries(rest).map(([k, v]) => `${humanize(k).toLowerCase()} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
      const words = [humanize(type), ...extra].join(' ');
      return words;
    }
  }
  return JSON.stringify(move) ?? String(move);
}

function Value({ v, depth }: { v: unknown; depth: number }): ComponentChild {
  if (v === null || v === undefined) return <span class="text-stone-400">—</span>;
  if (typeof v === 'boolean') return <span>{v ? 'yes' : 'no'}</span>;
  if (typeof v !== 'object') return <span class="font-semibold">{String(v)}</span>;
  if (Array.isArray(v)) {
    if (v.length === 0) return <span class="text-stone-400">none</span>;
    if (v.every((x) => x === null || typeof x !== 'object')) {
      return (
        <span class="inline-flex flex-wrap gap-1">
          {v.map((x, i) => (
            <span key={i} class="rounded-md border border-stone-200 bg-stone-50 px-1.5 py-px font-mono text-[13px]">
              {x === null ? '—' : String(x)}
            </span>
          ))}
        </span>
      );
    }
    return (
      <ol class="list-decimal space-y-1 pl-5">
        {v.map((x, i) => (
          <li key={i}>
            <Value v={x} depth={depth + 1} />
          </li>
        ))}
      </ol>
    );
  }
  if (depth > 4) return <code class="text-xs break-all">{JSON.stringify(v)}</code>;
  return <Fields obj={v as Record<string, unknown>} depth={depth + 1} />;
}

function Fields({ obj, depth }: { obj: Record<string, unknown>; depth: number }) {
  return (
    <dl class={`grid grid-cols-[minmax(6rem,max-content)_minmax(0,1fr)] gap-x-4 gap-y-1.5 ${depth > 0 ? 'mt-1 border-l-2 border-stone-200 pl-3' : ''}`}>
      {Object.entries(obj).map(([k, v]) => (
        <div key={k} class="contents">
          <dt class="text-stone-500">{humanize(k)}</dt>
          <dd class="min-w-0 break-words">
            <Value v={v} depth={depth} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function GenericBoard({ table, send, busy }: BoardProps) {
  const mine = table.you.seat !== null && table.active.includes(table.you.seat);
  const legal = table.legal ?? [];
  const waitingFor = table.active.filter((s) => s !== table.you.seat).map((s) => nameOf(table, s));
  // A generic board cannot tell public from private parts: the whole of it is a shared area.
  return (
    <div class="panel flex flex-col" data-shared="board">
      <div class="border-b border-stone-200 px-4 py-2.5">
        <h2 class="panel-title">The game</h2>
      </div>
      <div class="overflow-x-auto px-4 py-3 text-sm text-stone-800">
        {table.view !== null && typeof table.view === 'object' ? (
          <Fields obj={table.view as Record<string, unknown>} depth={0} />
        ) : (
          <Value v={table.view} depth={0} />
        )}
      </div>
      {table.status === 'playing' && (
        <div class={`border-t px-4 py-3 ${mine ? 'border-ember-400 bg-ember-400/10' : 'border-stone-200'}`}>
          <h3 class="mb-2 text-sm font-semibold text-stone-700">{mine ? 'Your move' : table.you.seat === null ? 'Moves' : 'Your moves'}</h3>
          {mine && legal.length > 0 ? (
            <div class="flex flex-wrap gap-2" role="group" aria-label="Legal moves">
              {legal.map((m, i) => (
                <button key={i} type="button" class="btn-primary" disabled={busy} title={JSON.stringify(m)} onClick={() => send(m)}>
                  {moveLabel(m)}
                </button>
              ))}
            </div>
          ) : (
            <p class="text-sm text-stone-500">
              {mine
                ? 'This game has no buttons for its moves here.'
                : waitingFor.length > 0
                  ? `Waiting for ${listNames(waitingFor)}.`
                  : 'Nothing to do right now.'}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
