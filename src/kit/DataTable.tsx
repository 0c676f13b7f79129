import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { csvText } from '../lib/csv';
import { pluralize } from '../lib/format';
import { shownCharacters } from '../lib/visible-text';
import { CopyButton } from './CopyButton';
import { DownloadButton } from './DownloadButton';
import { OpenInMenu } from './OpenInMenu';

export interface Column<R> {
  /** Unique among the columns. */
  key: string;
  header: string;
  /** The cell's value: what it sorts by and what CSV holds. */
  value: (row: R) => string | number;
  /** How the cell looks, when it is more than its value. */
  render?: (row: R) => ReactNode;
  /**
   * The value is code (a name, a path, a token): drawn in monospace, where no render is given. `anywhere`
   * lets it break at any character (a URL, a hash), `nowrap` keeps it on one line (the table scrolls instead).
   */
  code?: boolean | 'anywhere' | 'nowrap';
  align?: 'left' | 'right';
  /** Columns sort unless this is false. */
  sortable?: boolean;
  /** A Tailwind width class for the column ("w-1/3"). */
  width?: string;
}

interface DataTableProps<R> {
  /** What the table holds: its caption and the name its Copy and Download buttons act on. */
  caption: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => string;
  /** Offer Copy (as CSV) and a CSV download under this file name. */
  csvFileName?: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** A column to sort by at first; rows keep their given order otherwise. */
  initialSort?: { key: string; direction: Direction };
  /**
   * Offer to open the CSV in another tool (true by default). Off for tables of secrets (card numbers, keys):
   * the tool it opened in would keep them with its state.
   */
  handOver?: boolean;
}

type Direction = 'ascending' | 'descending';

/** From this many rows, only the rows in view are rendered: a table of 100,000 rows would freeze the page. */
/** A column of characters, each large and seen as it is (a combining mark on ◌, invisible ones by code point). */
export function characterColumn<R>(text: (row: R) => string, header = 'Character'): Column<R> {
  const render = (row: R) => <span className="text-lg">{shownCharacters(text(row))}</span>;
  return { key: 'character', header, value: text, render, sortable: false };
}

export const VIRTUALIZE_FROM = 1000;
/** Each row's height when virtualised, in px: every row is one line, so the scroll position says which rows show. */
const ROW_HEIGHT = 33;
/** Rows rendered above and below the visible ones, so a fast scroll shows no blank. */
const OVERSCAN = 10;
/** The scroll area's height when the browser has not measured it (jsdom). */
const FALLBACK_VIEWPORT = 448;

/** A token this long may break anywhere in a cell; shorter words never break, so a column is as wide as its longest word. */
const LONG_TOKEN = /\S{40,}/;

/**
 * Which sides of a scroll area have more to see: the table shades that edge, so columns past it are not
 * hidden without a sign. Followed as the area scrolls and as it or the table changes size.
 */
