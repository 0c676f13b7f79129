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

test('copies the text', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'Text')).toBe('Hello, World!\nCafé 😀');
  await page.getByRole('button', { name: 'Copy text' }).click();
  await expect(page.getByText('Text copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Hello, World!\nCafé 😀');
});
