import { useMemo } from 'react';
import { browserZone } from '../../lib/time/zones';
import { useNow } from '../useNow';

export const NS_PER_MS = 1_000_000n;

export interface Clock {
  /** The browser's own zone: what an empty zone field means. */
  localZone: string;
  nowMs: number;
  /** The same instant in epoch nanoseconds, as Temporal and the zone fields take it. */
  nowNs: bigint;
}

/** The wall clock for a date and time screen, ticking every `everyMs` (see useNow), with the browser's zone. */
export function useTickingClock(everyMs: number): Clock {
  const localZone = useMemo(browserZone, []);
  const nowMs = useNow(everyMs);
  return { localZone, nowMs, nowNs: BigInt(nowMs) * NS_PER_MS };
}
