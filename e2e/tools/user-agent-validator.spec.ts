import { expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/user-agent-validator');
  await expect(page.getByRole('heading', { level: 1, name: 'User Agent Validator' })).toBeVisible();
});

const field = 'User-Agent string or access-log line';

test('reads a User-Agent as you type, and a crawler as the crawler', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('Well-formed (RFC 9110): Chrome 131.0.0.0 on Windows.');
  await expect(verdict).toContainText('EngineBlink');
  await expect(page.getByRole('region', { name: 'Notes' })).toContainText('"Windows NT 10.0" is frozen');

  await page
    .getByRole('textbox', { name: field })
    .fill('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
  await expect(verdict).toContainText('Googlebot 2.1 (search crawler, Google)');
  await expect(verdict).toContainText('How to verify');
  await expect(page.getByRole('region', { name: 'Not checked here' })).toContainText('Whether a crawler is genuine');
});

test('uses this browser, with its Client Hints', async ({ page }) => {
  await page.getByRole('button', { name: 'Use My Browser' }).click();
  const userAgent = await page.evaluate(() => navigator.userAgent);
  await expect(page.getByRole('textbox', { name: field })).toHaveValue(userAgent);
  const hints = page.getByRole('region', { name: "This browser's Client Hints" });
  await expect(hints).toContainText('Brands');
  await expect(hints).toContainText('Chromium');
  await expect(page.getByRole('region', { name: 'Verdict' })).not.toContainText('Invalid');
});

test('says where a User-Agent breaks the grammar', async ({ page }) => {
  await page.getByRole('textbox', { name: field }).fill('curl/8.4.0; (x)');
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('Invalid');
  await expect(verdict).toContainText('";" cannot follow a product');
  await expect(verdict).toContainText('The first problem is at character 11');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('checks User-Agents and access-log lines in batch mode', async ({ page }) => {
  await page.getByRole('tab', { name: 'Batch' }).click();
  await fillEditor(page, 'List of User-Agents', 'curl/8.4.0\nfoo/1\n(bad)\npython-requests/2.32.3\n');
  await expect(page.getByLabel('Counts')).toContainText('Values4Valid2Warnings1Invalid1');
  const table = page.getByRole('table', { name: 'Verdicts' });
  await expect(table).toContainText('HTTP library: python-requests');
  await page.getByLabel('Show only invalid values').check();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('starts with a product');

  await page.getByRole('radio', { name: 'Access-log lines' }).check();
  await fillEditor(
    page,
    'List of log lines',
    [
      '203.0.113.9 - - [10/Oct/2024:13:55:36 +0000] "GET / HTTP/1.1" 200 2326 "-" "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"',
      '203.0.113.10 - - [10/Oct/2024:13:55:37 +0000] "GET /a HTTP/1.1" 404 0 "-" "-"',
    ].join('\n'),
  );
  await expect(page.getByLabel('Counts')).toContainText('Values2Valid1Warnings0Invalid1');
  await page.getByLabel('Show only invalid values').uncheck();
  await expect(page.getByRole('table', { name: 'Verdicts' })).toContainText('search crawler: Bingbot');
});