function useSideOverflow(scroller: RefObject<HTMLDivElement | null>) {
  const [sides, setSides] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const left = element.scrollLeft > 1;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setSides((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, [scroller]);
  useEffect(() => {
    const element = scroller.current;
    measure();
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [scroller, measure]);
  return [sides, measure] as const;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

const CODE_WRAPS = { words: '', anywhere: '[overflow-wrap:anywhere]', nowrap: 'whitespace-nowrap' };

function cellContent<R>(column: Column<R>, row: R): ReactNode {
  if (column.render) return column.render(row);
  if (!column.code) return column.value(row);
  return (
    <code className={`font-mono ${CODE_WRAPS[column.code === true ? 'words' : column.code]}`}>{column.value(row)}</code>
  );
}

/** A column's header: a button that sorts by it (ascending, then descending), unless it is not sortable. */
function HeaderCell<R>({
  column,
  direction,
  onSort,
}: {
  column: Column<R>;
  direction: 'ascending' | 'descending' | undefined;
  onSort: () => void;
}) {
  const SortIcon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={direction ?? 'none'}
      className={`px-3 py-2 whitespace-nowrap ${column.width ?? ''} ${column.align === 'right' ? 'text-right' : ''}`}
    >
      {column.sortable === false ? (
        column.header
      ) : (
        <button
          type="button"
          onClick={onSort}
          className={`inline-flex items-center gap-1 uppercase ${column.align === 'right' ? 'flex-row-reverse' : ''}`}
        >
          {column.header}
          <SortIcon className="h-3.5 w-3.5" aria-hidden="true" />
        </button>
      )}
    </th>
  );
}

/**
 * The kit's table: sortable columns, a header that stays in view, Copy and a CSV download, and rows
 * rendered only as they scroll into view past VIRTUALIZE_FROM rows.
 */
export function DataTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  csvFileName,
  empty,
  initialSort,
  handOver = true,
}: DataTableProps<R>) {
  const [sort, setSort] = useState(initialSort ?? null);
  const [scrollTop, setScrollTop] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length >= VIRTUALIZE_FROM;
  const [more, measureSides] = useSideOverflow(scroller);

  const sorted = useMemo(() => {
    const column = sort && columns.find((candidate) => candidate.key === sort.key);
    if (!column || !sort) return rows;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    // Array.prototype.sort is stable: equal values keep their given order.
    return [...rows].sort((a, b) => sign * compareValues(column.value(a), column.value(b)));
  }, [rows, columns, sort]);

  const toggleSort = (key: string) =>
    setSort((current) => ({
      key,
      direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  const viewport = scroller.current?.clientHeight || FALLBACK_VIEWPORT;
  const first = virtual ? Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN) : 0;
  const last = virtual
    ? Math.min(sorted.length, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + OVERSCAN)
    : sorted.length;
  const shown = sorted.slice(first, last);
  const asCsv = () =>
    csvText([
      columns.map((column) => column.header),
      ...sorted.map((row) => columns.map((column) => String(column.value(row)))),
    ]);
  // Words never break mid-word (a column is as wide as its longest word, and the table scrolls sideways);
  // only a really long token (a hash, a Base64 value) may break anywhere.
  const cellClass = (column: Column<R>, row: R) =>
    `px-3 py-1.5 ${column.align === 'right' ? 'text-right tabular-nums' : ''} ${virtual ? 'truncate whitespace-nowrap' : LONG_TOKEN.test(String(column.value(row))) ? 'break-words [overflow-wrap:anywhere]' : 'break-words'}`;
  const shade =
    'pointer-events-none absolute inset-y-px w-6 from-gray-900/15 to-transparent transition-opacity dark:from-black/60';

  if (rows.length === 0 && empty) return <>{empty}</>;

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-600 dark:text-gray-300">{pluralize(rows.length, 'row')}</p>
        {csvFileName && rows.length > 0 && (
          <div className="flex flex-wrap gap-2">
            <CopyButton
              text={asCsv}
              ariaLabel={`Copy ${caption} as CSV`}
              successMessage={`${caption} copied to clipboard!`}
            />
            <DownloadButton
              content={asCsv}
              fileName={csvFileName}
              mimeType="text/csv"
              ariaLabel={`Download ${caption} as CSV`}
            />
            {handOver && <OpenInMenu text={asCsv} label={`${caption} as CSV`} kind="csv" />}
          </div>
        )}
      </div>
      <div className="relative min-w-0">
        <div
          ref={scroller}
          className="max-h-[28rem] overflow-auto rounded-lg border border-gray-200 dark:border-gray-700"
          onScroll={(event) => {
            if (virtual) setScrollTop(event.currentTarget.scrollTop);
            measureSides();
          }}
          tabIndex={0}
          role="region"
          aria-label={caption}
          data-more-left={more.left || undefined}
          data-more-right={more.right || undefined}
        >
          <table
            className={`w-full border-collapse text-left text-sm ${virtual ? 'table-fixed' : ''}`}
            aria-rowcount={virtual ? sorted.length + 1 : undefined}
          >
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 z-10 bg-gray-50 text-xs tracking-wide text-gray-700 uppercase dark:bg-gray-800 dark:text-gray-300">
              <tr aria-rowindex={virtual ? 1 : undefined}>
                {columns.map((column) => (
                  <HeaderCell
                    key={column.key}
                    column={column}
                    direction={sort?.key === column.key ? sort.direction : undefined}
                    onSort={() => toggleSort(column.key)}
                  />
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 dark:divide-gray-700">
              {first > 0 && <tr aria-hidden="true" style={{ height: first * ROW_HEIGHT }} />}
              {shown.map((row, offset) => (
                <tr
                  key={rowKey(row, first + offset)}
                  aria-rowindex={virtual ? first + offset + 2 : undefined}
                  className="align-top"
                  style={virtual ? { height: ROW_HEIGHT } : undefined}
                >
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={cellClass(column, row)}
                      title={virtual ? String(column.value(row)) : undefined}
                    >
                      {cellContent(column, row)}
                    </td>
                  ))}
                </tr>
              ))}
              {last < sorted.length && (
                <tr aria-hidden="true" style={{ height: (sorted.length - last) * ROW_HEIGHT }} />
              )}
            </tbody>
          </table>
        </div>
        {/* The edge with more columns past it is shaded. */}
        <div
          aria-hidden="true"
          className={`${shade} left-px rounded-l-lg bg-linear-to-r ${more.left ? 'opacity-100' : 'opacity-0'}`}
        />
        <div
          aria-hidden="true"
          className={`${shade} right-px rounded-r-lg bg-linear-to-l ${more.right ? 'opacity-100' : 'opacity-0'}`}
        />
      </div>
    </div>
  );
}
