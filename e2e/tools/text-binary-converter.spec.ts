import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/text-binary-converter');
  await expect(page.getByRole('heading', { level: 1, name: 'Text to Binary Converter' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Text' })).toBeVisible();
});

test('encodes text to UTF-8 bits as you type, and swaps back', async ({ page }) => {
  await fillEditor(page, 'Text', 'Hé😀');
  await expect
    .poll(() => editorText(page, 'Binary'))
    .toBe('01001000 11000011 10101001 11110000 10011111 10011000 10000000');
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText('Bytes7');
  await page.getByRole('button', { name: 'Swap' }).click();
  await expect(page.getByRole('radio', { name: 'Binary to text' })).toBeChecked();
  await expect.poll(() => editorText(page, 'Text')).toBe('Hé😀');
});

test('bad binary gets a clear error saying where', async ({ page }) => {
  await page.getByRole('radio', { name: 'Binary to text' }).check();
  await fillEditor(page, 'Binary', '01001000 0110100');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Invalid Binary');
  await expect(alert).toContainText('Group 2 "0110100" at line 1, column 10 has 7 bits, but a byte has 8');
  await fillEditor(page, 'Binary', '01001000 01121001');
  await expect(alert).toContainText('"2" at line 1, column 13 is not a binary digit (0 or 1)');
  await fillEditor(page, 'Binary', '01001000\n11000011');
  await expect(alert).toContainText(
    'Truncated sequence at byte offset 1 (line 2, column 1): 0xC3 starts a 2-byte sequence, but the bytes end after it.',
  );
  await fillEditor(page, 'Binary', '01001000 01101001');
  await expect(alert).toBeHidden();
  await expect.poll(() => editorText(page, 'Text')).toBe('Hi');
});

test('a reload keeps the input, the direction and the separator', async ({ page }) => {
  await page.getByLabel('Byte separator', { exact: true }).selectOption('newline');
  await fillEditor(page, 'Text', 'Hi');
  await expect.poll(() => editorText(page, 'Binary')).toBe('01001000\n01101001');
  await page.getByRole('button', { name: 'Swap' }).click();
  await expect.poll(() => editorText(page, 'Text')).toBe('Hi');

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Binary to text' })).toBeChecked();
  await expect.poll(() => editorText(page, 'Binary')).toBe('01001000\n01101001');
  await expect.poll(() => editorText(page, 'Text')).toBe('Hi');
  await expect(page.getByLabel('Byte separator', { exact: true })).toHaveValue('newline');
});

test('copies the binary', async ({ page }) => {
  await fillEditor(page, 'Text', 'A');
  await expect.poll(() => editorText(page, 'Binary')).toBe('01000001');
  await page.getByRole('button', { name: 'Copy binary' }).click();
  await expect(page.getByText('Binary copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('01000001');
});
