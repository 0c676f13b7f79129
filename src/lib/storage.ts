/**
 * localStorage that never throws: storage can be disabled, full, or hold values written by something else.
 * A failure here must never stop the app from starting.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the preference just is not remembered.
  }
}
