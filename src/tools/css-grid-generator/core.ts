import { boundedReader, CSS_IMPORT_LIMIT } from '../../lib/css/bounds';
import { tailwindArbitrary } from '../../lib/css/tailwind';
import type { Bound } from '../../lib/tool-state';
import { formatLength, formatNumber, parseLength, splitTopLevel, gapPixels } from '../../lib/css/values';
import { ToolError } from '../../lib/tool-error';
import { cssComments, lastValues, parseRules, type CssRule } from '../../lib/css/rules';

/*
 * A grid container (its column and row tracks, named areas and gaps) and its items' placement, as the
 * controls hold them; the CSS, HTML and Tailwind classes made from them; and the way back, from a pasted
 * rule set to the controls. Every value the controls hold is written exactly, so reading the tool's own CSS
 * gives back the same grid.
 */

export const TRACK_KINDS = ['size', 'minmax', 'auto-fill', 'auto-fit'] as const;
/** A track's size on its own, or the maximum of a minmax(). */
export const SIZE_UNITS = ['fr', 'px', '%', 'rem', 'auto', 'min-content', 'max-content'] as const;
/** The minimum of a minmax(): anything but fr. */
export const MIN_UNITS = ['px', '%', 'rem', 'auto', 'min-content', 'max-content'] as const;
/** The maximum of an auto-fill repeat: a size, or `none` for `repeat(auto-fill, 200px)` without minmax(). */
export const REPEAT_MAX_UNITS = ['none', ...SIZE_UNITS] as const;
const FIXED_UNITS: readonly string[] = ['px', '%', 'rem'];
const KEYWORD_UNITS: readonly string[] = ['auto', 'min-content', 'max-content', 'none'];

export type TrackKind = (typeof TRACK_KINDS)[number];
export type SizeUnit = (typeof SIZE_UNITS)[number];
export type RepeatMaxUnit = (typeof REPEAT_MAX_UNITS)[number];

/**
 * One track of the column or row list, in one shape for every kind (the tool state keeps arrays of
 * same-shaped objects): `size` is `amount unit`; `minmax` and the auto repeats have a minimum (`amount
 * unit`) and a maximum (`maxAmount maxUnit`). Fields a kind does not use hold 0 and `auto`.
 */
export interface Track {
  kind: TrackKind;
  amount: number;
  unit: string;
  maxAmount: number;
  maxUnit: string;
}

export type Axis = 'column' | 'row';

/** Where an item goes: auto-placed, into a named area, or by line numbers and spans. */
export interface GridItem {
  place: 'auto' | 'area' | 'lines';
  area: string;
  /** A line number (negative from the end), 0 for auto. */
  columnStart: number;
  /** A line number, or 0 to end by the span. */
  columnEnd: number;
  columnSpan: number;
  rowStart: number;
  rowEnd: number;
  rowSpan: number;
}

export interface GridLayout {
  columns: Track[];
  rows: Track[];
  /**
   * grid-template-areas as rows of space-separated cell names (`.` for none): one row per row track, one
   * cell per column track, always, so the area editor and the tracks stay in step.
   */
  areas: string[];
  /** px. */
  rowGap: number;
  columnGap: number;
  items: GridItem[];
}

export const MAX_TRACKS = 24;
export const MAX_ITEMS = 24;
export const MAX_GAP = 200;
export const MAX_LINE = MAX_TRACKS + 1;
/** The largest number a track's size fields take. */
export const MAX_TRACK_SIZE = 10_000;
/** The longest name an area takes. */
export const MAX_AREA_NAME = 40;

/** What the state's text may hold: a unit of the controls, a row of area names, a name. */
const UNITS: readonly string[] = [...SIZE_UNITS, 'none'];
const AREA_ROW = /^(?:[\w.-]+(?: [\w.-]+)*)?$/;
const IDENT = /^-?[a-zA-Z_][\w-]*$/;

export const track = (amount: number, unit: string): Track => ({
  kind: 'size',
  amount: KEYWORD_UNITS.includes(unit) ? 0 : amount,
  unit,
  maxAmount: 0,
  maxUnit: 'auto',
});
export const minmaxTrack = (
  kind: TrackKind,
  amount: number,
  unit: string,
  maxAmount: number,
  maxUnit: string,
): Track => ({
  kind,
  amount: KEYWORD_UNITS.includes(unit) ? 0 : amount,
  unit,
  maxAmount: KEYWORD_UNITS.includes(maxUnit) ? 0 : maxAmount,
  maxUnit,
});

export const AUTO_ITEM: GridItem = {
  place: 'auto',
  area: '',
  columnStart: 0,
  columnEnd: 0,
  columnSpan: 1,
  rowStart: 0,
  rowEnd: 0,
  rowSpan: 1,
};

const FR = track(1, 'fr');
const items = (count: number, make: (index: number) => GridItem = () => AUTO_ITEM) =>
  Array.from({ length: count }, (_, index) => make(index));
const inArea = (area: string): GridItem => ({ ...AUTO_ITEM, place: 'area', area });
const spanning = (columnSpan: number): GridItem => ({ ...AUTO_ITEM, place: 'lines', columnSpan });

