import { expect, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/__ID__');
  await expect(page.getByRole('heading', { level: 1, name: '__NAME__' })).toBeVisible();
});

test('checks its sample, and lists the broken example’s problems', async ({ page }) => {
  const summary = page.getByTestId('problem-summary');
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(summary).toHaveText('No problems found');
  await page.getByRole('button', { name: 'Broken Example' }).click();
  await expect(summary).toHaveText('2 errors, 1 warning');
});
