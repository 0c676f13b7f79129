import { readFile } from 'node:fs/promises';
import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/remove-extra-spaces');
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toBeVisible();
});

test('cleans as you type, and again when an option changes', async ({ page }) => {
  await fillEditor(page, 'Text', '  Too   many\t\tspaces  \n\n\n\n  שלום   👋🏽  ');
  await expect.poll(() => editorText(page, 'Cleaned Text')).toBe('Too many spaces\n\nשלום 👋🏽');
  const stats = page.getByLabel('Statistics', { exact: true });
  await expect(stats).toContainText('Characters removed15');
  await expect(stats).toContainText('Lines removed2');

  await page.getByRole('radio', { name: 'Keep all' }).check();
  await expect.poll(() => editorText(page, 'Cleaned Text')).toBe('Too many spaces\n\n\n\nשלום 👋🏽');
  await page.getByRole('radio', { name: 'Remove all' }).check();
  await expect.poll(() => editorText(page, 'Cleaned Text')).toBe('Too many spaces\nשלום 👋🏽');
  await page.getByRole('checkbox', { name: 'Trim spaces at the start and end of each line' }).uncheck();
  await expect.poll(() => editorText(page, 'Cleaned Text')).toBe(' Too many spaces \n שלום 👋🏽 ');
  await page.getByRole('checkbox', { name: 'Join all lines into one (remove line breaks)' }).check();
  await expect.poll(() => editorText(page, 'Cleaned Text')).toBe(' Too many spaces שלום 👋🏽 ');
  await expect(page.getByRole('radio', { name: 'Remove all' })).toBeDisabled();
});

test('a lone surrogate is refused with its position', async ({ page }) => {
  await page.getByRole('textbox', { name: 'Text', exact: true }).evaluate((element) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', 'a  b\n  \uD800');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Cannot clean this text');
  await expect(alert).toContainText('lone surrogate U+D800 at line 2, column 3');
  expect(await editorText(page, 'Cleaned Text')).toBe('');

  await fillEditor(page, 'Text', 'a  b');
  await expect.poll(() => editorText(page, 'Cleaned Text')).toBe('a b');
  await expect(alert).toBeHidden();
});

test('copies and downloads the cleaned sample', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect
    .poll(() => editorText(page, 'Cleaned Text'))
    .toMatch(/^Too many spaces between words\.\nTabs\tand spaces mixed together\n\n/);
  const cleaned = await editorText(page, 'Cleaned Text');

  await page.getByRole('button', { name: 'Copy cleaned text' }).click();
  await expect(page.getByText('Cleaned text copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cleaned);

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download cleaned text' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('cleaned.txt');
  expect(await readFile((await download.path())!, 'utf8')).toBe(cleaned);
});

test('opens a file with Windows line breaks, and Clear empties both panes', async ({ page }) => {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('a   b  \r\n\r\n\r\n  c\r\n') });
  await expect.poll(() => editorText(page, 'Cleaned Text')).toBe('a b\n\nc\n');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'Text')).toBe('');
  await expect.poll(() => editorText(page, 'Cleaned Text')).toBe('');
  await expect(page.getByLabel('Statistics', { exact: true })).toBeHidden();
});

test('the text and the options survive a reload', async ({ page }) => {
  await page.getByRole('radio', { name: 'Remove all' }).check();
  await page.getByRole('checkbox', { name: 'Collapse runs of spaces and tabs into one space' }).uncheck();
  await fillEditor(page, 'Text', 'a  b\n\n\nc');
  await expect.poll(() => editorText(page, 'Cleaned Text')).toBe('a  b\nc');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Remove all' })).toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'Collapse runs of spaces and tabs into one space' }),
  ).not.toBeChecked();
  await expect.poll(() => editorText(page, 'Text')).toBe('a  b\n\n\nc');
  await expect.poll(() => editorText(page, 'Cleaned Text')).toBe('a  b\nc');
});
