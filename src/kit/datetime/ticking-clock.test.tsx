import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserZone } from '../../lib/time/zones';
import { useTickingClock } from './ticking-clock';

describe('useTickingClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_123);
  });
  afterEach(() => vi.useRealTimers());

  it('gives the time in ms and ns, with the browser zone', () => {
    const { result } = renderHook(() => useTickingClock(1000));
    expect(result.current.nowMs).toBe(1_700_000_000_123);
    expect(result.current.nowNs).toBe(1_700_000_000_123_000_000n);
    expect(result.current.localZone).toBe(browserZone());
  });
});
