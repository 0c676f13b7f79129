import { boundedReader, CSS_IMPORT_LIMIT } from '../../lib/css/bounds';
import { formatLength, formatNumber, parseLength, gapPixels } from '../../lib/css/values';
import { tailwindArbitrary } from '../../lib/css/tailwind';
import { ToolError } from '../../lib/tool-error';
import type { Bound } from '../../lib/tool-state';
import { cssComments, lastValues, parseRules, type CssRule } from '../../lib/css/rules';

/*
 * A flex container and its items, as the controls hold them; the CSS, HTML and Tailwind classes made from
 * them; and the way back, from a pasted rule set to the controls. Every value the controls hold is written
 * exactly, so reading the tool's own CSS gives back the same layout.
 */

export const DIRECTIONS = ['row', 'row-reverse', 'column', 'column-reverse'] as const;
export const WRAPS = ['nowrap', 'wrap', 'wrap-reverse'] as const;
export const JUSTIFY_CONTENTS = [
  'normal',
  'flex-start',
  'flex-end',
  'center',
  'space-between',
  'space-around',
  'space-evenly',
  'start',
  'end',
] as const;
export const ALIGN_ITEMS = [
  'normal',
  'stretch',
  'flex-start',
  'flex-end',
  'center',
  'baseline',
  'start',
  'end',
] as const;
export const ALIGN_CONTENTS = [
  'normal',
  'stretch',
  'flex-start',
  'flex-end',
  'center',
  'space-between',
  'space-around',
  'space-evenly',
  'start',
  'end',
] as const;
export const ALIGN_SELFS = ['auto', 'stretch', 'flex-start', 'flex-end', 'center', 'baseline', 'start', 'end'] as const;
/** The units flex-basis takes besides `auto`. */
export const BASIS_UNITS = ['px', '%', 'rem', 'em'] as const;

export type Direction = (typeof DIRECTIONS)[number];
export type Wrap = (typeof WRAPS)[number];
export type JustifyContent = (typeof JUSTIFY_CONTENTS)[number];
export type AlignItems = (typeof ALIGN_ITEMS)[number];
export type AlignContent = (typeof ALIGN_CONTENTS)[number];
export type AlignSelf = (typeof ALIGN_SELFS)[number];
export type BasisUnit = (typeof BASIS_UNITS)[number];

export interface FlexItem {
  order: number;
  grow: number;
  shrink: number;
  /** `auto`, or a length with one of BASIS_UNITS as formatLength writes it, keeping its unit (`0px`). */
  basis: string;
  alignSelf: AlignSelf;
}

export interface FlexLayout {
  direction: Direction;
  wrap: Wrap;
  justifyContent: JustifyContent;
  alignItems: AlignItems;
  alignContent: AlignContent;
  /** px. */
  rowGap: number;
  columnGap: number;
  items: FlexItem[];
}

export const MAX_ITEMS = 12;
export const MAX_GAP = 200;
export const MAX_ORDER = 20;
export const MAX_FLEX_FACTOR = 10;
/** The largest flex-basis the basis slider sets, in each unit. */
export const BASIS_MAX: Record<BasisUnit, number> = { px: 1000, '%': 100, rem: 60, em: 60 };

const BASIS_PATTERN = /^(auto|\d+(\.\d+)?(px|%|rem|em))$/;

/** Whether a flex-basis is one the basis controls make: `auto`, or a length in their units up to their maximum. */
export function isBasis(value: unknown): boolean {
  if (typeof value !== 'string' || !BASIS_PATTERN.test(value)) return false;
  const length = parseLength(value);
  return value === 'auto' || (length !== null && length.value <= BASIS_MAX[length.unit as BasisUnit]);
}

/** What an item is when nothing is said about it: CSS's initial values. */
export const DEFAULT_ITEM: FlexItem = { order: 0, grow: 0, shrink: 1, basis: 'auto', alignSelf: 'auto' };

/** CSS's initial values for the container, with three plain items to see them act on. */
export const DEFAULT_LAYOUT: FlexLayout = {
  direction: 'row',
  wrap: 'nowrap',
  justifyContent: 'normal',
  alignItems: 'normal',
  alignContent: 'normal',
  rowGap: 0,
  columnGap: 0,
  items: [DEFAULT_ITEM, DEFAULT_ITEM, DEFAULT_ITEM],
};

const item = (patch: Partial<FlexItem> = {}): FlexItem => ({ ...DEFAULT_ITEM, ...patch });

