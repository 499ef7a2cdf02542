// FotMK in words: each legal move, the task being decided, symbol slots, and why a cavern is not a
// choice now. Pure functions of the view and the table (the board knows no rules).
import type { LogEntry, TableView } from '../../../shared/protocol';
import { count } from '../../lib/words';
import { boardOf, cardTitle, champName, clanLabel, GNOME_WHEEL, nodeName, roman, WHEEL_EFFECT, type Move, type Seats, type Targets, type View } from './model';
// Previews only (the words of a wheel move): which tripwires a move passes and how big a breach is.
import { breachSize, tripsPassed } from '../../../shared/games/fotmk/wheelmath';

/**
 * Why a cavern is not a choice in the current step (the rule in words), keyed by the kind of move
 * the step's targets are. Shown when a player points at or focuses a cavern that is not lit.
 */
export const WHY_NOT_HERE: Partial<Record<Move['type'], string>> = {
  chooseLairs: 'Not a free lair space: choose a dashed lair space, and its twin with the same glyph comes with it.',
  advanceTo: 'Not reachable: your units pass only through caverns you held when the Advance began, and rivals’ lairs are closed.',
  advanceFrom: 'No unit of yours here can reach the destination, or the action’s power is used up.',
  bolsterAt: 'Bolster only in a cavern where only your Trolls stand, or in one of your lairs.',
  bolsterPull: 'No unit of yours here to bring.',
  lairTroll: 'Place this Troll in a gnome-free cavern next to that lair.',
  placePawn: 'The pawn goes where you may place it: with a Troll you just placed (setup), or in a cavern you dominate or a lair of yours (a champion won).',
  repelLair: 'Repelled Trolls return to one of your own lairs.',
  moveTrollsFrom: 'Choose a cavern with Trolls in it.',
  moveTroll: 'A Troll moves out to a next-door gnome-free cavern, never into a lair that is not its own.',
  gnomeTarget: 'The gnome only goes to one of the equally easiest (fewest Trolls), equally near caverns.',
  pawnLair: 'A fallen champion jumps to one of your own lairs.',
  peekGnome: 'No gnome here you may peek at (one you have not seen, next to the champion if a champion peeks).',
  cull: 'No gnome here to remove.',
};

/** The reason a cavern is not lit now, or '' when it is a choice or nothing on the map is asked. */
export function whyNotHere(targets: Targets, n: number): string {
  if (targets.nodes.has(n) || targets.lairs.has(n)) return '';
  const first = [...targets.nodes.values()][0]?.[0] ?? [...targets.lairs.values()][0];
  return first ? (WHY_NOT_HERE[first.type] ?? 'Not a choice in this step.') : '';
}

