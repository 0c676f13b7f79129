import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/reverse-text');
  await expect(page.getByRole('heading', { level: 1, name: 'Reverse Text' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toBeVisible();
});

/**
 * Pastes `before`, a lone UTF-16 unit, then `after`. The text is put together in the page, so the lone
 * surrogate reaches the editor as a user's paste would bring it (the test protocol would replace it).
 */
async function pasteWithLoneSurrogate(page: Page, before: string, unit: number, after: string) {
  const input = page.getByRole('textbox', { name: 'Text', exact: true });
  await input.click();
  await input.evaluate(
    (target, parts) => {
      const transfer = new DataTransfer();
      transfer.setData('text/plain', parts.before + String.fromCharCode(parts.unit) + parts.after);
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    },
    { before, unit, after },
  );
}

test('reverses characters as you type without breaking emoji, then words, then lines', async ({ page }) => {
  await fillEditor(page, 'Text', 'Café 👨‍👩‍👧‍👦 🇯🇵 👍🏽!\none, two, three.');
  await expect.poll(() => editorText(page, 'Reversed Text')).toBe('.eerht ,owt ,eno\n!👍🏽 🇯🇵 👨‍👩‍👧‍👦 éfaC');
  await page.getByRole('radio', { name: 'Words' }).check();
  await expect.poll(() => editorText(page, 'Reversed Text')).toBe('Café 👨‍👩‍👧‍👦 🇯🇵 👍🏽!\nthree, two, one.');
  await page.getByRole('radio', { name: 'Lines' }).check();
  await expect.poll(() => editorText(page, 'Reversed Text')).toBe('one, two, three.\nCafé 👨‍👩‍👧‍👦 🇯🇵 👍🏽!');
});

test('half a character in pasted text gets a message that says where', async ({ page }) => {
  // The editor would show the browser's replacement glyph; the tool must not join halves into a new character.
  await pasteWithLoneSurrogate(page, 'fine\nab', 0xd83d, 'cd');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Cannot reverse this text');
  await expect(alert).toContainText('Broken character at line 2, column 3: U+D83D is half of a surrogate pair');
  expect(await editorText(page, 'Reversed Text')).toBe('');
  await fillEditor(page, 'Text', 'ab😀cd');
  await expect.poll(() => editorText(page, 'Reversed Text')).toBe('dc😀ba');
  await expect(alert).toBeHidden();
});

test('copies and downloads the reversed text', async ({ page }) => {
  await fillEditor(page, 'Text', 'שלום 🇫🇷');
  await expect.poll(() => editorText(page, 'Reversed Text')).toBe('🇫🇷 םולש');
  await page.getByRole('button', { name: 'Copy reversed text' }).click();
  await expect(page.getByText('Reversed text copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('🇫🇷 םולש');
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download reversed text' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('reversed.txt');
  expect(await readFile((await download.path())!, 'utf8')).toBe('🇫🇷 םולש');
});

test('Load Sample, then Clear', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'Reversed Text')).toMatch(/^すで都首の本日は京東\n/);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'Text')).toBe('');
  await expect.poll(() => editorText(page, 'Reversed Text')).toBe('');
});

test('a 2 MB file is reversed in the background, and reversing back gives it again', async ({ page }) => {
  const big = 'Grüße 👋🏽 שלום 🇯🇵 e\u0301\n'.repeat(80_000);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(big) });
  await expect
    .poll(() => editorText(page, 'Reversed Text'), { timeout: 20_000 })
    .toMatch(/^\ne\u0301 🇯🇵 םולש 👋🏽 eßürG\n/);
  const reversed = await editorText(page, 'Reversed Text');
  expect(reversed.length).toBe(big.length);
  expect([...reversed].sort().join('') === [...big].sort().join('')).toBe(true);
});

test('the text and the mode survive a reload', async ({ page }) => {
  await page.getByRole('radio', { name: 'Lines' }).check();
  await fillEditor(page, 'Text', 'first\nsecond');
  await expect.poll(() => editorText(page, 'Reversed Text')).toBe('second\nfirst');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Lines' })).toBeChecked();
  await expect.poll(() => editorText(page, 'Text')).toBe('first\nsecond');
  await expect.poll(() => editorText(page, 'Reversed Text')).toBe('second\nfirst');
});
