// What the home page lists: every game the site will host, with its words and player counts.
// A game is playable once its engine is registered in `./index.ts`.

export interface CatalogEntry {
  id: string;
  name: string;
  short: string;
  blurb: string;
  minPlayers: number;
  maxPlayers: number;
  /** The home card's colour band (Tailwind gradient stops), the game's own look. */
  band?: string;
}

export const CATALOG = [
  {
    id: 'fotmk',
    name: 'Fall of the Mountain King',
    short: 'FotMK',
    band: 'from-stone-700 to-ember-600',
    blurb:
      'Troll clans fight over the caverns of the fallen king. Draft ancestry cards, battle with clusters of symbols, hold back the gnome invasions and win the clans\u2019 votes.',
    minPlayers: 2,
    maxPlayers: 5,
  },
  {
    id: 'hall',
    name: 'In the Hall of the Mountain King',
    short: 'Hall',
    band: 'from-pine-900 to-pine-600',
    blurb:
      'Dig tunnels, raise statues and wake sleeping trolls to restore the great halls. Team play at four.',
    minPlayers: 2,
    maxPlayers: 5,
  },
  {
    id: 'dwarfs',
    name: 'Dwar7s Fall',
    short: 'Dwarfs',
    band: 'from-sky-900 to-amber-600',
    blurb:
      'Build kingdoms, mine gems and trade, hold off the dragons. With the tribes and the Royal Decrees.',
    minPlayers: 2,
    // 2-4 dwarf colours; the three tribes add seats up to 7 (the engine's seat plan).
    maxPlayers: 7,
  },
] as const satisfies readonly CatalogEntry[];

export type GameId = (typeof CATALOG)[number]['id'];
