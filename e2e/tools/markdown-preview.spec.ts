import { expect, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/markdown-preview');
  await expect(page.getByRole('heading', { level: 1, name: 'Markdown Preview' })).toBeVisible();
});

test('reads its sample', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByLabel('Statistics')).toContainText('25 words');
});
