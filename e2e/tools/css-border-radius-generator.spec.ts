import AxeBuilder from '@axe-core/playwright';
import fc from 'fast-check';
import type { Page } from '@playwright/test';
import {
  cssOf,
  PRESETS,
  radiusValue,
  type Radii,
  type RadiusUnit,
} from '../../src/tools/css-border-radius-generator/core';
import { cssSupports, expect, expectPreviewToMatch, test } from '../fixtures';

const PREVIEW = 'Border radius preview';

test.beforeEach(async ({ page }) => {
  await page.goto('/css-border-radius-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'CSS Border Radius Generator' })).toBeVisible();
});

const code = (page: Page) => page.locator('pre[aria-label="CSS"]');

async function shownValue(page: Page): Promise<string> {
  const text = (await code(page).textContent()) ?? '';
  return /^border-radius: (.*);$/.exec(text)![1]!;
}

/** The shown CSS is valid for the browser and the preview box computes exactly those radii. */
async function expectShownRadiusInPreview(page: Page) {
  const value = await shownValue(page);
  expect(await cssSupports(page, 'border-radius', value)).toBe(true);
  await expectPreviewToMatch(page, PREVIEW, '#radius-box', {
    'border-radius': value,
    'border-top-left-radius': await page.evaluate((text) => {
      const probe = document.createElement('div');
      probe.style.borderRadius = text;
      return probe.style.borderTopLeftRadius;
    }, value),
  });
}

test('the default radius and the sample, as CSS, Tailwind and in the preview', async ({ page }) => {
  await expect(code(page)).toHaveText('border-radius: 24px;');
  await expectShownRadiusInPreview(page);

  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(code(page)).toHaveText('border-radius: 40% 60% 60% 40% / 40% 40% 60% 60%;');
  await expect(page.getByLabel('Tailwind class', { exact: true })).toHaveText(
    'rounded-[40%_60%_60%_40%/40%_40%_60%_60%]',
  );
  await expect(page.getByRole('radio', { name: '%' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Link the corners/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Elliptical corners/ })).toBeChecked();
  await expectShownRadiusInPreview(page);

  // Linking gives every corner the top-left corner's radii, in the shortest form.
  await page.getByRole('checkbox', { name: /^Link the corners/ }).check();
  await expect(code(page)).toHaveText('border-radius: 40%;');
  await page.getByRole('spinbutton', { name: 'All corners vertical value (%)' }).fill('20');
  await expect(code(page)).toHaveText('border-radius: 40% / 20%;');
  await expectShownRadiusInPreview(page);

  // Switching units keeps the size on the 240×160 box.
  await page.getByRole('radio', { name: 'px' }).check();
  await expect(code(page)).toHaveText('border-radius: 96px / 32px;');
});

test('the handles drag and take arrow keys', async ({ page }) => {
  const handle = page.getByRole('slider', { name: 'Top-left radius' });
  await expect(handle).toHaveAttribute('aria-valuenow', '24');
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await expect(handle).toHaveAttribute('aria-valuenow', '26');
  await page.keyboard.press('PageDown');
  await expect(handle).toHaveAttribute('aria-valuenow', '16');
  await expect(code(page)).toHaveText('border-radius: 16px;');

  // Unlinked and elliptical: each handle moves its own radius.
  await page.getByRole('checkbox', { name: /^Link the corners/ }).uncheck();
  await page.getByRole('checkbox', { name: /^Elliptical corners/ }).check();
  const bottomRight = page.getByRole('slider', { name: 'Bottom-right vertical radius' });
  const box = (await bottomRight.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // Upwards along the right edge, 40 px further from the bottom corner.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 20, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 40, { steps: 4 });
  await page.mouse.up();
  await expect(bottomRight).toHaveAttribute('aria-valuenow', '56');
  await expect(code(page)).toHaveText('border-radius: 16px / 16px 16px 56px;');
  await expectShownRadiusInPreview(page);

  const topRight = page.getByRole('slider', { name: 'Top-right horizontal radius' });
  await topRight.focus();
  await page.keyboard.press('End');
  await expect(code(page)).toHaveText('border-radius: 16px 320px 16px 16px / 16px 16px 56px;');
  await page.keyboard.press('Home');
  await expect(code(page)).toHaveText('border-radius: 16px 0 16px 16px / 16px 16px 56px;');
});

test('every preset is valid CSS and is what the preview shows', async ({ page }) => {
  for (const preset of PRESETS) {
    await page.getByRole('button', { name: preset.label, exact: true }).click();
    await expect(code(page)).toHaveText(`border-radius: ${preset.css};`);
    await expectShownRadiusInPreview(page);
  }
});

const radius = fc.integer({ min: 0, max: 6000 }).map((n) => n / 100);
const corner = fc.record({ h: radius, v: radius });
const stateArbitrary = fc.record({
  unit: fc.constantFrom<RadiusUnit>('px', '%', 'rem'),
  radii: fc.record({
    topLeft: corner,
    topRight: corner,
    bottomRight: corner,
    bottomLeft: corner,
  }) as fc.Arbitrary<Radii>,
});

test('generated radii pasted into the import come out the same and show as written', async ({ page }) => {
  const field = page.getByRole('textbox', { name: 'Import CSS' });
  for (const state of fc.sample(stateArbitrary, { numRuns: 5, seed: 1 })) {
    const css = cssOf(state);
    await field.fill(css);
    await expect(code(page)).toHaveText(css);
    expect(await shownValue(page)).toBe(radiusValue(state));
    await expectShownRadiusInPreview(page);
  }
});

test('reads the longhands, and says what is wrong with mixed units', async ({ page }) => {
  const field = page.getByRole('textbox', { name: 'Import CSS' });
  await field.fill('.tab {\n  border-top-left-radius: 12px 6px;\n  border-top-right-radius: 12px 6px;\n}');
  await expect(code(page)).toHaveText('border-radius: 12px 12px 0 0 / 6px 6px 0 0;');
  await field.fill('border-radius: 10px 50%;');
  await expect(page.getByRole('alert')).toContainText('The radii mix px and %');
  await expect(code(page)).toHaveText('border-radius: 12px 12px 0 0 / 6px 6px 0 0;');
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
