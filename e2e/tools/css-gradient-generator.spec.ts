import fc from 'fast-check';
import type { Page } from '@playwright/test';
import { gradientControls } from '../../src/tools/css-gradient-generator/arbitrary';
import { cssOf, gradientCss, PRESETS } from '../../src/tools/css-gradient-generator/core';
import {
  cssSupports,
  expect,
  expectPreviewToMatch,
  HOSTILE_LINK_TASK_MS,
  openWatched,
  shareLinkPath,
  test,
} from '../fixtures';

const PREVIEW = 'Gradient preview';
const TARGET = '#gradient-preview';

const output = (page: Page) => page.locator('pre[aria-label="CSS"]');

/** The gradient value the CSS panel shows. */
async function shownValue(page: Page): Promise<string> {
  const text = (await output(page).textContent()) ?? '';
  return text.replace(/^background-image:\s*/, '').replace(/;\s*$/, '');
}

/** The browser takes the shown value, and the preview computes exactly what it says. */
async function expectShownGradientToHold(page: Page) {
  const value = await shownValue(page);
  expect(await cssSupports(page, 'background-image', value), value).toBe(true);
  await expectPreviewToMatch(page, PREVIEW, TARGET, { 'background-image': value });
}

test.beforeEach(async ({ page }) => {
  await page.goto('/css-gradient-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'CSS Gradient Generator' })).toBeVisible();
});

test('the default gradient, and each preset, is valid CSS the preview shows as written', async ({ page }) => {
  await expect(output(page)).toHaveText('background-image: linear-gradient(90deg, #4f46e5 0%, #ec4899 100%);');
  await expect(page.getByLabel('Tailwind class', { exact: true })).toHaveText(
    'bg-[linear-gradient(90deg,#4f46e5_0%,#ec4899_100%)]',
  );
  await expectShownGradientToHold(page);
  const presets = page.getByRole('group', { name: 'Presets' });
  for (const preset of PRESETS) {
    await presets.getByRole('button', { name: preset.name, exact: true }).click();
    await expect(output(page)).toContainText(preset.css.slice(0, preset.css.indexOf('(')));
    await expectShownGradientToHold(page);
  }
});

test('generated states pasted into the import field come out as written, and the preview shows them', async ({
  page,
}) => {
  const importField = page.getByRole('textbox', { name: 'Import CSS' });
  for (const state of fc.sample(gradientControls, { numRuns: 5, seed: 1 })) {
    const css = cssOf(state);
    await importField.fill(css);
    await expect(output(page)).toHaveText(css);
    expect(await cssSupports(page, 'background-image', gradientCss(state)), css).toBe(true);
    await expectPreviewToMatch(page, PREVIEW, TARGET, { 'background-image': gradientCss(state) });
  }
});

test('the controls build radial and conic gradients with a colour space', async ({ page }) => {
  await page.getByRole('radio', { name: 'Radial' }).check();
  await page.getByLabel('Shape').selectOption('circle');
  await page.getByLabel('Size').selectOption('closest-side');
  await page.getByRole('spinbutton', { name: 'Centre X value (%)' }).fill('25');
  await expect(output(page)).toHaveText(
    'background-image: radial-gradient(circle closest-side at 25% 50%, #4f46e5 0%, #ec4899 100%);',
  );
  await expectShownGradientToHold(page);

  await page.getByRole('radio', { name: 'Conic' }).check();
  await page.getByRole('spinbutton', { name: 'Start angle (from) value (°)' }).fill('45');
  await page.getByLabel('Colour space').selectOption('oklch');
  await page.getByLabel('Hue', { exact: true }).selectOption('longer');
  await page.getByRole('checkbox', { name: 'Repeating' }).check();
  await expect(output(page)).toHaveText(
    'background-image: repeating-conic-gradient(from 45deg at 25% 50% in oklch longer hue, #4f46e5 0%, #ec4899 100%);',
  );
  await expectShownGradientToHold(page);
});

test('stops are added on the bar, dragged, and moved with the keyboard; hard stops import', async ({ page }) => {
  const handles = page.getByRole('slider', { name: /^Stop \d on the bar$/ });
  await expect(handles).toHaveCount(2);

  // Keyboard: the first stop moves right, 10% at a time with Shift.
  const first = page.getByRole('slider', { name: 'Stop 1 on the bar' });
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(first).toHaveAttribute('aria-valuenow', '11');
  await expect(output(page)).toContainText('#4f46e5 11%');

  // Pressing the bar at about three quarters adds a stop there, in the gradient's colour at that point.
  const bar = page.locator('iframe[title="Colour stops bar"]');
  const box = (await bar.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
  await expect(handles).toHaveCount(3);
  const added = Number(await page.getByRole('slider', { name: 'Stop 2 on the bar' }).getAttribute('aria-valuenow'));
  expect(added).toBeGreaterThan(70);
  expect(added).toBeLessThan(80);

  // Dragging the last stop to the left edge passes the others: it becomes the first.
  const last = page.getByRole('slider', { name: 'Stop 3 on the bar' });
  const handle = (await last.boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x - 20, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(output(page)).toContainText('linear-gradient(90deg, #ec4899 0%, #4f46e5 11%');
  await expectShownGradientToHold(page);

  // Delete on a focused handle removes its stop.
  await page.getByRole('slider', { name: 'Stop 1 on the bar' }).focus();
  await page.keyboard.press('Delete');
  await expect(handles).toHaveCount(2);

  await page
    .getByRole('textbox', { name: 'Import CSS' })
    .fill('background: linear-gradient(to right, red 20% 50%, blue 50%);');
  await expect(handles).toHaveCount(3);
  await expect(output(page)).toHaveText('background-image: linear-gradient(to right, #ff0000 20% 50%, #0000ff 50%);');
  await expectShownGradientToHold(page);
});

test('says what is wrong with a gradient it cannot read, and keeps the controls', async ({ page }) => {
  const before = await output(page).textContent();
  await page.getByRole('textbox', { name: 'Import CSS' }).fill('linear-gradient(12qx, red, blue)');
  await expect(page.getByRole('alert')).toContainText('“12qx” is not an angle');
  await expect(output(page)).toHaveText(before!);
  await page.getByRole('textbox', { name: 'Import CSS' }).fill('linear-gradient(red, bluish)');
  await expect(page.getByRole('alert')).toContainText('stop 2: “bluish” is not a colour');
});

test('Load Sample imports its gradient', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(output(page)).toHaveText(
    'background-image: radial-gradient(circle at 30% 20% in oklch, #fde68a 0%, #f472b6 45%, #6366f1 100%);',
  );
  await expect(page.getByRole('radio', { name: 'Radial' })).toBeChecked();
  await expectShownGradientToHold(page);
});

const NOTICE = 'Part of the restored state was outside this tool’s limits';

test('a share link with 20,000 stops, and a pasted gradient of 10,000, holds the page neither now nor on reload', async ({
  page,
}) => {
  const stops = Array.from({ length: 20_000 }, (_, index) => ({ color: '#4f46e5', position: index % 100 }));
  const pasted = `linear-gradient(${Array.from({ length: 10_000 }, (_, index) => `red ${index % 100}%`).join(', ')})`;
  await page.goto('about:blank');
  const watched = await openWatched(page, shareLinkPath('css-gradient-generator', { stops, input: pasted }));
  // Waited for with a plain query: the role queries below walk the page, and would count among its tasks.
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[role="slider"][aria-label$=" on the bar"]').length === 50 &&
      document.body.textContent!.includes('There are 10,000 colour stops'),
    null,
    { polling: 100 },
  );
  // 20,000 stops were 20,000 rows of controls and handles: up to 90 s and gigabytes.
  expect(await watched.longestTaskMs()).toBeLessThan(HOSTILE_LINK_TASK_MS);
  expect(await watched.heapMB()).toBeLessThan(200);
  await expect(page.getByText(NOTICE)).toContainText('colour stops');
  await expect(page.getByRole('alert').filter({ hasText: 'Cannot read this gradient' })).toContainText(
    'There are 10,000 colour stops: this editor takes up to 50.',
  );
  await expect(page.getByRole('slider', { name: /^Stop \d+ on the bar$/ })).toHaveCount(50);
  await expect(page.getByRole('button', { name: 'Add stop' })).toBeDisabled();
  await expectShownGradientToHold(page);

  await page.reload();
  await expect(page.getByRole('slider', { name: /^Stop \d+ on the bar$/ })).toHaveCount(50);
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});
