import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { gridLayoutArbitrary } from './arbitraries';
import {
  AUTO_ITEM,
  cleanLayout,
  clearArea,
  cssOf,
  DEFAULT_LAYOUT,
  drawArea,
  fitAreas,
  htmlOf,
  layoutProblem,
  lineText,
  minmaxTrack,
  namedAreas,
  PRESETS,
  readGrid,
  removeAreaTrack,
  SAMPLE_INPUT,
  tailwindContainer,
  tailwindHtmlOf,
  tailwindItem,
  track,
  trackListProblem,
  trackListText,
  trackText,
  type GridItem,
  type GridLayout,
} from './core';

const FR = track(1, 'fr');
const item = (patch: Partial<GridItem>): GridItem => ({ ...AUTO_ITEM, ...patch });
const layout = (patch: Partial<GridLayout>): GridLayout => ({ ...DEFAULT_LAYOUT, ...patch });

describe('tracks', () => {
  it.each([
    [track(1, 'fr'), '1fr'],
    [track(200, 'px'), '200px'],
    [track(0, 'px'), '0px'],
    [track(33.5, '%'), '33.5%'],
    [track(5, 'auto'), 'auto'],
    [track(0, 'min-content'), 'min-content'],
    [minmaxTrack('minmax', 100, 'px', 1, 'fr'), 'minmax(100px, 1fr)'],
    [minmaxTrack('minmax', 0, 'auto', 0, 'max-content'), 'minmax(auto, max-content)'],
    [minmaxTrack('auto-fill', 160, 'px', 1, 'fr'), 'repeat(auto-fill, minmax(160px, 1fr))'],
    [minmaxTrack('auto-fit', 10, 'rem', 0, 'none'), 'repeat(auto-fit, 10rem)'],
  ])('writes %j as %s', (given, expected) => {
    expect(trackText(given)).toBe(expected);
  });

  it.each([
    [[FR, FR], '1fr 1fr'],
    [[FR, FR, FR], '1fr 1fr 1fr'],
    [[FR, FR, FR, FR], 'repeat(4, 1fr)'],
    [Array.from({ length: 12 }, () => FR), 'repeat(12, 1fr)'],
    [[track(200, 'px'), FR], '200px 1fr'],
    [[track(0, 'auto'), track(0, 'auto')], 'auto auto'],
  ])('writes the list %#: %s', (given, expected) => {
    expect(trackListText(given)).toBe(expected);
  });

  it.each([
    [[FR, minmaxTrack('auto-fill', 100, 'px', 1, 'fr')], 'the other columns must have fixed sizes'],
    [
      [minmaxTrack('auto-fill', 100, 'px', 1, 'fr'), minmaxTrack('auto-fit', 100, 'px', 1, 'fr')],
      '2 auto-fill or auto-fit repeats',
    ],
    [[minmaxTrack('auto-fill', 0, 'auto', 1, 'fr')], 'needs a fixed size'],
    [[minmaxTrack('auto-fill', 0, 'auto', 0, 'none')], 'needs a fixed size'],
  ])('finds the problem in %#', (given, message) => {
    expect(trackListProblem(given, 'column')).toContain(message);
  });

  it.each([
    [[track(100, 'px'), minmaxTrack('auto-fill', 100, 'px', 1, 'fr'), minmaxTrack('minmax', 0, 'auto', 50, 'px')]],
    [[minmaxTrack('auto-fit', 0, 'min-content', 200, 'px')]],
    [[FR, track(0, 'auto')]],
  ])('accepts %#', (given) => {
    expect(trackListProblem(given, 'column')).toBeNull();
  });
});

describe('areas', () => {
  const blank = fitAreas([], 3, 3);

  it('draws, moves and clears a rectangle', () => {
    const drawn = drawArea(blank, { column: 1, row: 1, columnEnd: 3, rowEnd: 1 }, 'header');
    expect(drawn).toEqual(['header header header', '. . .', '. . .']);
    // Drawn from the far corner back, under a name already used: the area moves.
    const moved = drawArea(drawn, { column: 2, row: 3, columnEnd: 1, rowEnd: 2 }, 'header');
    expect(moved).toEqual(['. . .', 'header header .', 'header header .']);
    expect(namedAreas(moved)).toEqual([{ name: 'header', column: 1, row: 2, columnEnd: 2, rowEnd: 3 }]);
    expect(clearArea(moved, 'header')).toEqual(blank);
  });

  it.each([
    [{ column: 1, row: 1, columnEnd: 1, rowEnd: 1 }, 'nav', 'overlap the area “main”'],
    [{ column: 1, row: 1, columnEnd: 4, rowEnd: 1 }, 'nav', 'outside the grid'],
    [{ column: 3, row: 3, columnEnd: 3, rowEnd: 3 }, '1st', 'cannot name an area'],
    [{ column: 3, row: 3, columnEnd: 3, rowEnd: 3 }, 'auto', 'is a CSS keyword'],
    [{ column: 3, row: 3, columnEnd: 3, rowEnd: 3 }, '', 'Give the area a name'],
  ])('refuses %j named %j', (range, name, message) => {
    const withMain = drawArea(blank, { column: 1, row: 1, columnEnd: 2, rowEnd: 2 }, 'main');
    expect(() => drawArea(withMain, range, name)).toThrow(message);
  });

  it('keeps rectangles as tracks come and go', () => {
    const areas = ['a a b', 'c c b'];
    expect(removeAreaTrack(areas, 'column', 1)).toEqual(['a b', 'c b']);
    expect(removeAreaTrack(areas, 'row', 0)).toEqual(['c c b']);
    expect(fitAreas(areas, 3, 4)).toEqual(['a a b .', 'c c b .', '. . . .']);
  });

  it('says which area is not a rectangle', () => {
    expect(() => namedAreas(['a a', 'a .'])).toThrow('The area “a” is not a rectangle');
  });
});

