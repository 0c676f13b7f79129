import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { editorText, expect, fillEditor, test, watchForBusyButton } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/json-formatter');
  await expect(page.getByRole('textbox', { name: 'Input JSON' })).toBeVisible();
});

test('formats the sample, keeping big numbers exact, with statistics', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await page.getByRole('button', { name: 'Format & Validate' }).click();
  await expect(page.getByText('Valid JSON', { exact: true })).toBeVisible();
  await expect(page.getByText('Your JSON is properly formatted and valid')).toBeVisible();
  const output = await editorText(page, 'Output');
  expect(output).toContain('\n  "status": "success",');
  expect(output).toContain('"id": 12345678901234567890,');
  const stats = page.getByLabel('Statistics', { exact: true });
  await expect(stats).toContainText('Original Size');
  await expect(stats).toContainText(/Formatted Size\s*1\.\d KB/);
  await expect(stats).toContainText('Lines');
});

test('shows the busy state while processing', async ({ page }) => {
  await fillEditor(page, 'Input JSON', '[1, 2, 3]');
  const sawProcessing = await watchForBusyButton(page, 'Processing...');
  const sawMinifyDisabled = await watchForBusyButton(page, 'Minify');
  await page.getByRole('button', { name: 'Format & Validate' }).click();
  await expect.poll(sawProcessing).toBe(true);
  await expect.poll(sawMinifyDisabled).toBe(true);
  await expect(page.getByText('Valid JSON', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Format & Validate' })).toBeEnabled();
});

test('minifies typed JSON', async ({ page }) => {
  await fillEditor(page, 'Input JSON', '{ "a": [1, 2.50, "x"],\n  "b": null }');
  await page.getByRole('button', { name: 'Minify' }).click();
  await expect(page.getByText('Valid JSON', { exact: true })).toBeVisible();
  expect(await editorText(page, 'Output')).toBe('{"a":[1,2.50,"x"],"b":null}');
});

test('blank input and invalid JSON get clear messages', async ({ page }) => {
  await page.getByRole('button', { name: 'Format & Validate' }).click();
  await expect(page.getByRole('alert')).toContainText('Validation Error');
  await expect(page.getByRole('alert')).toContainText('Please enter JSON data');

  await fillEditor(page, 'Input JSON', '{\n  "name": "x",\n  "tags": [1, 2,]\n}');
  await page.getByRole('button', { name: 'Format & Validate' }).click();
  await expect(page.getByRole('alert')).toContainText('line 3, column 17');
  await expect(page.getByText('Valid JSON', { exact: true })).toBeHidden();
  // The user's input is never lost.
  expect(await editorText(page, 'Input JSON')).toContain('"tags": [1, 2,]');

  // The error's line is marked in the input, and a button takes the cursor there.
  const input = page.getByRole('textbox', { name: 'Input JSON' });
  await expect(input.locator('.cm-errorLine')).toHaveText('  "tags": [1, 2,]');
  await page.getByRole('button', { name: 'Go to the error at line 3, column 17' }).click();
  await expect(input).toBeFocused();
  await page.keyboard.type('3');
  expect(await editorText(page, 'Input JSON')).toContain('"tags": [1, 2,3]');
  await page.getByRole('button', { name: 'Format & Validate' }).click();
  await expect(page.getByText('Valid JSON', { exact: true })).toBeVisible();
  await expect(input.locator('.cm-errorLine')).toHaveCount(0);
});

test('copies and downloads the output', async ({ page }) => {
  await fillEditor(page, 'Input JSON', '{"a":1}');
  await page.getByRole('button', { name: 'Format & Validate' }).click();
  await page.getByRole('button', { name: 'Copy output' }).click();
  await expect(page.getByText('Formatted JSON copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('{\n  "a": 1\n}');

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download output' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('formatted.json');
  expect(await readFile((await download.path())!, 'utf8')).toBe('{\n  "a": 1\n}');
});

test('opens a file into the input, and Clear resets everything', async ({ page }) => {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'data.json', mimeType: 'application/json', buffer: Buffer.from('{"opened": true}') });
  await expect.poll(() => editorText(page, 'Input JSON')).toBe('{"opened": true}');
  await expect(page.getByText('16 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Format & Validate' }).click();
  await expect(page.getByText('Valid JSON', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'Input JSON')).toBe('');
  expect(await editorText(page, 'Output')).toBe('');
  await expect(page.getByText('Valid JSON', { exact: true })).toBeHidden();
});

test('a file that is not UTF-8 text is refused with a message', async ({ page }) => {
  await page.locator('input[type=file]').setInputFiles({
    name: 'image.bin',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from([0xff, 0xfe, 0x41, 0xc3]),
  });
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(
    '"image.bin" is not valid UTF-8 text',
  );
});

/** A document of `count` records, each formatted to nine lines. */
function recordsDocument(count: number): string {
  const items = Array.from(
    { length: count },
    (_, index) => `{"id":${9007199254740993n + BigInt(index)},"name":"item ${index}","tags":["a","b"],"ok":true}`,
  );
  return `[${items.join(',')}]`;
}

/** Opens a 5 MB document of 60,000 records as a file, and waits until the input holds all of it. */
async function openLargeDocument(page: Page): Promise<void> {
  const big = recordsDocument(60_000);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(big) });
  await expect(page.getByText(`${big.length.toLocaleString('en-US')} characters`).first()).toBeVisible();
}

