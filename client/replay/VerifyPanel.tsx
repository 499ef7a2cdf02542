// "Verify this game" on a finished table's replay page (issue 32): fetches the table's record
// (GET /api/tables/<id>/record: seed, server secret and shares revealed), loads the verifier and
// the games' engines only now (their own chunks: the table page never carries them), and replays
// the whole game in this browser a slice at a time: the seal, the seed, every position the table
// showed, the final result. Shows a pass, or the first thing that does not hold.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameRecord } from '../../shared/fair/deal';
import type { Verdict } from '../../shared/fair/verify';

type Phase = { at: 'idle' } | { at: 'running'; done: number; total: number } | { at: 'done'; verdict: Verdict; record: GameRecord } | { at: 'error'; message: string };

/** Records replayed between two frames of the page. */
const SLICE = 40;

export function VerifyPanel({ id }: { id: string }) {
  const [phase, setPhase] = useState<Phase>({ at: 'idle' });
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);
  const recordUrl = `/api/tables/${id}/record`;

  const run = async () => {
    setPhase({ at: 'running', done: 0, total: 0 });
    try {
      const res = await fetch(recordUrl, { headers: { accept: 'application/json' } });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
        throw new Error(body?.error?.message ?? `The record could not be fetched (${res.status}).`);
      }
      const record = (await res.json()) as GameRecord;
      const [{ Verifier }, { GAMES }] = await Promise.all([import('../../shared/fair/verify'), import('../../shared/games/index')]);
      const v = new Verifier(record, GAMES);
      const total = Array.isArray(record.moves) ? record.moves.length : 0;
      for (;;) {
        const verdict = v.step(SLICE);
        if (!live.current) return;
        if (verdict) return setPhase({ at: 'done', verdict, record });
        setPhase({ at: 'running', done: v.at, total });
        await new Promise((r) => setTimeout(r, 0));
      }
    } catch (e) {
      if (live.current) setPhase({ at: 'error', message: e instanceof Error ? e.message : 'The check could not run.' });
    }
  };

  return (
    <section class="panel flex flex-col gap-2 px-4 py-3 text-sm" aria-labelledby="verify-title" data-testid="verify">
      <h2 id="verify-title" class="panel-title">Is this deal fair?</h2>
      <p class="text-stone-700">Replay the whole game in this browser from its revealed seed with the game's own rules, and check it against the seal shown at the table and every position it showed.</p>
      <div class="flex flex-wrap items-center gap-2">
        <button type="button" class="btn-ember btn-small" onClick={() => void run()} disabled={phase.at === 'running'}>
          Verify this game
        </button>
        <a class="underline underline-offset-2" href={recordUrl} download>
          Download the record
        </a>
      </div>
      <p role="status" aria-live="polite" data-testid="verify-status" data-verdict={phase.at === 'done' ? (phase.verdict.ok ? 'pass' : 'fail') : phase.at}>
        {phase.at === 'running' && (phase.total > 0 ? `Replaying move ${phase.done} of ${phase.total}…` : 'Fetching the record…')}
        {phase.at === 'error' && <span class="text-rose-800">{phase.message}</span>}
        {phase.at === 'done' && phase.verdict.ok && (
          <span class="text-pine-800">
            <strong>Verified: {phase.verdict.moves} moves.</strong> {phase.verdict.note}
          </span>
        )}
        {phase.at === 'done' && !phase.verdict.ok && (
          <span class="text-rose-800">
            <strong>Does not verify{phase.verdict.step > 0 ? ` at move ${phase.verdict.step}` : ''}:</strong> {phase.verdict.what}.
          </span>
        )}
      </p>
      {phase.at === 'done' && phase.record.fair === 'sealed' && (
        <dl class="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 font-mono text-xs break-all text-stone-600">
          <dt class="font-sans">Seal</dt>
          <dd>{phase.record.seal}</dd>
          <dt class="font-sans">Secret</dt>
          <dd>{phase.record.secret}</dd>
          <dt class="font-sans">Seed</dt>
          <dd>{phase.record.seed}</dd>
        </dl>
      )}
    </section>
  );
}