export const PRESETS: readonly { id: string; label: string; layout: FlexLayout }[] = [
  {
    id: 'centered',
    label: 'Centered',
    layout: { ...DEFAULT_LAYOUT, justifyContent: 'center', alignItems: 'center', items: [item()] },
  },
  {
    id: 'navbar',
    label: 'Navbar',
    // The first item (a logo) grows and pushes the links to the end of the bar.
    layout: {
      ...DEFAULT_LAYOUT,
      alignItems: 'center',
      rowGap: 16,
      columnGap: 16,
      items: [item({ grow: 1 }), item(), item(), item()],
    },
  },
  {
    id: 'holy-grail',
    label: 'Holy grail',
    // Header and footer take whole lines; the main column comes first in the source and is moved between
    // the two side columns by `order`.
    layout: {
      ...DEFAULT_LAYOUT,
      wrap: 'wrap',
      rowGap: 8,
      columnGap: 8,
      items: [
        item({ basis: '100%' }),
        item({ order: 2, grow: 1, basis: '0%' }),
        item({ order: 1, basis: '120px' }),
        item({ order: 3, basis: '120px' }),
        item({ order: 4, basis: '100%' }),
      ],
    },
  },
  {
    id: 'card-row',
    label: 'Card row',
    layout: {
      ...DEFAULT_LAYOUT,
      wrap: 'wrap',
      rowGap: 16,
      columnGap: 16,
      items: [1, 2, 3, 4].map(() => item({ grow: 1, basis: '160px' })),
    },
  },
];

export const SAMPLE_INPUT = `.toolbar {
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 8px 16px;
}

.toolbar > .search {
  flex: 1 1 240px;
}

.toolbar > .actions {
  flex-shrink: 0;
  order: 2;
}`;

// ---- Writing -----------------------------------------------------------------------------------------------

function gapValue({ rowGap, columnGap }: FlexLayout): string | null {
  if (rowGap === 0 && columnGap === 0) return null;
  const row = formatLength({ value: rowGap, unit: 'px' });
  const column = formatLength({ value: columnGap, unit: 'px' });
  return row === column ? row : `${row} ${column}`;
}

/** The container's declarations that differ from CSS's initial values, after `display: flex`. */
export function containerDeclarations(layout: FlexLayout): [property: string, value: string][] {
  const declarations: [string, string][] = [['display', 'flex']];
  if (layout.direction !== 'row') declarations.push(['flex-direction', layout.direction]);
  if (layout.wrap !== 'nowrap') declarations.push(['flex-wrap', layout.wrap]);
  if (layout.justifyContent !== 'normal') declarations.push(['justify-content', layout.justifyContent]);
  if (layout.alignItems !== 'normal') declarations.push(['align-items', layout.alignItems]);
  if (layout.alignContent !== 'normal') declarations.push(['align-content', layout.alignContent]);
  const gap = gapValue(layout);
  if (gap !== null) declarations.push(['gap', gap]);
  return declarations;
}

/** An item's declarations that differ from the initial values (none for a plain item). */
export function itemDeclarations(flexItem: FlexItem): [property: string, value: string][] {
  // The basis is text that goes into the CSS: only one the controls make (a link could hold `1px;}body{…}`).
  const declarations: [string, string][] = [];
  if (flexItem.order !== 0) declarations.push(['order', String(flexItem.order)]);
  if (flexItem.grow !== 0) declarations.push(['flex-grow', formatNumber(flexItem.grow)]);
  if (flexItem.shrink !== 1) declarations.push(['flex-shrink', formatNumber(flexItem.shrink)]);
  if (flexItem.basis !== 'auto' && isBasis(flexItem.basis)) declarations.push(['flex-basis', flexItem.basis]);
  if (flexItem.alignSelf !== 'auto') declarations.push(['align-self', flexItem.alignSelf]);
  return declarations;
}

const block = (selector: string, declarations: [string, string][]) =>
  `${selector} {\n${declarations.map(([property, value]) => `  ${property}: ${value};`).join('\n')}\n}`;

/** The item count goes in a comment: items without rules of their own would otherwise leave no trace. */
const countComment = (count: number) =>
  `/* .container holds ${count} ${count === 1 ? 'item' : 'items'}${count === 1 ? ': .item-1' : count > 1 ? `: .item-1 to .item-${count}` : ''} */`;