describe('lines', () => {
  it.each([
    [0, 0, 1, null],
    [0, 0, 2, 'span 2'],
    [2, 0, 1, '2'],
    [1, 0, 3, '1 / span 3'],
    [1, -1, 1, '1 / -1'],
    [0, 3, 1, 'auto / 3'],
  ])('start %d end %d span %d is %s', (start, end, span, expected) => {
    expect(lineText(start, end, span)).toBe(expected);
  });
});

describe('cssOf and htmlOf', () => {
  it('writes the default grid', () => {
    expect(cssOf(DEFAULT_LAYOUT)).toBe(
      '/* .container holds 6 items: .item-1 to .item-6 */\n\n.container {\n  display: grid;\n  grid-template-columns: 1fr 1fr 1fr;\n  grid-template-rows: 80px 80px;\n  gap: 12px;\n}',
    );
  });

  it('writes areas a row to a line, and the items’ placement', () => {
    const sidebar = PRESETS.find((preset) => preset.id === 'sidebar')!.layout;
    const given = { ...sidebar, items: [...sidebar.items, item({ place: 'lines', columnStart: 1, columnEnd: -1 })] };
    expect(cssOf(given)).toBe(
      '/* .container holds 3 items: .item-1 to .item-3 */\n\n.container {\n  display: grid;\n  grid-template-columns: 200px 1fr;\n  grid-template-rows: 1fr;\n  grid-template-areas:\n    "sidebar main";\n  gap: 0 16px;\n}\n\n.item-1 {\n  grid-area: sidebar;\n}\n\n.item-2 {\n  grid-area: main;\n}\n\n.item-3 {\n  grid-column: 1 / -1;\n}',
    );
    expect(htmlOf(given)).toBe(
      '<div class="container">\n  <div class="item item-1">Item 1 · sidebar</div>\n  <div class="item item-2">Item 2 · main</div>\n  <div class="item item-3">Item 3</div>\n</div>',
    );
  });
});

describe('Tailwind', () => {
  it.each([
    [DEFAULT_LAYOUT, 'grid grid-cols-[1fr_1fr_1fr] grid-rows-[80px_80px] gap-[12px]'],
    [
      PRESETS.find((preset) => preset.id === 'responsive-cards')!.layout,
      'grid grid-cols-[repeat(auto-fill,minmax(160px,1fr))] gap-[16px]',
    ],
    [
      layout({ columns: [FR, FR], rows: [FR], areas: ['a b'], rowGap: 4, columnGap: 8 }),
      'grid grid-cols-[1fr_1fr] grid-rows-[1fr] [grid-template-areas:"a_b"] gap-x-[8px] gap-y-[4px]',
    ],
  ])('container %#: %s', (given, expected) => {
    expect(tailwindContainer(given)).toBe(expected);
  });

  it.each([
    [AUTO_ITEM, ''],
    [item({ place: 'area', area: 'main' }), '[grid-area:main]'],
    [item({ place: 'lines', columnSpan: 2 }), 'col-span-2'],
    [item({ place: 'lines', columnStart: 1, columnSpan: 2, rowStart: 2 }), 'col-[1/span_2] row-[2]'],
    [item({ place: 'lines', columnStart: 1, columnEnd: -1 }), 'col-[1/-1]'],
  ])('item %#: %s', (given, expected) => {
    expect(tailwindItem(given)).toBe(expected);
  });

  it('writes the HTML with classes', () => {
    expect(tailwindHtmlOf(layout({ items: [item({ place: 'lines', rowSpan: 2 }), AUTO_ITEM] }))).toBe(
      '<div class="grid grid-cols-[1fr_1fr_1fr] grid-rows-[80px_80px] gap-[12px]">\n  <div class="row-span-2">Item 1</div>\n  <div>Item 2</div>\n</div>',
    );
  });
});

