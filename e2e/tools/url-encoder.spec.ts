import { readFile } from 'node:fs/promises';
import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/url-encoder');
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toBeVisible();
});

test('encodes as you type, in each mode', async ({ page }) => {
  await fillEditor(page, 'Text', 'a b&c/é 😀 שלום');
  await expect
    .poll(() => editorText(page, 'Encoded'))
    .toBe('a%20b%26c%2F%C3%A9%20%F0%9F%98%80%20%D7%A9%D7%9C%D7%95%D7%9D');
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText('Bytes percent-encoded');

  await page.getByRole('radio', { name: 'Form' }).check();
  await expect.poll(() => editorText(page, 'Encoded')).toBe('a+b%26c%2F%C3%A9+%F0%9F%98%80+%D7%A9%D7%9C%D7%95%D7%9D');

  await page.getByRole('radio', { name: 'Whole URL' }).check();
  await fillEditor(page, 'Text', 'https://example.com/a b?q=ü&x=1#top');
  await expect.poll(() => editorText(page, 'Encoded')).toBe('https://example.com/a%20b?q=%C3%BC&x=1#top');
});

test('encodes each line separately when asked', async ({ page }) => {
  await page.getByRole('checkbox', { name: 'Encode each line separately (keep line breaks)' }).check();
  await fillEditor(page, 'Text', 'x y\nz/w');
  await expect.poll(() => editorText(page, 'Encoded')).toBe('x%20y\nz%2Fw');
});

test('a lone surrogate is refused with its position', async ({ page }) => {
  // Typing cannot produce half an emoji; a script-made paste can.
  await page.getByRole('textbox', { name: 'Text', exact: true }).evaluate((element) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', 'ok\nab\uD83D');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  });
  await expect(page.getByRole('alert')).toContainText('Cannot encode this text');
  await expect(page.getByRole('alert')).toContainText('Lone surrogate U+D83D at line 2, column 3 (offset 5)');
});

test('copies and downloads the encoded text; Clear empties both panes', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const expected =
    'Cr%C3%A8me%20br%C3%BBl%C3%A9e%20%26%20caf%C3%A9%20%E2%80%94%2050%25%20off%3F%20Yes!%20%F0%9F%8D%B0%20%2Fmenu%23desserts';
  await expect.poll(() => editorText(page, 'Encoded')).toBe(expected);

  await page.getByRole('button', { name: 'Copy encoded text' }).click();
  await expect(page.getByText('Encoded text copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download encoded text' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('url-encoded.txt');
  expect(await readFile((await download.path())!, 'utf8')).toBe(expected);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'Text')).toBe('');
  await expect.poll(() => editorText(page, 'Encoded')).toBe('');
});
