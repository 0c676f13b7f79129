import { readFile } from 'node:fs/promises';
import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/duplicate-line-remover');
  await expect(page.getByRole('textbox', { name: 'Lines', exact: true })).toBeVisible();
});

test('removes duplicates as you type, keeping the first of each, and follows the options', async ({ page }) => {
  await fillEditor(page, 'Lines', 'Apple\nbanana\napple\n\n  banana \nApple\n\ncafé\ncafe\u0301\n👩‍👩‍👧\n👩‍👩‍👧');
  await expect.poll(() => editorText(page, 'Unique Lines')).toBe('Apple\nbanana\napple\n\n  banana \ncafé\n👩‍👩‍👧');
  const stats = page.getByLabel('Statistics', { exact: true });
  await expect(stats).toContainText('Duplicates removed4');
  await expect(stats).toContainText('Lines kept7');

  await page.getByRole('checkbox', { name: 'Ignore case' }).check();
  await expect.poll(() => editorText(page, 'Unique Lines')).toBe('Apple\nbanana\n\n  banana \ncafé\n👩‍👩‍👧');
  await page.getByRole('checkbox', { name: 'Trim spaces before comparing' }).check();
  await expect.poll(() => editorText(page, 'Unique Lines')).toBe('Apple\nbanana\n\ncafé\n👩‍👩‍👧');
  await page.getByRole('checkbox', { name: 'Remove empty lines' }).check();
  await expect.poll(() => editorText(page, 'Unique Lines')).toBe('Apple\nbanana\ncafé\n👩‍👩‍👧');
  await expect(stats).toContainText('Empty lines removed2');
  await expect(stats).toContainText('Duplicates removed5');
});

test('a lone surrogate is refused with its position', async ({ page }) => {
  await page.getByRole('textbox', { name: 'Lines', exact: true }).evaluate((element) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', 'a\na\nx\uDFFF');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Cannot process this text');
  await expect(alert).toContainText('lone surrogate U+DFFF at line 3, column 2');

  await fillEditor(page, 'Lines', 'a\na\nx');
  await expect.poll(() => editorText(page, 'Unique Lines')).toBe('a\nx');
  await expect(alert).toBeHidden();
});

test('copies and downloads the unique lines of the sample', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'Unique Lines')).toMatch(/^apple\nbanana\nApple\ncherry\n/);
  const unique = await editorText(page, 'Unique Lines');

  await page.getByRole('button', { name: 'Copy unique lines' }).click();
  await expect(page.getByText('Unique lines copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(unique);

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download unique lines' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('unique-lines.txt');
  expect(await readFile((await download.path())!, 'utf8')).toBe(unique);
});

test('dedupes a 5 MB log in the background; Clear empties both panes', async ({ page }) => {
  test.setTimeout(60_000);
  const lines = Array.from({ length: 250_000 }, (_, index) => `event ${index % 1000} 👩‍👩‍👧 שלום`);
  const big = `${lines.join('\n')}\n`;
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'big.log', mimeType: 'text/plain', buffer: Buffer.from(big) });
  const stats = page.getByLabel('Statistics', { exact: true });
  await expect(stats).toContainText('Duplicates removed249,000', { timeout: 40_000 });
  await expect(stats).toContainText('Lines kept1,000');
  expect(await editorText(page, 'Unique Lines')).toBe(`${lines.slice(0, 1000).join('\n')}\n`);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'Lines')).toBe('');
  await expect.poll(() => editorText(page, 'Unique Lines')).toBe('');
});

test('the lines and the options survive a reload', async ({ page }) => {
  await page.getByRole('checkbox', { name: 'Ignore case' }).check();
  await fillEditor(page, 'Lines', 'x\nX\ny');
  await expect.poll(() => editorText(page, 'Unique Lines')).toBe('x\ny');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Ignore case' })).toBeChecked();
  await expect.poll(() => editorText(page, 'Lines')).toBe('x\nX\ny');
  await expect.poll(() => editorText(page, 'Unique Lines')).toBe('x\ny');
});
