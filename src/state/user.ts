import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeLocalStorage } from '../lib/storage';

/** One persisted key holds favorites and history together, as the spec requires (version 0). */
export const USER_STORAGE_KEY = 'favorites-and-history';
export const HISTORY_LIMIT = 20;
export const SIDEBAR_FAVORITES_PREVIEW = 5;

export interface HistoryEntry {
  /** The tool id. */
  id: string;
  name: string;
  path: string;
  /** When it was visited, in ms since the epoch. */
  timestamp: number;
}

interface UserData {
  favorites: string[];
  history: HistoryEntry[];
}

interface UserState extends UserData {
  addFavorite: (id: string) => void;
  removeFavorite: (id: string) => void;
  toggleFavorite: (id: string) => void;
  isFavorite: (id: string) => boolean;
  recordVisit: (entry: Omit<HistoryEntry, 'timestamp'>, timestamp?: number) => void;
  clearHistory: () => void;
}

function isHistoryEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.name === 'string' &&
    typeof entry.path === 'string' &&
    typeof entry.timestamp === 'number' &&
    Number.isFinite(entry.timestamp)
  );
}

/**
 * Keeps only well-formed values from storage. Another app on the same origin, an old version or a
 * hand edit can leave anything there; the app must still start.
 */
export function sanitizeUserData(stored: unknown): UserData {
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const favorites = Array.isArray(record.favorites)
    ? [...new Set(record.favorites.filter((id): id is string => typeof id === 'string'))]
    : [];
  const seen = new Set<string>();
  const history = Array.isArray(record.history)
    ? record.history
        .filter(isHistoryEntry)
        .filter((entry) => !seen.has(entry.id) && seen.add(entry.id))
        .slice(0, HISTORY_LIMIT)
    : [];
  return { favorites, history };
}

export const useUserStore = create<UserState>()(
  persist(
    (set, get) => ({
      favorites: [],
      history: [],
      addFavorite: (id) =>
        set((state) => (state.favorites.includes(id) ? state : { favorites: [...state.favorites, id] })),
      removeFavorite: (id) => set((state) => ({ favorites: state.favorites.filter((favorite) => favorite !== id) })),
      toggleFavorite: (id) => (get().isFavorite(id) ? get().removeFavorite(id) : get().addFavorite(id)),
      isFavorite: (id) => get().favorites.includes(id),
      recordVisit: (entry, timestamp = Date.now()) =>
        set((state) => ({
          history: [{ ...entry, timestamp }, ...state.history.filter((item) => item.id !== entry.id)].slice(
            0,
            HISTORY_LIMIT,
          ),
        })),
      clearHistory: () => set({ history: [] }),
    }),
    {
      name: USER_STORAGE_KEY,
      version: 0,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: (state): UserData => ({ favorites: state.favorites, history: state.history }),
      // Whatever was stored (another version, another app, a hand edit) is cleaned, never trusted.
      migrate: (persisted) => sanitizeUserData(persisted),
      merge: (persisted, current) => ({ ...current, ...sanitizeUserData(persisted) }),
    },
  ),
);
