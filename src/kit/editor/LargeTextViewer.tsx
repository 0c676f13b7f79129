/**
 * A read-only view of a long text that holds no string per line. CodeMirror splits its document into one
 * string per line as text goes in: for 20 MB of formatted JSON that is 1.9 million strings, and making and
 * then collecting them was most of the page's work after a run (seconds on two cores, in tasks of up to
 * 16 s while other work ran). Here the text stays in the pieces it arrived in, a typed array says where each
 * line starts (see LineIndex), built a budget at a time, and only the lines in sight are cut out and drawn.
 *
 * It keeps what output panes use of the editor: line numbers, the same font and colours, wrapping, search
 * (Ctrl+F, the pane's Search button) and go to line (Ctrl+G), select all and copy (Ctrl+A, Ctrl+C: the
 * whole text), and keyboard scrolling. It draws no marks or error lines: screens give those to inputs only.
 */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { LineIndex } from '../../lib/line-index';
import { firstMatchFrom, nextMatch } from '../../lib/piece-search';
import { drawnLines, scrollMap, unwrappedRows, type RowGeometry } from '../../lib/scroll-window';
import { piecesOf } from '../../lib/text-pieces';
import { nextTask, type ArrivingText } from '../../lib/text-stream';
import { WrappedRows } from '../../lib/wrapped-rows';
import { FindBar, searchStatus, useTextSearch, type SearchResult } from './LargeTextFindBar';
import type { CodeEditorProps } from './types';

export type LargeTextViewerProps = Pick<
  CodeEditorProps,
  'value' | 'arriving' | 'height' | 'fill' | 'label' | 'wrap' | 'placeholder' | 'openSearch'
>;

/** The editor's look: 13 px monospace in rows of 18 px, 4 px above the first and below the last. */
const ROW_HEIGHT = 18;
const PADDING = 4;
/** Space around a line number, and left and right of a line's text, in px (as CodeMirror's). */
const GUTTER_PADDING = 8;
const TEXT_PADDING = 8;
/**
 * The gutter is as wide as this many digits at least: as the line count passes a power of ten, a wider
 * gutter narrows the text, and wrapped rows are all counted again. Texts shown here have tens of
 * thousands of lines and more; seven digits go to ten million.
 */
const GUTTER_DIGITS = 7;
/** Where the font cannot be measured (tests): the usual width of 13 px monospace. */
const FALLBACK_CHAR_WIDTH = 7.8;

/**
 * The index is built in steps of INDEX_STEP characters, as many as fit in INDEX_BUDGET_MS per task (a step
 * takes about a millisecond); the first step is taken at once, so the start of the text shows in the
 * same frame as the rest of the result.
 */
const INDEX_STEP = 256 * 1024;
const INDEX_BUDGET_MS = 12;
const FIRST_STEP = 64 * 1024;

/** Lines drawn beyond each edge of the view, and at most drawn at once (a pane expanded on a tall screen). */
const OVERSCAN = 8;
const MAX_DRAWN_LINES = 400;

/** The text shown: its index, and where it comes from. */
interface Source {
  index: LineIndex;
  /** The whole text as far as it has come (what Copy of all and the tests read). */
  text: string;
  arrival: ArrivingText | null;
  /** How many of the arrival's slices are in the index. */
  slices: number;
  indexing: boolean;
}

function sourceOf(pieces: readonly string[], text: string, arrival: ArrivingText | null): Source {
  const index = new LineIndex();
  for (const piece of pieces) index.append(piece);
  index.indexSome(FIRST_STEP);
  return { index, text, arrival, slices: arrival?.sliceCount ?? 0, indexing: false };
}

/**
 * The text indexed: `value`, or the text arriving in its place while a run is on. The host's aria-busy says
 * whether more is coming or still being indexed, as the editor's does while it takes text in.
 */