/** The CSS for the layout: the container rule, then a rule for each item that is not plain. */
export function cssOf(layout: FlexLayout): string {
  const rules = [countComment(layout.items.length), block('.container', containerDeclarations(layout))];
  layout.items.forEach((flexItem, index) => {
    const declarations = itemDeclarations(flexItem);
    if (declarations.length > 0) rules.push(block(`.item-${index + 1}`, declarations));
  });
  return rules.join('\n\n');
}

export function htmlOf(layout: FlexLayout): string {
  const items = layout.items.map((_, index) => `  <div class="item item-${index + 1}">Item ${index + 1}</div>`);
  return ['<div class="container">', ...items, '</div>'].join('\n');
}

// Tailwind 4's utilities for each keyword; a keyword without one is written as an arbitrary property.
const TAILWIND_DIRECTION: Record<Direction, string> = {
  row: '',
  'row-reverse': 'flex-row-reverse',
  column: 'flex-col',
  'column-reverse': 'flex-col-reverse',
};
const TAILWIND_WRAP: Record<Wrap, string> = { nowrap: '', wrap: 'flex-wrap', 'wrap-reverse': 'flex-wrap-reverse' };
const TAILWIND_JUSTIFY: Partial<Record<JustifyContent, string>> = {
  'flex-start': 'justify-start',
  'flex-end': 'justify-end',
  center: 'justify-center',
  'space-between': 'justify-between',
  'space-around': 'justify-around',
  'space-evenly': 'justify-evenly',
};
const TAILWIND_ITEMS: Partial<Record<AlignItems, string>> = {
  stretch: 'items-stretch',
  'flex-start': 'items-start',
  'flex-end': 'items-end',
  center: 'items-center',
  baseline: 'items-baseline',
};
const TAILWIND_CONTENT: Partial<Record<AlignContent, string>> = {
  stretch: 'content-stretch',
  'flex-start': 'content-start',
  'flex-end': 'content-end',
  center: 'content-center',
  'space-between': 'content-between',
  'space-around': 'content-around',
  'space-evenly': 'content-evenly',
};
const TAILWIND_SELF: Partial<Record<AlignSelf, string>> = {
  stretch: 'self-stretch',
  'flex-start': 'self-start',
  'flex-end': 'self-end',
  center: 'self-center',
  baseline: 'self-baseline',
};

/** `[justify-content:start]`: Tailwind's form for a declaration it has no utility for. */
const arbitraryProperty = (property: string, value: string) => `[${property}:${value.replace(/\s+/g, '_')}]`;

function keywordClass<K extends string>(table: Partial<Record<K, string>>, initial: K, property: string, value: K) {
  if (value === initial) return '';
  return table[value] ?? arbitraryProperty(property, value);
}

/** Tailwind's `grow`, `grow-2`, `grow-[0.5]` (and the same for shrink). */
function factorClass(utility: 'grow' | 'shrink', value: number): string {
  if (value === 1) return utility;
  return Number.isInteger(value) ? `${utility}-${value}` : tailwindArbitrary(utility, formatNumber(value));
}

export function tailwindContainer(layout: FlexLayout): string {
  const classes = [
    'flex',
    TAILWIND_DIRECTION[layout.direction],
    TAILWIND_WRAP[layout.wrap],
    keywordClass(TAILWIND_JUSTIFY, 'normal', 'justify-content', layout.justifyContent),
    keywordClass(TAILWIND_ITEMS, 'normal', 'align-items', layout.alignItems),
    keywordClass(TAILWIND_CONTENT, 'normal', 'align-content', layout.alignContent),
  ];
  if (layout.rowGap === layout.columnGap) {
    if (layout.rowGap !== 0) classes.push(tailwindArbitrary('gap', `${formatNumber(layout.rowGap)}px`));
  } else {
    classes.push(tailwindArbitrary('gap-x', formatLength({ value: layout.columnGap, unit: 'px' })));
    classes.push(tailwindArbitrary('gap-y', formatLength({ value: layout.rowGap, unit: 'px' })));
  }
  return classes.filter(Boolean).join(' ');
}

/** An item's Tailwind classes; '' for a plain item. */
export function tailwindItem(flexItem: FlexItem): string {
  const classes = [
    flexItem.order === 0 ? '' : flexItem.order < 0 ? `-order-${-flexItem.order}` : `order-${flexItem.order}`,
    flexItem.grow === 0 ? '' : factorClass('grow', flexItem.grow),
    flexItem.shrink === 1 ? '' : factorClass('shrink', flexItem.shrink),
    flexItem.basis === 'auto' || !isBasis(flexItem.basis) ? '' : tailwindArbitrary('basis', flexItem.basis),
    keywordClass(TAILWIND_SELF, 'auto', 'align-self', flexItem.alignSelf),
  ];
  return classes.filter(Boolean).join(' ');
}

