import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/url-decoder');
  await expect(page.getByRole('textbox', { name: 'Encoded', exact: true })).toBeVisible();
});

test('decodes as you type, in each mode', async ({ page }) => {
  await fillEditor(page, 'Encoded', 'q=caf%C3%A9+cr%C3%A8me%2Fx%F0%9F%98%80');
  await expect.poll(() => editorText(page, 'Decoded')).toBe('q=café+crème/x😀');
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText('Escapes decoded');

  await page.getByRole('radio', { name: 'Form' }).check();
  await expect.poll(() => editorText(page, 'Decoded')).toBe('q=café crème/x😀');

  await page.getByRole('radio', { name: 'Whole URL' }).check();
  await expect.poll(() => editorText(page, 'Decoded')).toBe('q=café+crème%2Fx😀');
});

test('a malformed sequence is reported with its position, and the error goes when it is fixed', async ({ page }) => {
  await fillEditor(page, 'Encoded', 'caf%C3%A9\n100% sure');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Malformed percent-encoding');
  await expect(alert).toContainText('Malformed percent sequence "% s" at line 2, column 4 (offset 13)');
  expect(await editorText(page, 'Decoded')).toBe('');

  await fillEditor(page, 'Encoded', 'x%C3%28');
  await expect(alert).toContainText(
    'The percent-encoded bytes "%C3" at line 1, column 2 (offset 1) are not valid UTF-8',
  );

  await fillEditor(page, 'Encoded', '100%25 sure');
  await expect.poll(() => editorText(page, 'Decoded')).toBe('100% sure');
  await expect(alert).toBeHidden();
});

test('a control character in a malformed sequence is shown by its code point, never raw', async ({ page }) => {
  // Typing cannot enter a NUL; a script-made paste can.
  await page.getByRole('textbox', { name: 'Encoded', exact: true }).evaluate((element) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', 'ok%\u00001');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Malformed percent sequence "%<U+0000>1" at line 1, column 3 (offset 2)');
  expect(await alert.textContent()).not.toContain('\u0000');
});

test('decodes the sample and copies the result', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const expected = 'https://example.com/search?q=crème brûlée & café&emoji=🍰&path=/menu/désserts';
  await expect.poll(() => editorText(page, 'Decoded')).toBe(expected);
  await page.getByRole('button', { name: 'Copy decoded text' }).click();
  await expect(page.getByText('Decoded text copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
});

test('opens a text file into the input', async ({ page }) => {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'link.txt', mimeType: 'text/plain', buffer: Buffer.from('a%20b') });
  await expect.poll(() => editorText(page, 'Decoded')).toBe('a b');
});
