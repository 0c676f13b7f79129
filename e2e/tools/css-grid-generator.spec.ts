import fc from 'fast-check';
import type { Page } from '@playwright/test';
import { gridLayoutArbitrary } from '../../src/tools/css-grid-generator/arbitraries';
import {
  AUTO_ITEM,
  areasValue,
  containerDeclarations,
  cssOf,
  DEFAULT_LAYOUT,
  itemDeclarations,
  minmaxTrack,
  PRESETS,
  track,
  trackListText,
  type GridItem,
  type GridLayout,
  type Track,
} from '../../src/tools/css-grid-generator/core';
import {
  cssSupports,
  expect,
  expectPreviewToMatch,
  HOSTILE_LINK_TASK_MS,
  openWatched,
  previewFrame,
  shareLinkPath,
  test,
} from '../fixtures';

const TITLE = 'Grid preview';

/** A code panel's text (the panel's region has the same name). */
const code = (page: Page, title: string) => page.locator(`pre[aria-label="${title}"]`);
/** A track's group of fields ("Column 2"). */
const trackFields = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/css-grid-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'CSS Grid Generator' })).toBeVisible();
});

const CONTENT_SIZED = ['auto', 'min-content', 'max-content'];

/**
 * Whether the columns resolve the same in the preview as in an empty grid of the same width (what
 * expectPreviewToMatch compares with): sizes that depend on the items' content, and auto-fit, which drops the
 * empty repeats, do not. The preview's items have no padding and a minimum size of 0, so fr tracks do.
 */
const columnsComparable = (columns: readonly Track[]) =>
  columns.length > 0 &&
  columns.every(
    (track) =>
      track.kind !== 'auto-fit' && !CONTENT_SIZED.includes(track.unit) && !CONTENT_SIZED.includes(track.maxUnit),
  );

/** fr tracks and auto-fill repeats share out the free space, which Chromium may round differently with items. */
const columnsShareSpace = (columns: readonly Track[]) =>
  columns.some((track) => track.kind === 'auto-fill' || track.unit === 'fr' || track.maxUnit === 'fr');

/**
 * For columns that share out free space, expectPreviewToMatch's exact comparison can fail by 1/64 px: Chromium
 * hands the layout units left over from dividing the space to some tracks when the grid has items, and not in
 * the empty probe grid. So these are compared track by track, to within a hundredth of a pixel more than that.
 */
async function expectColumnsToMatch(page: Page, layout: GridLayout) {
  if (!columnsComparable(layout.columns) || !columnsShareSpace(layout.columns)) return;
  const container = previewFrame(page, TITLE).locator('.container');
  const compare = () =>
    container.evaluate(
      (target, { columns, gap }) => {
        const probe = document.createElement('div');
        probe.style.setProperty('display', 'grid');
        probe.style.setProperty('column-gap', gap);
        probe.style.setProperty('grid-template-columns', columns);
        probe.style.visibility = 'hidden';
        target.parentElement!.append(probe);
        const shown = getComputedStyle(target).gridTemplateColumns.split(' ').map(parseFloat);
        const expected = getComputedStyle(probe).gridTemplateColumns.split(' ').map(parseFloat);
        probe.remove();
        if (shown.length !== expected.length) return `${shown.length} columns, the CSS gives ${expected.length}`;
        const off = shown.findIndex((size, index) => Math.abs(size - expected[index]!) > 0.03);
        return off === -1 ? '' : `column ${off + 1} is ${shown[off]}px, the CSS gives ${expected[off]}px`;
      },
      { columns: trackListText(layout.columns), gap: `${layout.columnGap}px` },
    );
  await expect.poll(compare, { message: `preview columns match ${trackListText(layout.columns)}` }).toBe('');
}

/**
 * The container's computed style: display, gaps, areas, and the columns where they can be compared; the
 * rows too when `rows` is set (px rows the items fill exactly: the computed value lists implicit rows too).
 */
