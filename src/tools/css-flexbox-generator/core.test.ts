import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { flexLayoutArbitrary } from './arbitraries';
import {
  basisOf,
  cleanLayout,
  basisParts,
  cssOf,
  DEFAULT_ITEM,
  DEFAULT_LAYOUT,
  htmlOf,
  PRESETS,
  readFlexbox,
  SAMPLE_INPUT,
  tailwindContainer,
  tailwindHtmlOf,
  tailwindItem,
  type FlexItem,
  type FlexLayout,
} from './core';

const layout = (patch: Partial<FlexLayout>): FlexLayout => ({ ...DEFAULT_LAYOUT, ...patch });
const item = (patch: Partial<FlexItem>): FlexItem => ({ ...DEFAULT_ITEM, ...patch });

describe('cssOf', () => {
  it.each([
    [
      'the initial layout',
      DEFAULT_LAYOUT,
      '/* .container holds 3 items: .item-1 to .item-3 */\n\n.container {\n  display: flex;\n}',
    ],
    [
      'a column with equal gaps',
      layout({ direction: 'column', justifyContent: 'center', rowGap: 12, columnGap: 12, items: [DEFAULT_ITEM] }),
      '/* .container holds 1 item: .item-1 */\n\n.container {\n  display: flex;\n  flex-direction: column;\n  justify-content: center;\n  gap: 12px;\n}',
    ],
    [
      'different gaps and a changed item',
      layout({
        wrap: 'wrap',
        rowGap: 8,
        columnGap: 0,
        items: [DEFAULT_ITEM, item({ order: 2, grow: 1, shrink: 0, basis: '120px', alignSelf: 'flex-end' })],
      }),
      '/* .container holds 2 items: .item-1 to .item-2 */\n\n.container {\n  display: flex;\n  flex-wrap: wrap;\n  gap: 8px 0;\n}\n\n.item-2 {\n  order: 2;\n  flex-grow: 1;\n  flex-shrink: 0;\n  flex-basis: 120px;\n  align-self: flex-end;\n}',
    ],
  ])('writes %s', (_name, given, expected) => {
    expect(cssOf(given)).toBe(expected);
  });
});

describe('htmlOf', () => {
  it('nests an item div for each item in the container', () => {
    expect(htmlOf(layout({ items: [DEFAULT_ITEM, DEFAULT_ITEM] }))).toBe(
      '<div class="container">\n  <div class="item item-1">Item 1</div>\n  <div class="item item-2">Item 2</div>\n</div>',
    );
  });
});

describe('Tailwind', () => {
  it.each([
    [DEFAULT_LAYOUT, 'flex'],
    [
      layout({
        direction: 'column',
        wrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: 'center',
        rowGap: 12,
        columnGap: 12,
      }),
      'flex flex-col flex-wrap justify-between items-center gap-[12px]',
    ],
    [layout({ justifyContent: 'start', alignContent: 'space-evenly' }), 'flex [justify-content:start] content-evenly'],
    [layout({ rowGap: 4, columnGap: 10 }), 'flex gap-x-[10px] gap-y-[4px]'],
  ])('container %#: %s', (given, expected) => {
    expect(tailwindContainer(given)).toBe(expected);
  });

  it.each([
    [DEFAULT_ITEM, ''],
    [item({ grow: 1 }), 'grow'],
    [item({ shrink: 0 }), 'shrink-0'],
    [item({ grow: 2, shrink: 3 }), 'grow-2 shrink-3'],
    [item({ grow: 0.5 }), 'grow-[0.5]'],
    [item({ basis: '120px' }), 'basis-[120px]'],
    [item({ order: 2 }), 'order-2'],
    [item({ order: -1 }), '-order-1'],
    [item({ alignSelf: 'flex-end' }), 'self-end'],
    [item({ alignSelf: 'end' }), '[align-self:end]'],
  ])('item %#: %s', (given, expected) => {
    expect(tailwindItem(given)).toBe(expected);
  });

  it('writes the HTML with the classes', () => {
    expect(tailwindHtmlOf(layout({ items: [item({ grow: 1 }), DEFAULT_ITEM] }))).toBe(
      '<div class="flex">\n  <div class="grow">Item 1</div>\n  <div>Item 2</div>\n</div>',
    );
  });
});

