import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useLongRun } from './useLongRun';

afterEach(() => vi.useRealTimers());

it('says a run is long once it has been busy for the time given, and forgets it when the run ends', () => {
  vi.useFakeTimers();
  const { result, rerender } = renderHook(({ busy }) => useLongRun(busy, 500), { initialProps: { busy: true } });
  expect(result.current).toBe(false);
  act(() => vi.advanceTimersByTime(499));
  expect(result.current).toBe(false);
  act(() => vi.advanceTimersByTime(1));
  expect(result.current).toBe(true);
  rerender({ busy: false });
  expect(result.current).toBe(false);
  rerender({ busy: true });
  expect(result.current).toBe(false);
});