function containerExpectation(layout: GridLayout, rows = false): Record<string, string> {
  const noGap = layout.rowGap === 0 && layout.columnGap === 0;
  const expectation: Record<string, string> = {
    display: 'grid',
    'row-gap': noGap ? 'normal' : `${layout.rowGap}px`,
    'column-gap': noGap ? 'normal' : `${layout.columnGap}px`,
    'grid-template-areas': areasValue(layout.areas) ?? 'none',
  };
  if (columnsComparable(layout.columns) && !columnsShareSpace(layout.columns))
    expectation['grid-template-columns'] = trackListText(layout.columns);
  if (rows) expectation['grid-template-rows'] = trackListText(layout.rows);
  return expectation;
}

const GRID_LINES = ['grid-column-start', 'grid-column-end', 'grid-row-start', 'grid-row-end'];

/** What `grid-column: …` as the tool writes it sets the longhands to: a lone `span N` is the start's. */
function axisLines(axis: 'column' | 'row', start: number, end: number, span: number): Record<string, string> {
  const [startProperty, endProperty] = [`grid-${axis}-start`, `grid-${axis}-end`];
  if (start === 0 && end === 0) return { [startProperty]: span > 1 ? `span ${span}` : 'auto', [endProperty]: 'auto' };
  return {
    [startProperty]: start === 0 ? 'auto' : String(start),
    [endProperty]: end !== 0 ? String(end) : span > 1 ? `span ${span}` : 'auto',
  };
}

function itemExpectation(item: GridItem): Record<string, string> {
  if (item.place === 'area' && item.area) {
    return Object.fromEntries(
      ['grid-row-start', 'grid-column-start', 'grid-row-end', 'grid-column-end'].map((property) => [
        property,
        item.area,
      ]),
    );
  }
  if (item.place !== 'lines') return Object.fromEntries(GRID_LINES.map((property) => [property, 'auto']));
  return {
    ...axisLines('column', item.columnStart, item.columnEnd, item.columnSpan),
    ...axisLines('row', item.rowStart, item.rowEnd, item.rowSpan),
  };
}

async function expectPreviewOf(page: Page, layout: GridLayout, rows = false) {
  await expectPreviewToMatch(page, TITLE, '.container', containerExpectation(layout, rows));
  await expectColumnsToMatch(page, layout);
  const placed = layout.items.flatMap((item, index) => (itemDeclarations(item).length > 0 ? [index] : []));
  const checked = new Set([0, placed[0], placed.at(-1)].filter((index) => index !== undefined));
  for (const index of checked) {
    const item = layout.items[index];
    if (item) await expectPreviewToMatch(page, TITLE, `.item-${index + 1}`, itemExpectation(item));
  }
}

async function expectSupported(page: Page, layout: GridLayout) {
  const declarations = [...containerDeclarations(layout), ...layout.items.flatMap(itemDeclarations)];
  for (const [property, value] of declarations) {
    expect(await cssSupports(page, property, value), `${property}: ${value}`).toBe(true);
  }
}

test('the default grid previews as its CSS says', async ({ page }) => {
  await expect(code(page, 'CSS')).toHaveText(cssOf(DEFAULT_LAYOUT));
  await expect(previewFrame(page, TITLE).locator('.item')).toHaveText([1, 2, 3, 4, 5, 6].map((n) => `Item ${n}`));
  await expectSupported(page, DEFAULT_LAYOUT);
  await expectPreviewOf(page, DEFAULT_LAYOUT, true);
});

for (const preset of PRESETS) {
  test(`the ${preset.label} preset previews as its CSS says`, async ({ page }) => {
    await page.getByRole('group', { name: 'Presets' }).getByRole('button', { name: preset.label }).click();
    await expect(code(page, 'CSS')).toHaveText(cssOf(preset.layout));
    await expectSupported(page, preset.layout);
    await expectPreviewOf(page, preset.layout);
  });
}

