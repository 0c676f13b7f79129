import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/json-minifier');
  await expect(page.getByRole('textbox', { name: 'Input JSON' })).toBeVisible();
});

test('minifies the sample and reports the bytes saved', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await page.getByRole('button', { name: 'Minify JSON' }).click();
  await expect(page.getByText('JSON minified')).toBeVisible();
  const output = await editorText(page, 'Minified JSON');
  expect(output).not.toMatch(/\n/);
  expect(output).toContain('"snowflakeId":1234567890123456789012');
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText('Bytes Saved');
});

test('reports invalid JSON with its location, marked in the input', async ({ page }) => {
  await fillEditor(page, 'Input JSON', '{\n  "a": tru}');
  await page.getByRole('button', { name: 'Minify JSON' }).click();
  await expect(page.getByRole('alert')).toContainText("Unexpected character '}': expected 'true' at line 2, column 11");
  await expect(page.getByText('JSON minified')).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Input JSON' }).locator('.cm-errorLine')).toHaveText('  "a": tru}');
  expect(await editorText(page, 'Minified JSON')).toBe('');
});

test('an edit after a result marks it out of date', async ({ page }) => {
  await fillEditor(page, 'Input JSON', '[ 1 ]');
  await page.getByRole('button', { name: 'Minify JSON' }).click();
  await expect(page.getByText('JSON minified')).toBeVisible();
  await fillEditor(page, 'Input JSON', '[ 1, 2 ]');
  await expect(page.getByText('JSON minified')).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Press Minify JSON to update it.' })).toBeVisible();
});

test('copies the result', async ({ page }) => {
  await fillEditor(page, 'Input JSON', '[ 1 , 2 ]');
  await page.getByRole('button', { name: 'Minify JSON' }).click();
  await page.getByRole('button', { name: 'Copy minified JSON' }).click();
  await expect(page.getByText('Minified JSON copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('[1,2]');
});
