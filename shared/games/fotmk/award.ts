// Award Champions, left to right: the victor's votes, contender rewards in influence order, the card
// and its pawn or starburst, then an instant ability (rulebook: Award Champions).
import { CHAMPIONS } from './content/champions';
import { CLANS } from './content/types';
import { COUNTS } from './content/components';
import { board, dominates } from './board';
import { controlledIn } from './scoring';
import { arr, type G, gainHonour, gainVotes, gnomesAt, movePawn, own, patch, player, pop, push, ranking, say } from './ctx';
import { countKind } from './grid';
import { startAction } from './actions';
import { clanName, count, seatName, type Handler } from './handler';
import { fail, type Move } from './moves';
import type { State, Task } from './state';
import { Memo } from './memo';

type AwardT = Extract<Task, { k: 'award' }>;
type CullT = Extract<Task, { k: 'cull' }>;

/** Yellow lines a disc at value v has passed; a disc past 8 wraps around and passes them again. */
export function linesPassed(lines: readonly number[], v: number): number {
  if (v <= 0) return 0;
  const laps = Math.floor((v - 1) / 8);
  const rest = ((v - 1) % 8) + 1;
  return laps * lines.length + lines.filter((k) => k < rest).length;
}

const champ = (s: State, t: AwardT) => CHAMPIONS[s.display[t.idx]?.id ?? -1];

function contenderMoves(s: State, t: AwardT, seat: number): Move[] {
  const c = champ(s, t);
  const d = s.display[t.idx];
  if (!c || !d) return [];
  const v = d.inf.find((x) => x.seat === seat)?.v ?? 0;
  const out: Move[] = [];
  if (linesPassed(c.yellowLines, v) > 0) out.push({ type: 'contender', reward: 'honour', clan: -1 });
  if (c.clan === 'outsider') for (let clan = 0; clan < 7; clan++) out.push({ type: 'contender', reward: 'vote', clan });
  else out.push({ type: 'contender', reward: 'vote', clan: CLANS.indexOf(c.clan) });
  return out;
}

/** Pawns of `seat` on the map, each standing on one of its champion bases. */
function pawnsOnMap(s: State, seat: number): number {
  let n = 0;
  for (let c = 0; c < s.pawnAt.length; c++) if ((s.pawnAt[c] ?? -1) >= 0 && s.owner[c] === seat) n++;
  return n;
}

function emptyHalls(s: State): number[] {
  const out: number[] = [];
  for (let h = 0; h < s.hallTile.length; h++) if ((s.hallTile[h] ?? 0) < 0) out.push(h);
  return out;
}

const spotMemo = new Memo<number[]>();

/** Where `seat` may place a won champion's pawn (do not change the returned array). */
function pawnSpots(s: State, seat: number): number[] {
  const deps = [s.pawnAt, s.owner, seat];
  const known = spotMemo.get(s.nodes, deps);
  if (known) return known;
  const out: number[] = [];
  for (let n = 0; n < s.nodes.length; n++) if (dominates(s, n, seat)) out.push(n);
  return spotMemo.set(s.nodes, deps, out);
}

function waitingMoves(s: State, t: AwardT): Move[] {
  const c = champ(s, t);
  const victor = t.order[0] ?? -1;
  if (!c) return [];
  if (t.step === 'victor') return Array.from({ length: 7 }, (_, clan): Move => ({ type: 'outsiderClan', clan }));
  if (t.step === 'contenders') return contenderMoves(s, t, t.order[t.ci] ?? -1);
  if (t.step === 'take') {
    if (c.deck === 3) return emptyHalls(s).map((hall): Move => ({ type: 'placeStarburst', hall }));
    return pawnSpots(s, victor).map((node): Move => ({ type: 'placePawn', node }));
  }
  return [];
}

function actor(t: AwardT): number {
  return t.step === 'contenders' ? (t.order[t.ci] ?? -1) : (t.order[0] ?? -1);
}

