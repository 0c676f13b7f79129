import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/text-to-ascii');
  await expect(page.getByRole('heading', { level: 1, name: 'Text to ASCII Converter' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Text' })).toBeVisible();
});

test('shows codes as you type, in the chosen base and separator', async ({ page }) => {
  await fillEditor(page, 'Text', 'Hi!');
  await expect.poll(() => editorText(page, 'Character Codes')).toBe('72 105 33');
  await page.getByLabel('Format', { exact: true }).selectOption('hex');
  await expect.poll(() => editorText(page, 'Character Codes')).toBe('0x48 0x69 0x21');
  await page.getByLabel('Separator', { exact: true }).selectOption('comma');
  await page.getByLabel('Prefix (0x, 0o, 0b)', { exact: true }).uncheck();
  await expect.poll(() => editorText(page, 'Character Codes')).toBe('48,69,21');
  await page.getByLabel('Format', { exact: true }).selectOption('binary');
  await expect.poll(() => editorText(page, 'Character Codes')).toBe('01001000,01101001,00100001');
  await expect(page.getByRole('region', { name: /outside ASCII/ })).toBeHidden();
});

test('flags characters outside ASCII by code point and position', async ({ page }) => {
  await fillEditor(page, 'Text', 'Café 😀\nשלום');
  await expect.poll(() => editorText(page, 'Character Codes')).toBe('67 97 102 233 32 128512 10 1513 1500 1493 1501');
  const flagged = page.getByRole('region', { name: '6 characters are outside ASCII' });
  await expect(flagged).toBeVisible();
  await expect(flagged.getByRole('row').nth(1)).toContainText('U+00E9');
  await expect(flagged.getByRole('row').nth(2)).toContainText('U+1F600');
  await expect(flagged.getByRole('row').nth(2)).toContainText('character 6 (line 1, column 6)');
  await expect(flagged.getByRole('row').nth(3)).toContainText('character 8 (line 2, column 1)');
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText('Outside ASCII6');
});

test('keeps the text and the options across a reload', async ({ page }) => {
  await page.getByLabel('Format', { exact: true }).selectOption('hex');
  await page.getByLabel('Separator', { exact: true }).selectOption('newline');
  await fillEditor(page, 'Text', 'Hi');
  await expect.poll(() => editorText(page, 'Character Codes')).toBe('0x48\n0x69');
  await page.reload();
  await expect.poll(() => editorText(page, 'Text')).toBe('Hi');
  await expect(page.getByLabel('Format', { exact: true })).toHaveValue('hex');
  await expect(page.getByLabel('Separator', { exact: true })).toHaveValue('newline');
  await expect.poll(() => editorText(page, 'Character Codes')).toBe('0x48\n0x69');
});

test('copies the codes, and Clear empties both panes', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'Character Codes')).toMatch(/^72 101 108 108 111 44/);
  await page.getByRole('button', { name: 'Copy codes' }).click();
  await expect(page.getByText('Codes copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await editorText(page, 'Character Codes'));
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'Text')).toBe('');
  await expect.poll(() => editorText(page, 'Character Codes')).toBe('');
});

test('opens a text file into the input', async ({ page }) => {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('AZ') });
  await expect.poll(() => editorText(page, 'Character Codes')).toBe('65 90');
});
