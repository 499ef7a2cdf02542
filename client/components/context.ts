import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { TableStore } from '../store';
import type { GameInfo } from '../lib/api';

export const StoreContext = createContext<TableStore | null>(null);

export function useStore(): TableStore {
  const s = useContext(StoreContext);
  if (!s) throw new Error('useStore outside a table page');
  return s;
}

/** The game's catalog entry (player counts, bots), when the game list has loaded. */
export const GameInfoContext = createContext<GameInfo | null>(null);
export const useGameInfo = (): GameInfo | null => useContext(GameInfoContext);