/** The HTML with Tailwind's classes in place of the CSS. */
export function tailwindHtmlOf(layout: FlexLayout): string {
  const items = layout.items.map((flexItem, index) => {
    const classes = tailwindItem(flexItem);
    return `  <div${classes ? ` class="${classes}"` : ''}>Item ${index + 1}</div>`;
  });
  return [`<div class="${tailwindContainer(layout)}">`, ...items, '</div>'].join('\n');
}

// ---- Reading -----------------------------------------------------------------------------------------------

function keyword<T extends string>(allowed: readonly T[], value: string, property: string, where: string): T {
  const lower = value.trim().toLowerCase();
  if ((allowed as readonly string[]).includes(lower)) return lower as T;
  throw new ToolError(`“${value}” is not a ${property} value this tool sets${where} (it takes ${allowed.join(', ')})`);
}

function factor(value: string, property: string, where: string): number {
  const length = parseLength(value);
  if (!length || length.unit !== '' || length.value < 0 || length.value > MAX_FLEX_FACTOR)
    throw new ToolError(`“${value}” is not a ${property}${where}: it takes a number from 0 to ${MAX_FLEX_FACTOR}`);
  return Number(formatNumber(length.value));
}

function basis(value: string, where: string): string {
  const text = value.trim().toLowerCase();
  if (text === 'auto') return 'auto';
  const length = parseLength(text);
  if (length && length.value >= 0) {
    // A unitless basis is only valid as 0, which the basis field shows in px.
    if (length.unit === '' && length.value === 0) return '0px';
    if ((BASIS_UNITS as readonly string[]).includes(length.unit)) {
      const max = BASIS_MAX[length.unit as BasisUnit];
      if (length.value > max)
        throw new ToolError(`The flex-basis “${value}”${where} is over ${max}${length.unit}, the most this tool sets`);
      return formatLength(length, false);
    }
  }
  throw new ToolError(
    `“${value}” is not a flex-basis this tool sets${where}: give auto or a length in px, %, rem or em`,
  );
}

/** The `flex` shorthand: `1`, `auto`, `none`, `initial`, `2 0 120px`, `1 30%`. */
function flexShorthand(value: string, where: string): Pick<FlexItem, 'grow' | 'shrink' | 'basis'> {
  const text = value.trim().toLowerCase();
  if (text === 'none') return { grow: 0, shrink: 0, basis: 'auto' };
  if (text === 'auto') return { grow: 1, shrink: 1, basis: 'auto' };
  if (text === 'initial') return { grow: 0, shrink: 1, basis: 'auto' };
  const parts = text.split(/\s+/);
  const numbers = parts.filter((part) => /^[+-]?(\d+\.?\d*|\.\d+)$/.test(part));
  const rest = parts.filter((part) => !numbers.includes(part));
  // A third number can only be a unitless zero basis (`1 1 0`).
  const basisNumber = numbers.length === 3 ? numbers.pop() : undefined;
  if (parts.length > 3 || rest.length > 1 || (basisNumber !== undefined && rest.length > 0))
    throw new ToolError(`“${value}” is not a flex shorthand${where}`);
  // `flex: 120px` grows and shrinks; `flex: 1` and `flex: 1 2` have a basis of 0%.
  const basisText = rest[0] ?? basisNumber ?? '0%';
  return {
    grow: numbers[0] === undefined ? 1 : factor(numbers[0], 'flex-grow', where),
    shrink: numbers[1] === undefined ? 1 : factor(numbers[1], 'flex-shrink', where),
    basis: basis(basisText, where),
  };
}

