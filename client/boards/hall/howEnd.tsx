// How to play, the rest of the turn and the end: statues and pedestals, great halls, workshops and
// spells (each one's effect, in the words the table says them: meaning.ts), the end and its scoring with the example game's final position, and the
// symbols.
import { STATUE_SCORE } from '../../../shared/games/hall/content';
import { Icon, workshopMarks } from './art';
import { boardOf, CLAN, D, RES, TIER } from './model';
import { PEDESTAL_DOUBLES, PEDESTAL_TOKEN, STATUE_MOVES, STATUE_SCORES, WORKSHOP_USES, workshopConversions } from './meaning';
import { howGame, lineOf, newestCells, stepWith } from './howGame';
import { cropAround, Fig, HOW_SEATS, Mountain, named, P, Pair, SpellbookPic, viewAt } from './howPics';
import { EndScreen, PedChip, Sym } from './Panels';

export function Statues() {
  const g = howGame();
  const mv = stepWith(g, 'statue');
  const data = mv?.events.find((e) => e.kind === 'statue')?.data as { from: number; to: number } | undefined;
  const ped = stepWith(g, 'pedestal-token');
  return (
    <>
      <P>
        Statues of the three clans stand around the heart, buried until a tunnel covers them. In step 4 you may move an unearthed statue in your network {STATUE_MOVES}.
      </P>
      {mv && data && (
        <Pair>
          <Fig half caption="Before: the statue (framed), unearthed in its tunnel.">
            <Mountain half s={mv.before} crop={cropAround(mv.before, [data.from, data.to], 2, 7)} selected={data.from} />
          </Fig>
          <Fig half caption={`After: ${named(lineOf(mv, 'statue'))}`}>
            <Mountain half s={mv.after} crop={cropAround(mv.before, [data.from, data.to], 2, 7)} selected={data.to} />
          </Fig>
        </Pair>
      )}
      <P>At the end {STATUE_SCORES}:</P>
      <p class="mb-2 flex flex-wrap gap-1 text-xs">
        {TIER.map((t, i) => (
          <span key={t.name} class="rounded px-1" style={{ background: t.fill, color: i >= 3 ? '#1c1917' : '#fff' }}>
            {t.name}: {STATUE_SCORE[i]} (on its pedestal {STATUE_SCORE[i]! * 2})
          </span>
        ))}
      </p>
      {ped && (
        <Fig caption={`A pedestal set on a new tunnel’s anchor: ${named(ped.events.find((e) => e.kind === 'pedestal')?.text ?? '')}`}>
          <Mountain s={ped.after} crop={cropAround(ped.after, ped.after.b.ped.flatMap((c, i) => (c >= 0 && ped.before.b.ped[i]! < 0 ? [i] : [])), 2, 7)} />
        </Fig>
      )}
      <P>A pedestal set on an anchor: {PEDESTAL_TOKEN}; {PEDESTAL_DOUBLES}.</P>
    </>
  );
}

export function Halls() {
  const g = howGame();
  const h = stepWith(g, 'hall');
  const cells = h ? newestCells(h.after) : [];
  return (
    <>
      <P>
        In step 3 you may dedicate one great hall: lay it like a tile, but only over tunnel cells of your own network. It becomes one big tunnel; pedestals under it
        leave the game (their owners keep the points). At the end it scores its lesser value, or its greater value with a statue on its altar (★).
      </P>
      {h && (
        <Fig caption={`${named(lineOf(h, 'hall'))} It lies wholly on that player’s own tunnels; what is left of a tile it covers in part becomes a tunnel of its own.`}>
          <Mountain s={h.after} crop={cropAround(h.after, cells, 2, 7)} />
        </Fig>
      )}
      <ul class="mb-2 list-disc pl-5 text-xs text-stone-700">
        {D.halls.map((x) => (
          <li key={x.name}>
            {x.name}: {x.lesser}, or {x.greater} with a statue on its altar
          </li>
        ))}
      </ul>
    </>
  );
}