export function moveWords(m: Move, v: View, seats: Seats): string {
  const b = boardOf(v);
  const nn = (n: number) => nodeName(b, n);
  switch (m.type) {
    case 'keepChampion':
      return `Keep ${champName(m.champion)}`;
    case 'chooseLairs':
      return `Lairs at ${(b.lairPairs[m.pair] ?? []).map(nn).join(' and ')}`;
    case 'lairTroll':
      return `Place a Troll in ${nn(m.node)}`;
    case 'placePawn':
      return `Put the champion pawn in ${nn(m.node)}`;
    case 'pickCard':
      return `Pick card: ${cardTitle(m.card).replace('Ancestry card: ', '')}`;
    case 'placeCard':
      return `Place the card at column ${m.x + 1}, row ${m.y + 1}`;
    case 'discardCard':
      return `Discard card: ${cardTitle(m.card).replace('Ancestry card: ', '')}`;
    case 'coverWilds':
      return `Cover the Wilds on ${slotWords(m.a)} and ${slotWords(m.b)}: +1 Supply`;
    case 'suppliesDone':
      return 'Keep my Supplies as they are';
    case 'weak':
      return `Weak ${m.as}${m.desperation ? ` +${m.desperation} Desperation` : ''} (power ${1 + m.desperation}) on ${slotWords(m.slot)}`;
    case 'strong':
      return `Strong ${m.as}`;
    case 'select':
      return `Add ${slotWords(m.slot)} to the cluster`;
    case 'confirmStrong':
      return `Confirm the Strong action${m.boost ? ` (+${m.boost} Supply boost)` : ''}${m.surge ? ' with surge' : ''}`;
    case 'claw':
      return `Use ${champName(m.champion)}'s claw`;
    case 'endTurn':
      return 'End my turn';
    case 'cancel':
      return 'Go back';
    case 'skipAction':
      return 'Leave this action unused';
    case 'advanceTo':
      return `Advance into ${nn(m.node)}`;
    case 'advanceFrom':
      return m.pawn >= 0 ? `Move ${champName(m.pawn)} from ${nn(m.node)}` : `Move a Troll from ${nn(m.node)}`;
    case 'advanceDone':
      return 'Done moving';
    case 'repelLair':
      return `Fall back to ${nn(m.node)}`;
    case 'bolsterAt':
      return `Bolster ${nn(m.node)}`;
    case 'bolsterAdd':
      return `Add ${m.count} Troll${m.count === 1 ? '' : 's'}`;
    case 'bolsterPull':
      return m.pawn >= 0 ? `Bring ${champName(m.pawn)} from ${nn(m.node)}` : `Bring a Troll from ${nn(m.node)}`;
    case 'bolsterDone':
      return 'Done bolstering';
    case 'influence':
      return `Influence ${champName(v.display[m.slot]?.champion ?? -1)}`;
    case 'wheelMove':
      return wheelWords(v, m.steps);
    case 'peekGate':
      return `Peek at gate card ${m.slot + 1}`;
    case 'peekGnome':
      return `Peek at ${v.nodes[m.node]?.gnomes.length === 1 ? 'the gnome' : `gnome ${m.index + 1}`} in ${nn(m.node)}`;
    case 'scoutDone':
      return 'Done scouting';
    case 'moveTrollsFrom':
      return `Move Trolls out of ${nn(m.node)}`;
    case 'moveTroll':
      return `Move ${m.pawn >= 0 ? champName(m.pawn) : seats.name(m.owner) === 'You' ? 'one of your Trolls' : `a Troll of ${seats.name(m.owner)}`} to ${nn(m.to)}`;
    case 'moveTrollsDone':
      return 'Done moving Trolls';
    case 'swarmMove':
      return `Swarm to the ${clanLabel(m.domain)} swarm point`;
    case 'gnomeTarget':
      return `Send the gnome to ${nn(m.node)}`;
    case 'standFast':
      return m.use ? 'Stand fast (use the claw)' : 'Let the unit fall';
    case 'fallUnit':
      return m.pawn >= 0 ? `${champName(m.pawn)} falls` : 'A regular Troll falls';
    case 'pawnLair':
      return `Champion jumps to ${nn(m.node)}`;
    case 'outsiderClan':
      return `Wild Votes to the ${clanLabel(m.clan)} clan`;
    case 'contender':
      return m.reward === 'honour' ? 'Take the Honour' : `Take one ${clanLabel(m.clan)} Vote`;
    case 'placeStarburst':
      return `Starburst into Great Hall ${m.hall + 1}`;
    case 'cull':
      return `Remove a gnome from ${nn(m.node)}`;
  }
}

/**
 * A Gnome action's wheel move and what it sets off, in order (rulebook: Gnome action): the space
 * reached and its effect at X = spaces moved, and a warning for each tripwire crossed, the breach
 * line first of all (an invasion right now).
 */
export function wheelWords(v: View, steps: number): string {
  const from = v.wheel.position;
  const to = (from + steps) % GNOME_WHEEL.spaces.length;
  const effect = (WHEEL_EFFECT[GNOME_WHEEL.spaces[to]?.effect ?? ''] ?? { name: '' }).name.replace(/X/g, String(steps));
  const trips = tripsPassed(from, steps);
  const warn = [
    ...(trips.includes('breach') ? [`crosses the breach line: ${breachSize(v.wheel.nearWheel.length)} gnomes invade right now`] : []),
    ...(trips.includes('boost') ? ['passes the boost tripwire: your Honour boost rises one space'] : []),
  ];
  return `Move the wheel pawn ${steps} space${steps === 1 ? '' : 's'} to space ${to + 1}: ${effect}${warn.length ? `. Warning: ${warn.join('; ')}` : ''}`;
}

