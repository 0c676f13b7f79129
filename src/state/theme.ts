import { create } from 'zustand';
import { readStorage, writeStorage } from '../lib/storage';

/** Must match public/theme-init.js, which applies the theme before the first paint. */
export const THEME_STORAGE_KEY = 'theme-preference';
export const THEME_CHANGED_EVENT = 'themeChanged';

export interface ThemeChangedDetail {
  isDark: boolean;
}

interface ThemeState {
  isDark: boolean;
  toggleTheme: () => void;
  setTheme: (isDark: boolean) => void;
}

/** Dark unless 'light' was saved: absent, corrupt or foreign values all mean the default. */
export function readSavedTheme(): boolean {
  return readStorage(THEME_STORAGE_KEY) !== 'light';
}

/** The spec's page backgrounds, also the browser's UI colour (theme-color) for an installed app. */
export const THEME_BACKGROUND = { dark: '#0a0a0a', light: '#ffffff' } as const;

function applyTheme(isDark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', isDark);
  root.style.colorScheme = isDark ? 'dark' : 'light';
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', THEME_BACKGROUND[isDark ? 'dark' : 'light']);
}

export const useTheme = create<ThemeState>()((set, get) => ({
  isDark: readSavedTheme(),
  toggleTheme: () => get().setTheme(!get().isDark),
  setTheme: (isDark) => {
    applyTheme(isDark);
    writeStorage(THEME_STORAGE_KEY, isDark ? 'dark' : 'light');
    set({ isDark });
    window.dispatchEvent(new CustomEvent<ThemeChangedDetail>(THEME_CHANGED_EVENT, { detail: { isDark } }));
  },
}));
