// "My tables" on the home page (issue 31): every table this browser holds a seat at or hosts, from
// the keys it keeps (lib/storage.ts), with whose turn it is and for how long, "Your turn" first.
// One request asks them all (lib/api.ts); only their ids leave the browser. Forgetting a table
// forgets its keys, after a confirm, since a forgotten seat key cannot be had again; first the room
// is told to stop the seat's Web Push notifications, which nothing could stop once the key is gone.
import { useEffect, useRef, useState } from 'preact/hooks';
import { fetchTableStates, stopPush } from '../lib/api';
import { arrange, nameOfTable, stateWords, type MyTable } from '../lib/mytables';
import { storage, type HeldTable } from '../lib/storage';
import { seatProof, type TableGlance } from '../../shared/mytables';
import { navigate } from '../lib/route';
import { SeatMark } from './SeatMark';

/** Asked again while the page stays open (waits grow, turns change) and when it comes back to the front. */
const REFRESH_MS = 60_000;

export function MyTables() {
  const [held, setHeld] = useState<HeldTable[]>(() => storage.heldTables());
  const [answers, setAnswers] = useState<ReadonlyMap<string, TableGlance | 'gone'>>(new Map());
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = held.map((h) => h.id).join(',');

  useEffect(() => {
    if (!ids) return;
    let live = true;
    // A seat proof for each table where this browser holds a seat: the answer says which seat.
    const proofs = new Map(ids.split(',').flatMap((id) => {
      const key = storage.seatSecret(id);
      return key ? [[id, seatProof(id, key)] as const] : [];
    }));
    const ask = () =>
      fetchTableStates(ids.split(','), proofs).then(
        (a) => {
          if (!live) return;
          // The room's word on the seat is kept: the table's page and the next answer start from it.
          for (const [id, g] of a) if (g !== 'gone' && typeof g.you === 'number' && storage.seatAt(id) !== g.you) storage.setSeatAt(id, g.you);
          setAnswers(a);
          setFailed(null);
        },
        (e: unknown) => live && setFailed(e instanceof Error ? e.message : 'The tables could not be asked.'),
      );
    void ask();
    const timer = setInterval(() => document.visibilityState === 'visible' && void ask(), REFRESH_MS);
    const onShow = () => document.visibilityState === 'visible' && void ask();
    document.addEventListener('visibilitychange', onShow);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [ids, attempt]);

  if (held.length === 0) return null;
  const rows = arrange(held, answers);
  const yours = rows.filter((r) => r.standing === 'yours').length;

  /** Stop the seat's notifications (unless `anyway`: the server could not be told), then drop the keys. */
  const forget = async (id: string, anyway = false): Promise<string | null> => {
    const key = storage.seatSecret(id);
    if (key && !anyway) {
      try {
        await stopPush(id, key);
      } catch (e) {
        return e instanceof Error ? e.message : 'The table could not be told to stop its notifications.';
      }
    }
    storage.forgetTable(id);
    setHeld(storage.heldTables());
    heading.current?.focus();
    return null;
  };

  return (
    <section aria-labelledby="my-tables" class="panel relative mb-6 p-4 sm:p-5" data-testid="my-tables">
      <div class="flex flex-wrap items-baseline gap-x-3">
        <h2 id="my-tables" ref={heading} tabIndex={-1} class="font-display text-lg font-semibold text-stone-900 outline-none">
          My tables
        </h2>
        <p class="text-sm text-stone-600">{yours > 0 ? `${yours === 1 ? 'One table waits' : `${yours} tables wait`} for you.` : 'Tables you sit at or host, on this browser.'}</p>
      </div>
      {failed && (
        <div role="alert" class="mt-2 flex flex-wrap items-center gap-3 text-sm text-rose-800">
          <span>{failed}</span>
          <button type="button" class="btn-quiet" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      )}
      <ul class="mt-2 divide-y divide-stone-200">
        {rows.map((r) => (
          <Row key={r.held.id} row={r} onForget={(anyway) => forget(r.held.id, anyway)} />
        ))}
      </ul>
    </section>
  );
}

function Row({ row, onForget }: { row: MyTable; onForget: (anyway: boolean) => Promise<string | null> }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  /** Why the room could not be told to stop notifying: then "Forget anyway" is offered. */
  const [stuck, setStuck] = useState<string | null>(null);
  // Not `disabled` while asking: a disabled button drops the keyboard focus, which must stay put.
  const confirm = (anyway: boolean) => {
    if (busy) return;
    setBusy(true);
    void onForget(anyway).then((why) => {
      // Forgotten: this row is gone. Otherwise say why and offer to try again or forget anyway.
      if (why === null) return;
      setBusy(false);
      setStuck(why);
    });
  };
  const keep = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // The focus follows the question: onto "Keep" when it is asked, back onto "Forget" when kept.
  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (asked.current) ask.current?.focus();
    asked.current ||= confirming;
  }, [confirming]);
  const g = row.glance;
  const name = nameOfTable(row);
  const game = g?.gameName ?? 'A table';
  const href = `/t/${row.held.id}`;
  const yours = row.standing === 'yours';
  return (
    <li class="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-table={row.held.id} data-standing={row.standing}>
      <a
        href={href}
        class="group min-w-0 flex-1 basis-56 rounded-md outline-offset-2"
        onClick={(e) => {
          if (e.ctrlKey || e.metaKey || e.shiftKey) return;
          e.preventDefault();
          navigate(href);
        }}
      >
        <span class="flex flex-wrap items-baseline gap-x-2">
          <span class="font-semibold text-stone-900 group-hover:underline">{game}</span>
          <span class="text-stone-600">{name}</span>
          {row.held.host && <span class="text-xs font-semibold tracking-wide text-stone-500 uppercase">Host</span>}
        </span>
        <span class={`mt-0.5 block text-sm ${yours ? 'font-semibold text-pine-800' : 'text-stone-700'}`} data-testid="my-table-state">
          {yours && <span aria-hidden="true">● </span>}
          {stateWords(row)}
        </span>
        {g && g.seats.some((s) => s.name !== null) && (
          <span class="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-stone-700">
            {g.seats.map((s, i) =>
              s.name === null ? null : (
                <span key={i} class={`inline-flex items-center gap-1 ${g.active.includes(i) ? 'font-semibold text-stone-900' : ''}`}>
                  <SeatMark color={s.color} colour={g.colours.find((c) => c.id === s.color)} size={12} />
                  {i === row.seat ? `${s.name} (you)` : s.name}
                  {s.bot && !/\bbot\b/i.test(s.name) && <span class="text-stone-500">(bot)</span>}
                </span>
              ),
            )}
          </span>
        )}
      </a>
      {confirming ? (
        <div role="group" aria-label={`Forget ${game}, ${name}?`} class="flex w-full flex-wrap items-center gap-2 rounded-md bg-amber-50 p-2 text-sm text-stone-800 sm:w-auto">
          <span class="mr-1" role={stuck ? 'alert' : undefined}>
            {stuck
              ? `${stuck} Forgetting it anyway could leave its notifications coming.`
              : row.held.seated
                ? 'Forget it? This browser loses its seat key: you could not take that seat again from here.'
                : 'Forget it? This browser loses the host key.'}
          </span>
          <button type="button" class="btn-quiet" aria-busy={busy} onClick={() => confirm(false)}>
            {stuck ? 'Try again' : 'Forget'}
          </button>
          {stuck && (
            <button type="button" class="btn-quiet" onClick={() => confirm(true)}>
              Forget anyway
            </button>
          )}
          <button
            type="button"
            class="btn-primary"
            ref={keep}
            onClick={() => {
              setConfirming(false);
              setStuck(null);
            }}
          >
            Keep
          </button>
        </div>
      ) : (
        <button type="button" ref={ask} class="btn-quiet text-sm" aria-label={`Forget ${game}, ${name}`} onClick={() => setConfirming(true)}>
          Forget
        </button>
      )}
    </li>
  );
}
