import { expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/robots-txt-validator');
  await expect(page.getByRole('heading', { level: 1, name: 'Robots.txt Validator' })).toBeVisible();
});

test('checks its sample, sums it up and tests a URL with the deciding rule highlighted', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByTestId('problem-summary')).toHaveText('1 warning');
  await expect(page.getByRole('list', { name: 'Problems' })).toContainText('Crawl-delay is not part of RFC 9309');
  await expect(page.getByLabel('Statistics')).toContainText('Groups3');
  await expect(page.getByRole('table', { name: 'Groups' })).toContainText('Googlebot, Bingbot');

  const verdict = page.getByRole('region', { name: 'Tester verdict' });
  await expect(verdict).toContainText('Disallowed');
  await expect(verdict).toContainText('Disallow: /private/ (line 10)');
  await expect(page.locator('.cm-focusMark')).toHaveText('Disallow: /private/');

  await page.getByRole('textbox', { name: 'URL or path' }).fill('/private/press-kit/logo.png');
  await expect(verdict).toContainText('Allowed');
  await expect(verdict).toContainText('longest of 2 matching rules');
  await expect(page.locator('.cm-focusMark')).toHaveText('Allow: /private/press-kit/');

  await page.getByLabel('Crawler').selectOption('GPTBot');
  await expect(verdict).toContainText('Disallowed');
  await page.getByLabel('Crawler').selectOption('other');
  await page.getByRole('textbox', { name: 'User agent' }).fill('SomeBot');
  await expect(verdict).toContainText('Allowed');
  await expect(verdict).toContainText('the * group');

  await page.getByRole('textbox', { name: 'URL or path' }).fill('/admin/');
  await expect(verdict).toContainText('Disallowed');
  await verdict.getByRole('button', { name: 'Show line 3' }).click();
  await expect(page.getByRole('textbox', { name: 'robots.txt', exact: true })).toBeFocused();
});

test('lists syntax errors with their line and column, and a click puts the cursor there', async ({ page }) => {
  await fillEditor(page, 'robots.txt', 'User-agent: *\nDisallow: /x\n  Dissallow: /y\nFavicon /f.ico\n');
  await expect(page.getByTestId('problem-summary')).toHaveText('1 error, 1 warning');
  const problems = page.getByRole('list', { name: 'Problems' });
  await expect(problems).toContainText('line 3, column 3');
  await expect(problems).toContainText('Did you mean Disallow?');
  await expect(problems).toContainText('line 4, column 1');
  await problems.getByRole('button', { name: /no colon/ }).click();
  await expect(page.getByRole('textbox', { name: 'robots.txt', exact: true })).toBeFocused();
  await expect(page.locator('.cm-problem-error')).toHaveText('Favicon /f.ico');
});
