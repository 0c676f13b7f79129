import { readFile } from 'node:fs/promises';
import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/base64-decoder');
  await expect(page.getByRole('textbox', { name: 'Base64', exact: true })).toBeVisible();
});

test('decodes text as you type, in either alphabet, ignoring whitespace and a data: prefix', async ({ page }) => {
  await fillEditor(page, 'Base64', 'Zm9vYmFy\n  IMO8Pz4g8J+YgA==');
  await expect.poll(() => editorText(page, 'Decoded')).toBe('foobar ü?> 😀');
  await fillEditor(page, 'Base64', 'data:text/plain;base64,Zm9vYmFyIMO8Pz4g8J-YgA');
  await expect.poll(() => editorText(page, 'Decoded')).toBe('foobar ü?> 😀');
  const stats = page.getByLabel('Statistics', { exact: true });
  await expect(stats).toContainText('URL-safe (- _)');
  await expect(stats).toContainText('None');
});

test('an invalid character is reported with its position; bad padding is explained', async ({ page }) => {
  await fillEditor(page, 'Base64', 'Zm9v\nYm*y');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Invalid Base64');
  await expect(alert).toContainText('Invalid Base64 character "*" (U+002A) at line 2, column 3 (offset 7).');
  await fillEditor(page, 'Base64', 'Zm9vY');
  await expect(alert).toContainText('one character too many or three too few');
  await fillEditor(page, 'Base64', 'Zg=');
  await expect(alert).toContainText('needs exactly 2 "=" to make four, but has 1');
  await fillEditor(page, 'Base64', 'Zg==');
  await expect.poll(() => editorText(page, 'Decoded')).toBe('f');
  await expect(alert).toBeHidden();
});

test('whitespace alone has nothing to decode; empty input shows no error', async ({ page }) => {
  await fillEditor(page, 'Base64', '   \n  ');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Nothing to decode');
  await expect(alert).toContainText('There is nothing to decode: the input holds only spaces and line breaks.');
  await fillEditor(page, 'Base64', '');
  await expect(alert).toBeHidden();
  expect(await editorText(page, 'Decoded')).toBe('');
});

test('binary data is shown as hex and downloaded as a file of its type', async ({ page }) => {
  // A 1×1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await fillEditor(page, 'Base64', png.toString('base64'));
  await expect(page.getByRole('heading', { name: 'Binary data, 70 B: a PNG image' })).toBeVisible();
  await expect(page.getByText(/at byte 0, 0x89 is a continuation byte/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview: a PNG image' })).toBeVisible();
  await expect
    .poll(() => editorText(page, 'Decoded (hex view)'))
    .toMatch(/^00000000 {2}89 50 4e 47 0d 0a 1a 0a {2}00 00 00 0d 49 48 44 52 {2}\|\.PNG\.{8}IHDR\|\n/);

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download decoded.png' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('decoded.png');
  expect((await readFile((await download.path())!)).equals(png)).toBe(true);
});

test('copies the decoded sample; Clear empties both panes', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'Decoded')).toContain('Hello, world! 👋');
  const decoded = await editorText(page, 'Decoded');
  await page.getByRole('button', { name: 'Copy decoded text' }).click();
  await expect(page.getByText('Decoded text copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(decoded);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'Base64')).toBe('');
  await expect.poll(() => editorText(page, 'Decoded')).toBe('');
});

test('a 21 MB Base64 file (15 MB of bytes) opened into the input is decoded in the background', async ({ page }) => {
  // Handing a file this size to the page takes most of the default 30 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  const size = 15 * 1024 * 1024;
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + (index >> 7)) & 255;
  const base64 = bytes.toString('base64').replace(/.{76}/g, '$&\n');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'big.b64', mimeType: 'text/plain', buffer: Buffer.from(base64) });
  await expect(page.getByText(`${base64.length.toLocaleString('en-US')} characters`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Binary data, 15.0 MB: unknown type' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByText('The hex view shows the first 65,536 of 15,728,640 bytes.', { exact: false }),
  ).toBeVisible();

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download decoded.bin' }).click();
  const download = await downloadStarted;
  expect((await readFile((await download.path())!)).equals(bytes)).toBe(true);
});
