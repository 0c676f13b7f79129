import { expect, fillEditor, HOSTILE_LINK_TASK_MS, openWatched, shareLinkPath, test } from '../fixtures';

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

test('a share link with a 120 KB wildcard rule and a 120 KB path shows its verdict without holding the page', async ({
  page,
}) => {
  const rule = `/${'*a'.repeat(60_000)}`;
  const state = {
    input: `User-agent: *\nDisallow: ${rule}\n`,
    crawler: 'Googlebot',
    customAgent: '',
    url: `/${'a'.repeat(120_000)}`,
  };
  // From another document: the link's fragment alone, on the tool's own page, would not load it again.
  await page.goto('about:blank');
  // Each place a * could stop was tried: 48 s on the page.
  const watched = await openWatched(page, shareLinkPath('robots-txt-validator', state));
  // Found by its label alone: naming every region, as getByRole does, is itself long work over a 120 KB line.
  const verdict = page.locator('[aria-label="Tester verdict"]');
  await expect(verdict).toContainText('Disallowed');
  await expect(verdict).toContainText(`Disallow: /${'*a'.repeat(99)}*… (120,001 characters) (line 2)`);
  // Measured: 100-520 ms on 2 cores shared with 20-28 other processes, most of it the editor's.
  expect(await watched.longestTaskMs()).toBeLessThan(HOSTILE_LINK_TASK_MS);
});

test('a check that takes too long is stopped in the worker, with a message, and the page is never held', async ({
  page,
}) => {
  // Each rule costs about its length plus the path's: 5,000 "*ab" against a 200 KB path of "a"s would take
  // about 30 s.
  const state = {
    input: `User-agent: *\n${'Disallow: *ab\n'.repeat(5000)}`,
    crawler: 'Googlebot',
    customAgent: '',
    url: `/${'a'.repeat(200_000)}`,
  };
  await page.goto('about:blank');
  const watched = await openWatched(page, shareLinkPath('robots-txt-validator', state));
  await expect(page.getByRole('alert')).toContainText('Checking took more than 5 seconds and was stopped.', {
    timeout: 20_000,
  });
  expect(await watched.longestTaskMs()).toBeLessThan(HOSTILE_LINK_TASK_MS);
});
