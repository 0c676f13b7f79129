import fc from 'fast-check';
import type { Page } from '@playwright/test';
import { flexLayoutArbitrary } from '../../src/tools/css-flexbox-generator/arbitraries';
import {
  containerDeclarations,
  cssOf,
  DEFAULT_LAYOUT,
  itemDeclarations,
  PRESETS,
  type FlexItem,
  type FlexLayout,
} from '../../src/tools/css-flexbox-generator/core';
import { cssSupports, expect, expectPreviewToMatch, previewFrame, test } from '../fixtures';

const TITLE = 'Flexbox preview';

/** A code panel's text (the panel's region has the same name). */
const code = (page: Page, title: string) => page.locator(`pre[aria-label="${title}"]`);

test.beforeEach(async ({ page }) => {
  await page.goto('/css-flexbox-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'CSS Flexbox Generator' })).toBeVisible();
});

/**
 * What the container must compute to: every property the tool controls, with the state's value, so a
 * property the CSS leaves out is checked to be at its initial value. A gap left out computes as `normal`.
 */
function containerExpectation(layout: FlexLayout): Record<string, string> {
  const noGap = layout.rowGap === 0 && layout.columnGap === 0;
  return {
    display: 'flex',
    'flex-direction': layout.direction,
    'flex-wrap': layout.wrap,
    'justify-content': layout.justifyContent,
    'align-items': layout.alignItems,
    'align-content': layout.alignContent,
    'row-gap': noGap ? 'normal' : `${layout.rowGap}px`,
    'column-gap': noGap ? 'normal' : `${layout.columnGap}px`,
  };
}

function itemExpectation(item: FlexItem): Record<string, string> {
  return {
    order: String(item.order),
    'flex-grow': String(item.grow),
    'flex-shrink': String(item.shrink),
    'flex-basis': item.basis,
    'align-self': item.alignSelf,
  };
}

/** The preview computes what the layout's CSS says, for the container and for its first and last changed items. */
async function expectPreviewOf(page: Page, layout: FlexLayout) {
  await expectPreviewToMatch(page, TITLE, '.container', containerExpectation(layout));
  const changed = layout.items.flatMap((item, index) => (itemDeclarations(item).length > 0 ? [index] : []));
  const checked = new Set([0, changed[0], changed.at(-1)].filter((index) => index !== undefined));
  for (const index of checked) {
    const item = layout.items[index];
    if (item) await expectPreviewToMatch(page, TITLE, `.item-${index + 1}`, itemExpectation(item));
  }
}

async function expectSupported(page: Page, layout: FlexLayout) {
  const declarations = [...containerDeclarations(layout), ...layout.items.flatMap(itemDeclarations)];
  for (const [property, value] of declarations) {
    expect(await cssSupports(page, property, value), `${property}: ${value}`).toBe(true);
  }
}

test('the default layout previews as its CSS says', async ({ page }) => {
  await expect(code(page, 'CSS')).toHaveText(cssOf(DEFAULT_LAYOUT));
  await expect(previewFrame(page, TITLE).locator('.item')).toHaveText(['Item 1', 'Item 2', 'Item 3']);
  await expectPreviewOf(page, DEFAULT_LAYOUT);
});

for (const preset of PRESETS) {
  test(`the ${preset.label} preset previews as its CSS says`, async ({ page }) => {
    await page.getByRole('group', { name: 'Presets' }).getByRole('button', { name: preset.label }).click();
    await expect(code(page, 'CSS')).toHaveText(cssOf(preset.layout));
    await expectSupported(page, preset.layout);
    await expectPreviewOf(page, preset.layout);
  });
}

test('generated layouts pasted into the import field preview as their CSS says', async ({ page }) => {
  const layouts = fc.sample(
    flexLayoutArbitrary.filter((layout) => layout.items.length > 0),
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

test('builds a layout from the controls', async ({ page }) => {
  await page.getByLabel('flex-direction').selectOption('column');
  await page.getByLabel('justify-content').selectOption('space-between');
  await page.getByRole('spinbutton', { name: 'Row gap value (px)' }).fill('12');
  await page.getByRole('spinbutton', { name: 'Column gap value (px)' }).fill('12');

  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByRole('button', { name: 'Item 4', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Item 2', exact: true }).click();
  await page.getByRole('spinbutton', { name: 'flex-grow value' }).fill('2');
  await page.getByLabel('flex-basis', { exact: true }).selectOption('px');
  await page.getByRole('spinbutton', { name: 'flex-basis length value (px)' }).fill('120');
  await page.getByLabel('align-self').selectOption('flex-end');

  const layout: FlexLayout = {
    ...DEFAULT_LAYOUT,
    direction: 'column',
    justifyContent: 'space-between',
    rowGap: 12,
    columnGap: 12,
    items: [
      DEFAULT_LAYOUT.items[0]!,
      { order: 0, grow: 2, shrink: 1, basis: '120px', alignSelf: 'flex-end' },
      DEFAULT_LAYOUT.items[0]!,
      DEFAULT_LAYOUT.items[0]!,
    ],
  };
  await expect(code(page, 'CSS')).toHaveText(cssOf(layout));
  await expect(page.locator('code[aria-label="Tailwind class"]')).toHaveText(
    'flex flex-col justify-between gap-[12px]',
  );
  await expect(code(page, 'Tailwind HTML')).toContainText('<div class="grow-2 basis-[120px] self-end">Item 2</div>');
  await expect(code(page, 'HTML')).toContainText('<div class="item item-4">Item 4</div>');
  await expectPreviewOf(page, layout);

  await page.getByRole('button', { name: 'Remove item 2' }).click();
  await expect(previewFrame(page, TITLE).locator('.item')).toHaveCount(3);
});

test('takes up its sample, and says what is wrong with CSS it cannot read', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(code(page, 'CSS')).toContainText('justify-content: space-between;');
  await expect(code(page, 'CSS')).toContainText('.item-1 {\n  flex-grow: 1;\n  flex-basis: 240px;\n}');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByLabel('Import CSS').fill('.bar { display: flex; justify-content: left; }');
  await expect(page.getByRole('alert')).toContainText('“left” is not a justify-content value this tool sets in .bar');
  // The controls keep what they last took up.
  await expect(page.getByLabel('justify-content')).toHaveValue('space-between');

  await page.getByLabel('Import CSS').fill('.bar { display: block }');
  await expect(page.getByRole('alert')).toContainText('No rule here has display: flex');
});
