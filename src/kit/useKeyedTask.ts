import { useEffect, useState } from 'react';
import { errorMessage } from '../lib/tool-error';

/** What a keyed task gave: the key it ran for, and its value or its error's message. */
export interface KeyedResult<T> {
  key: string;
  value?: T;
  error?: string;
}

/**
 * The result of `run` for `key`, started once the key has held for `delay` ms: for page work that is async
 * but not a worker task (decoding an image, drawing on a canvas). The key says everything the task depends
 * on; null runs nothing. The newest run wins; a result is released (an object URL revoked, a bitmap closed)
 * once another replaces it, or at once when it comes too late to be shown. The last result stays until the
 * next one arrives, so the caller can show it marked out of date by comparing its key.
 */
export function useKeyedTask<T>(
  key: string | null,
  run: () => Promise<T>,
  fail: string,
  release: (value: T) => void = () => {},
  delay = 0,
): KeyedResult<T> | null {
  const [result, setResult] = useState<KeyedResult<T> | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      run().then(
        (value) => (cancelled ? release(value) : setResult({ key, value })),
        (error: unknown) => !cancelled && setResult({ key, error: errorMessage(error, fail) }),
      );
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // The key says everything the task depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- release is the same for every result
  useEffect(() => () => void (result?.value !== undefined && release(result.value)), [result]);
  return result;
}
