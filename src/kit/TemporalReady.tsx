import type { ReactNode } from 'react';
import { LoadingBlock } from './Spinner';
import { useTemporal } from './useTemporal';

/**
 * A date and time screen's body, shown once Temporal is there: at once where the browser has it, after the
 * polyfill loads elsewhere, with a loading message meanwhile.
 */
export function TemporalReady({ children }: { children: ReactNode }) {
  return useTemporal() ? children : <LoadingBlock label="Loading date and time support…" />;
}
