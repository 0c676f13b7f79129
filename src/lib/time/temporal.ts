/**
 * The `Temporal` API the date and time tools compute with. Chromium ships it; where a browser (or Node, in
 * tests) lacks it, the polyfill is loaded, and only then, as its own chunk. Tools call `loadTemporal()`
 * once before they compute (their screen waits for it), then `temporal()` anywhere.
 */
import type { Temporal as TemporalNamespace } from 'temporal-polyfill';

export type TemporalApi = typeof TemporalNamespace;
export type { TemporalNamespace as Temporal };

let loaded: TemporalApi | null = (globalThis as { Temporal?: TemporalApi }).Temporal ?? null;
let loading: Promise<TemporalApi> | null = null;

/** The browser's own Temporal, or the polyfill loaded on first call where there is none. */
export function loadTemporal(): Promise<TemporalApi> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./temporal-polyfill').then((module) => (loaded = module.Temporal));
  return loading;
}

/** Temporal, once `loadTemporal()` has resolved. */
export function temporal(): TemporalApi {
  if (!loaded) throw new Error('Temporal is not loaded yet: await loadTemporal() first.');
  return loaded;
}

/** Whether Temporal is ready to use without waiting. */
export function isTemporalLoaded(): boolean {
  return loaded !== null;
}
