import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './useNow';

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T10:00:00.400Z'));
  });
  afterEach(() => {
    setHidden(false);
    vi.useRealTimers();
  });

  it('ticks on each whole interval of the wall clock', () => {
    const { result } = renderHook(() => useNow(1000));
    expect(result.current).toBe(Date.parse('2026-11-25T10:00:00.400Z'));
    act(() => vi.advanceTimersByTime(599));
    expect(result.current).toBe(Date.parse('2026-11-25T10:00:00.400Z'));
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(Date.parse('2026-11-25T10:00:01.000Z'));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(Date.parse('2026-11-25T10:00:02.000Z'));
  });

  it('stops while the page is hidden and catches up when it is shown', () => {
    const { result } = renderHook(() => useNow(1000));
    act(() => setHidden(true));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(Date.parse('2026-11-25T10:00:00.400Z'));
    act(() => setHidden(false));
    expect(result.current).toBe(Date.parse('2026-11-25T10:01:00.400Z'));
  });
});