export function slotWords(slot: number): string {
  if (slot >= 1000) return `${champName((slot - 1000) >> 2)}'s symbol`;
  return `column ${(slot % 12) + 1}, row ${Math.floor(slot / 12) + 1}`;
}

/**
 * The name of the step being decided, short: the heading of the decision bar (the prompt under it
 * says what to do). Keyed by the task and its step, in the game's own words.
 */
export function stepName(v: View): string {
  const task = v.task;
  const b = boardOf(v);
  if (!task) return '';
  switch (task.k) {
    case 'startChampions':
      return 'Starting champion';
    case 'lair':
      return task.step === 'pair' ? 'Your lairs' : task.step === 'pawn' ? 'Champion pawn' : task.step === 'troll0' ? 'First lair Troll' : 'Second lair Troll';
    case 'draft':
      return `Draft: card ${task.round} of 3`;
    case 'supplies':
      return 'Supplies';
    case 'battle':
    case 'turn':
      return 'Your turn';
    case 'strongSel':
      return `Strong ${task.action}`;
    case 'advance':
      return task.dest < 0 ? `Advance (power ${task.power})` : `Advance into ${nodeName(b, task.dest)} (${task.moved} of ${task.power})`;
    case 'battleGnomes':
      return task.step === 'repel' ? 'Repelled' : `Battle in ${nodeName(b, task.node)}`;
    case 'bolster':
      return task.step === 'where' ? `Bolster (power ${task.power})` : `Bolster ${nodeName(b, task.node)}`;
    case 'influence':
      return `Influence (power ${task.power})`;
    case 'gnome':
      return 'Gnome wheel';
    case 'scout':
      return 'Scout';
    case 'moveTrolls':
      return task.from < 0 ? `Move Trolls (power ${task.power})` : `Move Trolls out of ${nodeName(b, task.from)} (${task.moved} of ${task.power})`;
    case 'breach':
      return 'Breach';
    case 'invade':
      return task.mode === 'breach' ? 'Breach' : 'Invasion';
    case 'fall':
      return `A unit falls in ${nodeName(b, task.node)}`;
    case 'waveEnd':
      return `End of Wave ${roman(v.wave)}`;
    case 'award':
      return `Award: ${champName(v.display[task.idx]?.champion ?? -1)}`;
    case 'cull':
      return 'Remove a gnome';
    default:
      return '';
  }
}

