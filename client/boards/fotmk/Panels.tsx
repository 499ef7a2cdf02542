// The components around the map: clan board, gnome wheel, champion display, gate cards and decks,
// the scoreboard and the end screen.
import { Keep, key } from '../../lib/keep';
import type { ComponentChildren } from 'preact';
import type { SeatColor } from '../../../shared/protocol';
import { SeatMark } from '../../components/SeatMark';
import { CHAMPIONS, CLANS, clanLabel, clanStyle, GNOME_WHEEL, ranked, roman, SCORE_LABEL, WHEEL_EFFECT, type View } from './model';
import { count } from '../../lib/words';
import { champId, discId } from './pieces';
import { ScoreHead } from './WavePanel';
import { CardRule, ChampionBanner, cardStyle } from './ChampionArt';

type Disc = { seat: number; v: number; at: number };

function keyAct(fn: () => void) {
  return (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      fn();
    }
  };
}

/** `shared` names a public area: other people's pointers are shown over it (and only over such areas). */
export function Section({ title, children, extra, id, shared }: { title: string; children: ComponentChildren; extra?: ComponentChildren; id?: string; shared?: string }) {
  return (
    <section class="panel min-w-0" aria-label={title} id={id} data-shared={shared}>
      <div class="flex items-baseline justify-between gap-2 border-b border-stone-200 px-3 py-1.5">
        <h3 class="panel-title text-sm">{title}</h3>
        {extra}
      </div>
      <div class="p-2 sm:p-3">{children}</div>
    </section>
  );
}

type TrackProps = { discs: Disc[]; colors: (SeatColor | null)[]; names: string[]; lines?: number[]; label: string; track: string };

/**
 * A track of 8 spaces with stacked discs: a stack's bottom disc arrived first and leads. Drawn again
 * only when its discs, lines or seats changed (issue 28: a vote or an influence moved one track, and
 * the 7 or 5 beside it were diffed too, ~120 elements).
 */
function Track(p: TrackProps) {
  return <Keep k={key(p.discs, p.colors, p.names, p.lines, p.label, p.track)} render={() => <TrackDrawn {...p} />} />;
}

function TrackDrawn({ discs, colors, names, lines, label, track }: TrackProps) {
  const bySpot = new Map<number, Disc[]>();
  for (const d of discs) {
    if (d.v <= 0) continue;
    const spot = ((d.v - 1) % 8) + 1;
    const l = bySpot.get(spot) ?? [];
    l.push(d);
    bySpot.set(spot, l);
  }
  for (const l of bySpot.values()) l.sort((a, b) => a.at - b.at);
  return (
    <ol class="grid grid-cols-8 items-end" aria-label={label}>
      {Array.from({ length: 8 }, (_, i) => {
        const spot = i + 1;
        const stack = bySpot.get(spot) ?? [];
        const yellow = lines?.includes(spot);
        return (
          <li key={spot} class={`relative flex min-h-7 flex-col-reverse items-center justify-start border-l border-stone-200 pb-0.5 ${yellow ? 'border-r-[3px] border-r-yellow-400' : ''}`}>
            <span class="text-xs leading-none text-stone-400">{spot}</span>
            {stack.map((d, k) => (
              <span key={d.seat} class="-mb-0.5 leading-none" data-piece={discId(track, d.seat)} tabIndex={0} data-tip={`${names[d.seat]}: ${d.v}${k > 0 ? ' (on top: arrived later)' : stack.length > 1 ? ' (bottom: arrived first, leads)' : ''}`}>
                <SeatMark color={colors[d.seat]} size={13} title={`${names[d.seat]} ${d.v}`} />
                {d.v > 8 && <sup class="text-xs font-bold">+{Math.floor((d.v - 1) / 8) * 8}</sup>}
              </span>
            ))}
          </li>
        );
      })}
    </ol>
  );
}

/** A defeated gnome: the map's gnome token (MapSvg's `fm-gnome` symbol), revealed. */
function GnomeIcon() {
  return (
    <svg viewBox="-5 -5 10 10" class="absolute inset-0 h-full w-full" aria-hidden="true">
      <use href="#fm-gnome" x="-5" y="-5" width="10" height="10" style="--fm-face:#44403c;--fm-cap:#991b1b" />
    </svg>
  );
}

