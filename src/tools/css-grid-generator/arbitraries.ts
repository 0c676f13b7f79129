import fc from 'fast-check';
import {
  drawArea,
  fitAreas,
  MIN_UNITS,
  minmaxTrack,
  SIZE_UNITS,
  track,
  trackListProblem,
  type GridItem,
  type GridLayout,
  type Track,
} from './core';

/* For the property tests (core.test.ts) and the browser test's generated states; the screen never loads it. */

const amount = fc.integer({ min: 0, max: 400 }).map((value) => value / 4);
const fixedUnit = fc.constantFrom('px', '%', 'rem');

const sizeTrack = fc.tuple(amount, fc.constantFrom(...SIZE_UNITS)).map(([value, unit]) => track(value, unit));
const minmax = fc
  .tuple(amount, fc.constantFrom(...MIN_UNITS), amount, fc.constantFrom(...SIZE_UNITS))
  .map(([low, lowUnit, high, highUnit]) => minmaxTrack('minmax', low, lowUnit, high, highUnit));
const autoRepeat = fc
  .tuple(fc.constantFrom('auto-fill', 'auto-fit') as fc.Arbitrary<'auto-fill' | 'auto-fit'>, amount, fixedUnit, amount)
  .chain(([kind, low, lowUnit, high]) =>
    fc.constantFrom('none', ...SIZE_UNITS).map((highUnit) => minmaxTrack(kind, low, lowUnit, high, highUnit)),
  );
const fixedTrack = fc.tuple(amount, fixedUnit).map(([value, unit]) => track(value, unit));

/** A track list CSS accepts: any sizes and minmax(), or one auto repeat among fixed sizes. */
const trackList = (maxLength: number): fc.Arbitrary<Track[]> =>
  fc.oneof(
    fc.array(fc.oneof(sizeTrack, minmax), { maxLength }),
    fc
      .tuple(fc.array(fixedTrack, { maxLength: 2 }), autoRepeat, fc.array(fixedTrack, { maxLength: 2 }))
      .map(([before, repeat, after]) => [...before, repeat, ...after]),
  );

const line = fc.integer({ min: -6, max: 6 }).filter((value) => value !== 0);
const linesItem: fc.Arbitrary<GridItem> = fc
  .record({
    columnStart: fc.oneof(fc.constant(0), line),
    columnEnd: fc.oneof(fc.constant(0), line),
    columnSpan: fc.integer({ min: 1, max: 4 }),
    rowStart: fc.oneof(fc.constant(0), line),
    rowEnd: fc.oneof(fc.constant(0), line),
    rowSpan: fc.integer({ min: 1, max: 4 }),
  })
  .map((lines) => ({
    ...lines,
    place: 'lines' as const,
    area: '',
    columnSpan: lines.columnEnd === 0 ? lines.columnSpan : 1,
    rowSpan: lines.rowEnd === 0 ? lines.rowSpan : 1,
  }))
  .filter(
    (item) =>
      item.columnStart !== 0 ||
      item.columnEnd !== 0 ||
      item.columnSpan !== 1 ||
      item.rowStart !== 0 ||
      item.rowEnd !== 0 ||
      item.rowSpan !== 1,
  );

const NAMES = ['header', 'nav', 'main', 'aside', 'footer', 'side-bar', 'a_1'];

const gridItem: fc.Arbitrary<GridItem> = fc.oneof(
  fc.constant({
    place: 'auto',
    area: '',
    columnStart: 0,
    columnEnd: 0,
    columnSpan: 1,
    rowStart: 0,
    rowEnd: 0,
    rowSpan: 1,
  } as GridItem),
  fc.constantFrom(...NAMES).map((area): GridItem => ({
    place: 'area',
    area,
    columnStart: 0,
    columnEnd: 0,
    columnSpan: 1,
    rowStart: 0,
    rowEnd: 0,
    rowSpan: 1,
  })),
  linesItem,
);

/** Grids as the controls can hold them. */
export const gridLayoutArbitrary: fc.Arbitrary<GridLayout> = fc
  .record({
    columns: trackList(6),
    rows: trackList(4),
    rowGap: fc.integer({ min: 0, max: 64 }),
    columnGap: fc.integer({ min: 0, max: 64 }),
    items: fc.array(gridItem, { maxLength: 8 }),
    draws: fc.array(
      fc.record({
        name: fc.constantFrom(...NAMES),
        column: fc.integer({ min: 1, max: 6 }),
        row: fc.integer({ min: 1, max: 4 }),
        columnEnd: fc.integer({ min: 1, max: 6 }),
        rowEnd: fc.integer({ min: 1, max: 4 }),
      }),
      { maxLength: 4 },
    ),
  })
  .filter(({ columns, rows }) => trackListProblem(columns, 'column') === null && trackListProblem(rows, 'row') === null)
  .map(({ draws, ...layout }) => {
    let areas = fitAreas([], layout.rows.length, layout.columns.length);
    for (const draw of draws) {
      try {
        areas = drawArea(areas, draw, draw.name);
      } catch {
        // A rectangle off the grid or over another area: the screen refuses it too.
      }
    }
    return { ...layout, areas };
  });