/** Who decides now, and what, in words (names as {pN} placeholders for LogText). */
export function taskWords(v: View, t: TableView): string {
  const task = v.task;
  const me = t.you.seat;
  const who = (s: number) => (s === me ? 'You' : `{p${s}}`);
  const b = boardOf(v);
  if (v.over) return 'The game is over.';
  if (!task) return 'Waiting…';
  switch (task.k) {
    case 'startChampions':
      return 'Everyone keeps one of two starting champions.';
    case 'lair':
      if (task.step === 'pair') return `${who(task.seat)} ${task.seat === me ? 'choose' : 'chooses'} a pair of lair spaces.`;
      if (task.step === 'pawn') return `${who(task.seat)} ${task.seat === me ? 'put' : 'puts'} the starting champion's pawn with one of the new Trolls.`;
      return `${who(task.seat)} ${task.seat === me ? 'place' : 'places'} a Troll next to ${task.step === 'troll0' ? 'the first' : 'the second'} lair.`;
    case 'draft':
      return `Build your Ancestry: everyone adds a card (card ${task.round} of 3).`;
    case 'supplies':
      return `${who(task.seat)} may cover two Wilds for one more Supply.`;
    case 'battle':
    case 'turn':
      return `${who(v.turn)}${v.turn === me ? 'r' : "'s"} turn: two Weak actions or one Strong action.`;
    case 'strongSel':
      return `${who(task.seat)} ${task.seat === me ? 'choose' : 'chooses'} the symbols of a Strong ${task.action}.`;
    case 'advance':
      return task.dest < 0
        ? `${who(task.seat)} ${task.seat === me ? 'advance' : 'advances'} (power ${task.power}): choosing the destination.`
        : `${who(task.seat)} ${task.seat === me ? 'move' : 'moves'} Trolls into ${nodeName(b, task.dest)} (${task.moved} of ${task.power}).`;
    case 'battleGnomes':
      return task.step === 'repel' ? `${who(task.seat)} ${task.seat === me ? 'were' : 'was'} repelled from ${nodeName(b, task.node)}: choosing a lair to fall back to.` : `Battle in ${nodeName(b, task.node)}.`;
    case 'bolster':
      return task.step === 'where'
        ? `${who(task.seat)} ${task.seat === me ? 'bolster' : 'bolsters'} (power ${task.power}): choosing a dominated cavern.`
        : task.step === 'count'
          ? `${who(task.seat)} ${task.seat === me ? 'choose' : 'chooses'} how many Trolls to add to ${nodeName(b, task.node)}.`
          : `${who(task.seat)} may bring units from the map to ${nodeName(b, task.node)}.`;
    case 'influence':
      return `${who(task.seat)} ${task.seat === me ? 'influence' : 'influences'} a champion (power ${task.power}).`;
    case 'gnome':
      return `${who(task.seat)} ${task.seat === me ? 'move' : 'moves'} the wheel pawn (up to ${count(Math.min(task.power, 12), 'space')}).`;
    case 'scout':
      return `${who(task.seat)} ${task.seat === me ? 'scout' : 'scouts'}: a peek at a gate card and at a gnome.`;
    case 'moveTrolls':
      return task.from < 0 ? `${who(task.seat)} ${task.seat === me ? 'choose' : 'chooses'} a cavern to move Trolls out of (up to ${task.power}).` : `${who(task.seat)} ${task.seat === me ? 'move' : 'moves'} Trolls out of ${nodeName(b, task.from)} (${task.moved} of ${task.power}).`;
    case 'breach':
      return `Breach! ${who(task.seat)} may move the swarm up to two swarm points.`;
    case 'invade':
      return `${task.mode === 'breach' ? 'Breach' : 'Invasion'} at the ${clanLabel(v.swarm)} swarm point: ${who(task.decider)} ${task.decider === me ? 'choose' : 'chooses'} where the gnome goes (${task.mode === 'breach' ? 'active player' : 'Vote leader'}).`;
    case 'fall':
      return task.step === 'stand'
        ? `${who(task.owner)} may let a Troll stand fast in ${nodeName(b, task.node)}.`
        : task.step === 'unit'
          ? `${who(task.owner)} ${task.owner === me ? 'choose' : 'chooses'} which unit falls in ${nodeName(b, task.node)}.`
          : `${who(task.owner)} ${task.owner === me ? 'choose' : 'chooses'} the lair the fallen champion jumps to.`;
    case 'waveEnd':
      return `End of Wave ${roman(v.wave)}.`;
    case 'award': {
      const c = champName(v.display[task.idx]?.champion ?? -1);
      const seat = task.step === 'contenders' ? (task.order[task.ci] ?? -1) : (task.order[0] ?? -1);
      if (task.step === 'victor') return `${who(seat)} won ${c}: choosing the clan for the wild Votes.`;
      if (task.step === 'contenders') return `${who(seat)} ${seat === me ? 'choose' : 'chooses'} a contender reward for ${c}.`;
      if (task.step === 'take') return `${who(seat)} ${seat === me ? 'place' : 'places'} ${c}.`;
      return `Awarding ${c}.`;
    }
    case 'cull':
      return `${who(task.seat)} ${task.seat === me ? 'remove' : 'removes'} a gnome from the map.`;
    default:
      return '';
  }
}

/**
 * Log lines completed from their event data: a Strong action boosted with Supplies names the
 * Supplies spent (they are the player's remaining turns). Lines that already say it stay as they are.
 */
export function logWords(e: LogEntry): string {
  const boost = e.kind === 'action' && typeof e.data?.boost === 'number' ? e.data.boost : 0;
  if (boost <= 0 || /\bSuppl(y|ies)\b/.test(e.text)) return e.text;
  return `${e.text.replace(/\.$/, '')}, boosted with ${count(boost, 'more Supply', 'more Supplies')}.`;
}

/** What a champion's letter means (the letter names its pawn tile). */
export const letterTip = (letter: string): string =>
  `Letter ${letter}: this champion comes with a pawn on the map (counted as one of your Trolls) for whoever wins them.`;
