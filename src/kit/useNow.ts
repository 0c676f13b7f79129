import { useEffect, useState } from 'react';

/**
 * The time now (ms since the epoch), brought up to date on each multiple of `everyMs` of the wall clock
 * (so clocks that tick each second all tick together), and read from the clock each time rather than
 * counted, so it is right after a background tab wakes up. It stops while the page is hidden and catches up
 * as soon as it is shown again.
 */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (document.hidden) return;
      timer = setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        everyMs - (Date.now() % everyMs),
      );
    };
    const onVisibilityChange = () => {
      if (!document.hidden) setNow(Date.now());
      schedule();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [everyMs]);
  return now;
}
