import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/utf8-encoder-decoder');
  await expect(page.getByRole('heading', { level: 1, name: 'UTF-8 Encoder / Decoder' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Text' })).toBeVisible();
});

test('shows the UTF-8 bytes as you type, in each notation, with a breakdown', async ({ page }) => {
  await fillEditor(page, 'Text', 'A€👍🏽');
  await expect.poll(() => editorText(page, 'UTF-8 Bytes')).toBe('41 E2 82 AC F0 9F 91 8D F0 9F 8F BD');
  const breakdown = page.getByRole('region', { name: 'Character Breakdown' });
  await expect(breakdown.getByRole('row').nth(2)).toContainText('U+20AC');
  await expect(breakdown.getByRole('row').nth(4)).toContainText('U+1F3FD');
  await page.getByLabel('Byte format', { exact: true }).selectOption('escape');
  await expect
    .poll(() => editorText(page, 'UTF-8 Bytes'))
    .toBe('\\x41\\xe2\\x82\\xac\\xf0\\x9f\\x91\\x8d\\xf0\\x9f\\x8f\\xbd');
  await page.getByLabel('Byte format', { exact: true }).selectOption('percent');
  await expect.poll(() => editorText(page, 'UTF-8 Bytes')).toBe('%41%E2%82%AC%F0%9F%91%8D%F0%9F%8F%BD');
  await page.getByLabel('Byte format', { exact: true }).selectOption('decimal');
  await expect.poll(() => editorText(page, 'UTF-8 Bytes')).toBe('65 226 130 172 240 159 145 141 240 159 143 189');
  await page.getByRole('button', { name: 'Swap' }).click();
  await expect.poll(() => editorText(page, 'Text')).toBe('A€👍🏽');
});

test('points out invalid byte sequences with offset, position and why', async ({ page }) => {
  await page.getByRole('radio', { name: 'UTF-8 bytes to text' }).check();
  await fillEditor(page, 'UTF-8 Bytes', '41 80 E2 82\nC0 AF ED A0 80 F4 90 80 80');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Invalid UTF-8 Input');
  await expect(alert).toContainText('The bytes are not valid UTF-8: 5 invalid sequences.');
  await expect(alert).toContainText('Unexpected continuation byte at byte offset 1 (line 1, column 4)');
  await expect(alert).toContainText('Truncated sequence at byte offset 2 (line 1, column 7)');
  await expect(alert).toContainText('Overlong encoding at byte offset 4 (line 2, column 1)');
  await expect(alert).toContainText('Surrogate at byte offset 6 (line 2, column 7)');
  await expect(alert).toContainText('Beyond U+10FFFF at byte offset 9 (line 2, column 16)');

  await page.getByLabel('Byte format', { exact: true }).selectOption('percent');
  await fillEditor(page, 'UTF-8 Bytes', 'caf%C3%A9');
  await expect(alert).toBeHidden();
  await expect.poll(() => editorText(page, 'Text')).toBe('café');
});

test('a control character in a malformed escape is shown by its code point, never raw', async ({ page }) => {
  await page.getByRole('radio', { name: 'UTF-8 bytes to text' }).check();
  await page.getByLabel('Byte format', { exact: true }).selectOption('escape');
  // Typing cannot enter a NUL; a script-made paste can.
  await page.getByRole('textbox', { name: 'UTF-8 Bytes' }).evaluate((element) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', 'a\\\u0000');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('"\\<U+0000>" at line 1, column 2 is not a \\xHH escape');
  expect(await alert.textContent()).not.toContain('\u0000');
});

test('a reload keeps the input, the direction and the byte format', async ({ page }) => {
  await page.getByLabel('Byte format', { exact: true }).selectOption('percent');
  await fillEditor(page, 'Text', 'é');
  await expect.poll(() => editorText(page, 'UTF-8 Bytes')).toBe('%C3%A9');
  await page.getByRole('button', { name: 'Swap' }).click();
  await expect.poll(() => editorText(page, 'Text')).toBe('é');

  await page.reload();
  await expect(page.getByRole('radio', { name: 'UTF-8 bytes to text' })).toBeChecked();
  await expect(page.getByLabel('Byte format', { exact: true })).toHaveValue('percent');
  await expect.poll(() => editorText(page, 'UTF-8 Bytes')).toBe('%C3%A9');
  await expect.poll(() => editorText(page, 'Text')).toBe('é');
});

test('copies the bytes', async ({ page }) => {
  await fillEditor(page, 'Text', 'é');
  await expect.poll(() => editorText(page, 'UTF-8 Bytes')).toBe('C3 A9');
  await page.getByRole('button', { name: 'Copy bytes' }).click();
  await expect(page.getByText('Bytes copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('C3 A9');
});