export function Workshops() {
  const g = howGame();
  const est = stepWith(g, 'establish');
  const site = est?.events.find((e) => e.kind === 'establish')?.data?.site as number | undefined;
  const siteCell = est && site !== undefined ? (boardOf(viewAt(est.after)).sites[site]?.cell ?? -1) : -1;
  const mid = g.steps[Math.floor(g.steps.length / 2)]!.after;
  return (
    <>
      <P>
        A workshop stands on a site of the mountain. In step 1 you may activate one that your network touches: it gives {WORKSHOP_USES}.
      </P>
      {est && siteCell >= 0 && (
        <Fig caption={`${named(lineOf(est, 'establish'))} It shows what it takes and what it gives.`}>
          <Mountain s={est.after} crop={cropAround(est.after, [siteCell], 3, 7)} selected={siteCell} />
        </Fig>
      )}
      <ul class="mb-2 space-y-1 text-xs text-stone-700" data-testid="hall-how-workshops">
        {D.workshopNames.map((name, k) => {
          const [give, get] = workshopMarks(D.conversions[k]?.[0]);
          return (
            <li key={k} class="flex items-start gap-1.5">
              <span class="inline-flex shrink-0 items-center gap-0.5 rounded border border-amber-300 bg-amber-50 px-1">
                {give && <Icon name={give} cls="h-3.5 w-3.5" />}→<Icon name={get} cls="h-3.5 w-3.5" />
              </span>
              <span>
                <strong>{name}</strong>: {workshopConversions(k)}.
              </span>
            </li>
          );
        })}
      </ul>
      <P>
        A <strong>spell</strong> costs 1 rune, put on its card; you may cast one per turn, in step 1. After its third rune the spell crumbles and the next one is
        revealed. Three spells are open at a time:
      </P>
      <Fig caption="The spellbook midway through the example game; the rune marks show how many casts each spell has taken." wide>
        <SpellbookPic s={mid} />
      </Fig>
      <details class="mb-2 text-xs text-stone-700">
        <summary class="cursor-pointer">All {D.spells.length} spells</summary>
        <ul class="mt-1 list-disc space-y-0.5 pl-5">
          {D.spells.map((s) => (
            <li key={s.name}>
              <strong>{s.name}</strong>: {s.text}
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}

export function Scoring() {
  const g = howGame();
  const f = g.final;
  const v = f.banks;
  const win = f.winners[0] ?? 0;
  const cats = ['tunnels', 'spells', 'coronation', 'pedestal points', 'leftover sets', 'great halls', 'statues'];
  const parts = v[win]!.score.flatMap((n, i) => (n > 0 ? [`${n} for ${cats[i]}`] : []));
  return (
    <>
      <P>
        At the end, beside the tunnels already scored: the coronation tokens, the pedestal point tokens, leftover resources (storage and tokens on trolls, clan carts as
        wild) in sets of three alike for 1 honour each (the best 4:1 trades are made for you first), great halls in your network, and each tunnel’s best statue.
      </P>
      <Fig caption="The example game’s mountain at the end." wide>
        <Mountain s={f} />
      </Fig>
      <Fig caption={`The example game’s final scores: ${HOW_SEATS.name(win)} won with ${v[win]!.honour} honour (${parts.join(', ')}).`} wide>
        <EndScreen v={viewAt(f)} seats={HOW_SEATS} colors={f.p.map(() => null)} />
      </Fig>
      <P>A tie goes to the player who recruited fewer levels of trolls. In the team game two teammates share one storage, one score and, once joined, one network.</P>
    </>
  );
}

export function Legend() {
  return (
    <div class="space-y-1 text-sm text-stone-700">
      {RES.map((r, i) => (
        <p key={r.id} class="flex items-center gap-2">
          <Sym s={i} /> {r.help}
        </p>
      ))}
      {CLAN.map((c, i) => (
        <p key={c.name} class="flex items-center gap-2">
          <Sym s={7 + i} /> {c.name} cart: moves {c.name} statues only.
        </p>
      ))}
      <p class="flex items-center gap-2">
        <Sym s={0} held={false} /> A faded circle: an empty symbol on a troll (no token on it now).
      </p>
      <p class="flex items-center gap-2">
        <PedChip clan={0} /> A pedestal: {PEDESTAL_DOUBLES}.
      </p>
      <P>On the mountain: dotted cells are rubble; small coloured chips are buried resources; a workshop site’s dots are its entrances (green when open); arches are gates; dashed rings are anchors.</P>
    </div>
  );
}
