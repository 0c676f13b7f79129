import { readFile } from 'node:fs/promises';
import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/idn-converter');
  await expect(page.getByRole('textbox', { name: 'Input', exact: true })).toBeVisible();
});

test('converts domains, e-mail addresses and URLs as you type, label by label', async ({ page }) => {
  await fillEditor(page, 'Input', 'München.de\nuser.name@пример.рф\nhttps://例え。テスト/straße?q=ü\nمثال.إختبار');
  await expect
    .poll(() => editorText(page, 'ASCII (punycode)'))
    .toBe(
      'xn--mnchen-3ya.de\nuser.name@xn--e1afmkfd.xn--p1ai\nhttps://xn--r8jz45g.xn--zckzah/straße?q=ü\nxn--mgbh0fb.xn--kgbechtv',
    );
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText('Internationalised labels7');
  const table = page.getByRole('table', { name: 'Labels' });
  await expect(table.getByRole('row', { name: '1 münchen xn--mnchen-3ya' })).toBeVisible();

  await page.getByRole('button', { name: 'Swap' }).click();
  await expect(page.getByRole('radio', { name: 'ASCII (punycode) → Unicode' })).toBeChecked();
  await expect
    .poll(() => editorText(page, 'Unicode'))
    .toBe('münchen.de\nuser.name@пример.рф\nhttps://例え.テスト/straße?q=ü\nمثال.إختبار');
});

test('a bad label is reported with which label and where, and the error goes when it is fixed', async ({ page }) => {
  await page.getByRole('radio', { name: 'ASCII (punycode) → Unicode' }).check();
  await fillEditor(page, 'Input', 'ok.com\nxn--bcher-kv!.de');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Conversion Error');
  await expect(alert).toContainText(
    'Label 1 “xn--bcher-kv!” of “xn--bcher-kv!.de” at line 2, column 1 is not valid punycode: “!” at line 2, column 13 is not a letter or digit',
  );
  expect(await editorText(page, 'Unicode')).toBe('');

  await fillEditor(page, 'Input', 'a..b');
  await expect(alert).toContainText('Label 2 of “a..b” at line 1, column 3 is empty: two dots in a row');

  await fillEditor(page, 'Input', `${'x'.repeat(64)}.com`);
  await expect(alert).toContainText('is 64 characters long in ASCII form');

  await fillEditor(page, 'Input', 'xn--bcher-kva.de');
  await expect.poll(() => editorText(page, 'Unicode')).toBe('bücher.de');
  await expect(alert).toBeHidden();
});

test('copies and downloads the converted names; Clear empties everything', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'ASCII (punycode)')).toContain('xn--mnchen-3ya.de\nxn--bcher-kva.example');
  const expected = await editorText(page, 'ASCII (punycode)');

  await page.getByRole('button', { name: 'Copy converted names' }).click();
  await expect(page.getByText('Converted names copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download converted names' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('domains-ascii.txt');
  expect(await readFile((await download.path())!, 'utf8')).toBe(expected);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'Input')).toBe('');
  await expect.poll(() => editorText(page, 'ASCII (punycode)')).toBe('');
  await expect(page.getByRole('table', { name: 'Labels' })).toBeHidden();
});

test('opens a list of domains from a file', async ({ page }) => {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'domains.txt', mimeType: 'text/plain', buffer: Buffer.from('bücher.de\n☕.ws\n', 'utf8') });
  await expect.poll(() => editorText(page, 'ASCII (punycode)')).toBe('xn--bcher-kva.de\nxn--53h.ws\n');
});
