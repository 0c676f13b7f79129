import { useCallback, useEffect, useRef, useState } from 'react';

/** The longest delay setTimeout keeps: 2³¹ − 1 ms. */
export const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Calls `ring` once the wall clock reaches `endMs` (epoch ms); null sets no alarm. It has a timeout of its own,
 * so it rings on time even while the tab is hidden and useNow rests; an end already past rings at once.
 */
export function useAlarm(endMs: number | null, ring: () => void): void {
  const latest = useRef(ring);
  useEffect(() => {
    latest.current = ring;
  });
  useEffect(() => {
    if (endMs === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const left = endMs - Date.now();
      if (left <= 0) latest.current();
      // Browsers fire a timeout longer than about 24.8 days at once, so a far end is reached in hops.
      else timer = setTimeout(check, Math.min(left, LONGEST_TIMEOUT_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [endMs]);
}

/**
 * A short beep (three, 880 Hz). Browsers let a page sound only from an audio context made by a click, so
 * `prepare` goes in the click handler that sets the alarm, and `play` may come later.
 */
export function useChime(): { prepare: () => void; play: () => void } {
  const audio = useRef<AudioContext | null>(null);
  const prepare = useCallback(() => {
    if (audio.current || typeof AudioContext === 'undefined') return;
    audio.current = new AudioContext();
  }, []);
  const play = useCallback(() => {
    const context = audio.current;
    if (!context) return;
    void context.resume();
    for (let index = 0; index < 3; index++) {
      const start = context.currentTime + index * 0.3;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.2, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.2);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.2);
    }
  }, []);
  return { prepare, play };
}

/** Whether the page is hidden (another tab in front, a minimised window), kept up to date. */
export function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(() => document.hidden);
  useEffect(() => {
    const onChange = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return hidden;
}