describe('readGrid', () => {
  it('reads the sample', () => {
    expect(readGrid(SAMPLE_INPUT)).toEqual({
      columns: [track(220, 'px'), minmaxTrack('minmax', 0, 'px', 1, 'fr')],
      rows: [track(0, 'auto'), FR, track(0, 'auto')],
      areas: ['header header', 'sidebar content', 'footer footer'],
      rowGap: 16,
      columnGap: 24,
      items: [
        item({ place: 'area', area: 'header' }),
        item({ place: 'area', area: 'sidebar' }),
        item({ place: 'area', area: 'content' }),
        item({ place: 'lines', columnStart: 1, columnEnd: -1 }),
      ],
    });
  });

  it.each([
    [
      'repeat() counts, a bare declaration list, rem gaps',
      'display: grid; grid-template-columns: repeat(2, 100px 1fr); gap: 1rem',
      layout({
        columns: [track(100, 'px'), FR, track(100, 'px'), FR],
        rows: [],
        areas: [],
        rowGap: 16,
        columnGap: 16,
      }),
    ],
    [
      'areas larger than the tracks, and dots',
      ".g { display: grid; grid-template-columns: 1fr; grid-template-areas: 'a ... b' 'c c b'; }",
      layout({
        columns: [FR, track(0, 'auto'), track(0, 'auto')],
        rows: [track(0, 'auto'), track(0, 'auto')],
        areas: ['a . b', 'c c b'],
        rowGap: 0,
        columnGap: 0,
      }),
    ],
    [
      'longhands and grid-area lines, by nth-child',
      '/* 3 items */ .g { display: grid } .g > :nth-child(2) { grid-column-start: 2; grid-column-end: span 3; grid-row-end: 4 } .g > :nth-child(3) { grid-area: 1 / 2 / 3 }',
      layout({
        columns: [],
        rows: [],
        areas: [],
        rowGap: 0,
        columnGap: 0,
        items: [
          AUTO_ITEM,
          item({ place: 'lines', columnStart: 2, columnSpan: 3, rowEnd: 4 }),
          item({ place: 'lines', rowStart: 1, rowEnd: 3, columnStart: 2 }),
        ],
      }),
    ],
    [
      'a template without display',
      '.g { grid-template-rows: none; grid-template-columns: repeat(auto-fit, 12rem); row-gap: 2px }',
      layout({
        columns: [minmaxTrack('auto-fit', 12, 'rem', 0, 'none')],
        rows: [],
        areas: [],
        rowGap: 2,
        columnGap: 0,
      }),
    ],
  ])('reads %s', (_name, text, expected) => {
    expect(readGrid(text)).toEqual(expected);
  });

  it.each([
    ['.g { display: flex }', 'No rule here has display: grid'],
    ['', 'Paste a grid container’s CSS'],
    [
      '.g { display: grid; grid-template-columns: 1fr 12qx }',
      '“12qx” is not a track size this tool sets in grid-template-columns in .g',
    ],
    ['.g { display: grid; grid-template-columns: minmax(1fr, 2fr) }', 'minmax() cannot take fr as its minimum'],
    ['.g { display: grid; grid-template-columns: [full] 1fr }', 'Line names'],
    ['.g { display: grid; grid-template-columns: fit-content(100px) }', 'is not a track this tool sets'],
    ['.g { display: grid; grid-template-columns: repeat(30, 1fr) }', 'over 24 tracks'],
    ['.g { display: grid; grid-template-areas: "a b" "c" }', 'have 2 and 1 cells'],
    ['.g { display: grid; grid-template-areas: "a b" "b a" }', 'is not a rectangle'],
    ['.g { display: grid; grid-template-areas: a b }', 'takes quoted rows'],
    ['.g { display: grid; grid: auto / 1fr }', 'The grid shorthand in .g is not read here'],
    ['.g { display: grid; gap: 1em }', '“1em” is not a gap'],
    [
      '.g { display: grid } .item-1 { grid-column: first / last }',
      '“first” is not a grid line this tool sets in grid-column in .item-1',
    ],
    ['.g { display: grid } .item-1 { grid-column: span 2 / 4 }', 'spans from a start line'],
    ['.g { display: grid } .item-1 { grid-row: 0 }', '“0” is not a grid line'],
  ])('says what is wrong with %j', (text, message) => {
    expect(() => readGrid(text)).toThrow(ToolError);
    expect(() => readGrid(text)).toThrow(message);
  });

  it('reads back every grid it writes', () => {
    fc.assert(
      fc.property(gridLayoutArbitrary, (given) => {
        expect(readGrid(cssOf(given))).toEqual(given);
      }),
      { numRuns: 300 },
    );
  });

  it.each(PRESETS.map((preset) => [preset.label, preset.layout] as const))(
    'reads back the %s preset',
    (_name, given) => {
      expect(readGrid(cssOf(given))).toEqual(given);
      expect(layoutProblem(given)).toBeNull();
    },
  );
});

describe('cleanLayout', () => {
  it('keeps what the controls can hold', () => {
    fc.assert(
      fc.property(gridLayoutArbitrary, (given) => {
        expect(cleanLayout(given)).toEqual(given);
      }),
    );
  });

  it('replaces text that is not a value the controls hold', () => {
    const cleaned = cleanLayout(
      layout({
        columns: [{ ...FR, unit: 'px; } body { color: red' }],
        rows: [],
        areas: ['"a"'],
        items: [item({ place: 'area', area: 'a; color: red' })],
      }),
    );
    expect(cleaned.columns).toEqual([FR]);
    expect(cleaned.areas).toEqual([]);
    expect(cleaned.items).toEqual([item({ place: 'area', area: '' })]);
  });
});
