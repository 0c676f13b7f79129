import { describe, expect, it } from 'vitest';
import { LineIndex } from './line-index';
import { WrappedRows } from './wrapped-rows';
import { drawnLines, scrollMap, unwrappedRows, type ViewPosition } from './scroll-window';

const view = (scrollTop: number, more: Partial<ViewPosition> = {}): ViewPosition => ({
  scrollTop,
  viewportHeight: 100,
  rowHeight: 10,
  padding: 4,
  scale: 1,
  overscan: 0,
  maxLines: 1000,
  ...more,
});

describe('scrollMap', () => {
  it.each([
    [500, 100, 1000, { spacerHeight: 500, scale: 1 }],
    [1000, 100, 1000, { spacerHeight: 1000, scale: 1 }],
    [1900, 100, 1000, { spacerHeight: 1000, scale: 2 }],
    [50, 100, 1000, { spacerHeight: 50, scale: 1 }],
  ])('content of %d px in a view of %d with a cap of %d', (content, viewport, cap, expected) => {
    expect(scrollMap(content, viewport, cap)).toEqual(expected);
  });
});

describe('drawnLines', () => {
  it.each([
    // scrollTop, overscan, expected
    [0, 0, { first: 0, end: 10, top: 4 }],
    [4, 0, { first: 0, end: 10, top: 4 }],
    [55, 0, { first: 5, end: 16, top: 54 }],
    [55, 2, { first: 3, end: 18, top: 34 }],
    [9_900, 0, { first: 989, end: 1000, top: 9894 }],
  ])('of 1,000 unwrapped lines at %d px (overscan %d)', (scrollTop, overscan, expected) => {
    expect(drawnLines(unwrappedRows(1000), view(scrollTop, { overscan }))).toEqual(expected);
  });

  it('draws no more than its maximum', () => {
    expect(drawnLines(unwrappedRows(1000), view(0, { maxLines: 3 }))).toEqual({ first: 0, end: 3, top: 4 });
  });

  it('draws nothing of no lines', () => {
    expect(drawnLines(unwrappedRows(0), view(0))).toEqual({ first: 0, end: 0, top: 4 });
  });

  it('starts with the line a wrapped row belongs to, placed where its first row is', () => {
    const rows = new WrappedRows();
    // Lines of 1, 3, 1, 5 and 1 rows at 10 columns.
    const index = new LineIndex();
    index.append([5, 25, 8, 45, 1].map((length) => 'x'.repeat(length)).join('\n'));
    index.indexSome(1000);
    rows.update(index.lineStarts(), index.indexed, 10);
    // Row 6 is the second row of line 3, which starts at row 5.
    expect(drawnLines(rows, view(64, { viewportHeight: 20 }))).toEqual({ first: 3, end: 4, top: 54 });
    expect(drawnLines(rows, view(0, { viewportHeight: 50 }))).toEqual({ first: 0, end: 3, top: 4 });
  });

  it('maps a scaled scroll position to the content further down', () => {
    // 1,000,000 rows of 10 px in a spacer of 1,000,000 px: a px of scrolling stands for about 10.
    const { spacerHeight, scale } = scrollMap(10_000_008, 100, 1_000_000);
    expect(spacerHeight).toBe(1_000_000);
    const drawn = drawnLines(unwrappedRows(1_000_000), view(500_000, { scale }));
    expect(drawn.first).toBe(Math.floor((500_000 * scale - 4) / 10));
    // The first line drawn is at or just above the top of the view.
    expect(drawn.top).toBeLessThanOrEqual(500_000);
    expect(drawn.top).toBeGreaterThan(500_000 - 10);
    // At the bottom, the last line is drawn.
    expect(drawnLines(unwrappedRows(1_000_000), view(1_000_000 - 100, { scale })).end).toBe(1_000_000);
  });
});
