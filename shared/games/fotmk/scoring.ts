// Wave scoring (domains, waves I and II), the end-of-wave champions, and final scoring: Great Halls,
// Elders, Clan Votes (rulebook: Score the Wave, Wave III). Pure functions of the state first, so the
// worked examples can test them directly; the `apply*` functions write the Honour.
import { CHAMPIONS } from './content/champions';
import { elderHonour, VOTE_TILES } from './content/components';
import { CLANS } from './content/types';
import { board, controller, overrun } from './board';
import { gainHonour, ranking, say, type G } from './ctx';
import { countKind } from './grid';
import { clanName, count, seatName } from './handler';
import type { State } from './state';

/** Controlled caverns per seat in a domain. */
export function controlledIn(s: State, domain: number): number[] {
  const out = Array.from({ length: s.players }, () => 0);
  for (const n of board(s).domainCaverns[domain] ?? []) {
    const c = controller(s, n);
    if (c >= 0) out[c] = (out[c] ?? 0) + 1;
  }
  return out;
}

/** Domain score per seat: 6 for the first controlled cavern, 2 per further one, minus 1 per overrun cavern. */
export function domainScores(s: State, domain: number): number[] {
  const overrunCount = (board(s).domainCaverns[domain] ?? []).filter((n) => overrun(s, n)).length;
  return controlledIn(s, domain).map((c) => (c > 0 ? 6 + 2 * (c - 1) - overrunCount : 0));
}

export function scoreDomains(g: G): void {
  for (let d = 0; d < 7; d++) {
    const sc = domainScores(g.s, d);
    sc.forEach((v, seat) => {
      if (v === 0) return;
      gainHonour(g, seat, v, 'domains');
      say(g, `${seatName(seat)} scores ${v} Honour for the ${clanName(d)} domain.`, { seat, kind: 'score', data: { domain: d, honour: v } });
    });
  }
}

/** End-of-wave champion effects (the sunset symbol), seat by seat from the start player. */
export function endOfWave(g: G): void {
  const s = g.s;
  const b = board(s);
  for (let i = 0; i < s.players; i++) {
    const seat = (s.startPlayer + i) % s.players;
    for (const id of s.p[seat]?.champions ?? []) {
      const c = CHAMPIONS[id];
      const a = c?.ability;
      if (!c || !a || !c.endOfWave) continue;
      let v = 0;
      if (a.kind === 'herald') {
        const at = s.pawnAt[id] ?? -1;
        v = at >= 0 && controller(s, at) === seat ? a.n : 0;
      } else if (a.kind === 'eow-hunter') {
        const hit = new Set<number>();
        for (let n = 0; n < b.caverns; n++) if (controller(s, n) === seat) for (const x of b.adj[n] ?? []) if (overrun(s, x)) hit.add(x);
        v = Math.min(a.max, hit.size);
      } else if (a.kind === 'eow-reserve') v = Math.floor((s.p[seat]?.reserve ?? 0) / a.per);
      else if (a.kind === 'eow-domain' && c.clan !== 'outsider') v = controlledIn(s, CLANS.indexOf(c.clan))[seat] ? a.n : 0;
      if (v > 0) {
        gainHonour(g, seat, v, 'champions');
        say(g, `${c.name} earns ${seatName(seat)} ${v} Honour at the end of the wave.`, { seat, kind: 'champion', data: { champion: id, honour: v } });
      }
    }
  }
}

export interface HallResult {
  hall: number;
  value: number;
  /** Controlled touching caverns per seat (starburst banner included); gnomes separately. */
  counts: number[];
  gnomes: number;
  /** Honour per seat from this hall. */
  honour: number[];
}

