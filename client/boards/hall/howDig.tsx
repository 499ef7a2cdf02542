// How to play, the heart of a turn: paying, digging a tunnel and recruiting with its cascade, each with
// a worked example from the example game (howGame.ts).
import { MINERALS, TUNNEL_SCORE } from '../../../shared/games/hall/content';
import { bribeSlots } from '../../../shared/games/hall/symbols';
import { holdings } from '../../../shared/games/hall/pay';
import { boardOf, cardName, resWord } from './model';
import { howGame, type HowStep, lineOf, newestCells, stepBefore, stepWith, wokenBits } from './howGame';
import { cropAround, Fig, HordePic, Mountain, named, P, Pair, SmootPic, StoragePic, viewAt } from './howPics';

/** The example's first dig of 3 cells or more (a 2-cell tunnel scores nothing) whose payment was a choice. */
function digExample() {
  const g = howGame();
  const points = (st: HowStep) => (st.events.find((e) => e.kind === 'dig')?.data?.points as number) > 0;
  // Paid from storage and from trolls: the source was a real choice.
  const chosen = (st: HowStep) => {
    const t = st.before.tasks.at(-1);
    const need = t?.k === 'pay' ? t.need[0] : undefined;
    const r = need?.a === 'r' ? need.r : -1;
    const h = holdings(st.before, st.seat).filter((x) => x[0] === r);
    return h.some((x) => x[1] < 0) && h.some((x) => x[1] >= 0) && h.reduce((a, x) => a + x[2], 0) > (need?.n ?? 0);
  };
  const done = stepWith(g, 'dig', (st) => points(st) && chosen(st)) ?? stepWith(g, 'dig', points) ?? stepWith(g, 'dig')!;
  const place = stepBefore(g, done, 'place');
  return { g, done, place };
}

export function Paying() {
  const { done } = digExample();
  const pay = done.before.tasks.at(-1);
  const need = pay?.k === 'pay' ? pay.need[0] : undefined;
  const r = need?.a === 'r' ? need.r : 0;
  const have = holdings(done.before, done.seat).filter((h) => h[0] === r);
  const inStore = have.filter((h) => h[1] < 0).reduce((a, h) => a + h[2], 0);
  const onTrolls = have.filter((h) => h[1] >= 0).reduce((a, h) => a + h[2], 0);
  const who = named(`{p${done.seat}}`);
  return (
    <>
      <P>
        You pay with the resources in your storage <em>and</em> with the tokens on your trolls’ symbols: both are yours. When there is a choice, the board offers
        “Pay (trolls first)” in one press, or you choose each unit. When there is only one way to pay, it is paid at once.
      </P>
      {need && (
        <P>
          Example: {who} owes {need.n} {resWord(r)} for the tunnel of the next section, and owns {inStore} in storage and {onTrolls} on trolls: so {inStore + onTrolls - need.n} of
          them will stay: which ones is {who}’s choice.
        </P>
      )}
      <div class="flex flex-wrap items-start gap-x-4">
        <Fig caption="Before paying: storage below, tokens on the trolls (filled circles).">
          <SmootPic s={done.before} seat={done.seat} />
          <div class="mt-1">
            <StoragePic s={done.before} seat={done.seat} />
          </div>
        </Fig>
        <Fig caption="After paying, trolls first: the emptied symbols are white now.">
          <SmootPic s={done.after} seat={done.seat} />
          <div class="mt-1">
            <StoragePic s={done.after} seat={done.seat} />
          </div>
        </Fig>
      </div>
      <P>
        Which troll you empty is a real choice: an emptied symbol fills again when a troll recruited later wakes that troll up, so paying from a troll low in the
        pyramid (woken by many recruits) often costs you less than it seems.
      </P>
    </>
  );
}

