import { expect, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/__ID__');
  await expect(page.getByRole('heading', { level: 1, name: '__NAME__' })).toBeVisible();
});

test('gives its sample’s verdict, and the broken example’s problem', async ({ page }) => {
  const verdict = page.getByTestId('verdict-live');
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(verdict.getByRole('heading', { level: 2 })).toHaveText('Valid');
  await page.getByRole('button', { name: 'Broken example' }).click();
  await expect(verdict.getByRole('heading', { level: 2 })).toHaveText('Invalid');
});
