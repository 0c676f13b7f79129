import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_CHANGED_EVENT, THEME_STORAGE_KEY, readSavedTheme, useTheme, type ThemeChangedDetail } from './theme';

afterEach(() => useTheme.getState().setTheme(true));

describe('theme', () => {
  it('is dark when nothing, or anything but "light", is saved', () => {
    expect(readSavedTheme()).toBe(true);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readSavedTheme()).toBe(true);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(readSavedTheme()).toBe(false);
  });

  it('toggling saves the choice, applies it to the page and announces it', () => {
    const listener = vi.fn((event: Event) => (event as CustomEvent<ThemeChangedDetail>).detail);
    window.addEventListener(THEME_CHANGED_EVENT, listener);
    useTheme.getState().setTheme(true);
    listener.mockClear();

    useTheme.getState().toggleTheme();
    expect(useTheme.getState().isDark).toBe(false);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.results[0]!.value).toEqual({ isDark: false });

    useTheme.getState().toggleTheme();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(listener.mock.results[1]!.value).toEqual({ isDark: true });
    window.removeEventListener(THEME_CHANGED_EVENT, listener);
  });
});
