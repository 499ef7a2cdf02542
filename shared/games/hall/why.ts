// Why a step offers nothing (issue 29: every "why not" answered), in the game's words and from what the
// seat may see (everything read here is public: storages, trolls' tokens, the board, the horde, the
// supply). The prompt says it while the step waits (client/boards/hall/words.ts) and the room's log
// line says it when the step's one move is taken by itself (GameModule.why).
import { D } from './tables';
import { countFor, owned } from './pay';
import { digCtx, myStatues, statueDests } from './geom';
import { digMoves, digCost } from './dig';
import { hallMoves } from './greatHall';
import { recruitMoves } from './recruit';
import { castMoves, castMovesIn } from './spells';
import { workshopMoves, convNeed, workshopMovesIn } from './workshop';
import { countTrolls } from './smoot';
import { clanName, COIN, MINERALS, RUNE, resName, SMOOT_SIZE, bribeSlots } from './symbols';
import type { State, Task } from './state';

const list = (parts: string[]): string => (parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`);

/** Why `seat` cannot dig now; '' when it can. */
export function noDig(s: State, seat: number): string {
  if (digMoves(s, seat).length > 0) return '';
  const sizes = D.stacks.flatMap((st, i) => (s.b.stacks[i]! > 0 ? [digCost(s, st.size)] : []));
  if (sizes.length === 0) return 'no tunnel tiles are left';
  const least = Math.min(...sizes);
  const most = Math.max(...MINERALS.map((m) => owned(s, seat, m)));
  if (most < least) return `the smallest tunnel left takes ${least} minerals of one kind and you have at most ${most} of any`;
  if (digCtx(s, seat).frontier.length === 0) return 'no free cell beside your network that does not touch a rival’s network';
  return 'no tunnel you can pay for fits beside your network (a rival’s network, the heart, workshop sites or rubble without hammers are in the way)';
}

/** Why `seat` cannot recruit now; '' when it can. */
export function noRecruit(s: State, seat: number): string {
  if (recruitMoves(s, seat).length > 0) return '';
  if (countTrolls(s.p[seat]!) >= SMOOT_SIZE) return 'your trollsmoot is full, 10 trolls';
  if (s.horde.every((h) => h.c < 0)) return 'the horde is empty';
  const cheapest = Math.min(...s.horde.flatMap((h, slot) => (h.c >= 0 ? [bribeSlots(slot).filter((x) => s.horde[x]!.c >= 0).length] : [])));
  return `the cheapest troll costs ${cheapest} coins and you have ${owned(s, seat, COIN)}`;
}

/** Why `seat` can dedicate no great hall; '' when it can. */
export function noHall(s: State, seat: number): string {
  if (s.turn.hall) return 'you have dedicated one this turn';
  if (hallMoves(s, seat).length > 0) return '';
  if (s.b.halls.every((h) => h >= 0)) return 'every great hall is taken';
  return 'no great hall fits wholly on tunnel cells of your own network';
}

/** Why `seat` can move no statue; '' when it can. */
export function noStatue(s: State, seat: number): string {
  const mine = myStatues(s, seat);
  if (mine.length === 0) return 'no unearthed statue stands in your network';
  const blocked: string[] = [];
  const noCart: string[] = [];
  for (const c of mine) {
    const clan = s.b.statue[c]!;
    if (statueDests(s, seat, c).length === 0) blocked.push(clanName(clan));
    else if (countFor(s, seat, { a: 'cart', clan, n: 1 }) === 0) noCart.push(clanName(clan));
    else return '';
  }
  const parts: string[] = [];
  if (noCart.length) parts.push(`no ${list([...new Set(noCart)])} or wild cart to move your ${list([...new Set(noCart)])} statue${noCart.length > 1 ? 's' : ''}`);
  if (blocked.length) parts.push(`no empty cell next to your ${list([...new Set(blocked)])} statue${blocked.length > 1 ? 's' : ''} in your network`);
  return list(parts);
}

/** Why `seat` has nothing to do in step 1; '' when it has. */
export function noStep1(s: State, seat: number): string {
  const parts: string[] = [];
  if (!s.turn.cast && castMoves(s, seat).length === 0) parts.push(owned(s, seat, RUNE) === 0 ? 'no rune for a spell' : 'no spell you can cast');
  if (!s.turn.ws && workshopMoves(s, seat).length === 0) parts.push('no workshop your network reaches');
  if (s.turn.cast && s.turn.ws) parts.push('a spell and a workshop already this turn');
  return list(parts);
}

/** Why an active workshop offers no further use; '' when it does. */
export function noUse(s: State, seat: number, t: Extract<Task, { k: 'ws' }>): string {
  const name = D.workshopNames[t.kind] ?? 'workshop';
  if (t.uses <= 0) return `the ${name} has no use left`;
  if (workshopMovesIn(s, seat, t).length > 1) return '';
  const needs = (D.conversions[t.kind] ?? []).flatMap((c) => convNeed(c).map((n) => (n.a === 'r' ? `${n.n} ${resName(n.r)}` : n.a === 'any' ? `${n.n} resources` : '')).filter(Boolean));
  return needs.length ? `you have nothing the ${name} takes (${list([...new Set(needs)]).replace(/ and ([^,]*)$/, ' or $1')})` : `nothing to move from your trolls`;
}

/**
 * Why the seat's step offers nothing but its one legal move (GameModule.why), or undefined when the
 * step needs no reason.
 */
export function why(s: State, seat: number): string | undefined {
  if (s.phase !== 'play' || s.turn.seat !== seat) return undefined;
  const t = s.tasks[s.tasks.length - 1];
  if (!t) {
    switch (s.turn.step) {
      case 1:
        return noStep1(s, seat) || undefined;
      case 2: {
        const r = noRecruit(s, seat);
        const d = noDig(s, seat);
        return r && d ? `neither recruit (${r}) nor dig (${d})` : undefined;
      }
      case 3:
        return noHall(s, seat) || undefined;
      default:
        return noStatue(s, seat) || undefined;
    }
  }
  switch (t.k) {
    case 'ws':
      return noUse(s, seat, t) || undefined;
    case 'dig':
      if (t.stage === 'ped') return 'no pedestal of yours may stand on this anchor';
      if (t.stage === 'ws') return s.wsSupply.length === 0 ? 'no workshop is left to establish' : undefined;
      return undefined;
    case 'recruit':
      if (t.stage === 'ped') return 'the bag holds no pedestal';
      if (t.stage === 'place') return 'only one slot of the trollsmoot is open';
      return undefined;
    case 'cast': {
      const m = castMovesIn(s, seat, t);
      return m.length === 1 && m[0]!.type === 'skip' ? `${D.spells[t.spell]!.name} can do nothing more for you` : undefined;
    }
    default:
      return undefined;
  }
}
