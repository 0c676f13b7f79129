import { useEffect, useState } from 'react';
import { isTemporalLoaded, loadTemporal, temporal, type TemporalApi } from '../lib/time/temporal';

/**
 * Temporal for a date and time screen: at once where the browser has it, or null while the polyfill loads
 * (the screen shows that it is loading). A polyfill that cannot load is thrown to the tool's error boundary.
 */
export function useTemporal(): TemporalApi | null {
  const [api, setApi] = useState<TemporalApi | null>(() => (isTemporalLoaded() ? temporal() : null));
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (api) return;
    let live = true;
    loadTemporal().then(
      (loaded) => live && setApi(loaded),
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [api]);
  if (failure) throw failure;
  return api;
}
