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
