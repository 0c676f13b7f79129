import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/hex-encoder-decoder');
  await expect(page.getByRole('heading', { level: 1, name: 'Hex Encoder / Decoder' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Text' })).toBeVisible();
});

test('encodes as you type in the chosen format, and decodes tolerant input', async ({ page }) => {
  await fillEditor(page, 'Text', 'Hi 👋');
  await expect.poll(() => editorText(page, 'Hex')).toBe('48 69 20 f0 9f 91 8b');
  await page.getByLabel('Case', { exact: true }).selectOption('upper');
  await page.getByLabel('Separator', { exact: true }).selectOption('colon');
  await expect.poll(() => editorText(page, 'Hex')).toBe('48:69:20:F0:9F:91:8B');
  await page.getByLabel('Separator', { exact: true }).selectOption('none');
  await page.getByLabel('0x prefix', { exact: true }).check();
  await expect.poll(() => editorText(page, 'Hex')).toBe('0x486920F09F918B');

  await page.getByRole('radio', { name: 'Hex to text' }).check();
  await fillEditor(page, 'Hex', '0x48, 0x69\n20:f0:9f:91:8b');
  await expect.poll(() => editorText(page, 'Text')).toBe('Hi 👋');
});

test('odd length, bad digits and invalid UTF-8 get clear errors with where', async ({ page }) => {
  await page.getByRole('radio', { name: 'Hex to text' }).check();
  const alert = page.getByRole('alert');
  await fillEditor(page, 'Hex', '48 656');
  await expect(alert).toContainText('Invalid Hex');
  await expect(alert).toContainText(
    'Odd number of hex digits: "656" at line 1, column 4 has 3, but every byte takes two',
  );
  await fillEditor(page, 'Hex', '48 6z');
  await expect(alert).toContainText('"z" at line 1, column 5 is not a hex digit');
  await page.getByRole('button', { name: 'Go to the error at line 1, column 5' }).click();
  await expect(page.getByRole('textbox', { name: 'Hex' })).toBeFocused();
  await fillEditor(page, 'Hex', '48 ff\n80');
  await expect(alert).toContainText('The bytes are not valid UTF-8: 2 invalid sequences.');
  await expect(alert).toContainText('Invalid byte at byte offset 1 (line 1, column 4): 0xFF never appears in UTF-8.');
  await expect(alert).toContainText('Unexpected continuation byte at byte offset 2 (line 2, column 1)');
  expect(await editorText(page, 'Text')).toBe('');
});

test('Swap turns the direction, and a reload keeps the input, the direction and the format', async ({ page }) => {
  await page.getByLabel('Separator', { exact: true }).selectOption('colon');
  await fillEditor(page, 'Text', 'Hi');
  await expect.poll(() => editorText(page, 'Hex')).toBe('48:69');
  await page.getByRole('button', { name: 'Swap' }).click();
  await expect(page.getByRole('radio', { name: 'Hex to text' })).toBeChecked();
  await expect.poll(() => editorText(page, 'Hex')).toBe('48:69');
  await expect.poll(() => editorText(page, 'Text')).toBe('Hi');

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Hex to text' })).toBeChecked();
  await expect.poll(() => editorText(page, 'Hex')).toBe('48:69');
  await expect.poll(() => editorText(page, 'Text')).toBe('Hi');
  await expect(page.getByLabel('Separator', { exact: true })).toHaveValue('colon');
});

test('copies and downloads the hex', async ({ page }) => {
  await fillEditor(page, 'Text', 'é');
  await expect.poll(() => editorText(page, 'Hex')).toBe('c3 a9');
  await page.getByRole('button', { name: 'Copy hex' }).click();
  await expect(page.getByText('Hex copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('c3 a9');
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download hex' }).click();
  expect((await downloadStarted).suggestedFilename()).toBe('hex.txt');
});

test('a 3 MB text is encoded in the background and decodes back exactly', async ({ page }) => {
  const big = 'Grüße 👋 שלום\n'.repeat(150_000);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(big) });
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText(
    `Bytes${Buffer.byteLength(big).toLocaleString('en-US')}`,
    { timeout: 20_000 },
  );
  await page.getByRole('button', { name: 'Swap' }).click();
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText(
    `Characters${[...big].length.toLocaleString('en-US')}`,
    { timeout: 20_000 },
  );
  // The statistics come from the decoded result; the editor receives the same text in a later commit,
  // and the 9 MB hex pane is still filling in slices, so wait for the text rather than read it once.
  await expect.poll(async () => (await editorText(page, 'Text')) === big, { timeout: 30_000 }).toBe(true);
});
