import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/word-frequency-counter');
  await expect(page.getByRole('heading', { level: 1, name: 'Word Frequency Counter' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toBeVisible();
});

const table = (page: Page) => page.getByRole('table', { name: 'Word frequencies, most frequent first' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

test('counts words as you type, in any language, case-insensitive by default', async ({ page }) => {
  await fillEditor(page, 'Text', 'The cat, the CAT and the café. Café! 東京は東京 שלום שלום');
  await expect(bodyRows(page).first()).toHaveText('1the323.1%');
  await expect(bodyRows(page)).toHaveText([
    '1the323.1%',
    '2café215.4%',
    '3cat215.4%',
    '4שלום215.4%',
    '5東京215.4%',
    '6and17.7%',
    '7は17.7%',
  ]);
  const stats = page.getByLabel('Statistics', { exact: true });
  await expect(stats).toContainText('Total words13');
  await expect(stats).toContainText('Distinct words7');

  await page.getByRole('checkbox', { name: 'Case-sensitive' }).check();
  await expect(stats).toContainText('Distinct words10');
  await expect(bodyRows(page).first()).toHaveText('1the215.4%');
});

test('a malformed locale and a text without words get clear messages', async ({ page }) => {
  await fillEditor(page, 'Text', '👍🏽 ... !!!');
  await expect(
    page.getByText('No words found: the text has only spaces, punctuation, symbols or emoji.'),
  ).toBeVisible();
  await fillEditor(page, 'Text', 'word');
  await page.getByRole('combobox', { name: 'Locale' }).fill('de_CH');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Cannot count these words');
  await expect(alert).toContainText('Locale: "de_CH" is not a language tag. Did you mean "de-CH"?');
  await page.getByRole('combobox', { name: 'Locale' }).fill('de-CH');
  await expect(alert).toBeHidden();
  await expect(bodyRows(page)).toHaveText(['1word1100.0%']);
});

test('copies the table as CSV and downloads word-frequency.csv', async ({ page }) => {
  await fillEditor(page, 'Text', 'b a b 1,000 "quoted"');
  await expect(bodyRows(page).first()).toHaveText('1b240.0%');
  const csv = 'Word,Count,Share (%)\r\nb,2,40.0\r\n"1,000",1,20.0\r\na,1,20.0\r\nquoted,1,20.0\r\n';
  await page.getByRole('button', { name: 'Copy CSV' }).click();
  await expect(page.getByText('CSV copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(csv);
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('word-frequency.csv');
  expect(await readFile((await download.path())!, 'utf8')).toBe(csv);
});

test('a 4 MB text is counted in the background, the page stays responsive, and the table shows 100 rows at a time', async ({
  page,
}) => {
  const vocabulary = Array.from({ length: 5_000 }, (_, index) => `w${index.toString(36)}`);
  const words = Array.from({ length: 600_000 }, (_, index) => vocabulary[(index * 31) % vocabulary.length]);
  const big = `${words.join(' ')} δέλτα`;
  // The longest gap between animation frames while the work runs: counting on the page itself would hold it.
  await page.evaluate(() => {
    const state = window as unknown as { longestFrameGap: number };
    state.longestFrameGap = 0;
    let last = performance.now();
    const tick = (now: number) => {
      state.longestFrameGap = Math.max(state.longestFrameGap, now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(big) });
  const stats = page.getByLabel('Statistics', { exact: true });
  await expect(stats).toContainText('Total words600,001', { timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { longestFrameGap: number }).longestFrameGap)).toBeLessThan(
    1_500,
  );
  await expect(stats).toContainText('Distinct words5,001');
  await expect(page.getByText('Showing 100 of 5,001 words')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(100);
  await expect(bodyRows(page).first()).toHaveText('1w01200.0%');
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(bodyRows(page)).toHaveCount(200);
  await expect(bodyRows(page).last()).toHaveText(/^200w[0-9a-z]+1200\.0%$/);
});

test('Load Sample, then Clear', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(bodyRows(page).first()).toHaveText('1the610.2%');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(table(page)).toBeHidden();
  await expect(page.getByText('The words and their counts will appear here...')).toBeVisible();
});