function useIndexedText(value: string, arriving: ArrivingText | null, hostRef: RefObject<HTMLDivElement | null>) {
  const current = useRef<Source | null>(null);
  const arrivalOpen = useRef(false);
  const [, setVersion] = useState(0);

  const showProgress = (source: Source) => {
    if (current.current !== source) return;
    hostRef.current?.setAttribute('aria-busy', String(arrivalOpen.current || !source.index.complete));
    setVersion((version) => version + 1);
  };

  const indexRest = (source: Source) => {
    if (source.indexing || source.index.complete) return showProgress(source);
    source.indexing = true;
    void (async () => {
      while (!source.index.complete) {
        await nextTask();
        if (current.current !== source) return;
        const started = performance.now();
        while (!source.index.indexSome(INDEX_STEP) && performance.now() - started < INDEX_BUDGET_MS);
        showProgress(source);
      }
      source.indexing = false;
    })();
    showProgress(source);
  };

  useLayoutEffect(() => {
    if (!arriving) return;
    let source = current.current;
    if (!source || source.arrival !== arriving) {
      source = sourceOf(arriving.slicesFrom(0), arriving.text, arriving);
      current.current = source;
    }
    const shown = source;
    const takeNewSlices = () => {
      for (const slice of arriving.slicesFrom(shown.slices)) shown.index.append(slice);
      shown.slices = arriving.sliceCount;
      shown.text = arriving.text;
      indexRest(shown);
    };
    arrivalOpen.current = true;
    takeNewSlices();
    const unsubscribe = arriving.subscribe(takeNewSlices);
    return () => {
      arrivalOpen.current = false;
      unsubscribe();
    };
    // indexRest reads only refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arriving]);

  useLayoutEffect(() => {
    if (arriving) return;
    // The same string: unchanged, or the arrived text now complete (compared by reference first).
    if (current.current && value === current.current.text) return indexRest(current.current);
    current.current = sourceOf(piecesOf(value), value, null);
    indexRest(current.current);
    // indexRest reads only refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, arriving]);

  return current.current;
}

interface Viewport {
  scrollTop: number;
  scrollLeft: number;
  width: number;
  height: number;
  charWidth: number;
}

/** The scroller's size and position, and the font's character width, as they change. */
function useViewport(scrollerRef: RefObject<HTMLDivElement | null>, probeRef: RefObject<HTMLSpanElement | null>) {
  const [viewport, setViewport] = useState<Viewport>({
    scrollTop: 0,
    scrollLeft: 0,
    width: 0,
    height: 0,
    charWidth: FALLBACK_CHAR_WIDTH,
  });
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const measure = () =>
      setViewport((last) => {
        const next = {
          scrollTop: scroller.scrollTop,
          scrollLeft: scroller.scrollLeft,
          width: scroller.clientWidth,
          height: scroller.clientHeight,
          charWidth: (probeRef.current?.getBoundingClientRect().width ?? 0) / 10 || last.charWidth,
        };
        return (Object.keys(next) as (keyof Viewport)[]).every((key) => next[key] === last[key]) ? last : next;
      });
    measure();
    scroller.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(scroller);
    if (probeRef.current) observer?.observe(probeRef.current);
    return () => {
      scroller.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [scrollerRef, probeRef]);
  return viewport;
}

/** The rows of the text: one per line, or as many as each line wraps to at `columns`. */
function useRowGeometry(source: Source | null, wrap: boolean, columns: number): RowGeometry {
  const wrapped = useRef<{ source: Source | null; rows: WrappedRows }>({ source: null, rows: new WrappedRows() });
  const index = source?.index;
  if (!index) return unwrappedRows(0);
  if (!wrap) return unwrappedRows(index.lineCount);
  if (wrapped.current.source !== source) wrapped.current = { source, rows: new WrappedRows() };
  const { rows } = wrapped.current;
  // Counts only lines new since the last render, unless the width changed.
  rows.update(index.lineStarts(), index.indexed, columns);
  return rows;
}

/** The geometry drawn, for what scrolls the view. */
interface Layout {
  scale: number;
  contentHeight: number;
  viewHeight: number;
  geometry: RowGeometry;
  columns: number;
  wrap: boolean;
  gutterWidth: number;
  charWidth: number;
}

/** Scrolls to a position in the content (px from its top), clamped to the content. */
function scrollTo(scroller: HTMLElement | null, layout: Layout, contentTop: number): void {
  if (!scroller) return;
  const top = Math.min(Math.max(contentTop, 0), Math.max(layout.contentHeight - layout.viewHeight, 0));
  scroller.scrollTop = top / layout.scale;
}

/**
 * Brings an offset into view: its row to the middle of the view unless it is in sight, and, where lines do
 * not wrap, its column. Returns its line.
 */
function revealOffset(scroller: HTMLElement | null, layout: Layout, index: LineIndex, offset: number): number {
  const line = index.lineAt(offset);
  if (!scroller) return line;
  const { geometry, wrap, columns, viewHeight, gutterWidth, charWidth } = layout;
  const column = offset - index.lineStart(line);
  const rowTop = PADDING + (geometry.rowOf(line) + (wrap ? Math.floor(column / columns) : 0)) * ROW_HEIGHT;
  const now = scroller.scrollTop * layout.scale;
  if (rowTop < now || rowTop + ROW_HEIGHT > now + viewHeight)
    scrollTo(scroller, layout, rowTop - viewHeight / 2 + ROW_HEIGHT / 2);
  const x = gutterWidth + column * charWidth;
  if (
    !wrap &&
    (x < scroller.scrollLeft + gutterWidth || x > scroller.scrollLeft + scroller.clientWidth - 4 * charWidth)
  )
    scroller.scrollLeft = Math.max(0, x - scroller.clientWidth / 2);
  return line;
}

interface KeyHandlers {
  scrollTo: (contentTop: number) => void;
  scrollBy: (delta: number) => void;
  /** A page's scroll, in px. */
  page: number;
  openBar: (field: 'find' | 'line') => void;
  selectAll: (selected: boolean) => void;
  copyAll: () => void;
}

/**
 * The viewer's keys: search and go to line, select all and copy all, and scrolling (done here, as the
 * browser's own would move a scaled scroller by more than a page: see scroll-window).
 */
function handleKey(event: KeyboardEvent, allSelected: boolean, handlers: KeyHandlers): void {
  const { scrollTo, scrollBy, page, openBar, selectAll, copyAll } = handlers;
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  // Ctrl+C copies the browser's own selection unless all is selected.
  if (mod && key === 'c' && !allSelected) return;
  // Home and End go to the start and the end, with Ctrl or without.
  const actions: Record<string, () => void> = {
    Home: () => scrollTo(0),
    End: () => scrollTo(Number.POSITIVE_INFINITY),
    ...(mod
      ? { f: () => openBar('find'), g: () => openBar('line'), a: () => selectAll(true), c: copyAll }
      : {
          ArrowDown: () => scrollBy(ROW_HEIGHT),
          ArrowUp: () => scrollBy(-ROW_HEIGHT),
          PageDown: () => scrollBy(page),
          PageUp: () => scrollBy(-page),
          ...(allSelected ? { Escape: () => selectAll(false) } : {}),
        }),
  };
  const action = actions[key];
  if (!action) return;
  event.preventDefault();
  action();
}

/** A line's text with its matches marked. */
function lineParts(text: string, start: number, search: SearchResult, current: number): ReactNode {
  let match = firstMatchFrom(search.matches, start);
  if (match >= search.count || search.matches[match]! >= start + text.length) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (; match < search.count && search.matches[match]! < start + text.length; match += 1) {
    const from = search.matches[match]! - start;
    const to = Math.min(from + search.query.length, text.length);
    parts.push(text.slice(at, from));
    parts.push(
      <mark
        key={match}
        className={`text-inherit ${match === current ? 'bg-[var(--editor-match-current)]' : 'bg-[var(--editor-match)]'}`}
      >
        {text.slice(from, to)}
      </mark>,
    );
    at = to;
  }
  parts.push(text.slice(at));
  return parts;
}

interface DrawnRowsProps {
  index: LineIndex;
  first: number;
  end: number;
  wrap: boolean;
  gutterWidth: number;
  search: SearchResult;
  currentMatch: number;
  activeLine: number | null;
  allSelected: boolean;
}

/** The lines in sight, each with its number in a gutter that stays put as the text scrolls sideways. */
function DrawnRows({
  index,
  first,
  end,
  wrap,
  gutterWidth,
  search,
  currentMatch,
  activeLine,
  allSelected,
}: DrawnRowsProps) {
  const rows: ReactNode[] = [];
  for (let line = first; line < end; line += 1)
    rows.push(
      <div
        key={line}
        data-line={line + 1}
        className={`flex ${line === activeLine ? 'bg-[var(--editor-active-line)]' : ''}`}
        style={wrap ? { minHeight: ROW_HEIGHT } : { height: ROW_HEIGHT }}
      >
        <span
          aria-hidden="true"
          className="sticky left-0 shrink-0 bg-[var(--editor-bg)] pr-[3px] pl-[5px] text-right text-[var(--editor-gutter)] select-none"
          style={{ width: gutterWidth }}
        >
          {line + 1}
        </span>
        <span
          className={`min-w-0 flex-1 pr-[2px] pl-[6px] ${wrap ? 'break-all whitespace-pre-wrap' : 'whitespace-pre'} ${allSelected ? 'bg-[var(--editor-selection)]' : ''}`}
        >
          {lineParts(index.lineText(line), index.lineStart(line), search, currentMatch)}
        </span>
      </div>,
    );
  return <>{rows}</>;
}

export default function LargeTextViewer({
  value,
  arriving = null,
  height,
  fill = false,
  label,
  wrap = false,
  placeholder = '',
  openSearch = 0,
}: LargeTextViewerProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const probeRef = useRef<HTMLSpanElement>(null);
  const source = useIndexedText(value, arriving, hostRef);
  const index = source?.index ?? null;
  const lineCount = index?.lineCount ?? 0;
  const viewport = useViewport(scrollerRef, probeRef);
  const { charWidth } = viewport;
  // Before the first layout (and in tests, where nothing is laid out), the pane's own size stands in.
  const viewHeight = viewport.height || height;
  const viewWidth = viewport.width || 800;
  const gutterWidth = Math.max(String(lineCount).length, GUTTER_DIGITS) * charWidth + GUTTER_PADDING;
  const columns = Math.max(1, Math.floor((viewWidth - gutterWidth - TEXT_PADDING) / charWidth));
  const geometry = useRowGeometry(source, wrap, columns);
  const contentHeight = geometry.totalRows * ROW_HEIGHT + 2 * PADDING;
  const { spacerHeight, scale } = scrollMap(contentHeight, viewHeight);
  const drawn = drawnLines(geometry, {
    scrollTop: viewport.scrollTop,
    viewportHeight: viewHeight,
    rowHeight: ROW_HEIGHT,
    padding: PADDING,
    scale,
    overscan: OVERSCAN,
    maxLines: MAX_DRAWN_LINES,
  });
  const contentWidth = wrap ? undefined : gutterWidth + (index?.longestLine ?? 0) * charWidth + TEXT_PADDING;

  const [allSelected, setAllSelected] = useState(false);
  const [activeLine, setActiveLine] = useState<number | null>(null);
  const [bar, setBar] = useState<{ field: 'find' | 'line'; request: number } | null>(null);
  const [query, setQuery] = useState('');
  const [currentMatch, setCurrentMatch] = useState(-1);
  const search = useTextSearch(bar ? query : '', index, index?.complete ?? true);
  useEffect(() => setCurrentMatch(-1), [search.query]);

  const openBar = (field: 'find' | 'line') => setBar((last) => ({ field, request: (last?.request ?? 0) + 1 }));
  useEffect(() => {
    if (openSearch > 0) openBar('find');
  }, [openSearch]);

  // The rendered geometry, for handlers that scroll.
  const layout: Layout = { scale, contentHeight, viewHeight, geometry, columns, wrap, gutterWidth, charWidth };
  const scrollToContent = (contentTop: number) => scrollTo(scrollerRef.current, layout, contentTop);
  const contentTopNow = () => (scrollerRef.current?.scrollTop ?? 0) * layout.scale;
  const reveal = (offset: number) => {
    if (index) setActiveLine(revealOffset(scrollerRef.current, layout, index, offset));
  };

  const stepMatch = (direction: 1 | -1) => {
    if (search.count === 0 || !index) return;
    const topLine = geometry.lineAtRow(Math.max(0, (contentTopNow() - PADDING) / ROW_HEIGHT));
    const next = nextMatch(search.matches, search.count, currentMatch, direction, index.lineStart(topLine));
    setCurrentMatch(next);
    reveal(search.matches[next]!);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    handleKey(event, allSelected, {
      scrollTo: scrollToContent,
      scrollBy: (delta) => scrollToContent(contentTopNow() + delta),
      page: Math.max(layout.viewHeight - ROW_HEIGHT, ROW_HEIGHT),
      openBar,
      selectAll: (selected) => {
        setAllSelected(selected);
        if (selected) window.getSelection()?.removeAllRanges();
      },
      copyAll: () => void navigator.clipboard?.writeText(source?.text ?? '').catch(() => {}),
    });

  // Tests (and only tests) read the whole text through the element, as they read an editor's through its view.
  useEffect(() => {
    const scroller = scrollerRef.current as (HTMLDivElement & { largeText?: () => string }) | null;
    if (scroller) scroller.largeText = () => source?.text ?? '';
  });

  return (
    <div
      ref={hostRef}
      aria-busy="false"
      style={fill ? undefined : { height }}
      className={`box-content flex flex-col overflow-hidden rounded-lg border border-gray-300 bg-[var(--editor-bg)] text-[13px] text-[var(--editor-fg)] dark:border-gray-700 ${fill ? 'min-h-0 flex-1' : ''}`}
      data-editor="large-text"
    >
      {bar && (
        <FindBar
          query={query}
          onQuery={setQuery}
          status={searchStatus(search, currentMatch)}
          hasMatches={search.count > 0}
          onNext={() => stepMatch(1)}
          onPrevious={() => stepMatch(-1)}
          onGoToLine={(line) => index && reveal(index.lineStart(line - 1))}
          lineCount={Math.max(lineCount, 1)}
          onClose={() => {
            setBar(null);
            scrollerRef.current?.focus();
          }}
          focus={bar}
        />
      )}
      <div
        ref={scrollerRef}
        role="textbox"
        aria-label={label}
        aria-multiline="true"
        aria-readonly="true"
        tabIndex={0}
        className="relative min-h-0 flex-1 overflow-auto focus:outline-2 focus:-outline-offset-2 focus:outline-[#3b82f6]"
        style={{ fontFamily: 'var(--editor-font)', lineHeight: `${ROW_HEIGHT}px` }}
        onKeyDown={onKeyDown}
        onMouseDown={() => setAllSelected(false)}
        onCopy={(event) => {
          if (!allSelected || !source) return;
          event.preventDefault();
          event.clipboardData.setData('text/plain', source.text);
        }}
      >
        <span ref={probeRef} aria-hidden="true" className="invisible absolute top-0 left-0 whitespace-pre">
          0000000000
        </span>
        {index && index.length === 0 ? (
          <div className="px-[6px] py-[4px] text-[var(--editor-gutter)]">{placeholder}</div>
        ) : (
          <div className="relative" style={{ height: spacerHeight, width: contentWidth, minWidth: '100%' }}>
            <div
              className="absolute left-0"
              style={{ top: drawn.top, width: contentWidth, right: wrap ? 0 : undefined }}
            >
              {index && (
                <DrawnRows
                  index={index}
                  first={drawn.first}
                  end={drawn.end}
                  wrap={wrap}
                  gutterWidth={gutterWidth}
                  search={search}
                  currentMatch={currentMatch}
                  activeLine={activeLine}
                  allSelected={allSelected}
                />
              )}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
