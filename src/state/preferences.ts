import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeLocalStorage } from '../lib/storage';

export const PREFERENCES_STORAGE_KEY = 'preferences';

/** How many pane wrap settings are remembered; the oldest are forgotten past this. */
const WRAP_SETTINGS_LIMIT = 200;

interface Preferences {
  /** Wrap settings the user chose, by pane ("json-formatter/output"); a pane never toggled uses its default. */
  wrap: Record<string, boolean>;
  setWrap: (pane: string, wrap: boolean) => void;
}

function sanitizeWrap(stored: unknown): Record<string, boolean> {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const entries = Object.entries(stored).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean');
  return Object.fromEntries(entries.slice(-WRAP_SETTINGS_LIMIT));
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
    }),
    {
      name: PREFERENCES_STORAGE_KEY,
      version: 0,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: (state) => ({ wrap: state.wrap }),
      merge: (persisted, current) => ({
        ...current,
        wrap: sanitizeWrap((persisted as { wrap?: unknown } | undefined)?.wrap),
      }),
    },
  ),
);
