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

test('reports invalid JSON with its location', async ({ page }) => {
  await fillEditor(page, 'Input JSON', '{"a": tru}');
  await page.getByRole('button', { name: 'Minify JSON' }).click();
  await expect(page.getByRole('alert')).toContainText("Unexpected character '}': expected 'true' at line 1, column 10");
});

test('copies the result', async ({ page }) => {
  await fillEditor(page, 'Input JSON', '[ 1 , 2 ]');
  await page.getByRole('button', { name: 'Minify JSON' }).click();
  await page.getByRole('button', { name: 'Copy minified JSON' }).click();
  await expect(page.getByText('Minified JSON copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('[1,2]');
});
