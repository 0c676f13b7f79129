import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONGEST_TIMEOUT_MS, useAlarm, useChime, usePageHidden } from './alarm';

describe('useAlarm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('rings once at the end instant, not before', () => {
    const ring = vi.fn();
    renderHook(() => useAlarm(1_005_000, ring));
    act(() => vi.advanceTimersByTime(4_999));
    expect(ring).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(ring).toHaveBeenCalledTimes(1);
  });

  it('rings at once for an end that has passed, and never without an end', () => {
    const ring = vi.fn();
    const { rerender } = renderHook(({ end }: { end: number | null }) => useAlarm(end, ring), {
      initialProps: { end: null as number | null },
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(ring).not.toHaveBeenCalled();
    rerender({ end: 500 });
    expect(ring).toHaveBeenCalledTimes(1);
  });

  it('reaches an end beyond the longest timeout in hops', () => {
    const ring = vi.fn();
    renderHook(() => useAlarm(1_000_000 + LONGEST_TIMEOUT_MS + 10_000, ring));
    act(() => vi.advanceTimersByTime(LONGEST_TIMEOUT_MS));
    expect(ring).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(10_000));
    expect(ring).toHaveBeenCalledTimes(1);
  });

  it('is called off when the end is taken away', () => {
    const ring = vi.fn();
    const { rerender } = renderHook(({ end }: { end: number | null }) => useAlarm(end, ring), {
      initialProps: { end: 1_002_000 as number | null },
    });
    rerender({ end: null });
    act(() => vi.advanceTimersByTime(5_000));
    expect(ring).not.toHaveBeenCalled();
  });
});

describe('useChime', () => {
  it('plays nothing before it is prepared, and does not fail without Web Audio', () => {
    const { result } = renderHook(() => useChime());
    expect(() => result.current.play()).not.toThrow();
    expect(() => result.current.prepare()).not.toThrow();
  });
});

describe('usePageHidden', () => {
  it('follows the page visibility', () => {
    const { result } = renderHook(() => usePageHidden());
    expect(result.current).toBe(false);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current).toBe(true);
    hidden.mockRestore();
  });
});
