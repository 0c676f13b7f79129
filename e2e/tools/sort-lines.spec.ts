import { readFile } from 'node:fs/promises';
import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/sort-lines');
  await expect(page.getByRole('heading', { level: 1, name: 'Sort Lines' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Lines', exact: true })).toBeVisible();
});

test('Load Sample sorts as the Natural Order card says: item1, item2, item10', async ({ page }) => {
  await expect(page.getByRole('combobox', { name: 'Order' })).toHaveValue('natural');
  // The card is in the About text, under the work area.
  await page.locator('summary', { hasText: 'About this tool' }).click();
  await expect(page.getByText('Numbers inside lines compare as numbers, so item2 comes before item10')).toBeVisible();
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect
    .poll(async () => (await editorText(page, 'Sorted Lines')).split('\n').filter((line) => line.startsWith('item')))
    .toEqual(['item1', 'item2', 'item10']);
});

test('sorts as you type, and again with each option', async ({ page }) => {
  await page.getByRole('combobox', { name: 'Locale' }).fill('en');
  await fillEditor(page, 'Lines', 'item10\nBanana\nitem2\napple\nApple\nitem2\n👨‍👩‍👧‍👦');
  await expect.poll(() => editorText(page, 'Sorted Lines')).toBe('👨‍👩‍👧‍👦\napple\nApple\nBanana\nitem2\nitem2\nitem10');

  await page
    .getByRole('combobox', { name: 'Order' })
    .selectOption({ label: 'A → Z, character by character (item10 before item2)' });
  await expect.poll(() => editorText(page, 'Sorted Lines')).toBe('👨‍👩‍👧‍👦\napple\nApple\nBanana\nitem10\nitem2\nitem2');

  await page
    .getByRole('combobox', { name: 'Order' })
    .selectOption({ label: 'A → Z, numbers in order (item2 before item10)' });
  await expect.poll(() => editorText(page, 'Sorted Lines')).toBe('👨‍👩‍👧‍👦\napple\nApple\nBanana\nitem2\nitem2\nitem10');

  await page.getByRole('checkbox', { name: 'Unique (remove duplicates)' }).check();
  await page.getByRole('checkbox', { name: 'Case-insensitive' }).check();
  await expect.poll(() => editorText(page, 'Sorted Lines')).toBe('👨‍👩‍👧‍👦\napple\nBanana\nitem2\nitem10');
  const stats = page.getByLabel('Statistics', { exact: true });
  await expect(stats).toContainText('Lines5');
  await expect(stats).toContainText('Duplicates removed2');
  await expect(stats).toContainText('English (en)');

  // Lines of equal length keep their input order: the sort is stable.
  await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Length, longest first' });
  await expect.poll(() => editorText(page, 'Sorted Lines')).toBe('item10\nBanana\nitem2\napple\n👨‍👩‍👧‍👦');
});

test("sorts in the chosen language's alphabet", async ({ page }) => {
  await fillEditor(page, 'Lines', 'Zebra\nÄrger\nAmsel');
  await page.getByRole('combobox', { name: 'Locale' }).fill('de');
  await expect.poll(() => editorText(page, 'Sorted Lines')).toBe('Amsel\nÄrger\nZebra');
  await page.getByRole('combobox', { name: 'Locale' }).fill('sv');
  await expect.poll(() => editorText(page, 'Sorted Lines')).toBe('Amsel\nZebra\nÄrger');
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText('(sv)');
});

test('a malformed locale gets a clear message at the field, and the lines stay sorted in the browser’s', async ({
  page,
}) => {
  await fillEditor(page, 'Lines', 'b\na');
  await expect.poll(() => editorText(page, 'Sorted Lines')).toBe('a\nb');
  await page.getByRole('combobox', { name: 'Locale' }).fill('pt_BR');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Locale: "pt_BR" is not a language tag. Did you mean "pt-BR"?');
  await expect(page.getByRole('combobox', { name: 'Locale' })).toHaveAttribute('aria-invalid', 'true');
  expect(await editorText(page, 'Sorted Lines')).toBe('a\nb');
  expect(await editorText(page, 'Lines')).toBe('b\na');
  await page.getByRole('combobox', { name: 'Locale' }).fill('pt-BR');
  await expect.poll(() => editorText(page, 'Sorted Lines')).toBe('a\nb');
  await expect(alert).toBeHidden();
});

test('copies and downloads the sorted lines', async ({ page }) => {
  await fillEditor(page, 'Lines', 'c\nb\na');
  await expect.poll(() => editorText(page, 'Sorted Lines')).toBe('a\nb\nc');
  await page.getByRole('button', { name: 'Copy sorted lines' }).click();
  await expect(page.getByText('Sorted lines copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('a\nb\nc');
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download sorted lines' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('sorted-lines.txt');
  expect(await readFile((await download.path())!, 'utf8')).toBe('a\nb\nc');
});

test('opens a file, and Clear empties both panes', async ({ page }) => {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'list.txt', mimeType: 'text/plain', buffer: Buffer.from('pear\nfig\n') });
  await expect.poll(() => editorText(page, 'Sorted Lines')).toBe('fig\npear\n');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'Lines')).toBe('');
  await expect.poll(() => editorText(page, 'Sorted Lines')).toBe('');
});

test('300,000 lines are sorted in the background, and none is lost', async ({ page }) => {
  const lines = Array.from({ length: 300_000 }, (_, index) => `line ${(index * 7919) % 300_000} ✓`);
  await page.getByRole('combobox', { name: 'Order' }).selectOption('natural');
  // Off the page's own thread: sorting these lines there would hold the page for seconds.
  const workerStarted = page.waitForEvent('worker');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(lines.join('\n')) });
  await workerStarted;
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText('Lines300,000', { timeout: 20_000 });
  const sorted = (await editorText(page, 'Sorted Lines')).split('\n');
  expect(sorted).toHaveLength(300_000);
  expect(sorted.slice(0, 3)).toEqual(['line 0 ✓', 'line 1 ✓', 'line 2 ✓']);
  expect(sorted.at(-1)).toBe('line 299999 ✓');
});

test('the lines and the options survive a reload', async ({ page }) => {
  await page
    .getByRole('combobox', { name: 'Order' })
    .selectOption({ label: 'Z → A, numbers in order (item10 before item2)' });
  await page.getByRole('combobox', { name: 'Locale' }).fill('sv');
  await fillEditor(page, 'Lines', 'item2\nitem10');
  await expect.poll(() => editorText(page, 'Sorted Lines')).toBe('item10\nitem2');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Order' })).toHaveValue('natural-desc');
  await expect(page.getByRole('combobox', { name: 'Locale' })).toHaveValue('sv');
  await expect.poll(() => editorText(page, 'Lines')).toBe('item2\nitem10');
  await expect.poll(() => editorText(page, 'Sorted Lines')).toBe('item10\nitem2');
});
