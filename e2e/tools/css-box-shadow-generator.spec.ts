import AxeBuilder from '@axe-core/playwright';
import fc from 'fast-check';
import type { Page } from '@playwright/test';
import {
  cssOf,
  materialElevation,
  MATERIAL_ELEVATIONS,
  NEW_LAYER,
  PRESETS,
  shadowValue,
  type ShadowLayer,
} from '../../src/tools/css-box-shadow-generator/core';
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

const PREVIEW = 'Box shadow preview';

test.beforeEach(async ({ page }) => {
  await page.goto('/css-box-shadow-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'CSS Box Shadow Generator' })).toBeVisible();
});

const code = (page: Page) => page.locator('pre[aria-label="CSS"]');

/** The value of the declaration the page shows, on one line. */
async function shownValue(page: Page): Promise<string> {
  const text = (await code(page).textContent()) ?? '';
  return /^box-shadow:\s*([\s\S]*);$/.exec(text)![1]!.replace(/\s*\n\s*/g, ' ');
}

/** The shown CSS is valid for the browser and the preview box computes exactly that shadow. */
async function expectShownShadowInPreview(page: Page) {
  const value = await shownValue(page);
  expect(await cssSupports(page, 'box-shadow', value)).toBe(true);
  await expectPreviewToMatch(page, PREVIEW, '#shadow-box', { 'box-shadow': value });
}

test('the default shadow and the sample, as CSS, Tailwind and in the preview', async ({ page }) => {
  await expect(code(page)).toHaveText(cssOf({ layers: [NEW_LAYER] }));
  await expectShownShadowInPreview(page);

  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(code(page)).toHaveText(
    'box-shadow:\n  0 1px 2px rgb(15 23 42 / 0.08),\n  0 8px 24px -4px rgb(15 23 42 / 0.16),\n  inset 0 0 0 1px rgb(255 255 255 / 0.6);',
  );
  await expect(page.getByLabel('Tailwind class', { exact: true })).toHaveText(
    'shadow-[0_1px_2px_rgb(15_23_42/0.08),0_8px_24px_-4px_rgb(15_23_42/0.16),inset_0_0_0_1px_rgb(255_255_255/0.6)]',
  );
  await expect(page.getByRole('radio', { name: /^Layer \d/ })).toHaveCount(3);
  await expectShownShadowInPreview(page);

  // Editing the selected layer (the first) changes the output and the preview.
  await page.getByRole('spinbutton', { name: 'Blur value (px)' }).fill('10');
  await page.getByRole('checkbox', { name: 'Inset' }).check();
  await expect(code(page)).toContainText('inset 0 1px 10px rgb(15 23 42 / 0.08),');
  await expectShownShadowInPreview(page);
});

test('layers are added, selected, moved and removed from the keyboard', async ({ page }) => {
  await page.getByRole('button', { name: 'Material elevation 8' }).click();
  await expect(page.getByRole('radio', { name: /^Layer \d/ })).toHaveCount(3);
  await page.getByRole('radio', { name: /^Layer 3 / }).check();
  await expect(page.getByRole('group', { name: 'Layer 3' })).toBeVisible();

  // Layer 3 moves up and is still the one selected; focus follows it.
  await page.getByRole('button', { name: 'Move layer 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: /^Layer 2 / })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Move layer 2 up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: /^Layer 1 / })).toBeChecked();
  // At the top, focus goes to the layer's other move button.
  await expect(page.getByRole('button', { name: 'Move layer 1 down' })).toBeFocused();
  const [umbra, penumbra, ambient] = materialElevation(8) as [ShadowLayer, ShadowLayer, ShadowLayer];
  await expect(code(page)).toHaveText(cssOf({ layers: [ambient, umbra, penumbra] }));

  await page.getByRole('button', { name: 'Add layer' }).click();
  await expect(page.getByRole('radio', { name: /^Layer 2 / })).toBeChecked();
  await expect(code(page)).toHaveText(cssOf({ layers: [ambient, ambient, umbra, penumbra] }));

  await page.getByRole('button', { name: 'Remove layer 1' }).click();
  await page.getByRole('button', { name: 'Remove layer 1' }).click();
  await page.getByRole('button', { name: 'Remove layer 1' }).click();
  await expect(code(page)).toHaveText(cssOf({ layers: [penumbra] }));
  await page.getByRole('button', { name: 'Remove layer 1' }).click();
  await expect(code(page)).toHaveText('box-shadow: none;');
  await expect(page.getByLabel('Tailwind class', { exact: true })).toHaveText('shadow-none');
  await expectShownShadowInPreview(page);
});

test('every preset is valid CSS and is what the preview shows', async ({ page }) => {
  for (const preset of PRESETS) {
    await page.getByRole('button', { name: preset.label, exact: true }).click();
    await expectShownShadowInPreview(page);
  }
  // The neumorphic presets give the box the page's colour.
  await page.getByRole('button', { name: 'Neumorphic', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Box colour', exact: true })).toHaveValue('#f1f5f9');
  for (const dp of MATERIAL_ELEVATIONS) {
    await page.getByRole('button', { name: `Material elevation ${dp}`, exact: true }).click();
    await expect(code(page)).toHaveText(cssOf({ layers: materialElevation(dp) }));
    await expectShownShadowInPreview(page);
  }
});

const length = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((n) => n / 100 || 0);
const layerArbitrary = fc.record({
  x: length(-50, 50),
  y: length(-50, 50),
  blur: length(0, 60),
  spread: length(-20, 20),
  color: fc
    .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 99 }))
    .map(([red, blue, alpha]) => `rgb(${red} 40 ${blue} / ${alpha / 100})`),
  inset: fc.boolean(),
});

test('generated shadows pasted into the import come out the same and show as written', async ({ page }) => {
  const states = fc.sample(fc.array(layerArbitrary, { minLength: 1, maxLength: 4 }), { numRuns: 5, seed: 1 });
  const field = page.getByRole('textbox', { name: 'Import CSS' });
  for (const layers of states) {
    const css = cssOf({ layers });
    await field.fill(css);
    await expect(code(page)).toHaveText(css);
    expect(await shownValue(page)).toBe(shadowValue(layers));
    await expectShownShadowInPreview(page);
  }
});

test('says which layer cannot be read and keeps the last good shadow', async ({ page }) => {
  const field = page.getByRole('textbox', { name: 'Import CSS' });
  await field.fill('box-shadow: 0 2px 4px red, 0 1px 3em blue;');
  await expect(page.getByRole('alert')).toContainText('“3em” in layer 2 is in em');
  await expect(code(page)).toHaveText(cssOf({ layers: [NEW_LAYER] }));
  await field.fill('box-shadow: 0 2px 4px rgba(255, 0, 0, 0.5), inset 0 1px 1rem blue;');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(code(page)).toHaveText('box-shadow:\n  0 2px 4px rgb(255 0 0 / 0.5),\n  inset 0 1px 16px #0000ff;');
});

for (const theme of ['dark', 'light'] as const) {
  test(`the sample passes axe and fits 360 px (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => {
      // Init scripts run in the sandboxed preview frame too, where storage is refused.
      if (window === window.top) localStorage.setItem('theme-preference', value);
    }, theme);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await expect(code(page)).not.toHaveText(/^$/);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    ).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}

const NOTICE = 'Part of the restored state was outside this tool’s limits';

test('a share link with 20,000 layers keeps 20, says so once, and holds the page neither now nor on reload', async ({
  page,
}) => {
  const layers = Array.from({ length: 20_000 }, (_, index) => ({ ...NEW_LAYER, x: index % 200 }));
  await page.goto('about:blank');
  const watched = await openWatched(page, shareLinkPath('css-box-shadow-generator', { layers }));
  // Waited for with a plain query: the role queries below walk the page, and would count among its tasks.
  await page.waitForFunction(() => document.querySelectorAll('main input[type="radio"]').length === 20, null, {
    polling: 100,
  });
  // 20,000 layers were 20,000 rows and a 20,000-layer shadow in the preview: up to 90 s and gigabytes.
  expect(await watched.longestTaskMs()).toBeLessThan(HOSTILE_LINK_TASK_MS);
  expect(await watched.heapMB()).toBeLessThan(200);
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Layer \d/ })).toHaveCount(20);
  await expect(page.getByRole('button', { name: 'Add layer' })).toBeDisabled();
  await expect(page.getByText('20 layers is the most this tool makes.')).toBeVisible();

  // What the tab keeps is the state within the limits: a reload restores it as it is, with no notice.
  await page.reload();
  await expect(page.getByRole('radio', { name: /^Layer \d/ })).toHaveCount(20);
  await expect(code(page)).toContainText('19px 4px 12px');
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});

test('colours in a share link never write CSS of their own into the preview or the copied rule', async ({ page }) => {
  const state = {
    layers: [
      { ...NEW_LAYER, color: 'red;}body{display:none}' },
      { ...NEW_LAYER, x: 8, color: 'rgb(255 0 0 / 0.5)' },
    ],
    boxColor: 'url(https://example.com/box.png)',
    background: '#fff}*{visibility:hidden',
  };
  await page.goto('about:blank');
  await page.goto(shareLinkPath('css-box-shadow-generator', state));
  await expect(page.getByText(NOTICE)).toContainText(/layers, box colour,? and page background/);
  // The layer with the injected colour is dropped; the box and page colours are the defaults.
  await expect(code(page)).toHaveText('box-shadow: 8px 4px 12px rgb(255 0 0 / 0.5);');
  await expectShownShadowInPreview(page);
  const frame = previewFrame(page, PREVIEW);
  await expect(frame.locator('#shadow-box')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(frame.locator('body')).toHaveCSS('background-color', 'rgb(241, 245, 249)');
  await expect(frame.locator('body')).toHaveCSS('display', 'grid');
  await expect(frame.locator('#shadow-box')).toHaveCSS('visibility', 'visible');
});