test('generated grids pasted into the import field preview as their CSS says', async ({ page }) => {
  const layouts = fc.sample(
    gridLayoutArbitrary.filter((layout) => layout.items.length > 0),
    { numRuns: 5, seed: 1 },
  );
  const field = page.getByLabel('Import CSS');
  for (const layout of layouts) {
    const css = cssOf(layout);
    await field.fill(css);
    await expect(code(page, 'CSS')).toHaveText(css);
    await expectSupported(page, layout);
    await expectPreviewOf(page, layout);
  }
});

test('draws an area by dragging across cells, and places an item in it', async ({ page }) => {
  const from = page.getByRole('button', { name: 'Column 1, row 1: no area' });
  const to = page.getByRole('button', { name: 'Column 3, row 1: no area' });
  await from.hover();
  await page.mouse.down();
  await page.getByRole('button', { name: 'Column 2, row 1: no area' }).hover();
  await to.hover();
  await page.mouse.up();
  await expect(to).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Area name')).toBeFocused();
  await page.keyboard.type('header');
  await page.keyboard.press('Enter');
  await expect(code(page, 'CSS')).toContainText('grid-template-areas:\n    "header header header"\n    ". . .";');
  await expect(page.getByRole('button', { name: 'Column 2, row 1: header' })).toBeVisible();

  // From the keyboard: move to a cell, pick it, move to the far corner, extend to it.
  await page.getByRole('button', { name: 'Column 1, row 2: no area' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+Enter');
  await expect(page.getByRole('button', { name: 'Column 2, row 2: no area' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Area name').fill('main');
  await page.getByRole('button', { name: 'Name area' }).click();
  await expect(code(page, 'CSS')).toContainText('"main main ."');

  // A rectangle over another area is refused, with the reason.
  await page.getByLabel('From column').fill('2');
  await page.getByLabel('From row').fill('1');
  await page.getByLabel('To column').fill('3');
  await page.getByLabel('To row').fill('2');
  await page.getByLabel('Area name').fill('aside');
  await page.getByRole('button', { name: 'Name area' }).click();
  await expect(page.getByRole('alert')).toContainText('These cells overlap the area “header”');

  await page.getByRole('button', { name: 'Item 1', exact: true }).click();
  await page.getByLabel('Placement').selectOption('area');
  await page.getByLabel('grid-area').selectOption('main');
  await expect(code(page, 'CSS')).toContainText('.item-1 {\n  grid-area: main;\n}');
  await expect(previewFrame(page, TITLE).locator('.item-1')).toHaveText('Item 1 · main');
  await expectPreviewToMatch(page, TITLE, '.item-1', { 'grid-column-start': 'main', 'grid-row-end': 'main' });

  await page.getByRole('button', { name: 'Clear header' }).click();
  await expect(code(page, 'CSS')).toContainText('"main main ."');
  await expect(code(page, 'CSS')).not.toContainText('header');
});

test('edits tracks and line placement', async ({ page }) => {
  await trackFields(page, 'Column 1').getByLabel('Kind').selectOption('minmax');
  await trackFields(page, 'Column 2').getByLabel('Kind').selectOption('size');
  await trackFields(page, 'Column 2').getByLabel('Unit', { exact: true }).selectOption('px');
  await trackFields(page, 'Column 2').getByLabel('Size').fill('200');
  await page.getByRole('button', { name: 'Remove row 2' }).click();
  await page.getByRole('button', { name: 'Add row' }).click();
  await trackFields(page, 'Row 2').getByLabel('Unit', { exact: true }).selectOption('auto');

  await page.getByRole('button', { name: 'Item 2', exact: true }).click();
  await page.getByLabel('Placement').selectOption('lines');
  await page.getByLabel('Column span').fill('2');

  await expect(code(page, 'CSS')).toContainText('grid-template-columns: minmax(100px, 1fr) 200px 1fr;');
  await expect(code(page, 'CSS')).toContainText('grid-template-rows: 80px auto;');
  await expect(code(page, 'CSS')).toContainText('.item-2 {\n  grid-column: 1 / span 2;\n}');
  await expect(page.locator('code[aria-label="Tailwind class"]')).toHaveText(
    'grid grid-cols-[minmax(100px,1fr)_200px_1fr] grid-rows-[80px_auto] gap-[12px]',
  );
  await expect(code(page, 'Tailwind HTML')).toContainText('<div class="col-[1/span_2]">Item 2</div>');
  await expectPreviewToMatch(page, TITLE, '.container', {
    display: 'grid',
    'column-gap': '12px',
  });
  await expectColumnsToMatch(page, {
    ...DEFAULT_LAYOUT,
    columns: [minmaxTrack('minmax', 100, 'px', 1, 'fr'), track(200, 'px'), track(1, 'fr')],
  });
  await expectPreviewToMatch(page, TITLE, '.item-2', { 'grid-column-start': '1', 'grid-column-end': 'span 2' });

  // An auto-fill repeat beside flexible columns is not valid CSS: the screen says so.
  await trackFields(page, 'Column 1').getByLabel('Kind').selectOption('size');
  await trackFields(page, 'Column 1').getByLabel('Unit', { exact: true }).selectOption('fr');
  await trackFields(page, 'Column 3').getByLabel('Kind').selectOption('auto-fill');
  await expect(page.getByRole('alert')).toContainText('the other columns must have fixed sizes');
});

test('takes up its sample, and says what is wrong with CSS it cannot read', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(code(page, 'CSS')).toContainText('grid-template-columns: 220px minmax(0px, 1fr);');
  await expect(code(page, 'CSS')).toContainText('.item-4 {\n  grid-column: 1 / -1;\n}');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByLabel('Import CSS').fill('.page { display: grid; grid-template-areas: "a b" "b a"; }');
  await expect(page.getByRole('alert')).toContainText('The area “a” is not a rectangle');
  // The controls keep what they last took up.
  await expect(code(page, 'CSS')).toContainText('"sidebar content"');
});

const NOTICE = 'Part of the restored state was outside this tool’s limits';

test('a share link with 20,000 tracks, area rows and items keeps 24 of each, and holds the page neither now nor on reload', async ({
  page,
}) => {
  const many = <T>(value: T) => Array.from({ length: 20_000 }, () => value);
  const state = {
    columns: many(track(1, 'fr')),
    rows: many(track(40, 'px')),
    areas: many('a a'),
    items: [{ ...AUTO_ITEM, place: 'area', area: 'x"}body{display:none}' }, ...many(AUTO_ITEM)],
  };
  await page.goto('about:blank');
  const watched = await openWatched(page, shareLinkPath('css-grid-generator', state));
  // Waited for with a plain query: the role queries below walk the page, and would count among its tasks.
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[aria-label="Choose an item to edit"] button[aria-pressed]').length === 24 &&
      document.querySelectorAll('[data-cell]').length === 24 * 24,
    null,
    { polling: 100 },
  );
  // 20,000 tracks were a grid of 400 million cells to draw areas on: up to 90 s and gigabytes.
  expect(await watched.longestTaskMs()).toBeLessThan(HOSTILE_LINK_TASK_MS);
  expect(await watched.heapMB()).toBeLessThan(200);
  await expect(page.getByText(NOTICE)).toContainText(/columns, rows, area rows,? and items/);
  await expect(page.getByRole('button', { name: 'Add column' })).toBeDisabled();
  // The item whose area is CSS of its own is dropped, and 24 of the rest are kept: the most the editor takes.
  await expect(page.getByRole('button', { name: 'Add item' })).toBeDisabled();
  await expect(code(page, 'CSS')).toContainText('grid-template-columns: repeat(24, 1fr);');
  await expect(code(page, 'HTML')).not.toContainText('display:none');
  await expect(previewFrame(page, TITLE).locator('body')).toHaveCSS('display', 'block');

  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Choose an item to edit' }).getByRole('button', { name: /^Item \d+$/ }),
  ).toHaveCount(24);
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});