function readContainer(rule: CssRule, layout: FlexLayout): void {
  const where = rule.selector ? ` in ${rule.selector}` : '';
  for (const [property, value] of lastValues(rule.declarations)) {
    if (property === 'flex-direction') layout.direction = keyword(DIRECTIONS, value, property, where);
    else if (property === 'flex-wrap') layout.wrap = keyword(WRAPS, value, property, where);
    else if (property === 'flex-flow') {
      for (const part of value.trim().toLowerCase().split(/\s+/)) {
        if ((DIRECTIONS as readonly string[]).includes(part)) layout.direction = part as Direction;
        else layout.wrap = keyword(WRAPS, part, 'flex-flow', where);
      }
    } else if (property === 'justify-content')
      layout.justifyContent = keyword(JUSTIFY_CONTENTS, value, property, where);
    else if (property === 'align-items') layout.alignItems = keyword(ALIGN_ITEMS, value, property, where);
    else if (property === 'align-content') layout.alignContent = keyword(ALIGN_CONTENTS, value, property, where);
    else if (property === 'gap' || property === 'grid-gap') {
      const parts = value.trim().split(/\s+/);
      if (parts.length > 2) throw new ToolError(`“${value}” is not a gap${where}: it takes one or two lengths`);
      layout.rowGap = gapPixels(parts[0]!, where, MAX_GAP);
      layout.columnGap = gapPixels(parts[1] ?? parts[0]!, where, MAX_GAP);
    } else if (property === 'row-gap') layout.rowGap = gapPixels(value, where, MAX_GAP);
    else if (property === 'column-gap') layout.columnGap = gapPixels(value, where, MAX_GAP);
  }
}

const ITEM_PROPERTIES = new Set(['order', 'flex', 'flex-grow', 'flex-shrink', 'flex-basis', 'align-self']);

function readItem(rule: CssRule, base: FlexItem): FlexItem {
  const where = ` in ${rule.selector || 'an item rule'}`;
  const flexItem = { ...base };
  for (const [property, value] of lastValues(rule.declarations)) {
    if (property === 'order') {
      const order = Number(value);
      if (!/^[+-]?\d+$/.test(value.trim()) || Math.abs(order) > MAX_ORDER)
        throw new ToolError(
          `“${value}” is not an order${where}: it takes a whole number from -${MAX_ORDER} to ${MAX_ORDER}`,
        );
      flexItem.order = order;
    } else if (property === 'flex') Object.assign(flexItem, flexShorthand(value, where));
    else if (property === 'flex-grow') flexItem.grow = factor(value, property, where);
    else if (property === 'flex-shrink') flexItem.shrink = factor(value, property, where);
    else if (property === 'flex-basis') flexItem.basis = basis(value, where);
    else if (property === 'align-self') flexItem.alignSelf = keyword(ALIGN_SELFS, value, property, where);
  }
  return flexItem;
}

const isFlexContainer = (rule: CssRule) =>
  rule.declarations.some(({ property, value }) => property === 'display' && /^(inline-)?flex$/i.test(value.trim()));

/** `.item-3` or `:nth-child(3)` name an item by its place; 0 when the selector names none. */
function itemNumber(selector: string): number {
  const match = /\.item-(\d+)(?![\w-])|:nth-child\(\s*(\d+)\s*\)/.exec(selector);
  return match ? Number(match[1] ?? match[2]) : 0;
}

/** A rule for every item: `.item`, or the container's children (`.nav > *`). */
const isEveryItem = (selector: string) => /^\.item$|>\s*\*$/.test(selector.trim());

/**
 * The layout a pasted rule set describes: the rule with `display: flex` is the container, and each rule
 * after it that sets an item property is an item (`.item-N` and `:nth-child(N)` by number, others in order).
 * The item count is the one the tool's export notes, or as many as the rules name (three if none).
 */
export function readFlexbox(text: string): FlexLayout {
  const rules = parseRules(text);
  const containerIndex = rules.findIndex(isFlexContainer);
  if (containerIndex === -1) {
    throw new ToolError(
      rules.length === 0
        ? 'Paste a flex container’s CSS: a rule with display: flex, and its items’ rules'
        : 'No rule here has display: flex: paste the container’s rule (.container { display: flex; … }) and its items’ rules',
    );
  }
  const layout: FlexLayout = { ...DEFAULT_LAYOUT, items: [] };
  readContainer(rules[containerIndex]!, layout);

  let base = DEFAULT_ITEM;
  const numbered = new Map<number, CssRule[]>();
  const inOrder: CssRule[] = [];
  for (const rule of rules) {
    if (rule === rules[containerIndex] || !rule.declarations.some(({ property }) => ITEM_PROPERTIES.has(property)))
      continue;
    if (isEveryItem(rule.selector)) {
      base = readItem(rule, base);
      continue;
    }
    const number = itemNumber(rule.selector);
    if (number === 0) inOrder.push(rule);
    else numbered.set(number, [...(numbered.get(number) ?? []), rule]);
  }

  const noted = cssComments(text)
    .map((comment) => /(\d+)\s+items?\b/.exec(comment)?.[1])
    .find((count) => count !== undefined);
  let count = Math.max(noted === undefined ? 0 : Number(noted), ...numbered.keys(), 0);
  const free = [...Array(count).keys()].map((index) => index + 1).filter((number) => !numbered.has(number));
  const placed = new Map(numbered);
  for (const rule of inOrder) {
    const number = free.shift() ?? ++count;
    placed.set(number, [rule]);
  }
  if (count === 0 && noted === undefined) count = DEFAULT_LAYOUT.items.length;
  if (count > MAX_ITEMS)
    throw new ToolError(`This rule set has ${count} items; the tool lays out at most ${MAX_ITEMS}`);
  layout.items = Array.from({ length: count }, (_, index) =>
    (placed.get(index + 1) ?? []).reduce((current, rule) => readItem(rule, current), base),
  );
  return layout;
}

