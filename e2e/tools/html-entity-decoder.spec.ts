import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/html-entity-decoder');
  await expect(page.getByRole('textbox', { name: 'HTML', exact: true })).toBeVisible();
});

test('decodes as you type, by the browser rules, in text and in attributes', async ({ page }) => {
  await fillEditor(
    page,
    'HTML',
    '&lt;b&gt;caf&eacute; &#x1F600; &#1513;&#1500;&#1493;&#1501; e&#x301; &Aopf; ?a=1&copy=2',
  );
  await expect.poll(() => editorText(page, 'Decoded Text')).toBe('<b>café 😀 שלום e\u0301 𝔸 ?a=1©=2');
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText('References decoded11');

  await page.getByRole('radio', { name: 'Attribute value' }).check();
  await expect.poll(() => editorText(page, 'Decoded Text')).toBe('<b>café 😀 שלום e\u0301 𝔸 ?a=1&copy=2');
});

test('unknown and odd references are kept and listed with line and column, not treated as errors', async ({ page }) => {
  await fillEditor(page, 'HTML', 'fine &amp; dandy\n😀 &bogus; &#x80; &#0; &#;');
  const notes = page.getByRole('region', { name: 'Notes (4)' });
  await expect(notes).toContainText('&bogus; at line 2, column 3 is not a known character reference: left as it is');
  await expect(notes).toContainText(
    '&#x80; at line 2, column 11 is read as windows-1252, as browsers do: decoded as “€” (U+20AC), not U+0080',
  );
  await expect(notes).toContainText(
    '&#0; at line 2, column 18 is U+0000 (NUL), which is not allowed: decoded as U+FFFD',
  );
  await expect(notes).toContainText('&# at line 2, column 23 has no digits after it');
  await expect.poll(() => editorText(page, 'Decoded Text')).toBe('fine & dandy\n😀 &bogus; € \uFFFD &#;');
  await expect(page.getByRole('alert')).toBeHidden();
});

test('decodes the sample and copies the result', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect
    .poll(() => editorText(page, 'Decoded Text'))
    .toContain('<p class="greeting">Tom & Jerry\'s “café” — 5 > 3</p>');
  const expected = await editorText(page, 'Decoded Text');
  await page.getByRole('button', { name: 'Copy decoded text' }).click();
  await expect(page.getByText('Decoded text copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'Decoded Text')).toBe('');
  await expect(page.getByRole('region', { name: /Notes/ })).toBeHidden();
});

test('opens an HTML file into the input', async ({ page }) => {
  await page.locator('input[type=file]').setInputFiles({
    name: 'page.html',
    mimeType: 'text/html',
    buffer: Buffer.from('<p>&copy; 2024 &mdash; &hearts;</p>'),
  });
  await expect.poll(() => editorText(page, 'Decoded Text')).toBe('<p>© 2024 — ♥</p>');
});

test('a reference far past U+10FFFF (&#xFFFFFFF;) is noted where it is, not replaced silently', async ({ page }) => {
  await fillEditor(page, 'HTML', 'a\nb &#xFFFFFFF;');
  await expect.poll(() => editorText(page, 'Decoded Text')).toBe('a\nb \uFFFD');
  await expect(page.getByRole('region', { name: 'Notes (1)' })).toContainText(
    '&#xFFFFFFF; at line 2, column 3 is beyond U+10FFFF, the last code point: decoded as U+FFFD',
  );
});
