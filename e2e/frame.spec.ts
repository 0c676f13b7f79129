import { expect, fillEditor, test } from './fixtures';

/** The kit's frame, as every tool gets it: resizable, expandable editors that stay in line, and tables that show they scroll. */

const editorBox = (page: import('@playwright/test').Page, pane: string) =>
  page.locator(`[data-pane="${pane}"] .cm-editor`).boundingBox();

test('an editor is resized with the keyboard, keeps its height on reload, and its output pane follows', async ({
  page,
}) => {
  await page.goto('/json-formatter');
  const handle = page.getByRole('separator', { name: 'Resize Input JSON' });
  await expect(handle).toHaveAttribute('aria-valuenow', '320');
  await handle.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(handle).toHaveAttribute('aria-valuenow', '400');
  await expect.poll(async () => (await editorBox(page, 'input'))?.height).toBe(400);
  await expect.poll(async () => (await editorBox(page, 'output'))?.height).toBe(400);
  await page.reload();
  await expect(page.getByRole('separator', { name: 'Resize Input JSON' })).toHaveAttribute('aria-valuenow', '400');
  await expect.poll(async () => (await editorBox(page, 'input'))?.height).toBe(400);
});

test('an editor is resized by dragging its handle', async ({ page }) => {
  await page.goto('/json-formatter');
  const handle = page.getByRole('separator', { name: 'Resize Input JSON' });
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 100, { steps: 5 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', '420');
  await expect.poll(async () => (await editorBox(page, 'input'))?.height).toBe(420);
});

test('an editor expands to the full viewport, and Escape brings it back', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/json-formatter');
  await page.getByRole('button', { name: 'Expand editor: Input JSON' }).click();
  const editor = page.locator('[data-pane="input"] .cm-editor');
  await expect.poll(async () => (await editor.boundingBox())?.height).toBeGreaterThan(600);
  await expect(page.getByRole('button', { name: 'Exit full screen: Input JSON' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Expand editor: Input JSON' })).toBeVisible();
  await expect.poll(async () => (await editor.boundingBox())?.height).toBe(320);
});

test('side by side, the input and output editors keep one top line when an error chip or output appears', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/json-formatter');
  const tops = async () => [(await editorBox(page, 'input'))?.y, (await editorBox(page, 'output'))?.y];
  const [input, output] = await tops();
  expect(input).toBe(output);
  await fillEditor(page, 'Input JSON', '{"a": 1,,}');
  await page
    .getByRole('button', { name: /^Format/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^Go to the error at line 1/ })).toBeVisible();
  const [inputAfterError, outputAfterError] = await tops();
  expect(inputAfterError).toBe(outputAfterError);
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await page
    .getByRole('button', { name: /^Format/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Copy output' })).toBeVisible();
  const [inputAfterOutput, outputAfterOutput] = await tops();
  expect(inputAfterOutput).toBe(outputAfterOutput);
});

test('side by side, a long single line (minified JSON) stays inside its own pane', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/json-formatter');
  await fillEditor(
    page,
    'Input JSON',
    JSON.stringify(Array.from({ length: 2000 }, (_, id) => ({ id, name: `n${id}` }))),
  );
  const input = await editorBox(page, 'input');
  const output = await editorBox(page, 'output');
  expect(input!.x + input!.width).toBeLessThanOrEqual(output!.x);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

test('a table too wide for a phone shades the edge with more columns, and scrolls by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/email-validator');
  await page.getByRole('tab', { name: 'Batch' }).click();
  await fillEditor(
    page,
    'List of e-mail addresses',
    'ada@example.com\nbob@gmial.com\nnot an address\nadministrator.of.everything@example.org\n',
  );
  const region = page.locator('[role="region"][aria-label="Verdicts"]');
  await expect(region).toHaveAttribute('data-more-right', 'true');
  await expect(region).not.toHaveAttribute('data-more-left');
  await region.focus();
  await page.keyboard.press('End');
  for (let step = 0; step < 20; step += 1) await page.keyboard.press('ArrowRight');
  await expect(region).toHaveAttribute('data-more-left', 'true');
  // No word is broken mid-word: every header is on one line.
  const headerLines = await region
    .locator('th')
    .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().height)));
  expect(new Set(headerLines).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
