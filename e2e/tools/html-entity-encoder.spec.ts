import { readFile } from 'node:fs/promises';
import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/html-entity-encoder');
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toBeVisible();
});

test('encodes as you type, with each option', async ({ page }) => {
  await fillEditor(page, 'Text', `<a title="x">Tom & Jerry's café 😀 שלום</a>`);
  await expect
    .poll(() => editorText(page, 'Encoded HTML'))
    .toBe('&lt;a title=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s café 😀 שלום&lt;/a&gt;');
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText('References written8');

  await page.getByLabel('Non-ASCII characters').selectOption('named');
  await expect
    .poll(() => editorText(page, 'Encoded HTML'))
    .toBe(
      '&lt;a title=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s caf&eacute; &#128512; &#1513;&#1500;&#1493;&#1501;&lt;/a&gt;',
    );

  await page.getByLabel('Numeric references').selectOption('hex');
  await page.getByLabel('Non-ASCII characters').selectOption('numeric');
  await expect
    .poll(() => editorText(page, 'Encoded HTML'))
    .toBe(
      '&lt;a title=&quot;x&quot;&gt;Tom &amp; Jerry&#x27;s caf&#xE9; &#x1F600; &#x5E9;&#x5DC;&#x5D5;&#x5DD;&lt;/a&gt;',
    );

  await page.getByRole('checkbox', { name: `Escape quotes (" and ')` }).uncheck();
  await expect
    .poll(() => editorText(page, 'Encoded HTML'))
    .toBe(`&lt;a title="x"&gt;Tom &amp; Jerry's caf&#xE9; &#x1F600; &#x5E9;&#x5DC;&#x5D5;&#x5DD;&lt;/a&gt;`);
});

test('characters no reference can carry are kept and listed with their place', async ({ page }) => {
  await page.getByLabel('Non-ASCII characters').selectOption('numeric');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'c1.txt', mimeType: 'text/plain', buffer: Buffer.from('é\n\u0085x', 'utf8') });
  const kept = page.getByRole('region', { name: '1 character kept as it is' });
  await expect(kept).toContainText('U+0085 at line 2, column 1: a C1 control character');
  await expect.poll(() => editorText(page, 'Encoded HTML')).toBe('&#233;\n\u0085x');
});

test('copies and downloads the encoded HTML; Clear empties both panes', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect
    .poll(() => editorText(page, 'Encoded HTML'))
    .toContain('&lt;p class=&quot;greeting&quot;&gt;Tom &amp; Jerry&#39;s');
  const expected = await editorText(page, 'Encoded HTML');

  await page.getByRole('button', { name: 'Copy encoded HTML' }).click();
  await expect(page.getByText('Encoded HTML copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download encoded HTML' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('encoded.html');
  expect(await readFile((await download.path())!, 'utf8')).toBe(expected);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'Text')).toBe('');
  await expect.poll(() => editorText(page, 'Encoded HTML')).toBe('');
});

test('a large text is encoded in the background', async ({ page }) => {
  const line = 'Tom & Jerry’s “café” <b>😀</b> naïve שלום\n';
  const big = line.repeat(100_000);
  await page.getByLabel('Non-ASCII characters').selectOption('named');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(big, 'utf8') });
  const encodedLine =
    'Tom &amp; Jerry&rsquo;s &ldquo;caf&eacute;&rdquo; &lt;b&gt;&#128512;&lt;/b&gt; na&iuml;ve &#1513;&#1500;&#1493;&#1501;\n';
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText(
    `Output length${(encodedLine.length * 100_000).toLocaleString('en-US')} characters`,
    { timeout: 30_000 },
  );
  // The page kept answering while the worker did the work.
  expect(await page.evaluate(() => 1 + 1)).toBe(2);
  const output = await editorText(page, 'Encoded HTML');
  expect(output.startsWith(encodedLine)).toBe(true);
});
