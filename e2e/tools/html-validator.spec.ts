import { expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/html-validator');
  await expect(page.getByRole('heading', { level: 1, name: 'HTML Validator' })).toBeVisible();
});

test('checks its sample: parse errors by spec code, the rules beyond parsing, and the outline', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByTestId('problem-summary')).toContainText(/\d+ errors, \d+ warnings, \d+ infos/);
  const problems = page.getByRole('list', { name: 'Problems' });
  for (const code of [
    'duplicate-attribute',
    'end-tag-without-matching-open-element',
    'duplicate-id',
    'img-alt',
    'nested-a',
    'block-in-p',
    'label-for',
  ])
    await expect(problems).toContainText(code);
  await expect(problems).toContainText('<center> is obsolete');
  await expect(page.getByRole('list', { name: 'Headings' })).toContainText('h3Fresh today');

  await problems.getByRole('button', { name: /<img> has no alt/ }).click();
  await expect(page.getByRole('textbox', { name: 'HTML', exact: true })).toBeFocused();
  await expect(page.locator('.cm-problem-error').filter({ hasText: 'croissant.jpg' })).toBeVisible();

  // A fragment needs no doctype, title, lang or charset.
  await page.getByRole('radio', { name: 'Fragment' }).check();
  await expect(problems).not.toContainText('html-lang');
  await expect(problems).not.toContainText('missing-charset');
});

test('places a parse error by line and column, and a click puts the cursor on it', async ({ page }) => {
  await fillEditor(
    page,
    'HTML',
    '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>T</title></head><body>\n<p class="a" class="b">x</p>\n</body></html>\n',
  );
  await expect(page.getByTestId('problem-summary')).toHaveText('1 error');
  const problems = page.getByRole('list', { name: 'Problems' });
  await expect(problems).toContainText('line 3, column 14');
  await expect(problems).toContainText('duplicate-attribute');
  await problems.getByRole('button', { name: /appears twice/ }).click();
  await expect(page.getByRole('textbox', { name: 'HTML', exact: true })).toBeFocused();
  await expect(page.locator('.cm-problem-error')).toHaveText('class');

  await page.getByRole('button', { name: 'Broken Markup' }).click();
  await expect(problems).toContainText('incorrectly-closed-comment');
  await expect(problems).toContainText('unknown-named-character-reference');
});

test('reads an SVG <template> in every mode, as an SVG element (reading it crashed the checker)', async ({ page }) => {
  await fillEditor(page, 'HTML', '<svg viewBox="0 0 10 10"><template><rect id="r"/></template></svg>\n');
  const summary = page.getByTestId('problem-summary');
  for (const [mode, expected] of [
    ['Auto', 'No problems found'],
    ['Whole page', /error/],
    ['Fragment', 'No problems found'],
  ] as const) {
    await page.getByRole('radio', { name: mode, exact: true }).check();
    await expect(summary).toHaveText(expected);
  }
  await expect(page.getByText('Cannot check this HTML')).toHaveCount(0);
});

test('reads a customizable <select> as the standard does, and places a tree construction error', async ({ page }) => {
  await page.getByRole('radio', { name: 'Fragment' }).check();
  await fillEditor(
    page,
    'HTML',
    '<label>Fruit\n<select>\n  <button><selectedcontent></selectedcontent></button>\n  <option><img src="apple.png" alt=""> Apple</option>\n  <div><option>Pear</option></div>\n</select>\n</label>\n',
  );
  const summary = page.getByTestId('problem-summary');
  await expect(summary).toHaveText('No problems found');

  await fillEditor(page, 'HTML', '<table>\n  Total\n  <tr><td>1</td></tr>\n</table>\n');
  await expect(summary).toHaveText('1 error');
  const problems = page.getByRole('list', { name: 'Problems' });
  await expect(problems).toContainText('line 2, column 3');
  await expect(problems).toContainText('text-in-table');
  await expect(problems).toContainText('Text directly inside a <table>, outside any cell');
  await problems.getByRole('button', { name: /Text directly inside/ }).click();
  await expect(page.locator('.cm-problem-error')).toHaveText('Total');
});
