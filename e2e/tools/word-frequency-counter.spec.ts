import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/word-frequency-counter');
  await expect(page.getByRole('heading', { level: 1, name: 'Word Frequency Counter' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toBeVisible();
});

const table = (page: Page) => page.getByRole('table', { name: 'Word frequencies', exact: true });
/** The rows the table renders (a long table renders those in view; its spacer rows are left out). */
const bodyRows = (page: Page) => table(page).locator('tbody tr:not([aria-hidden])');

test('counts words as you type, in any language, case-insensitive by default', async ({ page }) => {
  await fillEditor(page, 'Text', 'The cat, the CAT and the café. Café! 東京は東京 שלום שלום');
  await expect(bodyRows(page).first()).toHaveText('1the323.1');
  await expect(bodyRows(page)).toHaveText([
    '1the323.1',
    '2café215.4',
    '3cat215.4',
    '4שלום215.4',
    '5東京215.4',
    '6and17.7',
    '7は17.7',
  ]);
  const stats = page.getByLabel('Statistics', { exact: true });
  await expect(stats).toContainText('Total words13');
  await expect(stats).toContainText('Distinct words7');
  await expect(stats).toContainText('the\u2069, 3 times');

  await page.getByRole('checkbox', { name: 'Case-sensitive' }).check();
  await expect(stats).toContainText('Distinct words10');
  await expect(bodyRows(page).first()).toHaveText('1the215.4');
});

test('sorts the table by a column', async ({ page }) => {
  await fillEditor(page, 'Text', 'b a b c c c');
  await expect(bodyRows(page)).toHaveText(['1c350.0', '2b233.3', '3a116.7']);
  await table(page).getByRole('button', { name: 'Word' }).click();
  await expect(bodyRows(page)).toHaveText(['3a116.7', '2b233.3', '1c350.0']);
  await expect(table(page).getByRole('columnheader', { name: 'Word' })).toHaveAttribute('aria-sort', 'ascending');
});

test('a malformed locale and a text without words get clear messages', async ({ page }) => {
  await fillEditor(page, 'Text', '👍🏽 ... !!!');
  await expect(
    page.getByText('No words found: the text has only spaces, punctuation, symbols or emoji.'),
  ).toBeVisible();
  await fillEditor(page, 'Text', 'word');
  await page.getByRole('combobox', { name: 'Locale' }).fill('de_CH');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Locale: "de_CH" is not a language tag. Did you mean "de-CH"?');
  await expect(page.getByRole('combobox', { name: 'Locale' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('combobox', { name: 'Locale' }).fill('de-CH');
  await expect(alert).toBeHidden();
  await expect(bodyRows(page)).toHaveText(['1word1100.0']);
});

test('copies the table as CSV and downloads word-frequency.csv', async ({ page }) => {
  await fillEditor(page, 'Text', 'b a b 1,000 "quoted"');
  await expect(bodyRows(page).first()).toHaveText('1b240.0');
  const csv = 'Rank,Word,Count,Share (%)\r\n1,b,2,40.0\r\n2,"1,000",1,20.0\r\n3,a,1,20.0\r\n4,quoted,1,20.0\r\n';
  await page.getByRole('button', { name: 'Copy Word frequencies as CSV' }).click();
  await expect(page.getByText('Word frequencies copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(csv);
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Word frequencies as CSV' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('word-frequency.csv');
  expect(await readFile((await download.path())!, 'utf8')).toBe(csv);
});

test('a 4 MB text is counted in the background, and the table of 5,001 words renders as it scrolls', async ({
  page,
}) => {
  const vocabulary = Array.from({ length: 5_000 }, (_, index) => `w${index.toString(36)}`);
  const words = Array.from({ length: 600_000 }, (_, index) => vocabulary[(index * 31) % vocabulary.length]);
  const big = `${words.join(' ')} δέλτα`;
  // Off the page's own thread: counting this text there would hold the page for seconds.
  const workerStarted = page.waitForEvent('worker');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(big) });
  await workerStarted;
  const stats = page.getByLabel('Statistics', { exact: true });
  await expect(stats).toContainText('Total words600,001', { timeout: 20_000 });
  await expect(stats).toContainText('Distinct words5,001');
  await expect(page.getByText('5,001 rows')).toBeVisible();
  await expect(table(page)).toHaveAttribute('aria-rowcount', '5002');
  await expect(bodyRows(page).first()).toHaveText('1w01200.0');
  expect(await bodyRows(page).count()).toBeLessThan(200);

  await page
    .getByRole('region', { name: 'Word frequencies', exact: true })
    .evaluate((scroller) => scroller.scrollTo({ top: scroller.scrollHeight }));
  await expect(bodyRows(page).last()).toHaveText('5001δέλτα10.0');
});

test('the text and the options survive a reload', async ({ page }) => {
  await page.getByRole('checkbox', { name: 'Case-sensitive' }).check();
  await page.getByRole('combobox', { name: 'Locale' }).fill('de');
  await fillEditor(page, 'Text', 'Word word');
  await expect(bodyRows(page)).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Case-sensitive' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Locale' })).toHaveValue('de');
  await expect.poll(() => editorText(page, 'Text')).toBe('Word word');
  await expect(bodyRows(page)).toHaveCount(2);
});

test('Load Sample, then Clear', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(bodyRows(page).first()).toHaveText('1the610.2');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(table(page)).toBeHidden();
  await expect(page.getByText('The words and their counts will appear here...')).toBeVisible();
});
