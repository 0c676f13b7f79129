import AxeBuilder from '@axe-core/playwright';
import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/html-entities-converter');
  await expect(page.getByRole('heading', { level: 1, name: 'HTML Entities Converter' })).toBeVisible();
});

const characters = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Characters and their forms' });

test('converts its sample between the forms, and lists each character’s forms', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect
    .poll(() => editorText(page, 'Converted'))
    .toContain('Caf&eacute; &amp; cr&egrave;me br&ucirc;l&eacute;e');
  expect(await editorText(page, 'Converted')).toContain('&euro;5 &mdash; 10% off &rarr; &hearts; &copy; 2026');
  expect(await editorText(page, 'Converted')).toContain('&nesim; and &#x1F600; caf&eacute;');

  await page.getByRole('radio', { name: 'Decimal' }).first().check();
  await expect.poll(() => editorText(page, 'Converted')).toContain('Caf&#233; &#38; cr&#232;me');
  await page.getByRole('radio', { name: 'Hex' }).first().check();
  await expect.poll(() => editorText(page, 'Converted')).toContain('Caf&#xE9; &#x26; cr&#xE8;me');
  await page.getByRole('radio', { name: 'Markup only' }).check();
  await expect.poll(() => editorText(page, 'Converted')).toContain('Café &#x26; crème');

  const table = characters(page);
  const eacute = table.getByRole('row').filter({ hasText: 'U+00E9' });
  await expect(eacute).toContainText('&eacute; &eacute');
  await expect(eacute).toContainText('&#233;');
  await expect(eacute).toContainText('&#xE9;');
  await expect(eacute).toContainText('Lowercase letter');
  await expect(table.getByRole('row').filter({ hasText: 'U+1F600' })).toContainText('none');
  await expect(page.getByLabel('Statistics')).toContainText('References read');
});

test('every character, named where a name exists', async ({ page }) => {
  await fillEditor(page, 'Text with references', 'a&#x3C;é!');
  await page.getByRole('radio', { name: 'Every character' }).check();
  await page.getByRole('radio', { name: 'Named' }).check();
  await expect.poll(() => editorText(page, 'Converted')).toBe('&#x61;&lt;&eacute;&excl;');
  await page.getByRole('radio', { name: 'Decimal' }).nth(1).check();
  await expect.poll(() => editorText(page, 'Converted')).toBe('&#97;&lt;&eacute;&excl;');
});

test('searches all 2,231 named references, and copies one', async ({ page }) => {
  const panel = page.getByRole('region', { name: 'Named character references' });
  await expect(panel.getByText('Showing 100 of 2,231 references.')).toBeVisible();
  await panel.getByRole('button', { name: 'Show 100 more' }).click();
  await expect(panel.getByText('Showing 200 of 2,231 references.')).toBeVisible();

  const search = panel.getByLabel('Search references');
  await search.fill('copy');
  await expect(panel.getByText('Showing 5 of 5 references.')).toBeVisible();
  await expect(panel.getByRole('row').nth(1)).toContainText('&copy;');
  await panel.getByRole('button', { name: 'Copy &copy;', exact: true }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('&copy;');

  await search.fill('U+2192');
  await expect(panel.getByRole('row').filter({ hasText: '&rarr;' }).first()).toBeVisible();
  await search.fill('→');
  await expect(panel.getByRole('row', { name: /^&RightArrow; / })).toBeVisible();
  await search.fill('&#8594;');
  await expect(panel.getByRole('row', { name: /^&srarr; / })).toBeVisible();
  await search.fill('nosuchname');
  await expect(panel.getByText('No named reference matches “nosuchname”.')).toBeVisible();
  await expect(panel.getByRole('table')).toHaveCount(0);
});

test('text that is not a reference stays text, and characters no reference can carry are kept and said so', async ({
  page,
}) => {
  await fillEditor(page, 'Text with references', '&bogus; & &#; \u0085');
  await expect.poll(() => editorText(page, 'Converted')).toBe('&amp;bogus; &amp; &amp;#; \u0085');
  await expect(page.getByRole('region', { name: 'Kept as they are' })).toContainText('1 character stayed as it is');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`passes axe and fits 360 px with its sample (${theme})`, async ({ page }) => {
    // Axe checks the contrast of every cell of two tables: it takes a while.
    test.slow();
    await page.addInitScript((value) => localStorage.setItem('theme-preference', value), theme);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await expect(characters(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    ).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `/tmp/entities-${theme}.png`, fullPage: true });
  });
}

test('a reference read as another character is listed with its line and column, never replaced silently', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'Converted')).toContain('&euro;5');
  await expect(page.getByRole('region', { name: /^Notes/ })).toBeHidden();

  await fillEditor(page, 'Text with references', 'ok\n  x &#xFFFFFFF; &#x80;');
  await expect.poll(() => editorText(page, 'Converted')).toBe('ok\n  x &#xFFFD; &euro;');
  const notes = page.getByRole('region', { name: 'Notes (2)' });
  await expect(notes).toContainText(
    '&#xFFFFFFF; at line 2, column 5 is beyond U+10FFFF, the last code point: read as U+FFFD, the replacement character.',
  );
  await expect(notes).toContainText(
    '&#x80; at line 2, column 17 is read as windows-1252, as browsers do: read as “€” (U+20AC), not U+0080.',
  );
});
