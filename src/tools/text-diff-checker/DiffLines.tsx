/**
 * The diff itself, side by side or unified, as a windowed list: only the rows in view (and a few around them)
 * are in the DOM, so two files of 100,000 lines scroll as lightly as two of ten. Every row is one line high
 * (long lines are cut at the cell's edge, with the whole line in its title), which is what lets the scroll
 * position say which rows show, as the kit's DataTable does for its long tables.
 */
import { useMemo, useState, type ReactNode } from 'react';
import type { DiffResult, Part } from './core';

/** One row of the side-by-side view: a line of each side, either of them absent where the other was added. */
interface SideRow {
  kind: 'same' | 'change' | 'blank';
  old?: number;
  new?: number;
  oldParts?: Part[];
  newParts?: Part[];
}

/** One row of the unified view: an unchanged, removed or added line. */
interface UnifiedRow {
  sign: ' ' | '-' | '+';
  /** A change of blank lines only, which "Ignore blank lines" leaves out of the counts. */
  ignored: boolean;
  old?: number;
  new?: number;
  parts?: Part[];
}

export function sideRows({ blocks }: DiffResult): SideRow[] {
  const rows: SideRow[] = [];
  for (const block of blocks) {
    const count = Math.max(block.oldCount, block.newCount);
    for (let index = 0; index < count; index++) {
      const pair = block.pairs?.[index];
      rows.push({
        kind: block.kind,
        old: index < block.oldCount ? block.oldStart + index : undefined,
        new: index < block.newCount ? block.newStart + index : undefined,
        oldParts: pair?.old,
        newParts: pair?.new,
      });
    }
  }
  return rows;
}

export function unifiedRows({ blocks }: DiffResult): UnifiedRow[] {
  const rows: UnifiedRow[] = [];
  for (const block of blocks) {
    if (block.kind === 'same') {
      for (let index = 0; index < block.oldCount; index++)
        rows.push({ sign: ' ', ignored: false, old: block.oldStart + index, new: block.newStart + index });
      continue;
    }
    const ignored = block.kind === 'blank';
    for (let index = 0; index < block.oldCount; index++)
      rows.push({ sign: '-', ignored, old: block.oldStart + index, parts: block.pairs?.[index]?.old });
    for (let index = 0; index < block.newCount; index++)
      rows.push({ sign: '+', ignored, new: block.newStart + index, parts: block.pairs?.[index]?.new });
  }
  return rows;
}

/** Each row's height in px: one line of text-sm monospace with its padding. */
const ROW_HEIGHT = 22;
/** The list's height at most; a shorter diff takes the height it needs. */
const VIEWPORT = 480;
/** Rows drawn above and below the visible ones, so a fast scroll shows no blank. */
const OVERSCAN = 20;

const REMOVED_LINE = 'bg-red-50 dark:bg-red-950/60';
const ADDED_LINE = 'bg-green-50 dark:bg-green-950/60';
const REMOVED_PART = 'rounded-sm bg-red-200 dark:bg-red-800';
const ADDED_PART = 'rounded-sm bg-green-200 dark:bg-green-800';
const IGNORED_LINE = 'bg-gray-50 text-gray-500 dark:bg-gray-900 dark:text-gray-400';

/** A line's text, with its changed words or characters marked where they were worked out. */
function LineText({ text, parts, partClass }: { text: string; parts?: Part[]; partClass: string }) {
  return (
    <span
      className="block min-w-0 overflow-hidden text-ellipsis whitespace-pre"
      title={text.length > 80 ? text : undefined}
    >
      {parts
        ? parts.map(([piece, changed], index) =>
            changed ? (
              <mark key={index} className={`${partClass} text-inherit`}>
                {piece}
              </mark>
            ) : (
              <span key={index}>{piece}</span>
            ),
          )
        : text || ' '}
    </span>
  );
}

const numberCell = 'select-none pr-2 text-right text-gray-500 tabular-nums dark:text-gray-400';

