import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/ascii-to-text');
  await expect(page.getByRole('heading', { level: 1, name: 'ASCII to Text Converter' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Character Codes' })).toBeVisible();
});

test('turns codes into text as you type, any base mixed', async ({ page }) => {
  await fillEditor(page, 'Character Codes', '72, 0x69 0b00100001\n128512 01000001');
  await expect.poll(() => editorText(page, 'Text')).toBe('Hi!😀A');
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText('Codes5');
  await page.getByLabel('Number format', { exact: true }).selectOption('hex');
  await fillEditor(page, 'Character Codes', '48 65 6C 6C 6F');
  await expect.poll(() => editorText(page, 'Text')).toBe('Hello');
});

test('reports a bad code with its token number, line and column', async ({ page }) => {
  await fillEditor(page, 'Character Codes', '72 105\n33 1114112');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Invalid Code');
  await expect(alert).toContainText('Token 4 "1114112" (line 2, column 4) is beyond U+10FFFF, the largest code point');
  await fillEditor(page, 'Character Codes', '72 55357 105');
  await expect(alert).toContainText('Token 2 "55357" (line 1, column 4) is U+D83D, a lone surrogate');
  await fillEditor(page, 'Character Codes', '72 105');
  await expect(alert).toBeHidden();
  await expect.poll(() => editorText(page, 'Text')).toBe('Hi');
});

test('a pasted control character in a bad token is shown by its code point, never raw', async ({ page }) => {
  // Typing cannot enter a NUL; a script-made paste can.
  await page.getByRole('textbox', { name: 'Character Codes' }).evaluate((element) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', '72 1\u00005');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Token 2 "1<U+0000>5" (line 1, column 4) is not a decimal');
  expect(await alert.textContent()).not.toContain('\u0000');
});

test('keeps the codes and the number format across a reload', async ({ page }) => {
  await page.getByLabel('Number format', { exact: true }).selectOption('hex');
  await fillEditor(page, 'Character Codes', '48 69');
  await expect.poll(() => editorText(page, 'Text')).toBe('Hi');
  await page.reload();
  await expect.poll(() => editorText(page, 'Character Codes')).toBe('48 69');
  await expect(page.getByLabel('Number format', { exact: true })).toHaveValue('hex');
  await expect.poll(() => editorText(page, 'Text')).toBe('Hi');
});

test('copies the text', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'Text')).toBe('Hello, World!\nCafé 😀');
  await page.getByRole('button', { name: 'Copy text' }).click();
  await expect(page.getByText('Text copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Hello, World!\nCafé 😀');
});