export const award: Handler<AwardT> = {
  step(g, t) {
    const s = g.s;
    const d = s.display[t.idx];
    const c = champ(s, t);
    if (!d || !c || t.step === 'done') {
      pop(g);
      return false;
    }
    if (t.step === 'victor') {
      if (t.order.length === 0) {
        const r = ranking(d.inf);
        if (r.length === 0) {
          say(g, `Nobody influenced ${c.name}: the champion leaves the game.`, { kind: 'award', data: { champion: c.id } });
          patch(g, t, { step: 'done' });
          return false;
        }
        patch(g, t, { order: r.map((x) => x.seat) });
        const v0 = r[0]?.seat ?? 0;
        say(g, `${seatName(v0)} has the most Influence with ${c.name} and wins the champion.`, { seat: v0, kind: 'award', data: { champion: c.id } });
        return false;
      }
      const victor = t.order[0] ?? 0;
      if (c.clan === 'outsider') return true;
      gainVotes(g, victor, CLANS.indexOf(c.clan), c.votes);
      say(g, `${seatName(victor)} gains ${count(c.votes, `${clanName(c.clan)} Vote`)}.`, { seat: victor, kind: 'votes' });
      patch(g, t, { step: 'contenders', ci: 1 });
      return false;
    }
    if (t.step === 'contenders') {
      const seat = t.order[t.ci];
      if (seat === undefined) {
        patch(g, t, { step: 'take' });
        return false;
      }
      const opts = contenderMoves(s, t, seat);
      if (opts.length > 1) return true;
      // No yellow line passed and a single clan: the vote is the only sensible reward.
      contender(g, t, seat, CLANS.indexOf(c.clan as (typeof CLANS)[number]), false);
      return false;
    }
    if (t.step === 'take') {
      const victor = t.order[0] ?? 0;
      if (s.owner[c.id] !== victor) {
        own(g, g.s, 'owner')[c.id] = victor;
        const p = player(g, victor);
        p.champions = [...p.champions, c.id];
        p.claws = [...p.claws, 0];
        p.champCubes = [...p.champCubes, 0];
        return false;
      }
      if (c.letter && c.deck !== 3 && (s.pawnAt[c.id] ?? -1) < 0) {
        if (pawnsOnMap(s, victor) >= COUNTS.championBases) {
          // All five bases hold pawns: the card, its Votes and its abilities, but no pawn (RULES-NOTES).
          say(g, `All ${COUNTS.championBases} of ${seatName(victor)}'s champion bases are in use: ${c.name} joins without a pawn.`, { seat: victor, kind: 'pawn', data: { champion: c.id } });
        } else if (pawnSpots(s, victor).length > 0) return true;
      }
      if (c.letter && c.deck === 3 && !s.hallTile.includes(c.id) && emptyHalls(s).length > 0) return true;
      if (c.letter && c.deck === 3 && !s.hallTile.includes(c.id)) say(g, `No Great Hall is empty: ${c.name}'s starburst has no place.`);
      patch(g, t, { step: 'instant' });
      return false;
    }
    // instant
    patch(g, t, { step: 'done' });
    if (c.instant) instant(g, t.order[0] ?? 0, c.id);
    return false;
  },
  actors: (_s, t) => [actor(t)],
  legal: (s, t, seat) => (seat === actor(t) ? waitingMoves(s, t) : []),
  apply(g, t, seat, m) {
    const s = g.s;
    const c = champ(s, t);
    if (!c) return fail('move/wrong-step', 'No champion to award.');
    if (m.type === 'outsiderClan' && t.step === 'victor') {
      if (m.clan < 0 || m.clan > 6) return fail('move/no-clan', 'Choose one of the seven clans.');
      gainVotes(g, seat, m.clan, c.votes);
      say(g, `${seatName(seat)} applies ${c.name}'s ${c.votes} wild Votes to the ${clanName(m.clan)} clan.`, { seat, kind: 'votes' });
      patch(g, t, { step: 'contenders', ci: 1 });
      return null;
    }
    if (m.type === 'contender' && t.step === 'contenders') {
      if (!contenderMoves(s, t, seat).some((x) => x.type === 'contender' && x.reward === m.reward && x.clan === m.clan))
        return fail('move/bad-reward', 'Take one Vote in the champion’s clan (any clan for an outsider), or Honour if your disc passed a yellow line.');
      contender(g, t, seat, m.clan, m.reward === 'honour');
      return null;
    }
    if (m.type === 'placePawn' && t.step === 'take' && c.deck !== 3) {
      if (!pawnSpots(s, seat).includes(m.node)) return fail('move/not-dominated', 'Place the pawn in a cavern you dominate (or a lair of yours).');
      movePawn(g, c.id, m.node);
      say(g, `${seatName(seat)} puts ${c.name}'s pawn in ${board(s).nodeName[m.node]}.`, { seat, kind: 'pawn', data: { champion: c.id, node: m.node } });
      patch(g, t, { step: 'instant' });
      return null;
    }
    if (m.type === 'placeStarburst' && t.step === 'take' && c.deck === 3) {
      if (!emptyHalls(s).includes(m.hall)) return fail('move/hall-full', 'Put the starburst in an empty Great Hall.');
      own(g, g.s, 'hallTile')[m.hall] = c.id;
      say(g, `${seatName(seat)} puts ${c.name}'s starburst in Great Hall ${m.hall + 1}.`, { seat, kind: 'starburst', data: { champion: c.id, hall: m.hall } });
      patch(g, t, { step: 'instant' });
      return null;
    }
    return fail('move/wrong-step', 'That is not this step of the champion award.');
  },
};