export const DEFAULT_LAYOUT: GridLayout = {
  columns: [FR, FR, FR],
  rows: [track(80, 'px'), track(80, 'px')],
  areas: ['. . .', '. . .'],
  rowGap: 12,
  columnGap: 12,
  items: items(6),
};

const oneOf = (values: readonly string[]) => (value: unknown) => values.includes(value as string);
const TRACK_BOUND: Bound = {
  fields: {
    kind: { valid: oneOf(TRACK_KINDS) },
    amount: { min: 0, max: MAX_TRACK_SIZE },
    unit: { valid: oneOf(UNITS) },
    maxAmount: { min: 0, max: MAX_TRACK_SIZE },
    maxUnit: { valid: oneOf(UNITS) },
  },
};
const LINE = { min: -MAX_LINE, max: MAX_LINE, integer: true };
const SPAN = { min: 1, max: MAX_TRACKS, integer: true };
const CELL = { min: 0, max: MAX_TRACKS, integer: true };

/** A row of area names as the area editor keeps them: at most MAX_TRACKS cells of names it takes. */
function isAreaRow(value: unknown): boolean {
  if (typeof value !== 'string' || !AREA_ROW.test(value)) return false;
  const cells = value === '' ? [] : value.split(' ');
  return cells.length <= MAX_TRACKS && cells.every((cell) => cell.length <= MAX_AREA_NAME);
}

/**
 * The limits the controls keep, as the state's bounds: what a share link or storage restores is brought
 * within them (a link of 20,000 tracks keeps 24), and an import is held to them. A unit, a row of areas or
 * an area name must be one the controls could make.
 */
export const GRID_BOUNDS = {
  input: { maxLength: CSS_IMPORT_LIMIT },
  imported: { maxLength: CSS_IMPORT_LIMIT },
  columns: { maxItems: MAX_TRACKS, items: TRACK_BOUND },
  rows: { maxItems: MAX_TRACKS, items: TRACK_BOUND },
  areas: { maxItems: MAX_TRACKS, items: { valid: isAreaRow } },
  rowGap: { min: 0, max: MAX_GAP },
  columnGap: { min: 0, max: MAX_GAP },
  items: {
    maxItems: MAX_ITEMS,
    items: {
      fields: {
        place: { valid: oneOf(['auto', 'area', 'lines']) },
        area: { maxLength: MAX_AREA_NAME, valid: (value: unknown) => value === '' || IDENT.test(value as string) },
        columnStart: LINE,
        columnEnd: LINE,
        columnSpan: SPAN,
        rowStart: LINE,
        rowEnd: LINE,
        rowSpan: SPAN,
      },
    },
  },
  selected: { min: 0, max: MAX_ITEMS - 1, integer: true },
  selection: { fields: { column: CELL, row: CELL, columnEnd: CELL, rowEnd: CELL } },
  areaName: { maxLength: MAX_AREA_NAME },
} satisfies Record<string, Bound>;

/** What the notices and messages call the fields, where the state's name would not say. */
export const GRID_NAMES = {
  input: 'import field',
  imported: 'imported text',
  areas: 'area rows',
  'columns[]': 'column',
  'rows[]': 'row',
  'areas[]': 'area row',
  'items[]': 'item',
  amount: 'size',
  maxAmount: 'maximum',
  selection: 'selected cells',
};

/** No cells picked in the area editor. */
export const NO_SELECTION = { column: 0, row: 0, columnEnd: 0, rowEnd: 0 };

/** The tool's state, declared once: kept per tab across reloads, and reset by Clear. */
export const DEFAULT_STATE = {
  input: '',
  imported: '',
  ...DEFAULT_LAYOUT,
  selected: 0,
  /** The cells picked in the area editor (1-based; 0 for none), and the name typed for them. */
  selection: NO_SELECTION,
  areaName: '',
};

export const PRESETS: readonly { id: string; label: string; layout: GridLayout }[] = [
  {
    id: 'holy-grail',
    label: 'Holy grail',
    layout: {
      columns: [track(160, 'px'), FR, track(160, 'px')],
      rows: [track(0, 'auto'), FR, track(0, 'auto')],
      areas: ['header header header', 'nav main aside', 'footer footer footer'],
      rowGap: 8,
      columnGap: 8,
      items: ['header', 'nav', 'main', 'aside', 'footer'].map(inArea),
    },
  },
  {
    id: 'twelve-columns',
    label: '12-column',
    layout: {
      columns: items(12).map(() => FR),
      rows: [],
      areas: [],
      rowGap: 16,
      columnGap: 16,
      items: [12, 8, 4, 4, 4, 4].map(spanning),
    },
  },
  {
    id: 'responsive-cards',
    label: 'Responsive cards',
    layout: {
      columns: [minmaxTrack('auto-fill', 160, 'px', 1, 'fr')],
      rows: [],
      areas: [],
      rowGap: 16,
      columnGap: 16,
      items: items(6),
    },
  },
  {
    id: 'sidebar',
    label: 'Sidebar',
    layout: {
      columns: [track(200, 'px'), FR],
      rows: [FR],
      areas: ['sidebar main'],
      rowGap: 0,
      columnGap: 16,
      items: ['sidebar', 'main'].map(inArea),
    },
  },
];

