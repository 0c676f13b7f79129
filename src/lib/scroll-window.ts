/**
 * Which lines a virtually scrolled view draws, and where. The view scrolls a spacer as tall as all its rows
 * and draws only the lines in sight, in one block placed at the scroll position. Browsers cap an element's
 * height (Chromium at about 33.5 million px, Firefox at about 17.9 million: 20 MB of formatted JSON is 1.9
 * million rows of 18 px, 34 million px), so past MAX_SCROLL_HEIGHT the spacer stays that tall and a scroll
 * position stands for a proportionally further one in the content.
 */

/** Under every browser's cap, with room to spare. */
export const MAX_SCROLL_HEIGHT = 10_000_000;

/** Rows of the content: one per line, or more where lines wrap (see WrappedRows). */
export interface RowGeometry {
  readonly lineCount: number;
  readonly totalRows: number;
  /** The row a line starts at. */
  rowOf(line: number): number;
  /** The line a row belongs to. */
  lineAtRow(row: number): number;
}

/** One row per line: the geometry of unwrapped text. */
export function unwrappedRows(lineCount: number): RowGeometry {
  return {
    lineCount,
    totalRows: lineCount,
    rowOf: (line) => line,
    lineAtRow: (row) => Math.min(Math.max(Math.floor(row), 0), Math.max(lineCount - 1, 0)),
  };
}

export interface ScrollMap {
  /** The height of the element that scrolls. */
  spacerHeight: number;
  /** How many px of content one px of scrolling stands for: 1 unless the content is taller than the cap. */
  scale: number;
}

export function scrollMap(contentHeight: number, viewportHeight: number, maxHeight = MAX_SCROLL_HEIGHT): ScrollMap {
  if (contentHeight <= maxHeight || maxHeight <= viewportHeight) return { spacerHeight: contentHeight, scale: 1 };
  return { spacerHeight: maxHeight, scale: (contentHeight - viewportHeight) / (maxHeight - viewportHeight) };
}

export interface DrawnLines {
  /** The first line drawn, and the one after the last (lines from 0). */
  first: number;
  end: number;
  /** Where the block of drawn lines goes in the spacer, in px from its top. */
  top: number;
}

export interface ViewPosition {
  /** The scrolling element's scrollTop. */
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
  /** Space above the first row (and below the last). */
  padding: number;
  scale: number;
  /** Rows drawn past each edge of the view, so a small scroll shows lines already there. */
  overscan: number;
  /** At most this many lines are drawn, whatever the view's height. */
  maxLines: number;
}

/** The lines in sight at a scroll position, and where to put them. */
export function drawnLines(geometry: RowGeometry, view: ViewPosition): DrawnLines {
  if (geometry.lineCount === 0) return { first: 0, end: 0, top: view.padding };
  const { scrollTop, viewportHeight, rowHeight, padding, scale, overscan, maxLines } = view;
  const contentTop = scrollTop * scale;
  const lastRow = Math.max(geometry.totalRows - 1, 0);
  const topRow = Math.min(Math.max(Math.floor((contentTop - padding) / rowHeight) - overscan, 0), lastRow);
  const bottomRow = Math.min(Math.ceil((contentTop + viewportHeight - padding) / rowHeight) - 1 + overscan, lastRow);
  const first = geometry.lineAtRow(topRow);
  const end = Math.min(geometry.lineAtRow(bottomRow) + 1, geometry.lineCount, first + maxLines);
  // Where the first line is in the content, moved by as much as the view is: exact while the scale is 1.
  const top = scrollTop + (padding + geometry.rowOf(first) * rowHeight - contentTop);
  return { first, end, top };
}
