// Short words for a move (logs, generic move buttons). Cells and slots are numbered here; the board
// draws them in place.
import { D } from './tables';
import type { Move } from './moves';
import { clanName, resName, symName, withA } from './symbols';

const horde = (slot: number): string => (slot < 5 ? `B${slot}` : slot < 9 ? `M${slot - 5}` : `T${slot - 9}`);

export function describeMove(m: Move): string {
  switch (m.type) {
    case 'gate': return `place your gate at cell ${m.cell}`;
    case 'draft': return `place a starting troll in slot ${m.slot + 1}`;
    case 'cast': return `cast spell ${m.book + 1}`;
    case 'workshop': return `activate the workshop at site ${m.site + 1}`;
    case 'trade': return `trade 4 resources for 1 ${resName(m.res)}`;
    case 'endStep': return 'done with this step';
    case 'skip': return 'skip';
    case 'recruit': return `recruit the troll at ${horde(m.slot)}`;
    case 'pedestal': return m.clan < 0 ? 'no pedestal' : `${withA(clanName(m.clan))} pedestal`;
    case 'placeTroll': return `place the troll in slot ${m.slot + 1}`;
    case 'dig': return `dig a ${D.stacks[m.stack]?.size ?? '?'}-cell tunnel (${D.stacks[m.stack]?.id ?? m.stack})`;
    case 'orient': return `orientation ${m.o + 1}`;
    case 'place': return `at cell ${m.cell}`;
    case 'mineral': return `pay in ${resName(m.m)}`;
    case 'establish': return m.kind < 0 ? 'no workshop' : `the ${D.workshopNames[m.kind] ?? 'workshop'}`;
    case 'pay': return `pay ${withA(symName(m.sym))} from ${m.from < 0 ? 'storage' : `troll ${m.from + 1}`}`;
    case 'payAuto': return 'pay (trolls first)';
    case 'use': return `conversion ${m.conv + 1}`;
    case 'unload': return `move ${withA(symName(m.sym))} from troll ${m.slot + 1} to storage`;
    case 'hall': return `dedicate ${D.halls[m.hall]?.name ?? 'a great hall'}`;
    case 'statue': return `move the statue at cell ${m.cell}`;
    case 'to': return `to cell ${m.cell}`;
    case 'choose': return `choose ${m.i}`;
  }
}