export const SAMPLE_INPUT = `.page {
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  grid-template-rows: auto 1fr auto;
  grid-template-areas:
    "header header"
    "sidebar content"
    "footer footer";
  gap: 16px 24px;
}

.page > header { grid-area: header; }
.page > nav { grid-area: sidebar; }
.page > main { grid-area: content; }
.page > footer { grid-column: 1 / -1; }`;

// ---- Tracks ------------------------------------------------------------------------------------------------

function breadthText(amount: number, unit: string): string {
  if (KEYWORD_UNITS.includes(unit)) return unit;
  // A unit goes into CSS text: one the controls offer, or none of it (a link could hold `px;}body{…}`).
  return UNITS.includes(unit) ? formatLength({ value: amount, unit }, false) : 'auto';
}

export function trackText(given: Track): string {
  const min = breadthText(given.amount, given.unit);
  if (given.kind === 'size') return min;
  const max = breadthText(given.maxAmount, given.maxUnit);
  if (given.kind === 'minmax') return `minmax(${min}, ${max})`;
  return `repeat(${given.kind}, ${given.maxUnit === 'none' ? min : `minmax(${min}, ${max})`})`;
}

const sameTrack = (a: Track, b: Track) => trackText(a) === trackText(b);

/** A track list as CSS writes it: `repeat(12, 1fr)` where every track is the same and that is shorter. */
export function trackListText(tracks: readonly Track[]): string {
  const texts = tracks.map(trackText);
  const joined = texts.join(' ');
  const first = tracks[0];
  if (
    first &&
    first.kind !== 'auto-fill' &&
    first.kind !== 'auto-fit' &&
    tracks.every((each) => sameTrack(each, first))
  ) {
    const repeated = `repeat(${tracks.length}, ${texts[0]})`;
    if (repeated.length < joined.length) return repeated;
  }
  return joined;
}

const isFixed = (unit: string) => FIXED_UNITS.includes(unit);
const isAutoRepeat = (given: Track) => given.kind === 'auto-fill' || given.kind === 'auto-fit';
/** A size CSS calls fixed: one that does not depend on content or free space. */
const isFixedSize = (given: Track) =>
  given.kind === 'size' ? isFixed(given.unit) : isFixed(given.unit) || isFixed(given.maxUnit);

/** What makes a track list invalid CSS, or null. Only the auto-fill and auto-fit repeats have rules to break. */
export function trackListProblem(tracks: readonly Track[], axis: Axis): string | null {
  const list = axis === 'column' ? 'columns' : 'rows';
  const repeats = tracks.filter(isAutoRepeat);
  if (repeats.length === 0) return null;
  if (repeats.length > 1) return `The ${list} have ${repeats.length} auto-fill or auto-fit repeats: CSS allows one.`;
  const repeat = repeats[0]!;
  if (repeat.maxUnit === 'none' ? !isFixed(repeat.unit) : !isFixed(repeat.unit) && !isFixed(repeat.maxUnit))
    return `The ${repeat.kind} repeat in the ${list} needs a fixed size (px, % or rem) as its minimum or maximum.`;
  if (tracks.some((each) => each !== repeat && !isFixedSize(each)))
    return `Beside an ${repeat.kind} repeat, the other ${list} must have fixed sizes (px, % or rem, or a minmax() with one).`;
  return null;
}

/** A track with the unused fields of its kind reset, for a kind chosen on screen. */
export function trackOfKind(given: Track, kind: TrackKind): Track {
  if (kind === given.kind) return given;
  if (kind === 'size')
    return track(given.unit === 'auto' ? 1 : given.amount || 1, given.unit === 'auto' ? 'fr' : given.unit);
  if (kind === 'minmax') return minmaxTrack('minmax', 100, 'px', 1, 'fr');
  return minmaxTrack(kind, 160, 'px', 1, 'fr');
}

// ---- Areas -------------------------------------------------------------------------------------------------

/** The area names, one array per row. */
export function areaCells(areas: readonly string[]): string[][] {
  return areas.map((row) => (row === '' ? [] : row.split(' ')));
}

const areaRows = (cells: readonly string[][]) => cells.map((row) => row.join(' '));

/** The areas resized to the track counts: cells added as `.`, cells past the end dropped. */
export function fitAreas(areas: readonly string[], rowCount: number, columnCount: number): string[] {
  const cells = areaCells(areas);
  return Array.from({ length: rowCount }, (_, row) =>
    Array.from({ length: columnCount }, (_, column) => cells[row]?.[column] ?? '.').join(' '),
  );
}

/** The areas with column (or row) `index` taken out, as when that track is removed. */
export function removeAreaTrack(areas: readonly string[], axis: Axis, index: number): string[] {
  const cells = areaCells(areas);
  if (axis === 'row') return areaRows(cells.filter((_, row) => row !== index));
  return areaRows(cells.map((row) => row.filter((_, column) => column !== index)));
}

export interface NamedArea {
  name: string;
  /** 1-based, inclusive. */
  column: number;
  row: number;
  columnEnd: number;
  rowEnd: number;
}

