/**
 * Web storage that never throws: storage can be disabled, blocked, full, or hold values written by something
 * else. A failure here must never stop the app or a tool from working.
 * - `local` (localStorage) holds preferences only: theme, favorites and history, wrap.
 * - `session` (sessionStorage) holds each tool's state, for this tab only.
 */
type Area = 'local' | 'session';

function storageArea(area: Area): Storage {
  return area === 'local' ? window.localStorage : window.sessionStorage;
}

export function readStorage(key: string, area: Area = 'local'): string | null {
  try {
    return storageArea(area).getItem(key);
  } catch {
    return null;
  }
}

/** Whether the value was stored; when it was not (quota, disabled), the caller simply carries on. */
export function writeStorage(key: string, value: string, area: Area = 'local'): boolean {
  try {
    storageArea(area).setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(key: string, area: Area = 'local'): void {
  try {
    storageArea(area).removeItem(key);
  } catch {
    // Nothing to do: the value was not there to be read either.
  }
}

/**
 * localStorage behind the never-throwing functions above, in the shape zustand's `persist` takes: a full or
 * blocked storage then means preferences are not remembered, never that the app stops.
 */
export const safeLocalStorage = {
  getItem: (key: string) => readStorage(key, 'local'),
  setItem: (key: string, value: string) => {
    writeStorage(key, value, 'local');
  },
  removeItem: (key: string) => removeStorage(key, 'local'),
};
