import { editorText, expect, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/__ID__');
  await expect(page.getByRole('heading', { level: 1, name: '__NAME__' })).toBeVisible();
});

test('converts its sample on its button', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  await expect.poll(() => editorText(page, 'JSON Output')).toBe('[\n  "apples",\n  "pears",\n  "plums"\n]\n');
});
