import { useEffect, useState } from 'react';

/**
 * Whether `busy` has been true for `ms`: a Cancel button shows only for a run that takes a while, so it does
 * not flash on every quick one.
 */
export function useLongRun(busy: boolean, ms: number): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setLong(true), ms);
    return () => {
      clearTimeout(timer);
      setLong(false);
    };
  }, [busy, ms]);
  return busy && long;
}