describe('readFlexbox', () => {
  it.each([
    [
      'the sample',
      SAMPLE_INPUT,
      layout({
        wrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: 'center',
        rowGap: 8,
        columnGap: 16,
        items: [item({ grow: 1, shrink: 1, basis: '240px' }), item({ shrink: 0, order: 2 })],
      }),
    ],
    ['a bare declaration list', 'display: flex; gap: 1rem', layout({ rowGap: 16, columnGap: 16 })],
    [
      'flex-flow and inline-flex',
      '.a { display: inline-flex; flex-flow: column wrap-reverse }',
      layout({ direction: 'column', wrap: 'wrap-reverse' }),
    ],
    [
      'flex shorthands by nth-child',
      '.row { display: flex } .row > :nth-child(2) { flex: 1 } .row > :nth-child(1) { flex: none } .row > :nth-child(3) { flex: 2 0 10% }',
      layout({
        items: [item({ shrink: 0 }), item({ grow: 1, basis: '0%' }), item({ grow: 2, shrink: 0, basis: '10%' })],
      }),
    ],
    [
      'a rule for every item, then one item',
      '/* 2 items */ .c { display: flex } .c > * { flex: auto } .item-2 { align-self: center; flex-basis: 0 }',
      layout({ items: [item({ grow: 1 }), item({ grow: 1, basis: '0px', alignSelf: 'center' })] }),
    ],
    [
      'last declaration wins, !important dropped',
      '.c { display: flex; flex-direction: row; flex-direction: column !important; }',
      layout({ direction: 'column' }),
    ],
    [
      'a media query around the rule',
      '@media (min-width: 40em) { .c { display: flex; row-gap: 4px } }',
      layout({ rowGap: 4 }),
    ],
  ])('reads %s', (_name, text, expected) => {
    expect(readFlexbox(text)).toEqual(expected);
  });

  it.each([
    ['.c { display: block }', 'No rule here has display: flex'],
    ['/* nothing */', 'Paste a flex container’s CSS'],
    ['.c { display: flex; justify-content: left }', '“left” is not a justify-content value this tool sets in .c'],
    ['.c { display: flex; gap: 2em }', '“2em” is not a gap this tool sets in .c'],
    ['.c { display: flex } .item-2 { flex-basis: 12qx }', '“12qx” is not a flex-basis this tool sets in .item-2'],
    ['.c { display: flex } .item-1 { flex-grow: -1 }', '“-1” is not a flex-grow in .item-1'],
    ['.c { display: flex } .item-1 { order: 1.5 }', '“1.5” is not an order in .item-1'],
    ['.c { display: flex } .item-1 { flex: 1 2 3 4 }', '“1 2 3 4” is not a flex shorthand in .item-1'],
    ['.c { display: flex } .item-13 { order: 1 }', 'at most 12'],
    ['.c { display: flex', 'never closed'],
    ['.c { display flex }', '“display flex” is not a declaration'],
  ])('says what is wrong with %j', (text, message) => {
    expect(() => readFlexbox(text)).toThrow(ToolError);
    expect(() => readFlexbox(text)).toThrow(message);
  });

  it('reads back every layout it writes', () => {
    fc.assert(
      fc.property(flexLayoutArbitrary, (given) => {
        expect(readFlexbox(cssOf(given))).toEqual(given);
      }),
      { numRuns: 300 },
    );
  });

  it.each(PRESETS.map((preset) => [preset.label, preset.layout] as const))(
    'reads back the %s preset',
    (_name, given) => {
      expect(readFlexbox(cssOf(given))).toEqual(given);
    },
  );
});

describe('basis controls', () => {
  it.each([
    ['auto', 0, 'auto'],
    ['px', 120, '120px'],
    ['px', 0, '0px'],
    ['%', 33.5, '33.5%'],
  ] as const)('%s %d gives %s and back', (unit, value, expected) => {
    expect(basisOf(unit, value)).toBe(expected);
    expect(basisParts(expected)).toEqual({ unit, value });
  });
});

describe('cleanLayout', () => {
  it('keeps what the controls can hold', () => {
    fc.assert(
      fc.property(flexLayoutArbitrary, (given) => {
        expect(cleanLayout(given)).toEqual(given);
      }),
    );
  });

  it('replaces text that is not a value the controls hold', () => {
    const given = layout({
      items: [
        { ...DEFAULT_ITEM, basis: '1px; } body { color: red', alignSelf: 'x' as FlexItem['alignSelf'], order: 1.5 },
      ],
    });
    expect(cleanLayout(given).items).toEqual([DEFAULT_ITEM]);
  });
});