export function ClanBoard({ v, colors, names }: { v: View; colors: (SeatColor | null)[]; names: string[] }) {
  return (
    <Section title="Clan board" shared="clans" extra={<span class="text-xs text-stone-500">Votes · 1st/2nd/3rd at game end</span>}>
      <ul class="space-y-1" data-testid="clan-board">
        {v.clans.map((c, i) => {
          const st = clanStyle(i);
          const lead = ranked(c.discs)[0];
          return (
            <li key={i} class="grid grid-cols-[4.2rem_minmax(0,1fr)_3.6rem] items-center gap-1.5 text-xs">
              <span class="truncate rounded px-1 py-0.5 font-semibold text-white" style={{ background: st.fill }} tabIndex={0} data-tip={`${st.label} clan${lead ? `: ${names[lead.seat]} leads with ${lead.v}` : ': no Votes yet'}`}>
                {st.label}
              </span>
              <Track discs={c.discs} colors={colors} names={names} label={`${st.label} votes`} track={`clan${i}`} />
              <span class="text-right tabular-nums text-stone-600" tabIndex={0} data-tip={`Wave III: ${c.tile.first} / ${c.tile.second} / ${c.tile.third} Honour for the most, second and third most Votes`}>
                {c.tile.first}/{c.tile.second}/{c.tile.third}
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function Wheel({ v, colors, names, targets, onSpace }: { v: View; colors: (SeatColor | null)[]; names: string[]; targets: Map<number, string>; onSpace(i: number): void }) {
  const n = GNOME_WHEEL.spaces.length;
  const ang = (i: number) => ((i / n) * Math.PI * 2) - Math.PI / 2;
  const at = (i: number, r: number) => ({ x: 50 + Math.cos(ang(i)) * r, y: 50 + Math.sin(ang(i)) * r });
  const breaches = 2 + Math.ceil(v.wheel.nearWheel.length / 2);
  return (
    <Section title="Gnome wheel" shared="wheel" extra={<span class="text-xs text-stone-500">Breach now: {count(breaches, 'gnome')}</span>}>
      {/* On a phone the wheel is drawn large enough for a finger (44 px a space) and 12 px text, above its tracks. */}
      <div class="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <svg viewBox="0 0 100 100" class="w-56 shrink-0 sm:w-40" role="group" aria-label={`Gnome wheel, pawn on space ${v.wheel.position + 1} (${GNOME_WHEEL.spaces[v.wheel.position]?.effect})`} data-testid="wheel">
          <defs>
            <radialGradient id="fm-wheel" cx="40%" cy="35%" r="70%">
              <stop offset="0%" stop-color="#57534e" />
              <stop offset="100%" stop-color="#1c1917" />
            </radialGradient>
          </defs>
          <circle cx="51" cy="52" r="47" fill="#1c1917" fill-opacity="0.25" />
          <circle cx="50" cy="50" r="47" fill="url(#fm-wheel)" stroke="#a8a29e" stroke-width="1" />
          <circle cx="50" cy="50" r="24" fill="none" stroke="#78716c" stroke-width="0.6" stroke-dasharray="2 2" />
          {GNOME_WHEEL.spaces.map((sp, i) => {
            const p = at(i, 36);
            const label = targets.get(i);
            const eff = WHEEL_EFFECT[sp.effect]!;
            return (
              <g
                key={i}
                data-target={label ? '' : undefined}
                class={label ? 'fm-target' : undefined}
                role={label ? 'button' : 'img'}
                // Focusable either way: the keyboard reads its tooltip (TipLayer) as the mouse does.
                tabindex={0}
                aria-label={label ?? `Space ${i + 1}: ${eff.name}`}
                onClick={label ? () => onSpace(i) : undefined}
                onKeyDown={label ? keyAct(() => onSpace(i)) : undefined}
                data-tip={`Space ${i + 1}: ${eff.name}, where X is the number of spaces the pawn moved${sp.star ? ' (the starting space)' : ''}${label ? `\n→ ${label}` : ''}`}
              >
                <circle cx={p.x} cy={p.y} r="8.5" fill={sp.star ? '#fde68a' : '#f5efe6'} stroke="#1c1917" stroke-width="0.6" />
                <text x={p.x} y={p.y + 0.3} font-size="8" font-weight="700" fill="#44403c" text-anchor="middle" dominant-baseline="central">
                  {eff.short}
                </text>
                {label && <circle cx={p.x} cy={p.y} r="10" class="fm-ring" />}
              </g>
            );
          })}
          {GNOME_WHEEL.tripwires.map((t) => {
            // Between space `after` and the next one (after the last space: before the star).
            const a = (ang(t.after) + ang(t.after + 1)) / 2;
            const x1 = 50 + Math.cos(a) * 25;
            const y1 = 50 + Math.sin(a) * 25;
            const x2 = 50 + Math.cos(a) * 47;
            const y2 = 50 + Math.sin(a) * 47;
            return (
              <line
                key={t.kind}
                x1={x1}
                y1={y1}
                x2={x2}
                y2={y2}
                stroke={t.kind === 'breach' ? '#ef4444' : '#facc15'}
                stroke-width="2.4"
                tabindex={0}
                role="img"
                aria-label={t.kind === 'breach' ? 'Breach tripwire' : 'Honour boost tripwire'}
                data-tip={t.kind === 'breach' ? 'Breach tripwire: a Gnome action that moves the pawn past it makes gnomes invade now (2, plus 1 for every 2 defeated gnomes by the wheel)' : 'Honour boost tripwire: passing it moves your boost disc up one space (more Honour on the Gain Honour space)'}
              />
            );
          })}
          {(() => {
            const p = at(v.wheel.position, 36);
            // The wheel's own pawn, a gnome in a pointed hat in ivory and soot: no seat's colour or shape.
            return (
              <g data-piece="wheel-pawn" transform={`translate(${p.x.toFixed(2)} ${p.y.toFixed(2)})`} pointer-events="none" aria-hidden="true">
                <path d="M0-9.5 4.6-1.2H-4.6Z" fill="#1c1917" stroke="#fef3c7" stroke-width="0.9" stroke-linejoin="round" />
                <circle cy="1.2" r="3.2" fill="#fef3c7" stroke="#1c1917" stroke-width="0.9" />
                <path d="M-5.4 7.6C-5.4 4.4-3 3.6 0 3.6S5.4 4.4 5.4 7.6Z" fill="#fef3c7" stroke="#1c1917" stroke-width="0.9" />
              </g>
            );
          })()}
          <text x="50" y="46" font-size="7" fill="#fde68a" text-anchor="middle">
            {v.wheel.nearWheel.length}
          </text>
          <text x="50" y="57" font-size="6" fill="#e7e5e4" text-anchor="middle">
            by the wheel
          </text>
        </svg>
        <div class="w-full min-w-0 flex-1 space-y-2 text-xs text-stone-700">
          <div>
            <p class="font-semibold">Honour boost</p>
            <ol class="mt-0.5 grid grid-cols-7" aria-label="Honour boost track">
              {v.wheel.boostValues.map((bv, i) => (
                <li key={i} class="flex min-h-8 flex-col-reverse items-center border-l border-stone-200">
                  <span class="text-xs text-stone-500">+{bv}</span>
                  {v.mats
                    .filter((m) => m.boost === i)
                    .map((m) => (
                      <span key={m.seat} class="leading-none" data-piece={discId('boost', m.seat)}>
                        <SeatMark color={colors[m.seat]} size={11} title={`${names[m.seat]}: boost ${bv}`} />
                      </span>
                    ))}
                </li>
              ))}
            </ol>
          </div>
          <div>
            <p class="font-semibold">Defeated gnomes by the wheel</p>
            <p class="mt-0.5 flex flex-wrap gap-1">
              {v.wheel.nearWheel.length === 0 && <span class="text-stone-500">none</span>}
              {v.wheel.nearWheel.map((s, i) => (
                <span key={i} class="relative inline-flex h-6 w-6 items-center justify-center text-xs font-bold text-amber-200" tabIndex={0} data-tip={`Defeated gnome, strength ${s}`}>
                  <GnomeIcon />
                  <span class="relative pt-1">{s}</span>
                </span>
              ))}
            </p>
          </div>
          <p class="text-stone-500">B Bolster · I Influence · H Honour · M Move Trolls; red line: breach, yellow: boost.</p>
        </div>
      </div>
    </Section>
  );
}

export function Champions({ v, colors, names, targets, onPick, awarding }: { v: View; colors: (SeatColor | null)[]; names: string[]; targets: Map<number, string>; onPick(slot: number): void; awarding: number }) {
  return (
    <Section title={`Champion display (Wave ${roman(v.wave)})`} shared="champions" extra={<span class="text-xs text-stone-500">Most Influence at the end of the wave wins</span>}>
      <ul class="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3" data-testid="champions">
        {v.display.map((d, slot) => {
          const c = CHAMPIONS[d.champion];
          if (!c) return null;
          const label = targets.get(slot);
          const lead = ranked(d.influence)[0];
          return (
            <li
              key={d.champion}
              data-piece={champId(d.champion)}
              data-target={label ? '' : undefined}
              role={label ? 'button' : undefined}
              tabIndex={label ? 0 : undefined}
              aria-label={label ? `${label}. ${c.text}` : undefined}
              onClick={label ? () => onPick(slot) : undefined}
              onKeyDown={label ? keyAct(() => onPick(slot)) : undefined}
              class={`overflow-hidden rounded-lg border-2 text-xs ${label ? 'fm-target-box' : ''} ${awarding === slot ? 'ring-2 ring-pine-600' : ''}`}
              style={cardStyle(c.clan, !!label)}
            >
              <ChampionBanner def={c} />
              <p class="px-2 pt-1 pb-1 text-stone-800">
                {/* The bold word is the keyword with its tooltip; the card's own text mostly begins with it too. */}
                {c.instant && <b data-tip="Instant: the ability works at once, when the champion is won">Instant. </b>}
                {c.instant ? c.text.replace(/^Instant\.\s*/, '') : c.text}
              </p>
              <CardRule />
              <div class="px-2 pb-1.5">
                <Track discs={d.influence} colors={colors} names={names} lines={c.yellowLines} label={`Influence on ${c.name}`} track={`inf${d.champion}`} />
                <p class="mt-0.5 text-xs text-stone-500">
                  {!d.touched ? 'Not influenced yet: +1 bonus to the first. ' : lead ? `${names[lead.seat]} leads (${lead.v}). ` : ''}Yellow lines: contender Honour.
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function Gates({ v, colors, names, targets, onPeek }: { v: View; colors: (SeatColor | null)[]; names: string[]; targets: Map<number, string>; onPeek(slot: number): void }) {
  const me = typeof v.viewer === 'number' ? v.viewer : -1;
  return (
    <Section title="Gate cards and decks" shared="gates">
      <ul class="flex flex-wrap gap-1.5" data-testid="gates">
        {v.gates.map((g) => {
          const label = targets.get(g.slot);
          const st = g.clan !== null ? clanStyle(g.clan) : null;
          const mine = !g.open && g.clan !== null;
          const others = g.peekedBy.filter((s) => s !== me);
          return (
            <li
              key={g.slot}
              data-piece={`gate-${g.slot}`}
              data-face={g.open || mine ? `clan-${g.clan}` : 'back'}
              data-target={label ? '' : undefined}
              role={label ? 'button' : 'img'}
              tabIndex={0}
              aria-label={label ?? `Gate card ${g.slot + 1}: ${g.open ? `revealed, ${st?.label}` : mine ? `face down; you peeked: ${st?.label}` : 'face down'}${others.length ? `; peeked by ${others.map((s) => names[s]).join(', ')}` : ''}`}
              data-tip={`Gate card ${g.slot + 1}: where gnomes invade at the end of the wave. ${g.open ? `Revealed: ${st?.label}.` : mine ? `Face down; you peeked: ${st?.label}.` : 'Face down: a Gnome action lets you peek.'}${label ? `\n→ ${label}` : ''}`}
              onClick={label ? () => onPeek(g.slot) : undefined}
              onKeyDown={label ? keyAct(() => onPeek(g.slot)) : undefined}
              class={`relative flex h-16 w-12 flex-col items-center justify-center rounded-md border-2 text-xs font-semibold ${label ? 'fm-target-box border-ember-500' : 'border-stone-700'}`}
              style={{ background: g.open && st ? st.fill : mine && st ? `repeating-linear-gradient(45deg, ${st.soft}, ${st.soft} 4px, #fff 4px, #fff 8px)` : '#44403c', color: g.open ? '#fff' : mine ? st?.ink : '#e7e5e4' }}
            >
              <span>{g.slot + 1}</span>
              <span>{g.open || mine ? st?.label : '?'}</span>
              {mine && <span class="text-xs font-normal">you peeked</span>}
              {others.length > 0 && (
                <span class="absolute -right-1 -bottom-1 flex gap-px">
                  {others.map((s) => (
                    <SeatMark key={s} color={colors[s]} size={10} title={`Peeked by ${names[s]}`} />
                  ))}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <p class="mt-2 text-xs text-stone-600">
        Ancestry deck {v.decks.ancestry} · discards {v.decks.ancestryDiscard} · Champion decks 0: {v.decks.champions[0] ?? 0}, I/II: {v.decks.champions[1] ?? 0}, III: {v.decks.champions[2] ?? 0} · Gate deck {v.decks.gates} · Gnomes in supply {v.gnomeSupply}
      </p>
    </Section>
  );
}

export function EndScreen({ v, colors, names }: { v: View; colors: (SeatColor | null)[]; names: string[] }) {
  const cats = Object.keys(v.mats[0]?.score ?? {});
  const order = v.mats.map((m) => m.seat).sort((a, b) => (v.mats[b]?.honour ?? 0) - (v.mats[a]?.honour ?? 0));
  const win = v.winners ?? [];
  return (
    <section class="panel overflow-hidden" aria-labelledby="fm-end" data-testid="fotmk-end">
      <div class="bg-gradient-to-r from-stone-900 to-pine-800 px-4 py-3 text-white">
        <p class="text-xs tracking-widest text-pine-100 uppercase">The mountain has fallen · final scoring</p>
        <h2 id="fm-end" class="font-display text-xl font-semibold">
          {win.length === 1 ? `${names[win[0]!]} ${names[win[0]!] === 'You' ? 'win' : 'wins'} with ${v.mats[win[0]!]?.honour} Honour` : `${win.map((w) => names[w]).join(' and ')} share the victory`}
        </h2>
      </div>
      <div class="overflow-x-auto p-2 sm:p-3">
        <table class="w-full text-sm">
          <caption class="sr-only">Final scoring by category</caption>
          <ScoreHead first="Category" seats={order} names={names} colors={colors} narrow />
          <tbody>
            {cats.map((k) => (
              <tr key={k} class="border-t border-stone-100">
                <th scope="row" class="px-1.5 py-1 text-left font-normal text-stone-600">
                  {SCORE_LABEL[k] ?? k}
                </th>
                {order.map((s) => (
                  <td key={s} class="px-1 py-1 text-right tabular-nums sm:px-1.5">
                    {v.mats[s]?.score[k] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
            <tr class="border-t-2 border-stone-300 font-semibold">
              <th scope="row" class="px-1.5 py-1 text-left">
                Honour
              </th>
              {order.map((s) => (
                <td key={s} class={`px-1 py-1 text-right font-display text-base whitespace-nowrap tabular-nums sm:px-1.5 ${win.includes(s) ? 'text-ember-600' : ''}`}>
                  {v.mats[s]?.honour}
                  {win.includes(s) && ' ★'}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
        <p class="mt-2 text-xs text-stone-500">Ties go to the most Votes on the Clan board; still tied, the victory is shared.</p>
      </div>
    </section>
  );
}

export const CLAN_NAMES = CLANS.map((c) => clanLabel(c));
