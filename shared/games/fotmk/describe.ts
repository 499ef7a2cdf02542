// Short words for a move (logs, generic buttons). Caverns are numbered here: their names depend on
// the board side, which a move alone does not carry (the table's own labels name them).
import { CHAMPIONS } from './content/champions';
import type { Move } from './moves';
import { clanName } from './handler';

const champ = (id: number): string => CHAMPIONS[id]?.name ?? `champion #${id}`;

export function describeMove(m: Move): string {
  switch (m.type) {
    case 'keepChampion': return `keep ${champ(m.champion)}`;
    case 'chooseLairs': return `lairs: pair ${m.pair + 1}`;
    case 'lairTroll': return `troll to cavern ${m.node}`;
    case 'placePawn': return `pawn to cavern ${m.node}`;
    case 'pickCard': return `pick ancestry card ${m.card}`;
    case 'placeCard': return `place card at ${m.x},${m.y}`;
    case 'discardCard': return `discard card ${m.card}`;
    case 'coverWilds': return 'cover two Wilds for a Supply';
    case 'suppliesDone': return 'done with supplies';
    case 'weak': return `weak ${m.as}${m.desperation ? ` +${m.desperation} desperation` : ''}`;
    case 'strong': return `strong ${m.as}`;
    case 'select': return 'add symbol to cluster';
    case 'confirmStrong': return `confirm strong action${m.boost ? ` +${m.boost} supplies` : ''}${m.surge ? ' with surge' : ''}`;
    case 'claw': return `use the claw of ${champ(m.champion)}`;
    case 'endTurn': return 'end turn';
    case 'cancel': return 'go back';
    case 'skipAction': return 'move no Trolls';
    case 'advanceTo': return `advance into cavern ${m.node}`;
    case 'advanceFrom': return m.pawn >= 0 ? `move ${champ(m.pawn)}` : `move a troll from cavern ${m.node}`;
    case 'advanceDone': return 'finish advance';
    case 'repelLair': return `fall back to lair ${m.node}`;
    case 'bolsterAt': return `bolster cavern ${m.node}`;
    case 'bolsterAdd': return `add ${m.count} troll${m.count === 1 ? '' : 's'}`;
    case 'bolsterPull': return `bring a unit from ${m.node}`;
    case 'bolsterDone': return 'finish bolster';
    case 'influence': return `influence champion in slot ${m.slot + 1}`;
    case 'wheelMove': return `move wheel ${m.steps}`;
    case 'peekGate': return `peek gate card ${m.slot + 1}`;
    case 'peekGnome': return `peek gnome in cavern ${m.node}`;
    case 'scoutDone': return 'done scouting';
    case 'moveTrollsFrom': return `move trolls out of ${m.node}`;
    case 'moveTroll': return `move a unit of seat ${m.owner + 1} to ${m.to}`;
    case 'moveTrollsDone': return 'finish moving trolls';
    case 'swarmMove': return `swarm to ${clanName(m.domain)}`;
    case 'gnomeTarget': return `send the gnome to ${m.node}`;
    case 'standFast': return m.use ? 'stand fast' : 'let it fall';
    case 'fallUnit': return m.pawn >= 0 ? `${champ(m.pawn)} falls` : 'a troll falls';
    case 'pawnLair': return `the champion jumps to lair ${m.node}`;
    case 'outsiderClan': return `wild votes to ${clanName(m.clan)}`;
    case 'contender': return m.reward === 'honour' ? 'take honour' : `take a ${clanName(m.clan)} vote`;
    case 'placeStarburst': return `starburst to hall ${m.hall + 1}`;
    case 'cull': return `remove gnome in ${m.node}`;
  }
}
