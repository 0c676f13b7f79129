import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `sm` breakpoint: from here up a tool screen is laid out for more than a phone. */
export const SMALL_SCREEN_UP = '(min-width: 640px)';

/**
 * Whether the media query matches, following it as the window changes. Where the browser cannot tell
 * (no matchMedia: jsdom, a server render) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = typeof window !== 'undefined' ? window.matchMedia?.(query) : undefined;
      if (!list) return () => {};
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  const current = () => {
    const list = typeof window !== 'undefined' ? window.matchMedia?.(query) : undefined;
    return list ? list.matches : fallback;
  };
  return useSyncExternalStore(subscribe, current, () => fallback);
}
