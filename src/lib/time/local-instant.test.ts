import { describe, expect, it } from 'vitest';
import { instantOf } from './local-instant';

describe('instantOf', () => {
  it('takes the plain instant, the resolved one of a gap, and the chosen one of an overlap', () => {
    expect(instantOf({ kind: 'exact', instant: 5n, offset: 'Z' })).toBe(5n);
    const gap = { kind: 'gap', resolved: 7n, resolvedDateTime: '', offset: '', gapMinutes: 60 } as const;
    expect(instantOf(gap)).toBe(7n);
    const overlap = { kind: 'overlap', earlier: 1n, later: 2n, earlierOffset: '', laterOffset: '' } as const;
    expect(instantOf(overlap)).toBe(1n);
    expect(instantOf(overlap, 'later')).toBe(2n);
  });
});