/** Each name's rectangle, in the order the names first appear; throws when one is not a rectangle. */
export function namedAreas(areas: readonly string[]): NamedArea[] {
  const cells = areaCells(areas);
  const found = new Map<string, NamedArea & { count: number }>();
  cells.forEach((row, rowIndex) =>
    row.forEach((name, columnIndex) => {
      if (name === '.') return;
      const column = columnIndex + 1;
      const line = rowIndex + 1;
      const area = found.get(name);
      if (!area) found.set(name, { name, column, row: line, columnEnd: column, rowEnd: line, count: 1 });
      else {
        area.column = Math.min(area.column, column);
        area.columnEnd = Math.max(area.columnEnd, column);
        area.row = Math.min(area.row, line);
        area.rowEnd = Math.max(area.rowEnd, line);
        area.count++;
      }
    }),
  );
  return [...found.values()].map(({ count, ...area }) => {
    if (count !== (area.columnEnd - area.column + 1) * (area.rowEnd - area.row + 1))
      throw new ToolError(
        `The area “${area.name}” is not a rectangle: a grid area must fill a whole rectangle of cells`,
      );
    return area;
  });
}

const RESERVED_NAMES = new Set([
  'auto',
  'span',
  'inherit',
  'initial',
  'unset',
  'revert',
  'revert-layer',
  'default',
  'none',
]);

/** Why `name` cannot name an area, or null. */
export function areaNameProblem(name: string): string | null {
  if (name === '') return 'Give the area a name.';
  if (name.length > MAX_AREA_NAME)
    return `“${name.slice(0, 20)}…” is ${name.length} characters long: an area name here takes up to ${MAX_AREA_NAME}.`;
  if (!/^-?[a-zA-Z_][\w-]*$/.test(name))
    return `“${name}” cannot name an area: use letters, digits, - and _, starting with a letter.`;
  if (RESERVED_NAMES.has(name.toLowerCase())) return `“${name}” is a CSS keyword and cannot name an area.`;
  return null;
}

export interface CellRange {
  /** 1-based, inclusive, in either order. */
  column: number;
  row: number;
  columnEnd: number;
  rowEnd: number;
}

/**
 * The areas with the rectangle `range` named `name`. An area already of that name moves there; a rectangle
 * over another area is refused, since that area would stop being a rectangle.
 */
export function drawArea(areas: readonly string[], range: CellRange, name: string): string[] {
  const problem = areaNameProblem(name);
  if (problem) throw new ToolError(problem);
  const cells = areaCells(areas).map((row) => row.map((cell) => (cell === name ? '.' : cell)));
  const [left, right] = [Math.min(range.column, range.columnEnd), Math.max(range.column, range.columnEnd)];
  const [top, bottom] = [Math.min(range.row, range.rowEnd), Math.max(range.row, range.rowEnd)];
  if (left < 1 || top < 1 || bottom > cells.length || right > (cells[0]?.length ?? 0))
    throw new ToolError('The cells are outside the grid.');
  for (let row = top; row <= bottom; row++)
    for (let column = left; column <= right; column++) {
      const other = cells[row - 1]![column - 1]!;
      if (other !== '.') throw new ToolError(`These cells overlap the area “${other}”: clear it first.`);
    }
  for (let row = top; row <= bottom; row++)
    for (let column = left; column <= right; column++) cells[row - 1]![column - 1] = name;
  return areaRows(cells);
}

export function clearArea(areas: readonly string[], name: string): string[] {
  return areaRows(areaCells(areas).map((row) => row.map((cell) => (cell === name ? '.' : cell))));
}

const hasNamedCell = (areas: readonly string[]) => areaCells(areas).some((row) => row.some((cell) => cell !== '.'));

// ---- Items -------------------------------------------------------------------------------------------------

/** `1 / span 2`, `2`, `span 3`, `1 / -1`; null for auto placement. */
export function lineText(start: number, end: number, span: number): string | null {
  if (end !== 0) return `${start === 0 ? 'auto' : start} / ${end}`;
  if (start !== 0) return span > 1 ? `${start} / span ${span}` : String(start);
  return span > 1 ? `span ${span}` : null;
}

export function itemDeclarations(item: GridItem): [property: string, value: string][] {
  if (item.place === 'area') return IDENT.test(item.area) ? [['grid-area', item.area]] : [];
  if (item.place !== 'lines') return [];
  const declarations: [string, string][] = [];
  const column = lineText(item.columnStart, item.columnEnd, item.columnSpan);
  const row = lineText(item.rowStart, item.rowEnd, item.rowSpan);
  if (column) declarations.push(['grid-column', column]);
  if (row) declarations.push(['grid-row', row]);
  return declarations;
}

// ---- Writing -----------------------------------------------------------------------------------------------

function gapValue({ rowGap, columnGap }: GridLayout): string | null {
  if (rowGap === 0 && columnGap === 0) return null;
  const row = formatLength({ value: rowGap, unit: 'px' });
  const column = formatLength({ value: columnGap, unit: 'px' });
  return row === column ? row : `${row} ${column}`;
}

/** `"a b" "c d"`: grid-template-areas on one line. */
export function areasValue(areas: readonly string[]): string | null {
  // Rows go into CSS text: only rows of names (a link could hold `a"; } body { …`).
  if (!areas.every((row) => AREA_ROW.test(row))) return null;
  return hasNamedCell(areas) ? areas.map((row) => `"${row}"`).join(' ') : null;
}

