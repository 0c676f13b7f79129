import { expect, test } from './fixtures';

/**
 * A screen reader hears a verdict change: the validators' verdict sits in a polite live region that is in the
 * page before the first verdict, and its text changes in place when the value does.
 */
test('the e-mail validator announces its verdict, and the new one when the value turns invalid', async ({ page }) => {
  await page.goto('/email-validator');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Validator' })).toBeVisible();

  const live = page
    .locator('[aria-live="polite"], [role="status"]')
    .filter({ has: page.getByRole('region', { name: 'Verdict' }) });
  const region = page.getByTestId('verdict-live');
  // The region is there, empty, before anything is typed: a region added with its text is often not read.
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region).toBeEmpty();

  const field = page.getByRole('textbox', { name: 'E-mail address' });
  await field.fill('ada@example.com');
  await expect(live).toHaveCount(1);
  await expect(live).toContainText('Valid');
  const first = await live.innerText();

  await field.fill('ada@@example.com');
  await expect(live).toContainText('Invalid');
  const second = await live.innerText();
  expect(second).not.toBe(first);
  // The same region, changed in place: what a screen reader announces.
  await expect(region).toContainText('Invalid');
  await expect(region.getByTestId('verdict-reason')).not.toBeEmpty();
});