/** Great Hall: the party (gnomes included) controlling most touching caverns takes the value; ties split it. */
export function hallResult(s: State, hall: number): HallResult {
  const touches = board(s).hallTouches[hall] ?? [];
  const value = s.hallValue[hall] ?? 0;
  const counts = Array.from({ length: s.players }, () => 0);
  let gnomes = 0;
  for (const n of touches) {
    if (overrun(s, n)) gnomes++;
    const c = controller(s, n);
    if (c >= 0) counts[c] = (counts[c] ?? 0) + 1;
  }
  const tile = s.hallTile[hall] ?? -1;
  const tileOwner = tile >= 0 ? (s.owner[tile] ?? -1) : -1;
  const kind = tile >= 0 ? CHAMPIONS[tile]?.ability.kind : undefined;
  if (kind === 'hall-banner' && tileOwner >= 0) counts[tileOwner] = (counts[tileOwner] ?? 0) + 1;
  if (kind === 'hall-seal') gnomes = 0;
  const honour = counts.map(() => 0);
  const best = Math.max(gnomes, ...counts);
  if (best > 0) {
    const winners = counts.flatMap((c, seat) => (c === best ? [seat] : []));
    const parties = winners.length + (gnomes === best ? 1 : 0);
    if (kind === 'hall-tiebreak' && winners.includes(tileOwner) && parties > 1) honour[tileOwner] = value;
    else for (const w of winners) honour[w] = Math.floor(value / parties);
  }
  if (kind === 'hall-double' && tileOwner >= 0 && (honour[tileOwner] ?? 0) > 0) {
    const a = CHAMPIONS[tile]?.ability;
    honour[tileOwner] = (honour[tileOwner] ?? 0) + (a?.kind === 'hall-double' ? a.n : 0);
  }
  if (kind === 'hall-watch' && tileOwner >= 0) {
    const a = CHAMPIONS[tile]?.ability;
    const mine = touches.filter((n) => controller(s, n) === tileOwner).length;
    honour[tileOwner] = (honour[tileOwner] ?? 0) + mine * (a?.kind === 'hall-watch' ? a.per : 0);
  }
  return { hall, value, counts, gnomes, honour };
}

/** Clan Votes: 1st, 2nd and 3rd on each plank (bottom of a stack leads) take the tile's values. */
export function clanVoteHonour(s: State, clan: number): number[] {
  const out = Array.from({ length: s.players }, () => 0);
  const tile = VOTE_TILES[s.voteTile[clan] ?? 0];
  if (!tile) return out;
  const vals = [tile.first, tile.second, tile.third];
  ranking(s.clans[clan] ?? []).slice(0, 3).forEach((d, i) => {
    out[d.seat] = (out[d.seat] ?? 0) + (vals[i] ?? 0);
  });
  return out;
}

export function finalScoring(g: G): void {
  const s = g.s;
  for (let h = 0; h < board(s).hallTouches.length; h++) {
    const r = hallResult(g.s, h);
    r.honour.forEach((v, seat) => gainHonour(g, seat, v, 'halls'));
    const who = r.honour.flatMap((v, seat) => (v > 0 ? [`${seatName(seat)} takes ${v}`] : []));
    say(g, `Great Hall ${h + 1} (worth ${r.value}): ${who.length ? who.join(', ') : r.gnomes > 0 && r.gnomes >= Math.max(...r.counts) ? 'held by the gnomes' : 'nobody scores'}.`, {
      kind: 'hall',
      data: { hall: h, counts: r.counts, gnomes: r.gnomes, honour: r.honour },
    });
  }
  for (let seat = 0; seat < s.players; seat++) {
    const p = g.s.p[seat];
    if (!p) continue;
    const e = countKind(p, 'elder');
    gainHonour(g, seat, elderHonour(e), 'elders');
    say(g, `${seatName(seat)} has ${count(e, 'Elder')}: ${elderHonour(e)} Honour.`, { seat, kind: 'elders', data: { elders: e } });
  }
  for (let clan = 0; clan < 7; clan++) {
    const v = clanVoteHonour(g.s, clan);
    v.forEach((x, seat) => gainHonour(g, seat, x, 'votes'));
    const who = v.flatMap((x, seat) => (x > 0 ? [`${seatName(seat)} takes ${x}`] : []));
    say(g, `${clanName(clan)} clan Votes: ${who.length ? who.join(', ') : 'nobody has Votes'}.`, { kind: 'votes', data: { clan, honour: v } });
  }
}

export const totalVotes = (s: State, seat: number): number => s.clans.reduce((t, plank) => t + (plank.find((d) => d.seat === seat)?.v ?? 0), 0);

/** Most Honour wins; ties go to most Votes on the Clan board; still tied, the victory is shared. */
export function winners(s: State): number[] {
  const seats = s.p.map((_, i) => i);
  const top = Math.max(...s.p.map((p) => p.honour));
  const tied = seats.filter((i) => s.p[i]?.honour === top);
  const v = Math.max(...tied.map((i) => totalVotes(s, i)));
  return tied.filter((i) => totalVotes(s, i) === v);
}

