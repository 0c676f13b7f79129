import { BROKEN_SAMPLE_INPUT, BROKEN_SAMPLE_SCAN } from '../../src/tools/api-key-validator/core';
import { copyShareLink, expect, fillEditor, sharedState, test } from '../fixtures';

// Every key here is made up; the GitHub one has a checksum computed for it, as GitHub's generator would.
const BROKEN = 'ghp_Wq3vT9kLm2XsRb7N$Ye4ZuHa8JdPf02sSfj8';

test.beforeEach(async ({ page }) => {
  await page.goto('/api-key-validator');
  await expect(page.getByRole('heading', { level: 1, name: 'API Key Validator' })).toBeVisible();
});

test('recognises a GitHub token, checks its checksum and warns to rotate a live secret', async ({ page }) => {
  await page.getByLabel('API key or token').fill(BROKEN_SAMPLE_INPUT);
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('Warning');
  await expect(verdict).toContainText('with a correct checksum');
  await expect(verdict).toContainText('revoke it and make a new one');
  const details = page.getByRole('region', { name: 'Key Details' });
  await expect(details).toContainText('GitHub');
  await expect(details).toContainText('personal access token (classic)');
  await expect(details).toContainText('Correct: "2sSfj8"');
  await expect(details).toContainText('179 bits by its charset');
});

test('Load Sample shows a valid key with no warning; Broken example shows the live-secret warning, in both tabs', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('A well-formed Stripe secret key, for the test environment: secret.');
  await expect(verdict).toHaveClass(/green/);
  await expect(verdict).not.toContainText('Warning');

  await page.getByRole('button', { name: 'Broken example' }).click();
  await expect(verdict).toContainText('Warning');
  await expect(verdict).toContainText('revoke it and make a new one');
  await expect(verdict).toHaveClass(/amber/);

  await page.getByRole('tab', { name: 'Scan a file' }).click();
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const counts = page.getByLabel('Scan counts');
  await expect(counts).toContainText('Keys found3Live secrets0');
  const found = page.getByRole('region', { name: 'Keys Found', exact: true });
  await expect(found).not.toHaveClass(/amber/);
  await expect(page.getByRole('table', { name: 'Keys found' })).not.toContainText('Warning');

  await page.getByRole('button', { name: 'Broken example' }).click();
  await expect(counts).toContainText('Keys found4Live secrets2');
  await expect(page.getByRole('region', { name: 'Keys Found: Do Not Commit' })).toHaveClass(/amber/);
});

test('points at the first character a key cannot have', async ({ page }) => {
  await page.getByLabel('API key or token').fill(BROKEN);
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('Invalid');
  await expect(verdict).toContainText('Character 21 is "$"');
  await expect(verdict.locator('mark')).toHaveText('$');
  await expect(verdict).toContainText('at character 21');
});

test('checks a batch of keys, masked, and filters to the invalid ones', async ({ page }) => {
  await page.getByRole('tab', { name: 'Batch' }).click();
  await fillEditor(
    page,
    'List of keys',
    `${BROKEN_SAMPLE_INPUT}\nsk_test_4eC39HqLyjWDarjtT1zdp7dc\n${BROKEN}\nnot a key\n`,
  );
  await expect(page.getByLabel('Counts')).toContainText('Values4Valid1Warnings1Invalid2');
  const table = page.getByRole('table', { name: 'Verdicts' });
  await expect(table).toContainText('Stripe secret key · test · secret');
  await expect(table).not.toContainText(BROKEN_SAMPLE_INPUT);
  await page.getByLabel('Show only invalid values').check();
  await expect(table.getByRole('row')).toHaveCount(3);
});

test('scans a config file for keys, with their lines and columns, masked', async ({ page }) => {
  await page.getByRole('tab', { name: 'Scan a file' }).click();
  await fillEditor(page, 'Text to scan', BROKEN_SAMPLE_SCAN);
  await expect(page.getByLabel('Scan counts')).toContainText('Lines7Keys found4Live secrets2');
  const table = page.getByRole('table', { name: 'Keys found' });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row').nth(1)).toContainText('214ghp_••••••••••••JkVY');
  await expect(table).toContainText('secret access key (named as one)');
  await expect(table).not.toContainText('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');
  await expect(page.getByText('Keys Found: Do Not Commit')).toBeVisible();
});

test('never keeps a key in storage, history or a share link', async ({ page }) => {
  await page.getByLabel('API key or token').fill(BROKEN_SAMPLE_INPUT);
  await expect(page.getByRole('region', { name: 'Verdict' })).toContainText('Warning');
  await page.getByRole('tab', { name: 'Scan a file' }).click();
  await fillEditor(page, 'Text to scan', BROKEN_SAMPLE_SCAN);
  await expect(page.getByLabel('Scan counts')).toBeVisible();
  await page.waitForTimeout(500);
  const kept = await page.evaluate(() => JSON.stringify([{ ...sessionStorage }, { ...localStorage }, history.state]));
  expect(kept).not.toContain(BROKEN_SAMPLE_INPUT);
  expect(kept).not.toContain('4eC39HqLyjWDarjtT1zdp7dc');
  const link = await copyShareLink(page);
  expect(link).not.toContain(BROKEN_SAMPLE_INPUT);
  const shared = JSON.stringify(sharedState(link));
  expect(shared).not.toContain(BROKEN_SAMPLE_INPUT);
  expect(shared).not.toContain('4eC39HqLyjWDarjtT1zdp7dc');
  await page.reload();
  await page.getByRole('tab', { name: 'One key' }).click();
  await expect(page.getByLabel('API key or token')).toHaveValue('');
});