export function containerDeclarations(layout: GridLayout): [property: string, value: string][] {
  const declarations: [string, string][] = [['display', 'grid']];
  if (layout.columns.length > 0) declarations.push(['grid-template-columns', trackListText(layout.columns)]);
  if (layout.rows.length > 0) declarations.push(['grid-template-rows', trackListText(layout.rows)]);
  const areas = areasValue(layout.areas);
  if (areas) declarations.push(['grid-template-areas', areas]);
  const gap = gapValue(layout);
  if (gap) declarations.push(['gap', gap]);
  return declarations;
}

const block = (selector: string, declarations: [string, string][]) =>
  `${selector} {\n${declarations
    .map(([property, value]) =>
      // Each row of the areas on a line of its own, under the property, as they are drawn.
      property === 'grid-template-areas'
        ? `  ${property}:\n    ${value.replace(/" "/g, '"\n    "')};`
        : `  ${property}: ${value};`,
    )
    .join('\n')}\n}`;

const countComment = (count: number) =>
  `/* .container holds ${count} ${count === 1 ? 'item' : 'items'}${count === 1 ? ': .item-1' : count > 1 ? `: .item-1 to .item-${count}` : ''} */`;

export function cssOf(layout: GridLayout): string {
  const rules = [countComment(layout.items.length), block('.container', containerDeclarations(layout))];
  layout.items.forEach((item, index) => {
    const declarations = itemDeclarations(item);
    if (declarations.length > 0) rules.push(block(`.item-${index + 1}`, declarations));
  });
  return rules.join('\n\n');
}

/** An item's visible label: its number, and its area's name when it has one. */
export function itemLabel(item: GridItem, index: number): string {
  // The label goes into the HTML text: an area's name only when it is one (a link could hold `</div><script>`).
  return item.place === 'area' && IDENT.test(item.area) ? `Item ${index + 1} · ${item.area}` : `Item ${index + 1}`;
}

export function htmlOf(layout: GridLayout): string {
  const lines = layout.items.map(
    (item, index) => `  <div class="item item-${index + 1}">${itemLabel(item, index)}</div>`,
  );
  return ['<div class="container">', ...lines, '</div>'].join('\n');
}

const arbitraryProperty = (property: string, value: string) => `[${property}:${value.replace(/\s+/g, '_')}]`;

export function tailwindContainer(layout: GridLayout): string {
  const classes = ['grid'];
  if (layout.columns.length > 0) classes.push(tailwindArbitrary('grid-cols', trackListText(layout.columns)));
  if (layout.rows.length > 0) classes.push(tailwindArbitrary('grid-rows', trackListText(layout.rows)));
  const areas = areasValue(layout.areas);
  if (areas) classes.push(arbitraryProperty('grid-template-areas', areas));
  if (layout.rowGap === layout.columnGap) {
    if (layout.rowGap !== 0) classes.push(tailwindArbitrary('gap', `${formatNumber(layout.rowGap)}px`));
  } else {
    classes.push(tailwindArbitrary('gap-x', formatLength({ value: layout.columnGap, unit: 'px' })));
    classes.push(tailwindArbitrary('gap-y', formatLength({ value: layout.rowGap, unit: 'px' })));
  }
  return classes.join(' ');
}

function tailwindLines(utility: 'col' | 'row', start: number, end: number, span: number): string {
  const text = lineText(start, end, span);
  if (text === null) return '';
  if (start === 0 && end === 0) return `${utility}-span-${span}`;
  return tailwindArbitrary(utility, text);
}

export function tailwindItem(item: GridItem): string {
  if (item.place === 'area') return IDENT.test(item.area) ? arbitraryProperty('grid-area', item.area) : '';
  if (item.place !== 'lines') return '';
  return [
    tailwindLines('col', item.columnStart, item.columnEnd, item.columnSpan),
    tailwindLines('row', item.rowStart, item.rowEnd, item.rowSpan),
  ]
    .filter(Boolean)
    .join(' ');
}

export function tailwindHtmlOf(layout: GridLayout): string {
  const lines = layout.items.map((item, index) => {
    const classes = tailwindItem(item);
    return `  <div${classes ? ` class="${classes}"` : ''}>${itemLabel(item, index)}</div>`;
  });
  return [`<div class="${tailwindContainer(layout)}">`, ...lines, '</div>'].join('\n');
}

// ---- Reading -----------------------------------------------------------------------------------------------

function breadth(text: string, units: readonly string[], where: string): { amount: number; unit: string } {
  const lower = text.trim().toLowerCase();
  if (KEYWORD_UNITS.includes(lower) && units.includes(lower)) return { amount: 0, unit: lower };
  const length = parseLength(lower);
  if (length && length.value >= 0) {
    if (length.unit === '' && length.value === 0) return { amount: 0, unit: 'px' };
    if (units.includes(length.unit)) return { amount: Number(formatNumber(length.value)), unit: length.unit };
  }
  throw new ToolError(`“${text}” is not a track size this tool sets${where} (it takes ${units.join(', ')})`);
}

function minmaxParts(text: string, where: string): [string, string] {
  const match = /^minmax\((.*)\)$/i.exec(text.trim());
  const parts = match ? splitTopLevel(match[1]!, ',') : [];
  if (parts.length !== 2) throw new ToolError(`“${text}” is not a minmax(minimum, maximum)${where}`);
  if (/fr$/i.test(parts[0]!)) throw new ToolError(`“${text}”${where}: minmax() cannot take fr as its minimum`);
  return [parts[0]!, parts[1]!];
}