/** The windowed scroll area: draws the rows from `first` to `last` between two spacers. */
function Window({ label, count, row }: { label: string; count: number; row: (index: number) => ReactNode }) {
  const [scrollTop, setScrollTop] = useState(0);
  const height = Math.min(VIEWPORT, count * ROW_HEIGHT);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + VIEWPORT) / ROW_HEIGHT) + OVERSCAN);
  const drawn: ReactNode[] = [];
  for (let index = first; index < last; index++) drawn.push(row(index));
  return (
    // A scroll area the keyboard can reach, named for the screen reader.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-auto rounded-lg border border-gray-200 font-mono text-sm dark:border-gray-800"
      style={{ height: height + 2 }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div style={{ height: count * ROW_HEIGHT, position: 'relative' }}>
        <div style={{ position: 'absolute', top: first * ROW_HEIGHT, left: 0, right: 0 }}>{drawn}</div>
      </div>
    </div>
  );
}

const lineNumber = (index: number | undefined) => (index === undefined ? '' : String(index + 1));

export function SideBySide({ result }: { result: DiffResult }) {
  const rows = useMemo(() => sideRows(result), [result]);
  const { oldLines, newLines } = result;
  return (
    <Window
      label="Side-by-side differences: original on the left, changed on the right"
      count={rows.length}
      row={(index) => {
        const row = rows[index]!;
        const changed = row.kind === 'change';
        const oldTone = row.kind === 'blank' ? IGNORED_LINE : changed && row.old !== undefined ? REMOVED_LINE : '';
        const newTone = row.kind === 'blank' ? IGNORED_LINE : changed && row.new !== undefined ? ADDED_LINE : '';
        return (
          <div
            key={index}
            data-row={row.kind}
            className="grid grid-cols-[3.5rem_minmax(0,1fr)_3.5rem_minmax(0,1fr)]"
            style={{ height: ROW_HEIGHT }}
          >
            <span className={`${numberCell} ${oldTone}`}>{lineNumber(row.old)}</span>
            <span className={`border-r border-gray-200 pl-1 dark:border-gray-800 ${oldTone}`} data-side="original">
              {row.old !== undefined && (
                <>
                  {changed && <span className="sr-only">Removed: </span>}
                  <LineText text={oldLines[row.old]!} parts={row.oldParts} partClass={REMOVED_PART} />
                </>
              )}
            </span>
            <span className={`${numberCell} ${newTone}`}>{lineNumber(row.new)}</span>
            <span className={`pl-1 ${newTone}`} data-side="changed">
              {row.new !== undefined && (
                <>
                  {changed && <span className="sr-only">Added: </span>}
                  <LineText text={newLines[row.new]!} parts={row.newParts} partClass={ADDED_PART} />
                </>
              )}
            </span>
          </div>
        );
      }}
    />
  );
}

export function Unified({ result }: { result: DiffResult }) {
  const rows = useMemo(() => unifiedRows(result), [result]);
  const { oldLines, newLines } = result;
  return (
    <Window
      label="Unified differences: removed lines marked -, added lines marked +"
      count={rows.length}
      row={(index) => {
        const row = rows[index]!;
        const tone = row.ignored ? IGNORED_LINE : row.sign === '-' ? REMOVED_LINE : row.sign === '+' ? ADDED_LINE : '';
        const text = row.sign === '+' ? newLines[row.new!]! : oldLines[row.old!]!;
        return (
          <div
            key={index}
            data-row={row.sign === '-' ? 'removed' : row.sign === '+' ? 'added' : 'same'}
            className={`grid grid-cols-[3.5rem_3.5rem_1.5rem_minmax(0,1fr)] ${tone}`}
            style={{ height: ROW_HEIGHT }}
          >
            <span className={numberCell}>{lineNumber(row.old)}</span>
            <span className={numberCell}>{lineNumber(row.new)}</span>
            <span className="select-none text-center" aria-hidden={row.sign === ' '}>
              {row.sign}
            </span>
            <LineText text={text} parts={row.parts} partClass={row.sign === '-' ? REMOVED_PART : ADDED_PART} />
          </div>
        );
      }}
    />
  );
}
