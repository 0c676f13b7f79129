import { expect, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/__ID__');
  await expect(page.getByRole('heading', { level: 1, name: '__NAME__' })).toBeVisible();
});

test('takes its sample up into the controls and the CSS', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByLabel('CSS', { exact: true })).toContainText('border: 4px dashed;');
});