function readTrack(text: string, where: string): Track[] {
  const lower = text.toLowerCase();
  if (lower.startsWith('[')) throw new ToolError(`Line names (“${text}”${where}) are not something this tool sets`);
  if (lower.startsWith('minmax(')) {
    const [min, max] = minmaxParts(text, where);
    const low = breadth(min, MIN_UNITS, where);
    const high = breadth(max, SIZE_UNITS, where);
    return [minmaxTrack('minmax', low.amount, low.unit, high.amount, high.unit)];
  }
  const repeat = /^repeat\((.*)\)$/i.exec(text);
  if (repeat) {
    const [count, ...rest] = splitTopLevel(repeat[1]!, ',');
    const inner = rest.join(', ');
    if (count === undefined || rest.length === 0)
      throw new ToolError(`“${text}” is not a repeat(count, tracks)${where}`);
    const kind = count.trim().toLowerCase();
    if (kind === 'auto-fill' || kind === 'auto-fit') {
      const parts = splitTopLevel(inner, ' ');
      if (parts.length !== 1) throw new ToolError(`“${text}”${where}: this tool repeats one track with ${kind}`);
      if (/^minmax\(/i.test(parts[0]!)) {
        const [min, max] = minmaxParts(parts[0]!, where);
        const low = breadth(min, MIN_UNITS, where);
        const high = breadth(max, SIZE_UNITS, where);
        return [minmaxTrack(kind, low.amount, low.unit, high.amount, high.unit)];
      }
      const size = breadth(parts[0]!, FIXED_UNITS, where);
      return [minmaxTrack(kind, size.amount, size.unit, 0, 'none')];
    }
    if (!/^\d+$/.test(kind) || Number(kind) < 1)
      throw new ToolError(`“${count}” is not a repeat count${where}: give a whole number, auto-fill or auto-fit`);
    const tracks = readTrackList(inner, where);
    if (Number(kind) * tracks.length > MAX_TRACKS)
      throw new ToolError(`“${text}”${where} makes over ${MAX_TRACKS} tracks, the most this tool lays out`);
    return Array.from({ length: Number(kind) }, () => tracks).flat();
  }
  if (/^[a-z-]+\(/.test(lower)) throw new ToolError(`“${text}”${where} is not a track this tool sets`);
  const size = breadth(text, SIZE_UNITS, where);
  return [track(size.amount, size.unit)];
}

function readTrackList(value: string, where: string): Track[] {
  if (value.trim().toLowerCase() === 'none') return [];
  const tracks = splitTopLevel(value, ' ').flatMap((part) => readTrack(part, where));
  if (tracks.length > MAX_TRACKS)
    throw new ToolError(`There are ${tracks.length} tracks${where}; this tool lays out at most ${MAX_TRACKS}`);
  return tracks;
}

function readAreas(value: string, where: string): string[][] {
  if (value.trim().toLowerCase() === 'none') return [];
  const strings = [...value.matchAll(/"([^"]*)"|'([^']*)'/g)].map((match) => match[1] ?? match[2]!);
  if (strings.length === 0 || value.replace(/"[^"]*"|'[^']*'/g, '').trim() !== '')
    throw new ToolError(`grid-template-areas${where} takes quoted rows of names, such as "header header" "nav main"`);
  const rows = strings.map((row) =>
    row
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((cell) => {
        if (/^\.+$/.test(cell)) return '.';
        const problem = areaNameProblem(cell);
        if (problem) throw new ToolError(`In grid-template-areas${where}: ${problem}`);
        return cell;
      }),
  );
  const widths = new Set(rows.map((row) => row.length));
  if (widths.size > 1 || rows[0]!.length === 0)
    throw new ToolError(
      `The rows of grid-template-areas${where} have ${[...widths].join(' and ')} cells: each needs the same number`,
    );
  namedAreas(areaRows(rows));
  return rows;
}

interface LineValue {
  line: number;
  span: number;
}

/** One side of grid-column: `auto`, a line number, or `span N`. */
function lineValue(text: string, property: string, where: string): LineValue {
  const lower = text.trim().toLowerCase();
  if (lower === 'auto') return { line: 0, span: 1 };
  const span = /^span\s+(\d+)$/.exec(lower);
  if (span) {
    const count = Number(span[1]);
    if (count < 1 || count > MAX_TRACKS)
      throw new ToolError(`“${text}” in ${property}${where}: a span is from 1 to ${MAX_TRACKS}`);
    return { line: 0, span: count };
  }
  if (/^[+-]?\d+$/.test(lower) && Number(lower) !== 0 && Math.abs(Number(lower)) <= MAX_LINE)
    return { line: Number(lower), span: 1 };
  throw new ToolError(
    `“${text}” is not a grid line this tool sets in ${property}${where}: give a line number (1 to ${MAX_LINE}, or negative from the end), span N or auto`,
  );
}

type Lines = Pick<GridItem, 'columnStart' | 'columnEnd' | 'columnSpan'>;

function lines(startText: string, endText: string | undefined, property: string, where: string): Lines {
  const start = lineValue(startText, property, where);
  const end = endText === undefined ? { line: 0, span: 1 } : lineValue(endText, property, where);
  if (start.span > 1 && (end.line !== 0 || end.span > 1))
    throw new ToolError(
      `“${startText} / ${endText}” in ${property}${where}: this tool spans from a start line, not back from an end`,
    );
  if (end.line !== 0) return { columnStart: start.line, columnEnd: end.line, columnSpan: 1 };
  return { columnStart: start.line, columnEnd: 0, columnSpan: Math.max(start.span, end.span) };
}

function setLines(item: GridItem, axis: Axis, value: Lines): void {
  if (axis === 'column') Object.assign(item, value);
  else Object.assign(item, { rowStart: value.columnStart, rowEnd: value.columnEnd, rowSpan: value.columnSpan });
}

const ITEM_PROPERTIES = new Set([
  'grid-area',
  'grid-column',
  'grid-row',
  'grid-column-start',
  'grid-column-end',
  'grid-row-start',
  'grid-row-end',
]);

function readItem(rule: CssRule): GridItem {
  const where = ` in ${rule.selector || 'an item rule'}`;
  const item: GridItem = { ...AUTO_ITEM };
  const linesOf = (axis: Axis): Lines =>
    axis === 'column'
      ? { columnStart: item.columnStart, columnEnd: item.columnEnd, columnSpan: item.columnSpan }
      : { columnStart: item.rowStart, columnEnd: item.rowEnd, columnSpan: item.rowSpan };
  for (const [property, value] of lastValues(rule.declarations)) {
    if (!ITEM_PROPERTIES.has(property)) continue;
    const parts = value.split('/').map((part) => part.trim());
    if (property === 'grid-area') {
      if (parts.length === 1 && areaNameProblem(value.trim()) === null && !/^\d/.test(value.trim())) {
        Object.assign(item, AUTO_ITEM, { area: value.trim() });
        continue;
      }
      if (parts.length > 4) throw new ToolError(`“${value}” is not a grid-area${where}`);
      item.area = '';
      setLines(item, 'row', lines(parts[0]!, parts[2], property, where));
      setLines(item, 'column', lines(parts[1] ?? 'auto', parts[3], property, where));
    } else {
      item.area = '';
      const axis: Axis = property.startsWith('grid-column') ? 'column' : 'row';
      if (property === 'grid-column' || property === 'grid-row') {
        if (parts.length > 2) throw new ToolError(`“${value}” is not a ${property}${where}`);
        setLines(item, axis, lines(parts[0]!, parts[1], property, where));
      } else {
        const current = linesOf(axis);
        const startText = property.endsWith('-start') ? value : (lineText(current.columnStart, 0, 1) ?? 'auto');
        const endText = property.endsWith('-end')
          ? value
          : current.columnEnd !== 0
            ? String(current.columnEnd)
            : current.columnSpan > 1
              ? `span ${current.columnSpan}`
              : 'auto';
        setLines(item, axis, lines(startText, endText, property, where));
      }
    }
  }
  const placedByLines =
    item.columnStart !== 0 ||
    item.columnEnd !== 0 ||
    item.columnSpan !== 1 ||
    item.rowStart !== 0 ||
    item.rowEnd !== 0 ||
    item.rowSpan !== 1;
  return { ...item, place: item.area ? 'area' : placedByLines ? 'lines' : 'auto' };
}

const isGridContainer = (rule: CssRule) =>
  rule.declarations.some(({ property, value }) => property === 'display' && /^(inline-)?grid$/i.test(value.trim()));
const hasTemplate = (rule: CssRule) => rule.declarations.some(({ property }) => property.startsWith('grid-template-'));

function itemNumber(selector: string): number {
  const match = /\.item-(\d+)(?![\w-])|:nth-child\(\s*(\d+)\s*\)/.exec(selector);
  return match ? Number(match[1] ?? match[2]) : 0;
}

/**
 * The grid a pasted rule set describes: the rule with `display: grid` (or else one with a template) is the
 * container, and each other rule that places an item is an item (`.item-N` and `:nth-child(N)` by number,
 * others in order). The item count is the one the tool's export notes, or as many as the rules name (six if
 * none). Areas wider or taller than the tracks add `auto` tracks, as the browser would.
 */
export function readGrid(text: string): GridLayout {
  const rules = parseRules(text);
  const container = rules.find(isGridContainer) ?? rules.find(hasTemplate);
  if (!container) {
    throw new ToolError(
      rules.length === 0
        ? 'Paste a grid container’s CSS: a rule with display: grid, and its items’ rules'
        : 'No rule here has display: grid: paste the container’s rule (.container { display: grid; … }) and its items’ rules',
    );
  }
  const where = container.selector ? ` in ${container.selector}` : '';
  const layout: GridLayout = {
    ...DEFAULT_LAYOUT,
    columns: [],
    rows: [],
    areas: [],
    rowGap: 0,
    columnGap: 0,
    items: [],
  };
  let cells: string[][] = [];
  for (const [property, value] of lastValues(container.declarations)) {
    if (property === 'grid-template-columns')
      layout.columns = readTrackList(value, ` in grid-template-columns${where}`);
    else if (property === 'grid-template-rows') layout.rows = readTrackList(value, ` in grid-template-rows${where}`);
    else if (property === 'grid-template-areas') cells = readAreas(value, where);
    else if (property === 'gap' || property === 'grid-gap') {
      const parts = value.trim().split(/\s+/);
      if (parts.length > 2) throw new ToolError(`“${value}” is not a gap${where}: it takes one or two lengths`);
      layout.rowGap = gapPixels(parts[0]!, where, MAX_GAP);
      layout.columnGap = gapPixels(parts[1] ?? parts[0]!, where, MAX_GAP);
    } else if (property === 'row-gap' || property === 'grid-row-gap') layout.rowGap = gapPixels(value, where, MAX_GAP);
    else if (property === 'column-gap' || property === 'grid-column-gap')
      layout.columnGap = gapPixels(value, where, MAX_GAP);
    else if (property === 'grid-template' || property === 'grid')
      throw new ToolError(
        `The ${property} shorthand${where} is not read here: write grid-template-columns, -rows and -areas`,
      );
  }
  const auto = track(0, 'auto');
  while (layout.rows.length < cells.length) layout.rows.push(auto);
  while (layout.columns.length < (cells[0]?.length ?? 0)) layout.columns.push(auto);
  if (layout.rows.length > MAX_TRACKS || layout.columns.length > MAX_TRACKS)
    throw new ToolError(`The areas${where} are over ${MAX_TRACKS} tracks, the most this tool lays out`);
  layout.areas = fitAreas(areaRows(cells), layout.rows.length, layout.columns.length);

  const numbered = new Map<number, CssRule>();
  const inOrder: CssRule[] = [];
  for (const rule of rules) {
    if (rule === container || !rule.declarations.some(({ property }) => ITEM_PROPERTIES.has(property))) continue;
    const number = itemNumber(rule.selector);
    if (number === 0) inOrder.push(rule);
    else
      numbered.set(number, {
        selector: rule.selector,
        declarations: [...(numbered.get(number)?.declarations ?? []), ...rule.declarations],
      });
  }
  const noted = cssComments(text)
    .map((comment) => /(\d+)\s+items?\b/.exec(comment)?.[1])
    .find((count) => count !== undefined);
  let count = Math.max(noted === undefined ? 0 : Number(noted), ...numbered.keys(), 0);
  const free = [...Array(count).keys()].map((index) => index + 1).filter((number) => !numbered.has(number));
  for (const rule of inOrder) numbered.set(free.shift() ?? ++count, rule);
  if (count === 0 && noted === undefined) count = DEFAULT_LAYOUT.items.length;
  if (count > MAX_ITEMS)
    throw new ToolError(`This rule set has ${count} items; the tool lays out at most ${MAX_ITEMS}`);
  layout.items = Array.from({ length: count }, (_, index) => {
    const rule = numbered.get(index + 1);
    return rule ? readItem(rule) : AUTO_ITEM;
  });
  return layout;
}

/** A pasted rule set's grid, as readGrid reads it, held to the limits the controls keep (useTextImport). */
export const importGrid = boundedReader(readGrid, GRID_BOUNDS, GRID_NAMES, CSS_IMPORT_LIMIT);

export function layoutOf(state: GridLayout): GridLayout {
  const { columns, rows, areas, rowGap, columnGap, items: gridItems } = state;
  return { columns, rows, areas, rowGap, columnGap, items: gridItems };
}

/** The first problem that makes the layout's CSS invalid, or null. */
export function layoutProblem(layout: GridLayout): string | null {
  try {
    namedAreas(layout.areas);
  } catch (error) {
    return (error as Error).message;
  }
  return trackListProblem(layout.columns, 'column') ?? trackListProblem(layout.rows, 'row');
}

/**
 * The layout with anything the controls could not hold replaced by a default: the state may come from a
 * shared link, and its text goes into the CSS as it is.
 */
export function cleanLayout(layout: GridLayout): GridLayout {
  const whole = (value: number, fallback: number) => (Number.isInteger(value) ? value : fallback);
  const cleanTrack = (given: Track): Track =>
    (TRACK_KINDS as readonly string[]).includes(given.kind) &&
    UNITS.includes(given.unit) &&
    UNITS.includes(given.maxUnit) &&
    Number.isFinite(given.amount) &&
    Number.isFinite(given.maxAmount)
      ? given
      : track(1, 'fr');
  const columns = layout.columns.slice(0, MAX_TRACKS).map(cleanTrack);
  const rows = layout.rows.slice(0, MAX_TRACKS).map(cleanTrack);
  const areas = layout.areas.every((row) => AREA_ROW.test(row)) ? layout.areas : [];
  return {
    columns,
    rows,
    areas: fitAreas(areas, rows.length, columns.length),
    rowGap: Number.isFinite(layout.rowGap) ? layout.rowGap : 0,
    columnGap: Number.isFinite(layout.columnGap) ? layout.columnGap : 0,
    items: layout.items.slice(0, MAX_ITEMS).map((item) => ({
      place: item.place === 'area' || item.place === 'lines' ? item.place : 'auto',
      area: IDENT.test(item.area) ? item.area : '',
      columnStart: whole(item.columnStart, 0),
      columnEnd: whole(item.columnEnd, 0),
      columnSpan: Math.max(1, whole(item.columnSpan, 1)),
      rowStart: whole(item.rowStart, 0),
      rowEnd: whole(item.rowEnd, 0),
      rowSpan: Math.max(1, whole(item.rowSpan, 1)),
    })),
  };
}