test('a 5 MB document is formatted in the background and the page stays responsive', async ({ page }) => {
  await openLargeDocument(page);
  await page.getByRole('button', { name: 'Format & Validate' }).click();
  await expect(page.getByText('Valid JSON', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-editor]').nth(1)).toHaveAttribute('aria-busy', 'false');
  const output = await editorText(page, 'Output');
  expect(output.startsWith('[\n  {\n    "id": 9007199254740993,\n')).toBe(true);
  expect(output.split('\n')).toHaveLength(60_000 * 9 + 2);
});

/** Resolves once the output editor shows some lines while it is still busy taking the rest in. */
function outputArriving(page: Page) {
  return page.waitForFunction(
    () => {
      const output = document.querySelectorAll('[data-editor]')[1];
      return (
        output?.getAttribute('aria-busy') === 'true' &&
        (output.querySelector('[role=textbox]')?.textContent ?? '').includes('"id": 9007199254740993')
      );
    },
    null,
    { polling: 'raf', timeout: 20_000 },
  );
}

test('a long result shows in the output while it still arrives, and the status comes when all of it is in', async ({
  page,
}) => {
  await openLargeDocument(page);
  const arriving = outputArriving(page);
  await page.getByRole('button', { name: 'Format & Validate' }).click();
  await arriving;
  // Shown while it arrives, but not yet vouched for: no verdict describes text that is not all there.
  const verdictAt = await page.evaluate(() => document.body.textContent?.includes('Valid JSON'));
  expect(verdictAt).toBe(false);
  await expect(page.getByText('Valid JSON', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-editor]').nth(1)).toHaveAttribute('aria-busy', 'false');
  const output = await editorText(page, 'Output');
  expect(output.split('\n')).toHaveLength(60_000 * 9 + 2);
  expect(
    output.endsWith(
      '    "id": 9007199254800992,\n    "name": "item 59999",\n    "tags": [\n      "a",\n      "b"\n    ],\n    "ok": true\n  }\n]',
    ),
  ).toBe(true);
});

test('Clear while a long result arrives stops it: no slice of it comes back', async ({ page }) => {
  await openLargeDocument(page);
  const arriving = outputArriving(page);
  await page.getByRole('button', { name: 'Format & Validate' }).click();
  await arriving;
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'Input JSON')).toBe('');
  // Long enough for the rest of the old result to have come, had it not been stopped.
  await page.waitForTimeout(3000);
  expect(await editorText(page, 'Output')).toBe('');
  await expect(page.getByText('Valid JSON', { exact: true })).toHaveCount(0);
  // The tool works on with new input.
  await fillEditor(page, 'Input JSON', '{"a":[1,2]}');
  await page.getByRole('button', { name: 'Format & Validate' }).click();
  await expect(page.getByText('Valid JSON', { exact: true })).toBeVisible();
  expect(await editorText(page, 'Output')).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
});

test('a file dropped on the input replaces its text', async ({ page }) => {
  await fillEditor(page, 'Input JSON', 'old text');
  await page.getByRole('textbox', { name: 'Input JSON' }).evaluate((target) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['{"dropped": [1, 2]}'], 'dropped.json', { type: 'application/json' }));
    for (const type of ['dragenter', 'dragover', 'drop'])
      target.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
  });
  await expect.poll(() => editorText(page, 'Input JSON')).toBe('{"dropped": [1, 2]}');
});