export function Digging() {
  const { done, place } = digExample();
  const t = place?.before.tasks.find((x) => x.k === 'dig');
  const cells = newestCells(done.after);
  const crop = cropAround(done.after, cells, 2, 7);
  const width = boardOf(viewAt(done.after)).width;
  // The tile held at the spot where it was laid: the same cells, as the ghost the table draws.
  const ghost = t?.k === 'dig' ? { cells: cells.map((c) => [c % width, Math.floor(c / width)] as [number, number]), ok: true } : undefined;
  return (
    <>
      <P>
        Pick a tunnel stack, turn or flip the tile, and lay it. A tunnel must touch your network, may not touch a rival’s network, may not cover the heart, a workshop
        site or another tile, and needs one hammer per rubble cell (dotted) it covers.
      </P>
      <Pair>
        <Fig half caption="The tile held over the mountain: green, it may lie there (red: it may not, and the table says why).">
          <Mountain half s={place?.before ?? done.before} crop={crop} ghost={ghost} />
        </Fig>
        <Fig half caption={`Laid and paid: ${named(lineOf(done, 'dig'))}`}>
          <Mountain half s={done.after} crop={crop} />
        </Fig>
      </Pair>
      <P>You pay as many minerals as the tile has cells, all of one kind, and score at once. A 2-cell tunnel scores nothing:</P>
      <table class="mb-2 text-center text-xs">
        <thead>
          <tr>
            <th class="pr-2 text-left">Cells</th>
            {MINERALS.map((m) => (
              <th key={m} class="px-1">
                {m}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {([2, 3, 4, 5] as const).map((n) => (
            <tr key={n}>
              <td class="pr-2 text-left">{n}</td>
              {MINERALS.map((m) => (
                <td key={m}>{TUNNEL_SCORE[n][m]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <P>
        What it covers is yours: buried resources go to storage, statues under it are unearthed. If the tile has an anchor (a dashed ring) you may set one of your
        pedestals on it, one per clan per tier, and take that clan and tier’s point token from the track. An empty workshop site beside the new tunnel may receive a
        workshop from the supply.
      </P>
    </>
  );
}

export function Recruiting() {
  const g = howGame();
  const rec = stepWith(g, 'recruit', (st) => st.move.type === 'recruit' && st.move.slot >= 5) ?? stepWith(g, 'recruit')!;
  const slot = rec.move.type === 'recruit' ? rec.move.slot : 0;
  const under = bribeSlots(slot).length;
  const cas = stepWith(g, 'cascade', (st) => st.move.type === 'placeTroll' && st.move.slot >= 4) ?? stepWith(g, 'cascade')!;
  return (
    <>
      <P>
        The <strong>horde</strong> is a pyramid of trolls anyone may recruit: 5 at the bottom, 4 in the middle, 3 at the top. A bottom troll is free. Any other costs
        1 coin placed on <em>each</em> troll beneath it: a middle troll stands on 2 bottom trolls (2 coins), a top troll on 2 middle and 3 bottom trolls (5 coins).
        Those coins stay there as <strong>bribes</strong>: whoever recruits that troll later takes them. A troll holding 4 bribes retires.
      </P>
      <Fig caption={`The horde just before ${named(lineOf(rec, 'recruit'))} Each troll shows its price now; bribes sit under the trolls that carry them.`} wide>
        <HordePic s={rec.before} />
      </Fig>
      <P>
        {under > 0
          ? `That troll stood on ${under} trolls, so it cost ${under} coins, one left on each of them.`
          : 'A bottom troll costs nothing.'}{' '}
        A middle troll also brings the pedestal on it; a top troll lets you take any pedestal left in the bag.
      </P>
      <P>
        Put the new troll in your trollsmoot: the bottom row anywhere, a higher row only above two trolls. Then the <strong>cascade</strong>: the new troll and every
        troll beneath it in your pyramid wake up and put a token on each of their empty symbols. A troll low in the middle is woken by many recruits.
      </P>
      <Fig caption={`Before: ${cardName(cas.before.tasks.find((t) => t.k === 'recruit')?.k === 'recruit' ? (cas.before.tasks.find((t) => t.k === 'recruit') as { card: number }).card : -1)} joins (top left); white circles are symbols emptied by payments.`}>
        <SmootPic s={cas.before} seat={cas.seat} />
      </Fig>
      <Fig caption={`After: it took slot ${cas.move.type === 'placeTroll' ? cas.move.slot + 1 : ''}. ${named(lineOf(cas, 'cascade'))}`}>
        <SmootPic s={cas.after} seat={cas.seat} fresh={wokenBits(cas)} />
      </Fig>
      <P>A new token is a resource of the symbol’s kind ({resWord(0)}, {resWord(3)}…); on a clan-cart symbol it is a clan cart.</P>
    </>
  );
}