const oneOf = (values: readonly string[]) => (value: unknown) => values.includes(value as string);

/**
 * The limits the controls keep, as the state's bounds: what a share link or storage restores is brought
 * within them (a link of 20,000 items keeps 12), and an import is held to them. A flex-basis must be one the
 * basis controls make.
 */
export const FLEXBOX_BOUNDS = {
  input: { maxLength: CSS_IMPORT_LIMIT },
  imported: { maxLength: CSS_IMPORT_LIMIT },
  rowGap: { min: 0, max: MAX_GAP },
  columnGap: { min: 0, max: MAX_GAP },
  items: {
    maxItems: MAX_ITEMS,
    items: {
      fields: {
        order: { min: -MAX_ORDER, max: MAX_ORDER, integer: true },
        grow: { min: 0, max: MAX_FLEX_FACTOR },
        shrink: { min: 0, max: MAX_FLEX_FACTOR },
        basis: { valid: isBasis },
        alignSelf: { valid: oneOf(ALIGN_SELFS) },
      },
    },
  },
  selected: { min: 0, max: MAX_ITEMS - 1, integer: true },
} satisfies Record<string, Bound>;

/** What the notices and messages call the fields, where the state's name would not say. */
export const FLEXBOX_NAMES = { input: 'import field', imported: 'imported text', 'items[]': 'item' };

/** The tool's state, declared once: kept per tab across reloads, and reset by Clear. */
export const DEFAULT_STATE = { input: '', imported: '', ...DEFAULT_LAYOUT, selected: 0 };

/** A pasted rule set's layout, as readFlexbox reads it, held to the limits the controls keep (useTextImport). */
export const importFlexbox = boundedReader(readFlexbox, FLEXBOX_BOUNDS, FLEXBOX_NAMES, CSS_IMPORT_LIMIT);

/** The layout fields of the tool's state. */
export function layoutOf(state: FlexLayout): FlexLayout {
  const { direction, wrap, justifyContent, alignItems, alignContent, rowGap, columnGap, items } = state;
  return { direction, wrap, justifyContent, alignItems, alignContent, rowGap, columnGap, items };
}

/** A flex-basis from the basis controls: `auto`, or the number in the unit. */
export function basisOf(unit: 'auto' | BasisUnit, value: number): string {
  return unit === 'auto' ? 'auto' : formatLength({ value, unit }, false);
}

/** The basis controls' unit and number for a flex-basis. */
export function basisParts(basisText: string): { unit: 'auto' | BasisUnit; value: number } {
  const length = parseLength(basisText);
  if (basisText === 'auto' || !length) return { unit: 'auto', value: 0 };
  return { unit: length.unit as BasisUnit, value: length.value };
}

/**
 * The layout with any item field that is not a value the controls could hold replaced by its default: the
 * state may come from a shared link, and its text goes into the CSS as it is.
 */
export function cleanLayout(layout: FlexLayout): FlexLayout {
  const number = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);
  return {
    ...layout,
    rowGap: number(layout.rowGap, 0),
    columnGap: number(layout.columnGap, 0),
    items: layout.items.slice(0, MAX_ITEMS).map((flexItem) => ({
      order: Number.isInteger(flexItem.order) ? flexItem.order : 0,
      grow: number(flexItem.grow, 0),
      shrink: number(flexItem.shrink, 1),
      basis: BASIS_PATTERN.test(flexItem.basis) ? flexItem.basis : 'auto',
      alignSelf: (ALIGN_SELFS as readonly string[]).includes(flexItem.alignSelf) ? flexItem.alignSelf : 'auto',
    })),
  };
}
