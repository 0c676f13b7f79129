import type { LocalTimeResolution } from './local-time';

/**
 * The one instant a local time stands for: itself when plain, what calendar software resolves a skipped time
 * to, and the earlier (or the later) of a repeated one, as the user chose.
 */
export function instantOf(resolution: LocalTimeResolution, repeated: 'earlier' | 'later' = 'earlier'): bigint {
  if (resolution.kind === 'exact') return resolution.instant;
  return resolution.kind === 'gap' ? resolution.resolved : resolution[repeated];
}
