import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { copyShareLink, editorText, expect, fillEditor, sharedState, test, watchFrameGaps } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/text-diff-checker');
  await expect(page.getByRole('heading', { level: 1, name: 'Text Diff Checker' })).toBeVisible();
});

const sideBySide = (page: Page) => page.getByRole('region', { name: /^Side-by-side differences/ });
const unified = (page: Page) => page.getByRole('region', { name: /^Unified differences/ });

const ORIGINAL = 'alpha\nbeta\ngamma\n';
const CHANGED = 'alpha\nBeta\ngamma\ndelta\n';
const PATCH = '--- a/original.txt\n+++ b/changed.txt\n@@ -1,3 +1,4 @@\n alpha\n-beta\n+Beta\n gamma\n+delta\n';

test('shows removed and added lines side by side and unified, marks words, and gives the patch', async ({ page }) => {
  await fillEditor(page, 'Original', ORIGINAL);
  await fillEditor(page, 'Changed', CHANGED);

  const statistics = page.getByLabel('Statistics', { exact: true });
  await expect(statistics).toContainText('Lines added2');
  await expect(statistics).toContainText('Lines removed1');
  await expect(statistics).toContainText('Lines unchanged2');

  // Side by side: the removed line on the left, the added ones on the right, with line numbers.
  const split = sideBySide(page);
  await expect(split.locator('[data-row=change] [data-side=original]')).toHaveText(['Removed: beta', '']);
  await expect(split.locator('[data-row=change] [data-side=changed]')).toHaveText(['Added: Beta', 'Added: delta']);
  await expect(split.locator('[data-row]').nth(3)).toContainText('4');

  // Unified: one column of - and + lines.
  await page.getByRole('tab', { name: 'Unified' }).click();
  await expect(unified(page).locator('[data-row=removed]')).toHaveText(['2-beta']);
  await expect(unified(page).locator('[data-row=added]')).toHaveText(['2+Beta', '4+delta']);

  // Word mode marks what changed inside a changed line.
  await page.getByRole('radio', { name: 'Words' }).check();
  await expect(unified(page).locator('mark')).toHaveText(['beta', 'Beta']);
  await page.getByRole('tab', { name: 'Side by Side' }).click();
  await expect(sideBySide(page).locator('mark')).toHaveText(['beta', 'Beta']);

  // The patch, as diff -u writes it, to copy and to download.
  await expect.poll(() => editorText(page, 'Unified Patch')).toBe(PATCH);
  await page.getByRole('button', { name: 'Copy Patch' }).click();
  await expect(page.getByText('Patch copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PATCH);
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download patch as .patch' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('changes.patch');
  expect(await readFile((await download.path())!, 'utf8')).toBe(PATCH);

  // Swap turns the removed line into an added one.
  await page.getByRole('button', { name: 'Swap' }).click();
  await expect(statistics).toContainText('Lines added1');
  await expect(statistics).toContainText('Lines removed2');
});

test('ignoring case makes texts identical, and a share link and a reload keep both texts', async ({ page }) => {
  await fillEditor(page, 'Original', 'Hello World\nsecond line\n');
  await fillEditor(page, 'Changed', 'hello world\nSecond Line\n');
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText('Lines removed2');
  await page.getByRole('checkbox', { name: 'Ignore case' }).check();
  await expect(page.getByRole('heading', { name: 'The texts are identical apart from case' })).toBeVisible();
  await expect(sideBySide(page)).toBeHidden();

  const link = await copyShareLink(page);
  expect(sharedState(link).state).toMatchObject({
    original: 'Hello World\nsecond line\n',
    changed: 'hello world\nSecond Line\n',
    ignoreCase: true,
  });

  await page.reload();
  // The screen loads lazily; on a busy machine that can take a while.
  await expect(page.getByRole('textbox', { name: 'Changed', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => editorText(page, 'Changed')).toBe('hello world\nSecond Line\n');
  await expect(page.getByRole('heading', { name: 'The texts are identical apart from case' })).toBeVisible();

  await page.goto('about:blank');
  await page.goto(link.slice(link.indexOf('/text-diff-checker')));
  await expect(page.getByRole('textbox', { name: 'Original', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => editorText(page, 'Original')).toBe('Hello World\nsecond line\n');
  await expect(page.getByRole('checkbox', { name: 'Ignore case' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'The texts are identical apart from case' })).toBeVisible();

  await fillEditor(page, 'Changed', 'Hello World\nsecond line\n');
  await expect(page.getByRole('heading', { name: 'The texts are identical', exact: true })).toBeVisible();
});

test('two 5 MB files compare in the background while the page keeps painting', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  // 5 MB of numbered lines; the changed copy alters every 50th line and adds one every 100 lines.
  const oldLines: string[] = [];
  const newLines: string[] = [];
  let length = 0;
  for (let index = 0; length < 5 * 1024 * 1024; index++) {
    const line = `line ${index}: the quick brown fox jumps over the lazy dog ${index % 97}`;
    oldLines.push(line);
    newLines.push(index % 50 === 0 ? `${line} (edited)` : line);
    if (index % 100 === 0) newLines.push(`inserted after ${index}`);
    length += line.length + 1;
  }
  const files = page.locator('input[type=file]');
  await files
    .nth(0)
    .setInputFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from(`${oldLines.join('\n')}\n`) });

  const started = Date.now();
  const changedText = `${newLines.join('\n')}\n`;
  await files.nth(1).setInputFiles({ name: 'b.txt', mimeType: 'text/plain', buffer: Buffer.from(changedText) });
  // The page's own work of opening the file (CodeMirror taking 5 MB) is done before the watch starts: what is
  // watched is the page while the diff runs and its result is drawn.
  await expect(page.getByText(`${changedText.length.toLocaleString('en-US')} characters`)).toBeVisible({
    timeout: 30_000,
  });
  const stopFrameWatch = await watchFrameGaps(page);
  const edited = Math.ceil(oldLines.length / 50);
  const inserted = newLines.length - oldLines.length;
  const statistics = page.getByLabel('Statistics', { exact: true });
  await expect(statistics).toContainText(`Lines added${(edited + inserted).toLocaleString('en-US')}`, {
    timeout: 90_000,
  });
  const elapsed = Date.now() - started;
  await expect(statistics).toContainText(`Lines removed${edited.toLocaleString('en-US')}`);
  const longestFrameGap = await stopFrameWatch();
  // Only the rows in view are drawn, not 100,000 of them.
  expect(await sideBySide(page).locator('[data-row]').count()).toBeLessThan(200);
  testInfo.annotations.push({
    type: 'measurement',
    description: `5 MB pair (${oldLines.length} lines): compared in ${elapsed} ms; longest main-thread frame gap ${Math.round(longestFrameGap)} ms`,
  });
  console.log(`5 MB diff: ${elapsed} ms, longest frame gap ${Math.round(longestFrameGap)} ms`);
});

test('Cancel stops a long comparison, says so, and an edit compares again', async ({ page }) => {
  test.setTimeout(120_000);
  // Two 2 MB texts with no line in common: no anchor splits the search, so jsdiff runs to its 5 s limit,
  // time for a busy machine to press Cancel.
  const lines = (word: string) =>
    Array.from({ length: 40_000 }, (_, index) => `${word} ${index}: the quick brown fox jumps over the dog`);
  // The notes on screen; the live region that reads them out holds the same words.
  const busyNote = page.locator('p', { hasText: 'Comparing in the background; the page stays usable.' });
  const stopped = 'The comparison was stopped. Edit either text or an option to compare them again.';
  const stoppedNote = page.locator('p', { hasText: stopped });
  const files = page.locator('input[type=file]');
  const originalText = `${lines('old').join('\n')}\n`;
  const changedText = `${lines('new').join('\n')}\n`;
  await files.nth(0).setInputFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from(originalText) });
  // Against an empty text the comparison is quick: wait for it, so what is cancelled is the long one.
  const statistics = page.getByLabel('Statistics', { exact: true });
  await expect(statistics).toContainText('Lines removed40,000', { timeout: 30_000 });
  await files.nth(1).setInputFiles({ name: 'b.txt', mimeType: 'text/plain', buffer: Buffer.from(changedText) });
  await expect(busyNote).toBeVisible({ timeout: 30_000 });
  const started = Date.now();
  // A run that goes on is read out from a polite live region, which stays to read out the stop.
  const spoken = page.locator('[data-live-region][aria-live="polite"]', { hasText: 'Comparing in the background' });
  await expect(spoken).toHaveCount(1);
  const region = await spoken.elementHandle();
  // Offered once the run has gone on for a while.
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(Date.now() - started, 'Cancel was pressed before the comparison gave up').toBeLessThan(5_000);

  await expect(stoppedNote).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden();
  await expect(busyNote).toBeHidden();
  await expect.poll(() => region!.evaluate((element) => element.isConnected && element.textContent)).toBe(stopped);
  // Uncancelled, the comparison gives up at 5 s and is drawn a moment later (5.2 s in all, measured in
  // Node): past that, nothing has come of the cancelled one.
  await page.waitForTimeout(Math.max(0, 8_000 - (Date.now() - started)));
  await expect(statistics).toBeHidden();
  await expect(sideBySide(page)).toBeHidden();

  // A new comparison runs as before.
  await fillEditor(page, 'Original', ORIGINAL);
  await fillEditor(page, 'Changed', CHANGED);
  await expect(statistics).toContainText('Lines added2');
  await expect(statistics).toContainText('Lines removed1');
  await expect(stoppedNote).toBeHidden();
});
