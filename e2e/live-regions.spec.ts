import { expect, fillEditor, test } from './fixtures';

/**
 * What a screen reader hears: the verdict of a validator and the problem count of a checker sit in polite
 * live regions that are in the page before their text changes, so each change is announced.
 */
test('a validator’s verdict is read out as it changes', async ({ page }) => {
  await page.goto('/email-validator');
  const field = page.getByRole('textbox', { name: 'E-mail address' });
  await field.fill('ada@example.com');
  const verdict = page.getByRole('region', { name: 'Verdict' });
  const spoken = verdict.locator('[aria-live="polite"]');
  await expect(spoken).toHaveCount(1);
  await expect(spoken).toHaveAttribute('aria-atomic', 'true');
  await expect(spoken).toHaveText(/^Valid: /);
  // The same region, still in the page, takes the new verdict.
  const region = await spoken.elementHandle();
  await field.fill('a..b@example.com');
  await expect(spoken).toHaveText(/^Invalid: /);
  expect(await region!.evaluate((element) => element.isConnected)).toBe(true);
  expect(await spoken.evaluate((element, previous) => element === previous, region)).toBe(true);
});

test('a checker’s problem count is read out as it changes', async ({ page }) => {
  await page.goto('/html-validator');
  await fillEditor(
    page,
    'HTML',
    '<!DOCTYPE html><html lang="en"><head><title>T</title></head><body><p>Hi</p></body></html>\n',
  );
  const summary = page.getByTestId('problem-summary');
  await expect(summary).toBeVisible();
  const spoken = page.locator('[data-live-region]').filter({ hasText: /^Problems: / });
  await expect(spoken).toHaveCount(1);
  const before = await spoken.textContent();
  const region = await spoken.elementHandle();
  await fillEditor(
    page,
    'HTML',
    '<!DOCTYPE html><html lang="en"><head><title>T</title></head><body><p>Hi</div></body></html>\n',
  );
  await expect(summary).not.toHaveText(before!.replace(/^Problems: /, ''));
  await expect
    .poll(() => region!.evaluate((element) => element.textContent))
    .toBe(`Problems: ${await summary.textContent()}`);
  expect(await region!.evaluate((element) => element.getAttribute('aria-live'))).toBe('polite');
});