function contender(g: G, t: AwardT, seat: number, clan: number, honour: boolean): void {
  const s = g.s;
  const c = champ(s, t);
  const d = s.display[t.idx];
  if (!c || !d) return;
  if (honour) {
    const n = linesPassed(c.yellowLines, d.inf.find((x) => x.seat === seat)?.v ?? 0);
    gainHonour(g, seat, n, 'contenders');
    say(g, `${seatName(seat)} takes ${n} Honour as a contender for ${c.name}.`, { seat, kind: 'contender' });
  } else {
    gainVotes(g, seat, clan, 1);
    say(g, `${seatName(seat)} takes one ${clanName(clan)} Vote as a contender for ${c.name}.`, { seat, kind: 'contender' });
  }
  patch(g, t, { ci: t.ci + 1 });
}

/** Instant abilities resolve at once, before the next champion is awarded. */
function instant(g: G, seat: number, id: number): void {
  const s = g.s;
  const c = CHAMPIONS[id];
  const a = c?.ability;
  if (!c || !a) return;
  const give = (v: number) => {
    gainHonour(g, seat, v, 'champions');
    say(g, `${c.name}: ${seatName(seat)} gains ${v} Honour.`, { seat, kind: 'champion', data: { champion: id, honour: v } });
  };
  if (a.kind === 'instant-bolster') startAction(g, seat, 'bolster', a.n, false);
  else if (a.kind === 'instant-cull') push(g, { k: 'cull', seat });
  else if (a.kind === 'instant-honour-domains') give(Array.from({ length: 7 }, (_, d) => (controlledIn(s, d)[seat] ?? 0)).filter((x) => x > 0).length);
  else if (a.kind === 'instant-honour-champions') give(a.per * (s.p[seat]?.champions.length ?? 0));
  else if (a.kind === 'instant-honour-elders') give(s.p[seat] ? countKind(s.p[seat], 'elder') : 0);
  else if (a.kind === 'instant-votes-majority') {
    for (let d = 0; d < 7; d++) {
      const mine = (controlledIn(s, d)[seat] ?? 0);
      let best = true;
      for (let o = 0; o < s.players; o++) if (o !== seat && (controlledIn(s, d)[o] ?? 0) >= mine) best = false;
      if (mine > 0 && best) {
        gainVotes(g, seat, d, 1);
        say(g, `${c.name}: ${seatName(seat)} gains one ${clanName(d)} Vote.`, { seat, kind: 'votes' });
      }
    }
  }
}

export const cull: Handler<CullT> = {
  step(g) {
    if (g.s.nodes.some((n) => n.g.length > 0)) return true;
    pop(g);
    return false;
  },
  actors: (_s, t) => [t.seat],
  legal: (s, t, seat) => (seat === t.seat ? s.nodes.flatMap((nd, node) => nd.g.map((_, index): Move => ({ type: 'cull', node, index }))) : []),
  apply(g, _t, seat, m) {
    if (m.type !== 'cull') return fail('move/wrong-step', 'Choose a gnome to remove.');
    const gs = g.s.nodes[m.node]?.g ?? [];
    const gn = gs[m.index];
    if (gn === undefined) return fail('move/no-gnome', 'There is no such gnome.');
    gnomesAt(g, m.node).splice(m.index, 1);
    arr(g, 'gnomeSupply').push(gn);
    arr(g, 'gnomeSeen')[gn] = 0;
    say(g, `${seatName(seat)} removes a gnome from ${board(g.s).nodeName[m.node]}.`, { seat, kind: 'cull', data: { node: m.node } });
    pop(g);
    return null;
  },
};

