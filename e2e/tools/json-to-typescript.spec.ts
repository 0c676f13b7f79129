import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/json-to-typescript');
  await expect(page.getByRole('heading', { level: 1, name: 'Json To Typescript' })).toBeVisible();
});

test('transforms its sample as it is loaded', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'Output')).not.toBe('');
});

test('says what is wrong with blank input', async ({ page }) => {
  await fillEditor(page, 'Input', '   ');
  await expect(page.getByRole('alert')).toContainText('Please enter some text');
});
