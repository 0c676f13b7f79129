import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeLocalStorage } from '../lib/storage';

export const PREFERENCES_STORAGE_KEY = 'preferences';

/** How many pane wrap settings are remembered; the oldest are forgotten past this. */
const WRAP_SETTINGS_LIMIT = 200;

/** How many world clock cities are remembered; a longer list keeps its first ones. */
const WORLD_CLOCK_CITIES_LIMIT = 50;

/** A time zone id as IANA writes them (`America/Argentina/Buenos_Aires`, `UTC`, `Etc/GMT+5`): nothing else is kept. */
const ZONE_ID = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;
const ZONE_ID_LIMIT = 64;

interface Preferences {
  /** Wrap settings the user chose, by pane ("json-formatter/output"); a pane never toggled uses its default. */
  wrap: Record<string, boolean>;
  setWrap: (pane: string, wrap: boolean) => void;
  /** The World Clock's cities, by zone id, in the user's order; null until the user has a list. */
  worldClockCities: string[] | null;
  setWorldClockCities: (zones: readonly string[]) => void;
}

function sanitizeWrap(stored: unknown): Record<string, boolean> {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const entries = Object.entries(stored).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean');
  return Object.fromEntries(entries.slice(-WRAP_SETTINGS_LIMIT));
}

function sanitizeZoneList(stored: unknown): string[] | null {
  if (!Array.isArray(stored)) return null;
  const zones = stored.filter(
    (zone): zone is string => typeof zone === 'string' && zone.length <= ZONE_ID_LIMIT && ZONE_ID.test(zone),
  );
  return [...new Set(zones)].slice(0, WORLD_CLOCK_CITIES_LIMIT);
}

/** Preferences that are not data: kept in localStorage, never holding anything the user typed. */
export const usePreferences = create<Preferences>()(
  persist(
    (set) => ({
      wrap: {},
      setWrap: (pane, wrap) =>
        set((state) => {
          const { [pane]: _previous, ...others } = state.wrap;
          return { wrap: sanitizeWrap({ ...others, [pane]: wrap }) };
        }),
      worldClockCities: null,
      setWorldClockCities: (zones) => set({ worldClockCities: sanitizeZoneList(zones) }),
    }),
    {
      name: PREFERENCES_STORAGE_KEY,
      version: 0,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: (state) => ({ wrap: state.wrap, worldClockCities: state.worldClockCities }),
      merge: (persisted, current) => {
        const stored = persisted as { wrap?: unknown; worldClockCities?: unknown } | undefined;
        return {
          ...current,
          wrap: sanitizeWrap(stored?.wrap),
          worldClockCities: sanitizeZoneList(stored?.worldClockCities),
        };
      },
    },
  ),
);
