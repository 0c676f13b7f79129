import { describe, expect, it } from 'vitest';
import { CSS_IMPORT_LIMIT } from '../../lib/css/bounds';
import { CSS_INJECTIONS } from '../../lib/css/injection-samples';
import { restoreStateReport } from '../../lib/tool-state';
import {
  AUTO_ITEM,
  areaNameProblem,
  cssOf,
  DEFAULT_LAYOUT,
  DEFAULT_STATE,
  GRID_BOUNDS,
  importGrid,
  MAX_ITEMS,
  MAX_TRACKS,
  tailwindContainer,
  tailwindHtmlOf,
  track,
  type GridLayout,
} from './core';

const RULES = { bounds: GRID_BOUNDS };
const restore = (stored: unknown) => restoreStateReport(stored, DEFAULT_STATE, RULES);
const layout = (patch: Partial<GridLayout>): GridLayout => ({ ...DEFAULT_LAYOUT, ...patch });

describe('a restored state is held to the controls’ limits', () => {
  it('keeps 24 of 20,000 columns, rows and area rows, and 24 of 20,000 items, with the notice', () => {
    const many = <T>(value: T) => Array.from({ length: 20_000 }, () => value);
    const { state, outOfBounds } = restore({
      columns: many(track(1, 'fr')),
      rows: many(track(10, 'px')),
      areas: many('. .'),
      items: many(AUTO_ITEM),
    });
    expect(state.columns).toHaveLength(MAX_TRACKS);
    expect(state.rows).toHaveLength(MAX_TRACKS);
    expect(state.areas).toHaveLength(MAX_TRACKS);
    expect(state.items).toHaveLength(MAX_ITEMS);
    expect(outOfBounds).toEqual(['columns', 'rows', 'areas', 'items']);
  });

  it.each([
    ['rowGap', 1e6, 200],
    ['columnGap', -4, 0],
    ['selected', 1000, MAX_ITEMS - 1],
  ] as const)('clamps %s %d to %d', (field, value, expected) => {
    expect(restore({ [field]: value }).state[field]).toBe(expected);
  });

  it('clamps a track’s sizes, an item’s lines and spans, and the picked cells', () => {
    const { state } = restore({
      columns: [{ ...track(1, 'px'), amount: 1e9 }],
      items: [{ ...AUTO_ITEM, place: 'lines', columnStart: 1e6, rowEnd: -1e6, columnSpan: 0, rowSpan: 1.6 }],
      selection: { column: 99, row: -3, columnEnd: 1.5, rowEnd: 2 },
    });
    expect(state.columns[0]!.amount).toBe(10_000);
    expect(state.items[0]).toMatchObject({ columnStart: 25, rowEnd: -25, columnSpan: 1, rowSpan: 2 });
    expect(state.selection).toEqual({ column: 24, row: 0, columnEnd: 2, rowEnd: 2 });
  });

  it('restores an area name longer than the field takes as empty', () => {
    expect(restore({ areaName: 'a'.repeat(41) }).state.areaName).toBe('');
  });

  it('keeps a state within the limits as it is, without a notice', () => {
    const stored = { ...DEFAULT_STATE, rowGap: 200, areas: ['a a .', 'b b .'], selected: 5 };
    expect(restore(stored)).toEqual({ state: stored, outOfBounds: [], leftOut: [] });
  });
});

describe('text from a link never writes CSS of its own', () => {
  it.each(CSS_INJECTIONS)('a track unit %s drops the track on restore, and is never written', (unit) => {
    const { state } = restore({ columns: [{ ...track(1, 'fr'), unit }, track(2, 'fr')] });
    expect(state.columns).toEqual([track(2, 'fr')]);
    const css = cssOf(layout({ columns: [{ ...track(1, 'fr'), unit }], rows: [], areas: [] }));
    expect(css).toContain('grid-template-columns: auto;');
    expect(css).not.toContain(unit);
  });

  it.each(CSS_INJECTIONS)('an area row %s is dropped on restore, and never written', (row) => {
    expect(restore({ areas: [row, 'a a a'] }).state.areas).toEqual(['a a a']);
    const grid = layout({ areas: [row, 'a a a'] });
    expect(cssOf(grid)).not.toContain('grid-template-areas');
    expect(tailwindContainer(grid)).not.toContain('grid-template-areas');
  });

  it.each(CSS_INJECTIONS)('an item’s area %s drops the item on restore, and is never written', (area) => {
    const item = { ...AUTO_ITEM, place: 'area' as const, area };
    expect(restore({ items: [item, AUTO_ITEM] }).state.items).toEqual([AUTO_ITEM]);
    const grid = layout({ items: [item] });
    expect(cssOf(grid)).not.toContain(area);
    expect(tailwindHtmlOf(grid)).not.toContain(area);
  });
});

describe('an import is held to the same limits', () => {
  it.each([
    [
      'a track of 20000px',
      '.g { display: grid; grid-template-columns: 1fr 20000px; }',
      'The size of column 2 is 20,000: this editor sets it from 0 to 10,000.',
    ],
    [
      'a minmax() up to 12000px',
      '.g { display: grid; grid-template-rows: minmax(10px, 12000px); }',
      'The maximum of row 1 is 12,000: this editor sets it from 0 to 10,000.',
    ],
    [
      'an area name of 41 characters',
      `.g { display: grid; grid-template-areas: "${'a'.repeat(41)}"; }`,
      'an area name here takes up to 40',
    ],
    [
      'a text over the limit',
      `.g { display: grid; } /* ${'x'.repeat(CSS_IMPORT_LIMIT)} */`,
      'This text is 100,028 characters long: the import takes up to 100,000.',
    ],
  ])('refuses %s', (_, text, message) => {
    expect(() => importGrid(text)).toThrow(message);
  });

  it('takes 24 tracks of 10000px', () => {
    expect(importGrid('.g { display: grid; grid-template-columns: repeat(24, 10000px); }').columns).toHaveLength(24);
  });
});

describe('areaNameProblem', () => {
  it('refuses a name longer than 40 characters', () => {
    expect(areaNameProblem('a'.repeat(40))).toBeNull();
    expect(areaNameProblem('a'.repeat(41))).toContain('takes up to 40');
  });
});
