import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeLocalStorage } from '../../lib/storage';

export const PANE_HEIGHTS_STORAGE_KEY = 'pane-heights';

/** The heights an editor can be given by dragging its handle or with the keyboard, in px. */
export const MIN_PANE_HEIGHT = 120;
export const MAX_PANE_HEIGHT = 1600;

/** How many chosen heights are remembered; the oldest are forgotten past this. */
const HEIGHTS_LIMIT = 200;

export function clampPaneHeight(height: number): number {
  return Math.round(Math.min(MAX_PANE_HEIGHT, Math.max(MIN_PANE_HEIGHT, height)));
}

function sanitizeHeights(stored: unknown): Record<string, number> {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const entries = Object.entries(stored)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]))
    .map(([key, height]): [string, number] => [key, clampPaneHeight(height)]);
  return Object.fromEntries(entries.slice(-HEIGHTS_LIMIT));
}

interface PaneHeights {
  /** Heights the user chose, by tool and pane ("json-formatter/panes"); a pane never resized uses its default. */
  heights: Record<string, number>;
  setHeight: (key: string, height: number) => void;
}

/** The editors' chosen heights: a preference, kept in localStorage, never anything the user typed. */
export const usePaneHeights = create<PaneHeights>()(
  persist(
    (set) => ({
      heights: {},
      setHeight: (key, height) =>
        set((state) => {
          const { [key]: _previous, ...others } = state.heights;
          return { heights: sanitizeHeights({ ...others, [key]: height }) };
        }),
    }),
    {
      name: PANE_HEIGHTS_STORAGE_KEY,
      version: 0,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: (state) => ({ heights: state.heights }),
      merge: (persisted, current) => ({
        ...current,
        heights: sanitizeHeights((persisted as { heights?: unknown } | undefined)?.heights),
      }),
    },
  ),
);
