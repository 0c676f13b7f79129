import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/string-length-counter');
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toBeVisible();
});

test('counts every length as you type', async ({ page }) => {
  const stats = page.getByLabel('Statistics', { exact: true });
  await expect(stats).toContainText('Characters0');
  await fillEditor(page, 'Text', 'Hi 👩‍👩‍👧 🇫🇷\ncafe\u0301 שלום');
  await expect(stats).toContainText('Characters16');
  await expect(stats).toContainText('Code points22');
  await expect(stats).toContainText('UTF-16 units27');
  await expect(stats).toContainText('UTF-8 bytes46');
  await expect(stats).toContainText('Words3');
  await expect(stats).toContainText('Lines2');
  await expect(stats).toContainText('Spaces3');

  await page.getByRole('textbox', { name: 'Text', exact: true }).press('ControlOrMeta+End');
  await page.keyboard.type('!');
  await expect(stats).toContainText('Characters17');
});

test('a lone surrogate is refused with its position', async ({ page }) => {
  await page.getByRole('textbox', { name: 'Text', exact: true }).evaluate((element) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', 'ab\n\uDE00x');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Cannot count this text');
  await expect(alert).toContainText('lone surrogate U+DE00 at line 2, column 1');
  await expect(page.getByLabel('Statistics', { exact: true })).toBeHidden();

  await fillEditor(page, 'Text', 'ab');
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText('Characters2');
  await expect(alert).toBeHidden();
});

test('copies the statistics; Clear resets them', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText('Lines5');
  await page.getByRole('button', { name: 'Copy statistics' }).click();
  await expect(page.getByText('Statistics copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(
    /^Characters: \d+\nCode points: \d+\nUTF-16 units: \d+\nUTF-8 bytes: \d+\nWords: \d+\nLines: 5\nSpaces: \d+$/,
  );

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText('Lines0');
  await expect(page.getByRole('button', { name: 'Copy statistics' })).toBeHidden();
});

test('counts a 5 MB file in the background, exactly', async ({ page }) => {
  test.setTimeout(60_000);
  const line = 'Crème brûlée, e\u0301 👩‍👩‍👧 and שלום — 42 words?\n';
  const lines = Math.ceil(5_000_000 / line.length);
  const big = line.repeat(lines);
  // Per line: 39 characters, 44 code points, 47 UTF-16 units, 7 words (Crème, brûlée, é, and, שלום, 42, words), 8 spaces.
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(big) });
  const stats = page.getByLabel('Statistics', { exact: true });
  const count = (value: number) => value.toLocaleString('en-US');
  await expect(stats).toContainText(`UTF-16 units${count(big.length)}`, { timeout: 40_000 });
  await expect(stats).toContainText(`Characters${count(39 * lines)}`);
  await expect(stats).toContainText(`Code points${count(44 * lines)}`);
  await expect(stats).toContainText(`UTF-8 bytes${count(Buffer.byteLength(big))}`);
  await expect(stats).toContainText(`Words${count(7 * lines)}`);
  await expect(stats).toContainText(`Lines${count(lines + 1)}`);
  await expect(stats).toContainText(`Spaces${count(8 * lines)}`);
});

test('the text survives a reload', async ({ page }) => {
  await fillEditor(page, 'Text', 'kept 👋');
  const stats = page.getByLabel('Statistics', { exact: true });
  await expect(stats).toContainText('Characters6');
  await page.reload();
  await expect.poll(() => editorText(page, 'Text')).toBe('kept 👋');
  await expect(stats).toContainText('Characters6');
});
